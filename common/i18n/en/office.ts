/** The English texts of applications, tours and the inbox (ids `office.*`). */
export const office = {
} as const;
