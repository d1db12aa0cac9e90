/** The English texts of the area "contact" (ids `contact.*`): the spec's words, verbatim. */
export const contact = {} as const;
