/** How the admissions screens show statuses, grades, dates and yes/no answers. */
import { AlertTriangle, Copy as CopyIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { isApplicationStatus, statusLabel, type ApplicationStatus } from "#common/application-status";
import type { GradeConflictResolution } from "#common/schemas/application";

export type T = ReturnType<typeof useT>;

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

/** A status's name in the current language: the family's words for it (the same as the staff's); an unknown one as it is. */
export function statusText(t: T, status: string): string {
  return isApplicationStatus(status) ? t(`family.dashboard.status.${status}.label`) : statusLabel(status);
}

/** The family's answer to the grade question in the current language. */
export function familyChoiceText(t: T, choice: GradeConflictResolution): string {
  return t(`office.familyChoice.${choice}`);
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useT();
  const style = STATUS_STYLES[status as ApplicationStatus] ?? "";
  return (
    <Badge className={cn("px-2.5 py-0.5", style, className)} data-status={status}>
      {statusText(t, status)}
    </Badge>
  );
}

export function FlagBadges({ gradeConflict, duplicate }: { gradeConflict: boolean; duplicate: boolean }) {
  const t = useT();
  if (!gradeConflict && !duplicate) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("office.applications.flags.label")}>
      {gradeConflict ? (
        <li>
          <Badge className="border-warning/60 bg-warning/15 px-2 py-0.5">
            <AlertTriangle aria-hidden="true" />
            {t("office.applications.flags.gradeConflict")}
          </Badge>
        </li>
      ) : null}
      {duplicate ? (
        <li>
          <Badge className="border-warning/60 bg-warning/15 px-2 py-0.5">
            <CopyIcon aria-hidden="true" />
            {t("office.applications.flags.duplicate")}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

export { formatCalendarDay, formatDay, formatWhen } from "~/lib/dates";

export const yesNo = (t: T, value: boolean) => t(value ? "office.yes" : "office.no");
