import { CheckCircle2 } from "lucide-react";
import { cn } from "~/lib/utils";

export interface SuccessBannerProps {
  /** Whether the banner shows; the live region itself is always there so the news is read out. */
  show: boolean;
  title: string;
  description: string;
  className?: string;
}

/**
 * The green confirmation shown once a form has been sent (docs/product.md sections 4 and 8). The role="status"
 * region stays in the page while empty: screen readers announce what appears in a live region that
 * already exists more reliably than a region that is itself new.
 */
export function SuccessBanner({ show, title, description, className }: SuccessBannerProps) {
  return (
    <div role="status" data-success-banner={show ? "shown" : "hidden"}>
      {show ? (
        <div className={cn("flex gap-3 rounded-lg border border-success/60 bg-success/10 p-4 text-sm text-foreground", className)}>
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <div className="space-y-1">
            <p className="font-semibold">{title}</p>
            <p className="text-foreground/90">{description}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
