/** The English texts of points, the safeguarding queue and a teacher's progress notes (ids `classroom.*`). */
export const classroom = {
} as const;
