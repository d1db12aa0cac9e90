import { Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export interface SubmitButtonProps {
  /** True while the form is being sent: the button shows `busyLabel` with a spinner and does nothing. */
  busy: boolean;
  busyLabel: string;
  icon?: LucideIcon;
  /** Blocks the button without the busy look (for example while a sent form waits to be cleared). */
  blocked?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A form's submit button with its sending state ("Sending..." and a spinner). While busy it is
 * aria-disabled rather than disabled, so keyboard focus stays on it instead of falling back to the
 * page, and a polite live region says what is happening.
 */
export function SubmitButton({ busy, busyLabel, icon: Icon, blocked = false, className, children }: SubmitButtonProps) {
  const inactive = busy || blocked;
  return (
    <>
      <Button
        type="submit"
        size="lg"
        aria-disabled={inactive || undefined}
        data-busy={busy || undefined}
        onClick={(event) => {
          if (inactive) event.preventDefault();
        }}
        className={cn("w-full sm:w-auto sm:min-w-44 aria-disabled:cursor-not-allowed aria-disabled:opacity-70", busy && "cursor-wait", className)}
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : Icon ? <Icon aria-hidden="true" /> : null}
        {busy ? busyLabel : children}
      </Button>
      <span role="status" className="sr-only">
        {busy ? busyLabel : ""}
      </span>
    </>
  );
}
