/**
 * An invoice's status (issue 36) as the family's card and the office's list show it: an icon and the words,
 * on a tone that only repeats them (never colour alone). Large on the family's card ("Status: Paid"), small
 * in the office's list ("Paid").
 */
import { CircleAlert, CircleCheck, CircleDashed, Clock, type LucideIcon } from "lucide-react";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { STATUS_WORD_IDS } from "#common/billing/invoice-words";
import type { InvoiceStatus } from "#common/schemas/billing";

const STATUS_ICONS: Record<InvoiceStatus, LucideIcon> = {
  paid: CircleCheck,
  "partly-paid": CircleDashed,
  open: Clock,
  overdue: CircleAlert,
};

const STATUS_TONES: Record<InvoiceStatus, string> = {
  paid: "border-success bg-success/10",
  "partly-paid": "border-primary bg-primary/10",
  open: "border-border bg-background",
  overdue: "border-destructive bg-destructive/10",
};

export function InvoiceStatusBadge({ status, size = "small" }: { status: InvoiceStatus; size?: "small" | "large" }) {
  const t = useT();
  const Icon = STATUS_ICONS[status];
  const words = t(STATUS_WORD_IDS[status]);
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border-2 font-semibold text-foreground",
        size === "large" ? "gap-2 px-3 py-1" : "gap-1.5 whitespace-nowrap px-2.5 py-0.5 text-sm",
        STATUS_TONES[status],
      )}
      data-testid="invoice-status"
      data-status={status}
    >
      <Icon className={cn("shrink-0", size === "large" ? "size-5" : "size-4")} aria-hidden="true" />
      {size === "large" ? t("billing.family.status", { status: words }) : words}
    </span>
  );
}
