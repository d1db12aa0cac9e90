/**
 * Escape for a dialog with a toast over it. Radix gives Escape to the topmost dismissable layer only,
 * and a toast raised while a dialog is open (a wrong code, "copied to clipboard") sits above the
 * dialog: the first Escape closed the toast and a keyboard user had to press it again to leave the
 * dialog. Open dialogs register here (components/ui/dialog), and the toast hands an Escape pressed
 * inside one of them to that dialog (components/ui/toast); the toast stays and times out on its own.
 * A module of its own so the toaster, downloaded on demand, does not pull the dialog code with it.
 */
export interface OpenDialog {
  /** Whether the key was pressed inside this dialog. */
  contains: (node: Node) => boolean;
  /** Does what Escape does to this dialog. */
  escape: (event: KeyboardEvent) => void;
}

const openDialogs: OpenDialog[] = [];

/** Registers an open dialog, innermost last; returns the unregister. */
export function registerOpenDialog(dialog: OpenDialog): () => void {
  openDialogs.push(dialog);
  return () => {
    const at = openDialogs.indexOf(dialog);
    if (at !== -1) openDialogs.splice(at, 1);
  };
}

/** Gives an Escape pressed inside an open dialog to that dialog; false when it was pressed elsewhere. */
export function escapeToDialog(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Node)) return false;
  for (let i = openDialogs.length - 1; i >= 0; i--) {
    const dialog = openDialogs[i]!;
    if (dialog.contains(target)) {
      dialog.escape(event);
      return true;
    }
  }
  return false;
}
