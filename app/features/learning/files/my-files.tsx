/**
 * /files (docs/api/files.md): a person's own files with the quota meter (used of quota, warned from
 * 90%), each file's type, size, date and where it is used; open and download links; upload with a
 * progress bar per file; delete a file nothing uses, after a confirm. Children get simple words, big
 * targets and pictures beside the words.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Download, ExternalLink, FileCheck2, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { FileTypeLabel } from "~/components/learning/file-type";
import { UploadProgress, updateRow, type UploadRow } from "~/components/learning/upload-progress";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { formatDay } from "~/lib/dates";
import { useLocale, useLocalize, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { MessageId } from "#common/i18n/messages";
import { LEARNING_FILE_POLICY } from "#common/learning/files";
import { QUOTA_WARNING_SHARE, type FileUse, type OwnFiles } from "#common/schemas/learning/files";
import { acceptAttribute, fileProblem, formatBytes } from "#common/uploads";
import { acceptedTypes } from "~/components/learning/accepted-types";
import { contentUrl, deleteOwnFile, refreshOwnFiles, uploadOwnFile, useOwnFiles } from "./files-api";

type OwnFile = OwnFiles["files"][number];

/** The words of each screen, by id: a grown-up's, and a child's (short, plain). */
interface Words {
  upload: MessageId;
  empty: MessageId;
  emptyText: MessageId;
  notUsed: MessageId;
  inUse: MessageId;
  download: MessageId;
  deleteBody: MessageId;
  nearlyFull: MessageId;
  nearlyFullText: MessageId;
  uploads: MessageId;
  done: MessageId;
  storage: MessageId;
  loadError: MessageId;
  list: MessageId;
  uploadFailed: MessageId;
  deleteFailed: MessageId;
  uses: Record<FileUse["kind"], MessageId>;
}

const WORDS = {
  adult: {
    upload: "work.files.adult.upload",
    empty: "work.files.adult.empty",
    emptyText: "work.files.adult.emptyText",
    notUsed: "work.files.adult.notUsed",
    inUse: "work.files.adult.inUse",
    download: "work.files.adult.download",
    deleteBody: "work.files.adult.deleteBody",
    nearlyFull: "work.files.adult.nearlyFull",
    nearlyFullText: "work.files.adult.nearlyFullText",
    uploads: "work.files.adult.uploads",
    done: "work.files.adult.done",
    storage: "work.files.adult.storage",
    loadError: "work.files.adult.loadError",
    list: "work.files.adult.list",
    uploadFailed: "work.files.adult.uploadFailed",
    deleteFailed: "work.files.adult.deleteFailed",
    uses: {
      assignment: "work.files.adult.use.assignment",
      resource: "work.files.use.resource",
      work: "work.files.adult.use.work",
      portfolio: "work.files.adult.use.portfolio",
      "report-card": "work.files.use.reportCard",
      message: "work.files.use.message",
    },
  },
  child: {
    upload: "work.files.child.upload",
    empty: "work.files.child.empty",
    emptyText: "work.files.child.emptyText",
    notUsed: "work.files.child.notUsed",
    inUse: "work.files.child.inUse",
    download: "work.files.child.download",
    deleteBody: "work.files.child.deleteBody",
    nearlyFull: "work.files.child.nearlyFull",
    nearlyFullText: "work.files.child.nearlyFullText",
    uploads: "work.files.child.uploads",
    done: "work.files.child.done",
    storage: "work.files.child.storage",
    loadError: "work.files.child.loadError",
    list: "work.files.child.list",
    uploadFailed: "work.files.child.uploadFailed",
    deleteFailed: "work.files.child.deleteFailed",
    uses: {
      assignment: "work.files.child.use.assignment",
      resource: "work.files.use.resource",
      work: "work.files.child.use.work",
      portfolio: "work.files.child.use.portfolio",
      "report-card": "work.files.use.reportCard",
      message: "work.files.use.message",
    },
  },
} as const satisfies Record<"adult" | "child", Words>;

function QuotaMeter({ usedBytes, quotaBytes, words, child }: { usedBytes: number; quotaBytes: number; words: Words; child: boolean }) {
  const t = useT();
  const share = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 0;
  const percent = Math.round(share * 100);
  const warn = share >= QUOTA_WARNING_SHARE;
  const text = t("work.files.quota", { used: formatBytes(usedBytes), quota: formatBytes(quotaBytes), percent });
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className={cn("font-semibold", child ? "text-xl" : "text-lg")} id="storage-heading">
          {t(words.storage)}
        </h2>
        <p className={cn(child ? "text-base" : "text-sm", warn && "font-semibold")} data-testid="quota-text">
          {text}
        </p>
      </div>
      <div
        role="meter"
        aria-labelledby="storage-heading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={cn("overflow-hidden rounded-full bg-muted", child ? "h-4" : "h-3")}
      >
        <div className={cn("h-full rounded-full", warn ? "bg-destructive" : "bg-primary")} style={{ width: `${Math.max(percent, usedBytes > 0 ? 1 : 0)}%` }} />
      </div>
      {warn ? (
        <Alert kind="warning" title={t(words.nearlyFull)}>
          <p>{t(words.nearlyFullText)}</p>
        </Alert>
      ) : null}
    </Card>
  );
}

