import { Loader2, type LucideIcon } from "lucide-react";
import { useSyncExternalStore, type ReactNode } from "react";
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

const subscribeNever = () => () => {};

/** False in the prerendered HTML and while the page hydrates, true once React runs the page. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A form's submit button with its sending state ("Sending..." and a spinner). While busy it is
 * aria-disabled rather than disabled, so keyboard focus stays on it instead of falling back to the
 * page, and a polite live region says what is happening.
 */
export function SubmitButton({ busy, busyLabel, icon: Icon, blocked = false, className, children }: SubmitButtonProps) {
  const inactive = busy || blocked;
  // Before the page's code runs, a press (or Enter in a field) would make the browser send the form
  // itself, reloading the page with the answers in its address. A disabled default button stops that.
  // On a public page the inline loader enables it at once (data-held): the loader holds a press or
  // submit made before the page hydrates and repeats it after (docs/decisions/0017); with scripts
  // off it stays disabled.
  const hydrated = useHydrated();
  return (
    <>
      <Button
        type="submit"
        size="lg"
        disabled={!hydrated}
        data-held=""
        aria-disabled={inactive || undefined}
        data-busy={busy || undefined}
        onClick={(event) => {
          if (inactive) event.preventDefault();
        }}
        className={cn(
          "w-full disabled:opacity-100 sm:w-auto sm:min-w-44 aria-disabled:cursor-not-allowed aria-disabled:opacity-70",
          busy && "cursor-wait",
          className,
        )}
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
