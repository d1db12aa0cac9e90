/** The English texts of a child's work on an assignment, their files, profile and portfolio, and everyone's notifications (ids `work.*`). */
export const work = {
} as const;
