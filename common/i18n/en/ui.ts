/** The English texts of the area "ui" (ids `ui.*`): the shared components' own words (loading, errors, dialogs, pagers, toasts), part of the shell every page loads. */
export const ui = {
  // The spinner's text while something loads (spinner, QueryState), and QueryState's error text when the screen gives none.
  "ui.loading": "Loading...",
  "ui.query.reloadPage": "Please reload the page to try again.",

  // What a screen reader says before an alert's title, by the alert's kind (alert).
  "ui.alert.kind.error": "Error",
  "ui.alert.kind.warning": "Warning",
  "ui.alert.kind.info": "Information",
  "ui.alert.kind.network": "Connection problem",
  "ui.alert.kind.validation": "Please check the form",
  "ui.alert.kind.auth": "Sign-in required",

  // Dialogs: the close button in the corner, and the secondary button of the dialog's actions (dialog, dialog-kit, confirm-dialog).
  "ui.dialog.close": "Close",
  "ui.dialog.cancel": "Cancel",

  // The From and To date inputs of a filter form (date-range-fields).
  "ui.dateRange.from": "From",
  "ui.dateRange.to": "To",

  // Previous / next under a paged list (pager).
  "ui.pager.nothing": "Nothing to show",
  "ui.pager.showing": "Showing {first}-{last} of {total}",
  "ui.pager.previous": "Previous",
  "ui.pager.next": "Next",
  "ui.pager.page": "Page {page} of {pages}",

  // Toasts: the region's name (with its hotkey), the word a screen reader says before each toast, and the close button (toast).
  "ui.toast.region": "Notifications ({hotkey})",
  "ui.toast.announce": "Notification",
  "ui.toast.close": "Close notification",
} as const;
