/** The English texts of writing and assigning work (ids `assignments.*`). */
export const assignments = {
} as const;
