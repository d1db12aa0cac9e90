/** The English texts of the area "tuition" (ids `tuition.*`): the spec's words, verbatim. */
export const tuition = {} as const;
