/** The English texts of the area "tour" (ids `tour.*`): the spec's words, verbatim. */
export const tour = {} as const;
