import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** A small label: a status on the home page, a job's location or type. */
export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-xs font-semibold text-foreground [&_svg]:size-3.5",
        className,
      )}
      {...props}
    />
  );
}
