/** A child's attendance status as a badge: an icon and the word, never colour alone. */
import { AlertTriangle, Check, CircleDashed, Clock, LogOut, X } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { useT } from "~/lib/i18n";
import { ATTENDANCE_CONCERN_RATE, type AttendanceStatus } from "#common/learning/attendance";

const ICONS = { present: Check, late: Clock, left_early: LogOut, absent: X } as const;
const TONES: Record<AttendanceStatus, string> = {
  present: "border-success/60",
  late: "border-warning/60",
  left_early: "border-warning/60",
  absent: "border-destructive/60",
};

export function StatusBadge({ status, className }: { status: AttendanceStatus | null; className?: string }) {
  const t = useT();
  if (!status) {
    return (
      <Badge className={className} data-testid="attendance-status">
        <CircleDashed aria-hidden="true" />
        {t("family.attendance.status.notTaken")}
      </Badge>
    );
  }
  const Icon = ICONS[status];
  return (
    <Badge className={cn(TONES[status], className)} data-testid="attendance-status">
      <Icon aria-hidden="true" />
      {t(`family.attendance.status.${status}`)}
    </Badge>
  );
}

/** The rule behind a flag, in words (insights and reports state it the same way). */
export const CONCERN_RULE = `Attended less than ${ATTENDANCE_CONCERN_RATE}% of sessions`;

/** CONCERN_RULE in the reader's language, `t` being useT()'s. */
export const concernRule = (t: ReturnType<typeof useT>) => t("family.attendance.concernRule", { rate: ATTENDANCE_CONCERN_RATE });

/** A rate as "95%", with `Needs attention` in words under ATTENDANCE_CONCERN_RATE; "No sessions taken" without one. */
export function RateText({ rate }: { rate: number | null }) {
  const t = useT();
  if (rate === null) return <span className="text-muted-foreground">{t("family.attendance.noSessions")}</span>;
  const percent = t("family.attendance.ratePercent", { rate });
  if (rate >= ATTENDANCE_CONCERN_RATE) return <span>{percent}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-semibold">{percent}</span>
      <Badge className="border-warning/60" data-testid="needs-attention">
        <AlertTriangle aria-hidden="true" />
        {t("family.attendance.needsAttention")}
      </Badge>
    </span>
  );
}
