import { CircleAlert, CircleCheck, FileText, ImageIcon, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { formatBytes, IMAGE_EXTENSIONS, fileExtension } from "#common/uploads";

/** docs/product.md section 3, "Upload item": a file plus its state. */
export type UploadState = "pending" | "uploading" | "completed" | "error";

export interface UploadItem {
  /** Stable key for the list (several files may share a name). */
  key: string;
  file: File;
  state: UploadState;
  /** 0-100 while uploading. */
  progress: number;
  /** The server's id once uploaded. */
  uploadId?: string;
}

/** The English of forms.upload.failed, the state the spec names. */
export const UPLOAD_FAILED = "Upload failed";

function StateLine({ item }: { item: UploadItem }) {
  const t = useT();
  const percent = `${item.progress}%`;
  switch (item.state) {
    case "pending":
      return <span className="text-muted-foreground">{t("forms.upload.ready")}</span>;
    case "uploading":
      return (
        <span className="flex items-center gap-2">
          <span
            role="progressbar"
            aria-label={t("forms.upload.uploading", { fileName: item.file.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
            aria-valuetext={percent}
            className="h-2 w-full max-w-48 overflow-hidden rounded-full bg-muted"
          >
            <span className="block h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${item.progress}%` }} />
          </span>
          <span className="tabular-nums text-muted-foreground" aria-hidden="true">
            {percent}
          </span>
        </span>
      );
    case "completed":
      return (
        <span className="flex items-center gap-1.5 text-success">
          <CircleCheck className="size-4" aria-hidden="true" />
          {t("forms.upload.uploaded")}
        </span>
      );
    case "error":
      return (
        <span className="flex items-center gap-1.5 font-semibold text-destructive">
          <CircleAlert className="size-4" aria-hidden="true" />
          {t("forms.upload.failed")}
        </span>
      );
  }
}

export interface UploadListProps {
  items: readonly UploadItem[];
  onRemove: (key: string) => void;
  /** While a form is being sent its files cannot be removed. */
  locked?: boolean;
  className?: string;
  "aria-label"?: string;
}

/** The files chosen for a form: name, size, state (with real progress while uploading) and a remove button. */
export function UploadList({ items, onRemove, locked = false, className, "aria-label": label }: UploadListProps) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <ul aria-label={label ?? t("forms.upload.list")} className={cn("grid gap-2", className)}>
      {items.map((item) => {
        const Icon = (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(item.file.name)) ? ImageIcon : FileText;
        return (
          <li
            key={item.key}
            data-upload-state={item.state}
            className={cn("flex items-center gap-3 rounded-lg border bg-background p-3 text-sm", item.state === "error" && "border-destructive/60")}
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-md bg-secondary text-secondary-foreground">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="min-w-0 font-semibold [overflow-wrap:anywhere]" data-upload-name="">
                  {item.file.name}
                </span>
                <span className="text-xs text-muted-foreground">{formatBytes(item.file.size)}</span>
              </p>
              <StateLine item={item} />
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("forms.upload.remove", { fileName: item.file.name })}
              aria-disabled={locked || undefined}
              onClick={() => {
                if (!locked) onRemove(item.key);
              }}
              className="shrink-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
