/**
 * The grade placement review of docs/product.md sections 4 and 8: the server's message, the requested and the
 * calculated grade, and the three resolutions. Downloaded only when an answer carries a conflict.
 */
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import { cn } from "~/lib/utils";
import type { GradeConflictResolution } from "#common/schemas/application";
import { resolveGradeConflict, type GradeConflict } from "./application-api";
import { gradeLabel } from "#common/grades";
import { OUTSIDE_PLACEMENT, RESOLUTION_CHOICES } from "./grade-placement-copy";

export const GRADE_CONFLICT_TITLE = "Grade Placement Review Required";

export interface GradeConflictDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applicationId: string;
  conflict: GradeConflict;
  onResolved: (resolution: GradeConflictResolution) => void;
  /** Where focus goes when the dialog closes (it may have opened on its own, with no trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}

function choiceDetail(value: GradeConflictResolution, conflict: GradeConflict): string {
  switch (value) {
    case "proceed_requested":
      return `Continue with ${gradeLabel(conflict.requested_grade, "with-ages", OUTSIDE_PLACEMENT)}, the grade you asked for, for our admissions team to review.`;
    case "accept_calculated":
      return conflict.calculated_grade === null
        ? "Your child's age is outside K-6 placement, so there is no grade for their age at our school. Choose this only if you want us to contact you about it."
        : `Place your child in ${gradeLabel(conflict.calculated_grade, "with-ages", OUTSIDE_PLACEMENT)}, the grade for their age.`;
    case "placement_assessment":
      return "We see where your child is in reading, writing and math, so they start in the grade where they will thrive.";
  }
}

export function GradeConflictDialog({ open, onOpenChange, applicationId, conflict, onResolved, onCloseAutoFocus }: GradeConflictDialogProps) {
  const [pending, setPending] = useState<GradeConflictResolution | null>(null);

  const choose = async (resolution: GradeConflictResolution) => {
    if (pending) return;
    setPending(resolution);
    try {
      const recorded = await resolveGradeConflict(applicationId, resolution);
      onResolved(recorded);
      onOpenChange(false);
      toast({ title: "Grade Conflict Resolved", description: "Your preference has been recorded successfully.", variant: "success" });
    } catch {
      toast({ title: "Error Resolving Grade Conflict", description: "Please try again or contact our admissions team.", variant: "destructive" });
    } finally {
      setPending(null);
    }
  };

  const outside = conflict.calculated_grade === null;

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        title={GRADE_CONFLICT_TITLE}
        description={conflict.message || undefined}
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
            <dt className="text-sm text-muted-foreground">Requested grade</dt>
            <dd className="font-semibold" data-testid="requested-grade">
              {gradeLabel(conflict.requested_grade, "with-ages", OUTSIDE_PLACEMENT)}
            </dd>
          </div>
          <div className="rounded-lg border bg-muted/60 p-3">
            <dt className="text-sm text-muted-foreground">Grade for your child's age</dt>
            <dd className="font-semibold" data-testid="calculated-grade">
              {gradeLabel(conflict.calculated_grade, "with-ages", OUTSIDE_PLACEMENT)}
            </dd>
          </div>
        </dl>
        {outside ? (
          <p className="mt-3 text-sm text-muted-foreground">
            Your child's age is outside K-6 placement: our grades are for children aged 5 to 11 on the cut-off date.
          </p>
        ) : null}

        <h3 id="grade-conflict-choices" className="mt-5 font-semibold">
          How would you like us to proceed?
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
                  {choice.label}
                  {choice.recommended ? (
                    <>
                      {" "}
                      <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">Recommended</span>
                    </>
                  ) : null}
                </button>
                <p id={detailId} className="mt-1 text-sm text-muted-foreground">
                  {choiceDetail(choice.value, conflict)}
                </p>
              </li>
            );
          })}
        </ul>
        <p role="status" className="sr-only">
          {pending ? "Saving your choice..." : ""}
        </p>
        <p className="mt-4 text-sm text-muted-foreground">
          Your application is already submitted. If you close this without choosing, you can come back to it from the confirmation.
        </p>
      </DialogContent>
    </Dialog>
  );
}
