/** The English texts of insights and analytics (ids `insights.*`). */
export const insights = {
} as const;
