import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

const control =
  "w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        control,
        "h-10 py-2 read-only:bg-muted file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-semibold file:text-secondary-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-28 py-2 read-only:bg-muted", className)} {...props} />;
}

/** A native select: the platform's own picker is the most accessible one on phones. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "h-10 py-2", className)} {...props} />;
}
