/** The English texts of the area "ui" (ids `ui.*`): the shared components' own words (loading, errors, dialogs, pagers, toasts), part of the shell every page loads. */
export const ui = {} as const;