function FileRow({ file, words, child, onDelete }: { file: OwnFile; words: Words; child: boolean; onDelete: () => void }) {
  const t = useT();
  const locale = useLocale();
  const used = file.usedIn.length > 0;
  const size = child ? "lg" : "sm";
  return (
    <li>
      <Card className={cn("flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between", child ? "p-5" : "p-4")}>
        <div className="min-w-0 space-y-1.5">
          <FileTypeLabel
            contentType={file.contentType}
            name={file.name}
            className={child ? "text-base" : undefined}
            iconClassName={child ? "size-6" : undefined}
          />
          <h3 className={cn("font-semibold break-all", child ? "text-lg" : "text-base")}>{file.name}</h3>
          <p className={cn("flex flex-wrap gap-x-3 text-muted-foreground", child ? "text-base" : "text-sm")}>
            <span>{formatBytes(file.size)}</span>
            <span>{formatDay(file.createdAt, locale)}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {used ? (
              <>
                <span className={cn("font-medium", child ? "text-base" : "text-sm")}>{t("work.files.usedIn")}</span>
                {file.usedIn.map((use, i) => (
                  <Badge key={`${use.kind}-${i}`} className={child ? "text-sm" : undefined}>
                    <FileCheck2 aria-hidden="true" />
                    {t("work.files.use", { use: t(words.uses[use.kind]), title: use.title })}
                  </Badge>
                ))}
              </>
            ) : (
              <span className={cn("text-muted-foreground", child ? "text-base" : "text-sm")}>{t(words.notUsed)}</span>
            )}
          </div>
          {used ? <p className={cn("text-muted-foreground", child ? "text-base" : "text-sm")}>{t(words.inUse)}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild variant="outline" size={size}>
            <a href={contentUrl(file.id)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t("work.files.open")}
              <span className="sr-only">{t("work.files.opensInNewTab", { name: file.name })}</span>
            </a>
          </Button>
          <Button asChild variant="outline" size={size}>
            <a href={contentUrl(file.id, true)} download>
              <Download aria-hidden="true" />
              {t(words.download)}
              <span className="sr-only">{t("work.files.srName", { name: file.name })}</span>
            </a>
          </Button>
          {used ? null : (
            <Button variant="outline" size={size} onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              {t("work.files.delete")}
              <span className="sr-only">{t("work.files.srName", { name: file.name })}</span>
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

export function MyFiles({ child = false }: { child?: boolean }) {
  const words: Words = child ? WORDS.child : WORDS.adult;
  const t = useT();
  const localize = useLocalize();
  const client = useQueryClient();
  const query = useOwnFiles();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [deleting, setDeleting] = useState<OwnFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function uploadAll(files: File[]) {
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setUploads((rows) => [...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: "uploading" as const })), ...rows]);
    const update = (key: string, patch: Partial<UploadRow>) => setUploads((rows) => updateRow(rows, key, patch));
    await Promise.all(
      batch.map(async ({ file, key }) => {
        const problem = fileProblem({ name: file.name, size: file.size }, LEARNING_FILE_POLICY);
        if (problem) return update(key, { state: "failed", message: localize(problem) });
        try {
          await uploadOwnFile(file, (progress) => update(key, { progress }));
          update(key, { state: "done", progress: 1 });
        } catch (error) {
          update(key, { state: "failed", message: serverMessage(error) ?? t(words.uploadFailed) });
        }
      }),
    );
    await refreshOwnFiles(client);
  }

  async function confirmDelete() {
    if (!deleting || busy) return;
    setBusy(true);
    setDeleteError(null);
    try {
      const result = await deleteOwnFile(deleting.id);
      toast({ variant: "success", title: localize(result.message) });
      await refreshOwnFiles(client);
      setDeleting(null);
    } catch (error) {
      setDeleteError(serverMessage(error) ?? t(words.deleteFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <QueryState query={query} errorTitle={t(words.loadError)} loadingLabel={t("work.files.loading")}>
        {(data) => (
          <div className="space-y-6">
            <QuotaMeter usedBytes={data.usedBytes} quotaBytes={data.quotaBytes} words={words} child={child} />
            <div className="space-y-2">
              <input
                ref={input}
                type="file"
                multiple
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                accept={acceptAttribute(LEARNING_FILE_POLICY)}
                data-testid="files-input"
                onChange={(event) => {
                  const chosen = [...(event.target.files ?? [])];
                  event.target.value = "";
                  if (chosen.length > 0) void uploadAll(chosen);
                }}
              />
              <Button size={child ? "lg" : "default"} onClick={() => input.current?.click()}>
                <Upload aria-hidden="true" />
                {t(words.upload)}
              </Button>
              {child ? null : (
                <p className="text-sm text-muted-foreground">
                  {t("work.files.limits", { types: acceptedTypes(t), size: formatBytes(LEARNING_FILE_POLICY.maxBytes) })}
                </p>
              )}
            </div>
            <UploadProgress rows={uploads} title={t(words.uploads)} doneLabel={t(words.done)} failedLabel={t("work.files.notAdded")} large={child} />
            {data.files.length === 0 ? (
              <Alert kind="info" title={t(words.empty)}>
                <p>{t(words.emptyText)}</p>
              </Alert>
            ) : (
              <ul className="space-y-3" aria-label={t(words.list)}>
                {data.files.map((f) => (
                  <FileRow
                    key={f.id}
                    file={f}
                    words={words}
                    child={child}
                    onDelete={() => {
                      setDeleteError(null);
                      setDeleting(f);
                    }}
                  />
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        busy={busy}
        title={t("work.files.deleteTitle", { name: deleting?.name ?? t("work.files.thisFile") })}
        confirmLabel={t("work.files.delete")}
        busyLabel={t("work.files.deleting")}
        destructive
        onConfirm={confirmDelete}
        error={deleteError}
      >
        <p className={child ? "text-base" : undefined}>{t(words.deleteBody)}</p>
      </ConfirmDialog>
    </div>
  );
}
