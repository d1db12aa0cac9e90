import { AlertCircle, AlertTriangle, Info, KeyRound, ListChecks, WifiOff, type LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { MessageId } from "#common/i18n/messages";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

/** The six alert kinds of docs/product.md section 8. */
export const ALERT_KINDS = ["error", "warning", "info", "network", "validation", "auth"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const KIND_STYLES: Record<AlertKind, { icon: LucideIcon; className: string; label: MessageId }> = {
  error: { icon: AlertCircle, label: "ui.alert.kind.error", className: "border-destructive/50 bg-destructive/10 text-foreground [&>svg]:text-destructive" },
  warning: { icon: AlertTriangle, label: "ui.alert.kind.warning", className: "border-warning/60 bg-warning/10 text-foreground [&>svg]:text-warning" },
  info: { icon: Info, label: "ui.alert.kind.info", className: "border-primary/40 bg-primary/10 text-foreground [&>svg]:text-primary" },
  network: { icon: WifiOff, label: "ui.alert.kind.network", className: "border-warning/60 bg-warning/10 text-foreground [&>svg]:text-warning" },
  validation: {
    icon: ListChecks,
    label: "ui.alert.kind.validation",
    className: "border-destructive/50 bg-destructive/10 text-foreground [&>svg]:text-destructive",
  },
  auth: { icon: KeyRound, label: "ui.alert.kind.auth", className: "border-primary/40 bg-primary/10 text-foreground [&>svg]:text-primary" },
};

/** Between the spoken kind and the title ("Error: ..."): punctuation, the same in the school's languages. */
const KIND_END = ": ";

export interface AlertProps extends Omit<ComponentProps<"div">, "title"> {
  kind?: AlertKind;
  title?: ReactNode;
}

/**
 * Errors, validation and auth alerts interrupt (role="alert"); the others are announced politely.
 */
export function Alert({ kind = "info", title, children, className, ...props }: AlertProps) {
  const t = useT();
  const { icon: Icon, className: kindClass, label } = KIND_STYLES[kind];
  const urgent = kind === "error" || kind === "validation" || kind === "auth" || kind === "network";
  return (
    <div
      role={urgent ? "alert" : "status"}
      data-kind={kind}
      className={cn("relative flex w-full gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0", kindClass, className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">
          <span className="sr-only">
            {t(label)}
            {KIND_END}
          </span>
          {title}
        </p>
        {children ? <div className="text-foreground/90">{children}</div> : null}
      </div>
    </div>
  );
}
