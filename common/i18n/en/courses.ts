/** The English texts of the office's classes, subjects, standards, skills, calendar and settings (ids `courses.*`). */
export const courses = {
} as const;
