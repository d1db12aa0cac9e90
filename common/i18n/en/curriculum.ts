/** The English texts of the area "curriculum" (ids `curriculum.*`): the spec's words, verbatim. */
export const curriculum = {} as const;
