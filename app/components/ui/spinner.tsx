import { Loader2 } from "lucide-react";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

/** The centred spinner with its visible text ("Loading..." when not given), used while something the page needs is loading. */
export function LoadingScreen({ label, className }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className={cn("flex min-h-[50vh] flex-col items-center justify-center gap-3", className)}>
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-muted-foreground">{label ?? t("ui.loading")}</p>
    </div>
  );
}
