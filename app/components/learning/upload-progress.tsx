/**
 * Uploads under way, one row each with its own progress bar (the resource library, My files): the
 * file's name, its share sent, then "Added" or why it was refused.
 */
import { Card } from "~/components/ui/card";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

export interface UploadRow {
  key: string;
  name: string;
  progress: number;
  state: "uploading" | "done" | "failed";
  message?: string;
}

/** The labels default to the catalogue's ("Uploads", "Added", "Not added"); a screen may give its own. */
export function UploadProgress({
  rows,
  title,
  doneLabel,
  failedLabel,
  large = false,
}: {
  rows: UploadRow[];
  title?: string;
  doneLabel?: string;
  failedLabel?: string;
  large?: boolean;
}) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <Card className="p-4">
      <h2 className={cn("mb-3 font-semibold", large ? "text-lg" : "text-base")}>{title ?? t("auth.upload.title")}</h2>
      <ul className="space-y-3" aria-live="polite">
        {rows.map((r) => {
          const percent = Math.round(r.progress * 100);
          return (
            <li key={r.key} className="space-y-1">
              <div className={cn("flex flex-wrap items-baseline justify-between gap-2", large ? "text-base" : "text-sm")}>
                <span className="min-w-0 break-all font-medium">{r.name}</span>
                <span className={cn("text-muted-foreground", r.state === "failed" && "font-semibold text-destructive")}>
                  {r.state === "uploading"
                    ? t("auth.upload.percent", { percent })
                    : r.state === "done"
                      ? (doneLabel ?? t("auth.upload.done"))
                      : (failedLabel ?? t("auth.upload.failed"))}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t("auth.upload.progress", { name: r.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className={cn("overflow-hidden rounded-full bg-muted", large ? "h-3" : "h-2")}
              >
                <div
                  className={cn("h-full rounded-full bg-primary transition-[width]", r.state === "failed" && "bg-destructive")}
                  style={{ width: `${percent}%` }}
                />
              </div>
              {r.message ? <p className="text-sm text-destructive">{r.message}</p> : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** The rows' state and the one way to change a row. */
export function updateRow(rows: UploadRow[], key: string, patch: Partial<UploadRow>) {
  return rows.map((r) => (r.key === key ? { ...r, ...patch } : r));
}
