import { Loader2 } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";

/**
 * "Are you sure?" for an action staff cannot take back or that emails a family. The dialog traps
 * focus in it, closes it on Escape and returns focus to the button that opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  busy,
  onConfirm,
  destructive = false,
  focusAfterClose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  destructive?: boolean;
  /**
   * Where focus goes when the dialog closes, when that ref is set (after the action succeeded, the
   * button that opened the dialog may be gone); otherwise focus returns to that button.
   */
  focusAfterClose?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        title={title}
        description={description}
        onCloseAutoFocus={(event) => {
          const target = focusAfterClose?.current;
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {children ? <div className="space-y-3 text-sm">{children}</div> : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {/* aria-disabled, not disabled, while busy: focus stays on the button (forms/submit-button.tsx). */}
          <DialogClose asChild>
            <Button variant="outline" aria-disabled={busy || undefined}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant={destructive ? "destructive" : "default"} onClick={() => (busy ? undefined : onConfirm())} aria-disabled={busy || undefined} aria-busy={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
