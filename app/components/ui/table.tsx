import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * A data table for staff screens: scrolls sideways inside its own box on narrow screens (the page
 * never does) rather than squeezing its columns until addresses break mid-word, with a caption for
 * screen readers and header cells that say what they head.
 */
export function Table({
  className,
  caption,
  captionVisible = false,
  children,
  ...props
}: ComponentProps<"table"> & { caption: string; captionVisible?: boolean }) {
  return (
    <div className="w-full overflow-x-auto rounded-lg border" role="region" aria-label={caption} tabIndex={0}>
      <table className={cn("w-full min-w-[40rem] border-collapse text-left text-sm", className)} {...props}>
        <caption className={captionVisible ? "px-3 py-2 text-left font-semibold" : "sr-only"}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function THead({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground", className)} {...props} />;
}

export function Th({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return <th scope={scope} className={cn("whitespace-nowrap px-3 py-2 font-semibold", className)} {...props} />;
}

export function Tr({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("border-t align-top", className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-3 py-2", className)} {...props} />;
}
