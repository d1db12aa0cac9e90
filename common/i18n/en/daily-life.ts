/** The English texts of the area "dailyLife" (ids `dailyLife.*`): the spec's words, verbatim. */
export const dailyLife = {} as const;
