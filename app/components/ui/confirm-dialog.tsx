import type { ReactNode } from "react";
import { Alert } from "./alert";
import { DialogActions, GuardedDialog, type GuardedDialogProps } from "./dialog-kit";

export interface ConfirmDialogProps extends Omit<GuardedDialogProps, "children"> {
  /** What happens, in the dialog's body. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while busy (confirmLabel when not given). */
  busyLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
  /** The failure of the last attempt, shown under the body. */
  error?: string | null;
  bodyClassName?: string;
}

/**
 * "Are you sure?" for an action staff cannot take back or that emails someone. The dialog traps
 * focus in it, closes on Escape or Cancel (never while busy) and returns focus to what opened it.
 */
export function ConfirmDialog({
  children,
  confirmLabel,
  busyLabel,
  onConfirm,
  destructive = false,
  error,
  bodyClassName = "space-y-3 text-sm",
  ...dialog
}: ConfirmDialogProps) {
  return (
    <GuardedDialog {...dialog}>
      <div className="space-y-4">
        {children ? <div className={bodyClassName}>{children}</div> : null}
        {error ? <Alert kind="error" title={error} /> : null}
        <DialogActions busy={dialog.busy} submitLabel={confirmLabel} busyLabel={busyLabel} destructive={destructive} onConfirm={onConfirm} />
      </div>
    </GuardedDialog>
  );
}
