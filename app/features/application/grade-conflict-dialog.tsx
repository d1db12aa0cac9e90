/**
 * The grade placement review of docs/product.md sections 4 and 8: the server's message, the requested and the
 * calculated grade, and the three resolutions. Downloaded only when an answer carries a conflict.
 */
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import { useLanguage, useLocalize, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { Language } from "#common/i18n/languages";
import type { GradeConflictResolution } from "#common/schemas/application";
import { resolveGradeConflict, type GradeConflict } from "./application-api";
import { placementGrade, RESOLUTION_CHOICES, type Translate } from "./grade-placement-copy";

export interface GradeConflictDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applicationId: string;
  conflict: GradeConflict;
  onResolved: (resolution: GradeConflictResolution) => void;
  /** Where focus goes when the dialog closes (it may have opened on its own, with no trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}

function choiceDetail(value: GradeConflictResolution, conflict: GradeConflict, t: Translate, language: Language): string {
  switch (value) {
    case "proceed_requested":
      return t("application.placement.keepRequestedDetail", { grade: placementGrade(conflict.requested_grade, t, language) });
    case "accept_calculated":
      return conflict.calculated_grade === null
        ? t("application.placement.acceptOutsideDetail")
        : t("application.placement.acceptCalculatedDetail", { grade: placementGrade(conflict.calculated_grade, t, language) });
    case "placement_assessment":
      return t("application.placement.assessmentDetail");
  }
}

export function GradeConflictDialog({ open, onOpenChange, applicationId, conflict, onResolved, onCloseAutoFocus }: GradeConflictDialogProps) {
  const [pending, setPending] = useState<GradeConflictResolution | null>(null);
  const t = useT();
  const localize = useLocalize();
  const language = useLanguage();

  const choose = async (resolution: GradeConflictResolution) => {
    if (pending) return;
    setPending(resolution);
    try {
      const recorded = await resolveGradeConflict(applicationId, resolution);
      onResolved(recorded);
      onOpenChange(false);
      toast({ title: t("application.placement.resolvedTitle"), description: t("application.placement.resolvedText"), variant: "success" });
    } catch {
      toast({ title: t("application.placement.errorTitle"), description: t("application.placement.errorText"), variant: "destructive" });
    } finally {
      setPending(null);
    }
  };

  const outside = conflict.calculated_grade === null;

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        title={t("application.placement.dialogTitle")}
        description={conflict.message ? localize(conflict.message) : undefined}
        className="max-w-xl"
        onCloseAutoFocus={onCloseAutoFocus}
        onKeyDown={(event) => {
          // A toast raised just before the dialog opened can sit above it in Radix's layer stack and
          // take the Escape key for itself; Escape pressed in the dialog closes the dialog too.
          if (event.key === "Escape" && !pending) onOpenChange(false);
        }}
        data-testid="grade-conflict-dialog"
      >
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg border bg-muted/60 p-3">
            <dt className="text-sm text-muted-foreground">{t("application.placement.requested")}</dt>
            <dd className="font-semibold" data-testid="requested-grade">
              {placementGrade(conflict.requested_grade, t, language)}
            </dd>
          </div>
          <div className="rounded-lg border bg-muted/60 p-3">
            <dt className="text-sm text-muted-foreground">{t("application.placement.calculated")}</dt>
            <dd className="font-semibold" data-testid="calculated-grade">
              {placementGrade(conflict.calculated_grade, t, language)}
            </dd>
          </div>
        </dl>
        {outside ? <p className="mt-3 text-sm text-muted-foreground">{t("application.placement.outsideNote")}</p> : null}

        <h3 id="grade-conflict-choices" className="mt-5 font-semibold">
          {t("application.placement.howToProceed")}
        </h3>
        <ul className="mt-3 grid gap-3" aria-labelledby="grade-conflict-choices">
          {RESOLUTION_CHOICES.map((choice) => {
            const busy = pending === choice.value;
            const detailId = `resolution-${choice.value}-detail`;
            return (
              <li
                key={choice.value}
                className={cn(
                  "relative rounded-lg border p-4 transition-colors hover:bg-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                  choice.recommended && "border-primary bg-primary/5 ring-1 ring-primary",
                  pending !== null && !busy && "opacity-60",
                )}
              >
                {/* The button's area covers the whole card (after:inset-0); its explanation is its description. */}
                <button
                  type="button"
                  data-resolution={choice.value}
                  aria-describedby={detailId}
                  aria-disabled={pending !== null || undefined}
                  onClick={() => void choose(choice.value)}
                  className="flex flex-wrap items-center gap-2 text-left font-semibold outline-none after:absolute after:inset-0 after:rounded-lg aria-disabled:cursor-not-allowed"
                >
                  {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
                  {t(choice.label)}
                  {choice.recommended ? (
                    <>
                      {" "}
                      <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                        {t("application.placement.recommended")}
                      </span>
                    </>
                  ) : null}
                </button>
                <p id={detailId} className="mt-1 text-sm text-muted-foreground">
                  {choiceDetail(choice.value, conflict, t, language)}
                </p>
              </li>
            );
          })}
        </ul>
        <p role="status" className="sr-only">
          {pending ? t("application.placement.saving") : ""}
        </p>
        <p className="mt-4 text-sm text-muted-foreground">{t("application.placement.alreadySubmitted")}</p>
      </DialogContent>
    </Dialog>
  );
}
