import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useLayoutEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { registerOpenDialog } from "./dialog-escape";

/**
 * Radix dialog (focus trap, Escape, focus returned to what opened it) with the site's look. Escape
 * closes it also when a toast is shown over it (./dialog-escape).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  title,
  description,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  ...props
}: Omit<ComponentProps<typeof DialogPrimitive.Content>, "ref"> & { title: ReactNode; description?: ReactNode }) {
  const t = useT();
  // Radix returns focus to a DialogTrigger only; most dialogs here are opened from their own state
  // (a row's button, a menu item), so remember whatever had focus and return it there on close.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const escapeKeyDown = useRef(onEscapeKeyDown);
  useLayoutEffect(() => {
    escapeKeyDown.current = onEscapeKeyDown;
  });

  // Mounted only while open. An Escape handed over by a toast above the dialog closes it as Radix's
  // own would: the caller's onEscapeKeyDown may keep it open, otherwise it closes through its Close
  // button, so the dialog's onOpenChange (and any busy guard there) decides as for a click.
  useEffect(
    () =>
      registerOpenDialog({
        contains: (node) => !!content.current?.contains(node),
        escape: (event) => {
          escapeKeyDown.current?.(event);
          if (!event.defaultPrevented) close.current?.click();
        },
      }),
    [],
  );

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border bg-background shadow-xl",
          className,
        )}
        ref={content}
        {...(description ? {} : { "aria-describedby": undefined })}
        onEscapeKeyDown={onEscapeKeyDown}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
        }}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b px-6 py-4">
          <div className="space-y-1">
            <DialogPrimitive.Title className="text-lg font-semibold leading-tight">{title}</DialogPrimitive.Title>
            {description ? <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description> : null}
          </div>
          <DialogPrimitive.Close
            ref={close}
            className="-mr-2 grid size-9 shrink-0 place-items-center rounded-md hover:bg-muted"
            aria-label={t("ui.dialog.close")}
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        <div className="overflow-y-auto px-6 py-5">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
