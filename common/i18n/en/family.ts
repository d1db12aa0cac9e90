/** The English texts of the area "family" (ids `family.*`). */
export const family = {} as const;
