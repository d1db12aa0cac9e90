import { Loader2 } from "lucide-react";
import { cn } from "~/lib/utils";

/** The centred spinner with its visible text, used while something the page needs is loading. */
export function LoadingScreen({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn("flex min-h-[50vh] flex-col items-center justify-center gap-3", className)}>
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-muted-foreground">{label}</p>
    </div>
  );
}
