/** The English texts of the resource library (ids `library.*`). */
export const library = {
} as const;
