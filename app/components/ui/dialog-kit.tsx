/**
 * The shapes every dialog of the back office and the account screens repeats, made once:
 *
 * - `GuardedDialog`: the dialog (focus trap, Escape, focus back to the opener: ./dialog) that does not
 *   close while `busy` (Escape, the close button, Cancel and a click outside all ask onOpenChange).
 * - `DialogActions`: Cancel (or Back) and the main button with its spinner and busy label. While busy
 *   both are aria-disabled, not disabled, so focus never drops to the page (forms/submit-button.tsx).
 * - `FormDialog`: a GuardedDialog holding one form: error alert first, the fields, then the actions.
 * - `ConfirmDialog` (./confirm-dialog): "are you sure?" with a confirm button.
 */
import { Loader2 } from "lucide-react";
import type { FormEvent, ReactNode, RefObject } from "react";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { Alert } from "./alert";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent } from "./dialog";

export interface GuardedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While true, nothing closes the dialog. */
  busy: boolean;
  title: string;
  description?: ReactNode;
  className?: string;
  "data-testid"?: string;
  /**
   * Where focus goes when the dialog closes, when that ref is set (after an action succeeded, the
   * button that opened the dialog may be gone); otherwise focus returns to the opener.
   */
  focusAfterClose?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

export function GuardedDialog({ open, onOpenChange, busy, title, description, className, focusAfterClose, children, ...rest }: GuardedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        title={title}
        description={description}
        className={className}
        data-testid={rest["data-testid"]}
        onCloseAutoFocus={(event) => {
          const target = focusAfterClose?.current;
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

export interface DialogActionsProps {
  busy: boolean;
  /** The main button's text, and its text while busy (the same when not given). */
  submitLabel: string;
  busyLabel?: string;
  /** The main button's icon, replaced by the spinner while busy. */
  icon?: ReactNode;
  destructive?: boolean;
  /** A click handler for the main button; without one it submits the form it is in. */
  onConfirm?: () => void;
  /** The secondary button's text ("Cancel" when not given). */
  cancelLabel?: ReactNode;
  /** A step back inside the dialog instead of closing it (the button then is not a DialogClose). */
  onBack?: () => void;
  /** Back on the left, the main button on the right (a wizard); otherwise both on the right. */
  spread?: boolean;
}

export function DialogActions({ busy, submitLabel, busyLabel, icon, destructive = false, onConfirm, cancelLabel, onBack, spread = false }: DialogActionsProps) {
  const t = useT();
  const secondary = (
    <Button variant="outline" aria-disabled={busy || undefined} onClick={onBack ? () => (busy ? undefined : onBack()) : undefined}>
      {cancelLabel ?? t("ui.dialog.cancel")}
    </Button>
  );
  return (
    <div className={cn("flex flex-col-reverse gap-3 sm:flex-row", spread ? "sm:justify-between" : "sm:justify-end")}>
      {onBack ? secondary : <DialogClose asChild>{secondary}</DialogClose>}
      <Button
        type={onConfirm ? "button" : "submit"}
        variant={destructive ? "destructive" : "default"}
        onClick={onConfirm ? () => (busy ? undefined : onConfirm()) : undefined}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        className={cn(busy && "cursor-wait")}
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : icon}
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}

export interface DialogFormProps extends DialogActionsProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The failure of the last submission, shown first in an error alert. */
  error?: string | null;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** One form in a dialog: a submission while busy is ignored by the caller's handler (it checks busy first). */
export function DialogForm({ label, onSubmit, error, id, className = "space-y-5", children, ...actions }: DialogFormProps) {
  return (
    <form id={id} noValidate onSubmit={onSubmit} className={className} aria-label={label}>
      {error ? <Alert kind="error" title={error} /> : null}
      {children}
      <DialogActions {...actions} />
    </form>
  );
}

export type FormDialogProps = Omit<GuardedDialogProps, "children"> & Omit<DialogFormProps, "busy"> & { formClassName?: string };

/** A dialog that is one form: busy guard, error alert, the fields, Cancel and the submit button with its spinner. */
export function FormDialog({ open, onOpenChange, busy, title, description, className, focusAfterClose, formClassName, ...form }: FormDialogProps) {
  const { "data-testid": testId, ...formProps } = form;
  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={title}
      description={description}
      className={className}
      focusAfterClose={focusAfterClose}
      data-testid={testId}
    >
      <DialogForm busy={busy} className={formClassName} {...formProps} />
    </GuardedDialog>
  );
}
