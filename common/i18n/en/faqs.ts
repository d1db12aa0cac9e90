/** The English texts of the area "faqs" (ids `faqs.*`): the spec's words, verbatim. */
export const faqs = {} as const;
