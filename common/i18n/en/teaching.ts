/** The English texts of the teacher's home, classes, attendance and conferences (ids `teaching.*`). */
export const teaching = {
} as const;
