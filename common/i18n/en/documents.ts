/**
 * The English catalogues of what only the server writes (issue 32): what a person keeps, the report
 * card PDF (area `reportCard`), its refusals (area `refusals`) and what it answers when an action is
 * done (area `answers`). Never loaded by a browser: only the server formats these (common/i18n/catalogues.ts).
 */
import { refusals } from "./refusals";
import { answers } from "./answers";
import { accountMails } from "./account-mails";
import { billingMails } from "./billing-mails";
import { mails } from "./mails";
import { notices } from "./notices";
import { gameItems } from "./game-items";
import { subjects } from "./subjects";

export const documents = {
  ...refusals,
  ...answers,
  ...accountMails,
  ...billingMails,
  ...mails,
  ...notices,
  ...gameItems,
  ...subjects,
  "reportCard.title": "Report card",
  /** The document's title in a PDF reader's window. */
  "reportCard.documentTitle": "Report card: {child}, {term}",
  "reportCard.gradeAndTerm": "{grade} · {term}, school year {year}",
  "reportCard.issued": "Issued {date}",
  "reportCard.attendance": "Attendance",
  "reportCard.attendance.none": "No attendance was taken this term.",
  "reportCard.attendance.attended": "Attended {attended} of {sessions} class sessions ({rate}%).",
  "reportCard.attendance.counts": "Late {late} · Absent {absent} (excused {excused})",
  "reportCard.from": "From {className}",
  "reportCard.standards": "Standards",
  "reportCard.standards.none": "No standards were assessed this term.",
  "reportCard.standards.noneInSubject": "No standards assessed this term.",
  "reportCard.standard.level": "{label} ({level} of 4)",
  "reportCard.teacherComment": "Teacher's comment ({className}):",
  "reportCard.scale": "The mastery scale",
  "reportCard.scale.notYet": "{label}: no returned work on the standard this term.",
  /** Under a text the school's engine translated: the reader knows, and has the teacher's own words. */
  "reportCard.translated": "Translated automatically. The teacher wrote: {original}",
  "reportCard.translatedStandards": "The descriptions of the standards were translated automatically.",

  // A child's portfolio PDF (server/learning/progress/pdf.ts), in the language of whoever downloads it.
  "portfolio.pdf.documentTitle": "Portfolio: {child}",
  "portfolio.pdf.title": "{child}'s portfolio",
  "portfolio.pdf.empty": "No approved work in the portfolio yet.",
  "portfolio.pdf.reflection": "In my own words:",
  "portfolio.pdf.answer": "My answer:",
  "portfolio.pdf.picture": "Picture: {name}",
  "portfolio.pdf.voice": "Voice answer: {name}",
  "portfolio.pdf.file": "File: {name}",
  /** The downloaded file's name. */
  "portfolio.pdf.fileName": "Portfolio {child}.pdf",
  "portfolio.pdf.fileNameOfTerm": "Portfolio {child} {term}.pdf",

  // A person's iCalendar feed (server/learning/calendar/ics.ts), in the language of the feed's owner.
  "calendarFeed.description": "Classes and school days at {school}",
  "calendarFeed.with": "With {teachers}",
  /** Work due: its class, and its state for the child (`status` is a `progress.status.*` word). */
  "calendarFeed.inClass": "Class: {className}",
  "calendarFeed.workStatus": "Status: {status}",
  "calendarFeed.cancelled": "This session is cancelled.",
  /** Before an event's title: the children it is for ("Ada and Ben: Otters"). */
  "calendarFeed.forChildren": "{children}: {title}",
  /** A conference's title, in the calendar screen's answer and the feed alike: a family's, then a teacher's. */
  "calendarFeed.conferenceWith": "Conference with {teacher} ({mode})",
  "calendarFeed.conferenceWithFamily": "Conference: {child}'s family ({mode})",

  // The family's daily digest mail (server/mail/notification-mails.ts): plain text.
  "digest.subject": "Your daily digest for {day} - {school}",
  "digest.intro": "Here is your daily digest for {day}.",
  "digest.translatedTitles": "Titles of work written in another language were translated automatically.",
  "digest.dueTomorrow": "Work due tomorrow",
  "digest.dueTomorrow.item": "{title} (due {due})",
  "digest.dueTomorrow.none": "Nothing due tomorrow.",
  "digest.missing": "Missing work",
  "digest.missing.item": "{title} (was due {due})",
  "digest.missing.none": "No missing work.",
  "digest.returned": "Marks returned",
  "digest.returned.comment": "{title}: returned with a comment",
  "digest.returned.mark": "{standard} marked {mark}, current mastery {mastery}",
  "digest.returned.none": "No marks returned since the last digest.",
  "digest.absences": "Absences",
  "digest.absences.none": "No absences recorded.",
  "digest.unread": "Unread messages",
  "digest.unread.none": "No unread messages.",
  "digest.otherUnread": "Other unread messages",
  "digest.portal": "See everything in the family portal: {url}",
  "digest.why": 'You get this digest because some of your notifications are set to "Daily digest".',
  "digest.stop": "Stop the daily digest (you will still see everything in the app): {url}",
} as const;
