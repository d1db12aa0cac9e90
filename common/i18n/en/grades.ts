/** The English texts of the area "grades" (ids `grades.*`): the spec's words, verbatim. */
export const grades = {} as const;
