/**
 * The English texts of the learning games as a child plays them (issue 34, ids `games.*`): /student/games,
 * a round, the games' names and what each is about. Words to a child: short, warm, never a score
 * against anyone.
 */
export const games = {
  "games.page.lead": "Play a game to practise letters, words and numbers.",
  "games.loading": "Getting your games ready…",

  // Each game's name and what it is about, in a line a young child can follow.
  "games.kind.letter-sounds.name": "Letter sounds",
  "games.kind.letter-sounds.about": "Find the picture that starts with a letter's sound.",
  "games.kind.rhyming.name": "Rhyme time",
  "games.kind.rhyming.about": "Find the words that sound alike at the end.",
  "games.kind.sight-words.name": "Sight words",
  "games.kind.sight-words.about": "Find the word you hear.",
  "games.kind.sentence-building.name": "Build a sentence",
  "games.kind.sentence-building.about": "Put the words in order to make a sentence.",
  "games.kind.counting.name": "Counting",
  "games.kind.counting.about": "Count the pictures and find the number.",
  "games.kind.number-bonds.name": "Number bonds",
  "games.kind.number-bonds.about": "Find the missing part of the number.",
  "games.kind.add-subtract.name": "Add and take away",
  "games.kind.add-subtract.about": "Add numbers together and take them away.",
  "games.kind.place-value.name": "Place value",
  "games.kind.place-value.about": "Build numbers with hundreds, tens and ones.",
  "games.kind.times-tables.name": "Times tables",
  "games.kind.times-tables.about": "Practise your times tables.",
  "games.kind.fractions.name": "Fractions",
  "games.kind.fractions.about": "Find fractions on the number line.",
  "games.kind.telling-time.name": "Telling time",
  "games.kind.telling-time.about": "Read the clock and find the time.",
  "games.kind.money.name": "Money",
  "games.kind.money.about": "Add up coins and find how much they are.",

  // The games home.
  "games.home.loadError": "Your games could not be loaded.",
  "games.home.fromTeacher": "From your teacher",
  "games.home.teacherNote": "{teacher} says:",
  "games.home.fromTeacherName": "From {teacher}",
  "games.home.forYou": "Games for you",
  "games.home.moreGames": "More games",
  "games.home.allGames": "All games",
  "games.home.keepPlaying": "Keep playing",
  "games.home.keepPlayingText": "You have a game going: {name}.",
  "games.home.play": "Play",
  "games.home.starsShort": "★ {count}",
  "games.home.stars": "{count, plural, =0 {No stars yet} one {# star} other {# stars}}",
  "games.home.totalStars": "You have {count, plural, one {# star} other {# stars}} from games.",
  "games.home.minutesLeft":
    "{minutes, plural, =0 {Your game time is almost over for today.} one {You can play # more minute today.} other {You can play # more minutes today.}}",
  "games.home.allDoneToday": "That's all the games for today. Come back tomorrow!",
  "games.home.allDoneTodayText": "You played well. Now it's time for something else.",
  "games.home.startError": "Oops! The game did not start. Please try again.",
  "games.noRecord.title": "These are a child's games",
  "games.noRecord.text":
    "This page shows a student their learning games. Your account is not a student's account linked to a child, so there are no games to show here. Teachers see their classes' practice on the Practice page.",

  // A round.
  "games.round.loadError": "This game could not be loaded.",
  "games.round.progress": "Question {number} of {total}",
  "games.round.choices": "Choices",
  "games.round.tiles": "Words to use",
  "games.round.sentence": "Your sentence",
  "games.round.sentenceEmpty": "Tap the words in order.",
  "games.round.takeBack": "Take back: {word}",
  "games.round.add": "Add: {word}",
  "games.round.check": "Check",
  "games.round.next": "Next",
  "games.round.back": "Back to games",
  "games.round.answerError": "Oops! That did not go through. Please try again.",
  "games.round.tryAgain": "Nearly! Try again.",
  "games.round.shown": "This is the one. Let's keep going!",
  "games.round.rightOne": "{name}. This is the right answer.",

  // Warm words after a right answer, one per item in turn (never random).
  "games.praise.0": "Great job!",
  "games.praise.1": "Well done!",
  "games.praise.2": "You got it!",
  "games.praise.3": "Super!",
  "games.praise.4": "That's right!",
  "games.praise.5": "Brilliant!",
  "games.praise.6": "Way to go!",
  "games.praise.7": "Nice work!",

  // The end of a round.
  "games.finished.title": "You finished the game!",
  "games.finished.stars": "{count, plural, one {You got # star!} other {You got # stars!}}",
  "games.finished.rightFirstTime": "You got {right} of {items} right the first time.",
  "games.finished.newBadge": "New badge: {badge}!",
  "games.finished.playAgain": "Play again",

  // What the pictures are, for screen readers (never the answer).
  "games.picture.objects": "Pictures to count",
  "games.picture.clock": "A clock",
  "games.picture.coins": "Coins",
  "games.picture.blocks":
    "Blocks: {hundreds, plural, one {# hundred} other {# hundreds}}, {tens, plural, one {# ten} other {# tens}}, {ones, plural, one {# one} other {# ones}}",
  "games.picture.bond": "Number bond: the whole is {whole}, the parts are {left} and {right}",
  "games.picture.missing": "a missing number",
  "games.picture.unknown": "?",
  "games.picture.numberLine": "A number line from 0 to {end}",
  "games.picture.point": "Point {number}",
  "games.coin.cents": "{cents}¢",
  "games.coin.penny": "penny",
  "games.coin.nickel": "nickel",
  "games.coin.dime": "dime",
  "games.coin.quarter": "quarter",
} as const;
