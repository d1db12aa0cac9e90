/** How the admissions screens show statuses, grades, dates and yes/no answers. */
import { AlertTriangle, Copy as CopyIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { statusLabel, type ApplicationStatus } from "#common/application-status";

/** Tinted with the theme's tokens; the text stays the foreground colour, so contrast holds in both themes. */
const STATUS_STYLES: Record<ApplicationStatus, string> = {
  submitted: "border-primary/40 bg-primary/10",
  under_review: "border-accent-foreground/40 bg-accent",
  offered: "border-success/60 bg-success/15",
  waitlisted: "border-warning/60 bg-warning/15",
  not_offered: "border-destructive/50 bg-destructive/10",
  enrolled: "border-success bg-success/25",
  withdrawn: "border-border bg-muted",
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const style = STATUS_STYLES[status as ApplicationStatus] ?? "";
  return (
    <Badge className={cn("px-2.5 py-0.5", style, className)} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}

export function FlagBadges({ gradeConflict, duplicate }: { gradeConflict: boolean; duplicate: boolean }) {
  if (!gradeConflict && !duplicate) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Needs review">
      {gradeConflict ? (
        <li>
          <Badge className="border-warning/60 bg-warning/15 px-2 py-0.5">
            <AlertTriangle aria-hidden="true" />
            Grade conflict
          </Badge>
        </li>
      ) : null}
      {duplicate ? (
        <li>
          <Badge className="border-warning/60 bg-warning/15 px-2 py-0.5">
            <CopyIcon aria-hidden="true" />
            Possible duplicate
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

export { formatCalendarDay, formatDay, formatWhen } from "~/lib/dates";

export const yesNo = (value: boolean) => (value ? "Yes" : "No");
