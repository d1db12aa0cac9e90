/** The English texts of the gradebook and marking (ids `gradebook.*`). */
export const gradebook = {
} as const;
