/** The English texts of people, students, the roster, the audit log, reports and the admin home (ids `people.*`). */
export const people = {
} as const;
