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
import { cn } from "~/lib/utils";
import { LEARNING_FILE_POLICY } from "#common/learning/files";
import { QUOTA_WARNING_SHARE, type FileUse, type OwnFiles } from "#common/schemas/learning/files";
import { acceptAttribute, fileProblem, formatBytes } from "#common/uploads";
import { contentUrl, deleteOwnFile, refreshOwnFiles, uploadOwnFile, useOwnFiles } from "./files-api";

type OwnFile = OwnFiles["files"][number];

/** The words of each screen: a grown-up's, and a child's (short, plain). */
const WORDS = {
  adult: {
    upload: "Upload files",
    empty: "You have no files yet.",
    emptyText: "Files you upload, and answers you hand in, appear here.",
    usedIn: "Used in",
    notUsed: "Not used anywhere",
    inUse: "In use: remove it from where it is used before deleting it.",
    delete: "Delete",
    open: "Open",
    download: "Download",
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteBody: "The file is deleted for good.",
    nearlyFull: "Your storage is nearly full.",
    nearlyFullText: "Delete files you no longer need to make room for new ones.",
    uploads: "Uploads",
    done: "Added",
    failed: "Not added",
    uses: {
      assignment: "Assignment",
      resource: "Library",
      work: "Handed in",
      portfolio: "Portfolio",
      "report-card": "Report card",
      message: "Message",
    } satisfies Record<FileUse["kind"], string>,
  },
  child: {
    upload: "Add a file",
    empty: "No files yet.",
    emptyText: "Your pictures, recordings and work will be here.",
    usedIn: "Used in",
    notUsed: "Not used yet",
    inUse: "You need this file for your work, so it stays.",
    delete: "Delete",
    open: "Open",
    download: "Save a copy",
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteBody: "It will be gone for good.",
    nearlyFull: "Your space is almost full.",
    nearlyFullText: "Ask a grown-up to help you delete files you do not need.",
    uploads: "Adding files",
    done: "Done",
    failed: "Not added",
    uses: {
      assignment: "Class work",
      resource: "Library",
      work: "Your work",
      portfolio: "Your portfolio",
      "report-card": "Report card",
      message: "Message",
    } satisfies Record<FileUse["kind"], string>,
  },
};

function QuotaMeter({ usedBytes, quotaBytes, words, child }: { usedBytes: number; quotaBytes: number; words: (typeof WORDS)["adult"]; child: boolean }) {
  const share = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 0;
  const percent = Math.round(share * 100);
  const warn = share >= QUOTA_WARNING_SHARE;
  const text = `${formatBytes(usedBytes)} used of ${formatBytes(quotaBytes)} (${percent}%)`;
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className={cn("font-semibold", child ? "text-xl" : "text-lg")} id="storage-heading">
          {child ? "My space" : "Storage"}
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
        <Alert kind="warning" title={words.nearlyFull}>
          <p>{words.nearlyFullText}</p>
        </Alert>
      ) : null}
    </Card>
  );
}

function FileRow({ file, words, child, onDelete }: { file: OwnFile; words: (typeof WORDS)["adult"]; child: boolean; onDelete: () => void }) {
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
            <span>{formatDay(file.createdAt)}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {used ? (
              <>
                <span className={cn("font-medium", child ? "text-base" : "text-sm")}>{words.usedIn}:</span>
                {file.usedIn.map((use, i) => (
                  <Badge key={`${use.kind}-${i}`} className={child ? "text-sm" : undefined}>
                    <FileCheck2 aria-hidden="true" />
                    {words.uses[use.kind]}: {use.title}
                  </Badge>
                ))}
              </>
            ) : (
              <span className={cn("text-muted-foreground", child ? "text-base" : "text-sm")}>{words.notUsed}</span>
            )}
          </div>
          {used ? <p className={cn("text-muted-foreground", child ? "text-base" : "text-sm")}>{words.inUse}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild variant="outline" size={size}>
            <a href={contentUrl(file.id)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {words.open}
              <span className="sr-only"> {file.name} (opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild variant="outline" size={size}>
            <a href={contentUrl(file.id, true)} download>
              <Download aria-hidden="true" />
              {words.download}
              <span className="sr-only"> {file.name}</span>
            </a>
          </Button>
          {used ? null : (
            <Button variant="outline" size={size} onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              {words.delete}
              <span className="sr-only"> {file.name}</span>
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

export function MyFiles({ child = false }: { child?: boolean }) {
  const words = child ? WORDS.child : WORDS.adult;
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
        if (problem) return update(key, { state: "failed", message: problem });
        try {
          await uploadOwnFile(file, (progress) => update(key, { progress }));
          update(key, { state: "done", progress: 1 });
        } catch (error) {
          update(key, { state: "failed", message: serverMessage(error) ?? "The upload did not finish. Please try again." });
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
      toast({ variant: "success", title: result.message });
      await refreshOwnFiles(client);
      setDeleting(null);
    } catch (error) {
      setDeleteError(serverMessage(error) ?? "The file could not be deleted. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <QueryState query={query} errorTitle={child ? "Your files did not load." : "Your files could not be loaded."} loadingLabel="Loading your files...">
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
                {words.upload}
              </Button>
              {child ? null : (
                <p className="text-sm text-muted-foreground">
                  {LEARNING_FILE_POLICY.acceptedLabel}, up to {formatBytes(LEARNING_FILE_POLICY.maxBytes)} each.
                </p>
              )}
            </div>
            <UploadProgress rows={uploads} title={words.uploads} doneLabel={words.done} failedLabel={words.failed} large={child} />
            {data.files.length === 0 ? (
              <Alert kind="info" title={words.empty}>
                <p>{words.emptyText}</p>
              </Alert>
            ) : (
              <ul className="space-y-3" aria-label={child ? "My files" : "Your files"}>
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
        title={words.deleteTitle(deleting?.name ?? "this file")}
        confirmLabel={words.delete}
        busyLabel="Deleting..."
        destructive
        onConfirm={confirmDelete}
        error={deleteError}
      >
        <p className={child ? "text-base" : undefined}>{words.deleteBody}</p>
      </ConfirmDialog>
    </div>
  );
}
