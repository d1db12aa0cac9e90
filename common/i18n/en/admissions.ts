/** The English texts of the area "admissions" (ids `admissions.*`): the spec's words, verbatim. */
export const admissions = {} as const;
