/**
 * A work status as the gradebook shows it: an icon and the short word (never colour alone), the words
 * of common/learning/work-status.ts (the family's ids `progress.status.*`, signed-in part: a staff screen has it too).
 */
import { AlarmClock, Ban, CheckCircle2, Circle, CircleAlert, PencilLine, Undo2, type LucideIcon } from "lucide-react";
import type { WorkStatus } from "#common/learning/work-status";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

const ICONS: Record<WorkStatus, { icon: LucideIcon; className: string }> = {
  not_started: { icon: Circle, className: "text-muted-foreground" },
  in_progress: { icon: PencilLine, className: "text-primary" },
  submitted: { icon: CheckCircle2, className: "text-primary" },
  late: { icon: AlarmClock, className: "text-warning" },
  missing: { icon: CircleAlert, className: "text-destructive" },
  returned: { icon: Undo2, className: "text-success" },
  excused: { icon: Ban, className: "text-muted-foreground" },
};

export function StatusMark({ status, className }: { status: WorkStatus; className?: string }) {
  const t = useT();
  const { icon: Icon, className: tone } = ICONS[status];
  return (
    <span className={cn("inline-flex items-center gap-1.5 whitespace-nowrap", className)}>
      <Icon className={cn("size-4 shrink-0", tone)} aria-hidden="true" />
      <span>{t(`progress.status.${status}`)}</span>
    </span>
  );
}
