/** The English texts of the area "notFound" (ids `notFound.*`): the spec's words, verbatim. */
export const notFound = {} as const;
