/**
 * The English texts of the notifications the server raises for a person (ids `notices.*`): written in
 * the recipient's language when raised (server/notifications/notify.ts). Only the server formats these.
 * They are the exact words the server wrote before issue 32 (the API tests compare them).
 */
export const notices = {
  // An application's status changed (server/notifications/application-status.ts); the status and its
  // words are family.dashboard.status.<status>.*.
  "notices.application.title": "{name}'s application: {status}",
  "notices.application.body": "{meaning} {nextStep}",
  // Work due tomorrow and missing work (server/notifications/jobs.ts): to the child, then to a guardian.
  "notices.workDue.child.title": "{title} is due tomorrow",
  "notices.workDue.child.body": "It is due {due}.",
  "notices.workDue.family.title": "{name}: {title} is due tomorrow",
  "notices.workDue.family.body": "Due {due}.",
  "notices.workMissing.child.title": "{title} is missing",
  "notices.workMissing.child.body": "It was due {due}. You can still hand it in.",
  "notices.workMissing.family.title": "{name}: {title} is missing",
  "notices.workMissing.family.body": "It was due {due} and has not been handed in.",
  // A family reported an absence, to the child's teachers (server/learning/attendance/family.ts).
  "notices.absenceReport.title.oneDay": "{name}'s family reported an absence on {day}",
  "notices.absenceReport.title.days": "{name}'s family reported an absence from {from} to {to}",
  // An unexplained absence, to the guardians (server/learning/attendance/notices.ts).
  "notices.absence.title": "{name} was absent from {className}",
  "notices.absence.body":
    "{name} did not join {className} at {time} today. If you know why, please tell the school by replying to the teacher or reporting the absence on your calendar.",
  // A badge earned (server/learning/rewards/badges.ts): the child's own words, then the family's.
  "notices.badge.child.title": "New badge: {badge}",
  "notices.badge.family.title": "{name} earned a badge: {badge}",
  "notices.badge.yourChild": "Your child",
  // Work returned (server/learning/gradebook/marking.ts): one title, a body for the child and for a guardian.
  "notices.workReturned.title": "{title} was returned",
  "notices.workReturned.child.body": "Your teacher sent your work back with a comment. Open it to see what they said.",
  "notices.workReturned.family.body": "{name}'s teacher returned this work with marks and a comment.",
  // A new message or announcement (server/learning/messages/conversations.ts).
  "notices.message.title": "New message from {name}",
  "notices.announcement.title": "Announcement from {name}",
  // A conference booked, moved, cancelled or tomorrow (server/learning/conferences/write.ts); the mode is calendar.conferences.mode.*.
  "notices.conference.change.booked": "Conference booked",
  "notices.conference.change.rescheduled": "Conference moved",
  "notices.conference.change.cancelled": "Conference cancelled",
  "notices.conference.change.reminder": "Conference tomorrow",
  "notices.conference.teacher.title": "{change}: {child}",
  "notices.conference.family.title": "{change} with {teacher}",
  "notices.conference.when": "{day} at {time} Eastern Time · {mode}",
  "notices.conference.family.body": "{child}: {when}",
} as const;
