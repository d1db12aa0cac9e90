/**
 * The English words of the badges (common/learning/badges.ts), by the badge's code: its name, what it
 * is for in a child's words, the rule in a grown-up's, and the words under a badge still to earn.
 * Numbers and a skill's name (school data) are values. Signed-in part: the child's and the family's
 * screens show them, and the server writes them in notifications and answers.
 */
export const badges = {
  "badges.firstWork.name": "First work sent",
  "badges.firstWork.childWords": "You sent in your first work!",
  "badges.firstWork.rule": "Hand in a first piece of work.",
  "badges.stars.name": "{n} stars",
  "badges.stars.childWords": "You got {n} stars from your teachers!",
  "badges.stars.rule": "Earn {n} points in all skills together.",
  "badges.onTime.name": "On time {n} in a row",
  "badges.onTime.childWords": "You sent in {n} pieces of work on time, one after another!",
  "badges.onTime.rule": "Hand in {n} pieces of work in a row by their due time (excused work is skipped; late or missing work starts the count again).",
  "badges.monthNoMissing.name": "A month of work in",
  "badges.monthNoMissing.childWords": "You sent in all your work for a whole month!",
  "badges.monthNoMissing.rule": "No missing work among at least {work} pieces due in the last {days} days.",
  "badges.firstVoice.name": "First voice answer",
  "badges.firstVoice.childWords": "You sent your first voice answer!",
  "badges.firstVoice.rule": "Hand in a first answer recorded by voice.",
  "badges.firstPortfolio.name": "First portfolio work",
  "badges.firstPortfolio.childWords": "Your teacher added your work to your portfolio!",
  "badges.firstPortfolio.rule": "Have a first portfolio item approved by a teacher.",
  "badges.firstGame.name": "First game",
  "badges.firstGame.childWords": "You finished your first learning game!",
  "badges.firstGame.rule": "Finish a first round of the learning games.",
  "badges.games.name": "{n} games",
  "badges.games.childWords": "You finished {n} learning games!",
  "badges.games.rule": "Finish {n} rounds of the learning games.",
  /** A skill's badge: `skill` is the skill's name as the school wrote it. */
  "badges.skill.name": "{skill}: {n} stars",
  "badges.skill.childWords": "You got {n} stars for {skill}!",
  "badges.skill.rule": "Earn {n} points for {skill}.",

  // Under a badge still to earn: what is left, for a child.
  "badges.progress.stars": "{left, plural, one {# more star} other {# more stars}} to go!",
  "badges.progress.onTime.start": "Send in {target} pieces of work on time, one after another.",
  "badges.progress.onTime.running": "{current} on time in a row. {left, plural, one {# more} other {# more}} to go!",
  "badges.progress.monthNoMissing": "Send in all your work for {days} days.",
  "badges.progress.firstVoice": "Send in an answer with your voice.",
  "badges.progress.firstPortfolio": "Choose your best work for your portfolio.",
  "badges.progress.firstWork": "Send in your first work.",
  "badges.progress.firstGame": "Play a learning game to the end.",
  "badges.progress.games": "{left, plural, one {# more game} other {# more games}} to go!",
} as const;
