/**
 * The English names of the curriculum's own subjects (common/learning/subjects.ts, ids `subjects.<code>`),
 * as the school named them: a subject staff renamed or added is shown as they wrote it. Only the
 * server writes these (progress answers, report cards), in the reader's language.
 */
export const subjects = {
  "subjects.homeroom": "Homeroom",
  "subjects.ela": "English Language Arts",
  "subjects.math": "Mathematics",
  "subjects.science": "Science",
  "subjects.social-studies": "Social Studies",
  "subjects.art": "Art",
  "subjects.music": "Music",
  "subjects.pe-health": "PE and Health",
  "subjects.digital-citizenship": "Digital Citizenship and Coding",
  "subjects.sel": "Social-Emotional Learning",
} as const;
