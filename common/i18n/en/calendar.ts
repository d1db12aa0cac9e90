/** The English texts of the area "calendar" (ids `calendar.*`). */
export const calendar = {} as const;
