import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { escapeToDialog } from "./dialog-escape";
import type { ToastVariant } from "./use-toast";

/** docs/product.md section 9: toasts last 5000 ms, a 50 px swipe dismisses, F8 focuses the viewport. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  const t = useT();
  return (
    <ToastPrimitive.Provider
      label={t("ui.toast.announce")}
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
      {...props}
    />
  );
}

/** At most 420 px wide from medium screens up; full width at the top on small screens. */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const t = useT();
  return (
    <ToastPrimitive.Viewport
      hotkey={TOAST_HOTKEY}
      // Radix's own label is English and names the hotkey as it does ("F8"); the key stays a key in every language.
      label={t("ui.toast.region", { hotkey: TOAST_HOTKEY.join("+") })}
      className={cn(
        "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

const variantClass: Record<ToastVariant, string> = {
  default: "border-border bg-card text-card-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
  success: "border-success bg-success text-success-foreground",
};

export function Toast({ className, variant = "default", onEscapeKeyDown, ...props }: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      onEscapeKeyDown={(event) => {
        onEscapeKeyDown?.(event);
        // Radix gives Escape to the toast, the top layer; pressed inside a dialog below it, the key is
        // the dialog's (./dialog-escape), and the toast stays.
        if (!event.defaultPrevented && escapeToDialog(event)) event.preventDefault();
      }}
      className={cn(
        "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
        "data-[state=closed]:opacity-0 transition-opacity",
        variantClass[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-95", className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useT();
  return (
    <ToastPrimitive.Close
      aria-label={t("ui.toast.close")}
      className={cn("absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100", className)}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
