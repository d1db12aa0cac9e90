/** The English texts of the area "forms" (ids `forms.*`): the spec's words, verbatim. */
export const forms = {} as const;
