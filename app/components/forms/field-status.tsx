import { CircleAlert, CircleCheck, Loader2 } from "lucide-react";
import type { FieldControlProps } from "~/components/ui/form-field";
import { useT } from "~/lib/i18n";
import type { MessageId } from "#common/i18n/messages";
import { cn } from "~/lib/utils";

/**
 * Live feedback on a field (docs/product.md section 4, "Contact field live feedback"): nothing while the visitor
 * types, "pending" (a spinner) once typing has stopped, then "valid" (a check) or "invalid" (the
 * message under the field).
 */
export type LiveStatus = "idle" | "pending" | "valid" | "invalid";

const TEXT: Record<LiveStatus, MessageId | undefined> = { idle: undefined, pending: "forms.status.checking", valid: "forms.status.valid", invalid: undefined };

/** The control's props with more elements (a live status, a character count) added to what describes it. */
export function describedBy<T extends FieldControlProps>(control: T, ...ids: (string | undefined)[]): T {
  return { ...control, "aria-describedby": [control["aria-describedby"], ...ids].filter(Boolean).join(" ") || undefined };
}

/**
 * The icon at the end of a control. The icons are decorative: a screen reader gets "Checking..." or
 * "Looks good" through the control's description, and an invalid field already has its message there.
 */
export function FieldStatus({ id, status, className }: { id: string; status: LiveStatus; className?: string }) {
  const t = useT();
  const text = TEXT[status];
  return (
    <span id={id} data-live-status={status} className={cn("pointer-events-none absolute right-3 top-2.5 grid size-5 place-items-center", className)}>
      {status === "pending" ? <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden="true" /> : null}
      {status === "valid" ? <CircleCheck className="size-5 text-success" aria-hidden="true" /> : null}
      {status === "invalid" ? <CircleAlert className="size-5 text-destructive" aria-hidden="true" /> : null}
      <span className="sr-only">{text ? t(text) : ""}</span>
    </span>
  );
}
