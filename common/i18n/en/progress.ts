/**
 * The English texts of the area "progress" (ids `progress.*`): a family's /parent/progress. The mastery
 * scale's own words (level names, meanings, the rule) are the area "mastery".
 */
export const progress = {
  // Before a child is chosen, and the switcher between children.
  "progress.children.loadError": "Your children could not be loaded.",
  "progress.children.none":
    "No children are linked to your account yet. When your child is enrolled, the school links their record to you and their progress appears here.",
  "progress.children.choose": "Choose a child",
  "progress.loadError": "{name}'s progress could not be loaded.",

  // The child's heading and the term chooser.
  "progress.term.label": "Term",
  "progress.term.option": "{term}, {year}",

  // The term's report card.
  "progress.reportCard.title": "Report card",
  "progress.reportCard.titleWithTerm": "Report card, {term}",
  "progress.reportCard.issued": "Issued {day}.",
  "progress.reportCard.download": "Download {name}'s report card (PDF)",
  "progress.reportCard.notYet": "The school has not issued a report card for this term yet. It appears here at the end of the term.",

  // Mastery of the standards: the section, the key and each subject.
  "progress.standards.title": "Mastery of the standards",
  "progress.standards.description": "What {name}'s returned work shows, standard by standard, with the work and the teacher's comment behind each mark.",
  "progress.standards.none": "No standards have been assessed yet this term.",
  "progress.standards.noneInSubject": "No standards assessed in {subject} yet this term.",
  // The summary above the standards, also at the top of the report card (common/learning/progress-summary.ts).
  "progress.summary.title": "At a glance",
  "progress.summary.exceedingAll":
    "{assessed, plural, one {{name} is exceeding the {subject} standard assessed so far.} other {{name} is exceeding all # {subject} standards assessed so far.}}",
  "progress.summary.exceedingMost": "{name} is exceeding most {subject} standards ({exceeding} of {assessed}).",
  "progress.summary.meetingAll":
    "{assessed, plural, one {{name} is meeting the {subject} standard assessed so far.} other {{name} is meeting all # {subject} standards assessed so far.}}",
  "progress.summary.meetingMost": "{name} is meeting most {subject} standards ({meeting} of {assessed}).",
  "progress.summary.meetingSome": "{name} is meeting some {subject} standards ({meeting} of {assessed}).",
  "progress.summary.meetingFew":
    "{assessed, plural, one {{name} is not yet meeting the {subject} standard assessed so far.} other {{name} is not yet meeting most {subject} standards ({meeting} of #).}}",
  "progress.summary.notAssessed": "No {subject} standards have been assessed yet this term.",
  "progress.summary.workingOn":
    "{name} is still working on {count, plural, one {“{first}”} other {“{first}” and “{second}”}}{more, plural, =0 {} one { and # other standard} other { and # other standards}}.",
  "progress.key.title": "How mastery is worked out",
  "progress.key.rule": "{rule} Marks count only once the teacher returns the work.",
  "progress.key.notYetAssessed": "No returned work on the standard this term yet.",

  // A level shown as words and a meter (mastery-meter.tsx), and beside a mark.
  "progress.mastery.words": "{label}, {level} of 4",
  "progress.mastery.aria": "Mastery: {words}",
  "progress.inParentheses": "({text})",

  // The evidence behind a standard's mastery.
  "progress.evidence.summary": "The work behind it ({count, plural, one {# piece} other {# pieces}} of returned work)",
  "progress.evidence.handedInReturned": "Handed in {handedIn}, returned {returned}",
  "progress.evidence.returned": "returned {returned}",
  "progress.evidence.level": "Level: <b>{label}</b> ({level} of 4)",
  "progress.evidence.commentLabel": "The teacher's comment:",
  "progress.evidence.noComment": "No comment from the teacher.",
  "progress.evidence.openWork": "Open the work",
  "progress.liveCheck.badge": "Live class check",
  "progress.liveCheck.summary": "{count, plural, one {# live class check} other {# live class checks}}",
  "progress.liveCheck.when": "{className}, {date}",
  "progress.liveCheck.question": "Question: {question}",
  "progress.liveCheck.answerRight": "Answer: {answer} (right)",
  "progress.liveCheck.answerNotYet": "Answer: {answer} (not yet)",
  "progress.liveCheck.teacherLevel": "Level set by the teacher",

  // "Show the work": the returned work behind a mark, read only.
  "progress.work.show": "Show the work",
  "progress.work.loading": "Loading the work...",
  "progress.work.loadError": "The work could not be loaded.",
  "progress.work.answer": "{name}'s answer",
  "progress.work.noAnswer": "No written answer.",
  "progress.work.files": "Files",
  "progress.work.voiceAnswers": "Voice answers",
  "progress.work.voiceAnswer": "Voice answer {number}",
  "progress.work.voiceAnswerLength": "Voice answer {number}, {seconds, plural, one {# second} other {# seconds}}",
  "progress.work.rubric": "The rubric",
  "progress.work.mark": "{title}{code}: <b>{label}</b> ({level} of 4)",
  "progress.work.teacherComment": "The teacher's comment",

  // Upcoming and missing work.
  "progress.upcoming.title": "Coming up (next 14 days)",
  "progress.upcoming.none": "Nothing due in the next 14 days.",
  "progress.missing.title": "Missing work",
  "progress.missing.none": "No missing work. Well done!",
  "progress.due": "due {when}",
  "progress.noDueDate": "no due date",
  // A piece of work's status (common/learning/work-status.ts, WORK_STATUS_LABELS).
  "progress.status.not_started": "Not started",
  "progress.status.in_progress": "In progress",
  "progress.status.submitted": "Submitted",
  "progress.status.late": "Late",
  "progress.status.missing": "Missing",
  "progress.status.returned": "Returned",
  "progress.status.excused": "Excused",

  // The child's approved portfolio.
  "progress.portfolio.title": "{name}'s portfolio",
  "progress.portfolio.description": "Work your child chose to keep, approved by their teacher.",
  "progress.portfolio.download": "Download this term's portfolio (PDF)",
  "progress.portfolio.loadError": "The portfolio could not be loaded.",
  "progress.portfolio.none": "Nothing in the portfolio yet.",
  "progress.portfolio.assignmentInClass": "{assignment} ({className})",
  "progress.portfolio.reflection": "“{reflection}”",
  "progress.portfolio.voiceAnswer": "Voice answer",
} as const;
