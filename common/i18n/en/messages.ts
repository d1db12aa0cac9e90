/** The English texts of the area "messages" (ids `messages.*`). */
export const messages = {} as const;
