/** A child's attendance status as a badge: an icon and the word, never colour alone. */
import { AlertTriangle, Check, CircleDashed, Clock, LogOut, X } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { ATTENDANCE_CONCERN_RATE, ATTENDANCE_STATUS_LABELS, type AttendanceStatus } from "#common/learning/attendance";

const ICONS = { present: Check, late: Clock, left_early: LogOut, absent: X } as const;
const TONES: Record<AttendanceStatus, string> = {
  present: "border-success/60",
  late: "border-warning/60",
  left_early: "border-warning/60",
  absent: "border-destructive/60",
};

export function StatusBadge({ status, className }: { status: AttendanceStatus | null; className?: string }) {
  if (!status) {
    return (
      <Badge className={className} data-testid="attendance-status">
        <CircleDashed aria-hidden="true" />
        Not taken
      </Badge>
    );
  }
  const Icon = ICONS[status];
  return (
    <Badge className={cn(TONES[status], className)} data-testid="attendance-status">
      <Icon aria-hidden="true" />
      {ATTENDANCE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The rule behind a flag, in words (insights and reports state it the same way). */
export const CONCERN_RULE = `Attended less than ${ATTENDANCE_CONCERN_RATE}% of sessions`;

/** A rate as "95%", with `Needs attention` in words under ATTENDANCE_CONCERN_RATE; "No sessions taken" without one. */
export function RateText({ rate }: { rate: number | null }) {
  if (rate === null) return <span className="text-muted-foreground">No sessions taken</span>;
  if (rate >= ATTENDANCE_CONCERN_RATE) return <span>{rate}%</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-semibold">{rate}%</span>
      <Badge className="border-warning/60" data-testid="needs-attention">
        <AlertTriangle aria-hidden="true" />
        Needs attention
      </Badge>
    </span>
  );
}
