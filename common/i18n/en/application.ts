/** The English texts of the area "application" (ids `application.*`): the spec's words, verbatim. */
export const application = {} as const;
