/** The English texts of the area "school" (ids `school.*`): the spec's words, verbatim. */
export const school = {} as const;
