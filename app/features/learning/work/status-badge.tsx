/**
 * The status of a child's work as a badge: an icon and the child's words (never colour alone).
 */
import { AlertCircle, Circle, Clock, MailOpen, MinusCircle, Pencil, Send, type LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";
import type { MessageId } from "#common/i18n/messages";
import type { WorkStatus } from "#common/learning/work-status";

/** Each status in the child's words, by id (the server's `statusWords` are English: the screens say them from the status). */
export const STATUS_WORD_IDS = {
  not_started: "work.status.not_started",
  in_progress: "work.status.in_progress",
  submitted: "work.status.submitted",
  late: "work.status.late",
  missing: "work.status.missing",
  returned: "work.status.returned",
  excused: "work.status.excused",
} as const satisfies Record<WorkStatus, MessageId>;

const ICONS: Record<WorkStatus, LucideIcon> = {
  not_started: Circle,
  in_progress: Pencil,
  submitted: Send,
  late: Clock,
  missing: AlertCircle,
  returned: MailOpen,
  excused: MinusCircle,
};

const TONES: Record<WorkStatus, string> = {
  not_started: "border-border bg-background text-foreground",
  in_progress: "border-primary bg-primary/10 text-foreground",
  submitted: "border-success bg-success/10 text-foreground",
  late: "border-warning bg-warning/15 text-foreground",
  missing: "border-destructive bg-destructive/10 text-foreground",
  returned: "border-primary bg-primary/10 text-foreground",
  excused: "border-dashed border-border bg-background text-foreground",
};

export function WorkStatusBadge({ status, words, className }: { status: WorkStatus; words: string; className?: string }) {
  const Icon = ICONS[status];
  return (
    <span
      className={cn("inline-flex items-center gap-2 rounded-full border-2 px-3 py-1 text-base font-semibold", TONES[status], className)}
      data-testid="work-status"
      data-status={status}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {words}
    </span>
  );
}
