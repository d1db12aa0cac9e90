/**
 * The English catalogues of what the server writes for a person to keep (issue 32): the report card
 * PDF (area `reportCard`). Never loaded by a browser: only the server formats these (common/i18n/catalogues.ts).
 */
export const documents = {
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
} as const;
