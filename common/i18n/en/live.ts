/** The English texts of the live class room (ids `live.*`). */
export const live = {
} as const;
