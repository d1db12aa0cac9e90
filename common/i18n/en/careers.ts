/** The English texts of the area "careers" (ids `careers.*`): the spec's words, verbatim. */
export const careers = {} as const;
