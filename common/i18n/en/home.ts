/** The English texts of the area "home" (ids `home.*`): the spec's words, verbatim. */
export const home = {} as const;
