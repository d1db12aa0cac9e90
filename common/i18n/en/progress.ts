/** The English texts of the area "progress" (ids `progress.*`). */
export const progress = {} as const;
