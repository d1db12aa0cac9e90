/**
 * The files of a child's answer: choosing files (checked here by the same rules as the server), each
 * uploaded with its progress bar and added to the work; and the list of what the work holds, voice
 * answers with a player, drawings and photos shown, each with "Take out" while the work can change.
 */
import { Camera, FileText, Mic, Paintbrush, Paperclip, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { serverMessage } from "~/lib/api";
import { useLocalize, useT } from "~/lib/i18n";
import { LEARNING_FILE_POLICY } from "#common/learning/files";
import type { WorkFile } from "#common/schemas/learning/work";
import { fileProblem, formatBytes } from "#common/uploads";
import { clockOf } from "./voice-recorder";
import { acceptedTypes } from "~/components/learning/accepted-types";
import { WorkPicture } from "~/components/learning/work-picture";
import { ProgressBar } from "./progress-bar";
import { fileContentUrl } from "./work-api";

interface Sending {
  key: string;
  name: string;
  progress: number;
}

export function FilePicker({ onUpload }: { onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<void> }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const t = useT();
  const localize = useLocalize();

  const choose = async (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (input.current) input.current.value = "";
    setErrors([]);
    for (const file of chosen) {
      const problem = fileProblem({ name: file.name, size: file.size }, LEARNING_FILE_POLICY);
      if (problem) {
        setErrors((e) => [...e, t("work.answerFiles.problem", { name: file.name, problem: localize(problem) })]);
        continue;
      }
      const key = `${file.name}-${Math.random().toString(36).slice(2)}`;
      setSending((s) => [...s, { key, name: file.name, progress: 0 }]);
      try {
        await onUpload(file, (fraction) => setSending((s) => s.map((x) => (x.key === key ? { ...x, progress: Math.round(fraction * 100) } : x))));
      } catch (err) {
        setErrors((e) => [...e, t("work.answerFiles.problem", { name: file.name, problem: serverMessage(err) ?? t("work.answerFiles.notSent") })]);
      } finally {
        setSending((s) => s.filter((x) => x.key !== key));
      }
    }
  };

  return (
    <div className="space-y-3" data-testid="file-picker">
      <label
        htmlFor={inputId}
        className="inline-flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed px-6 text-xl font-semibold hover:bg-muted focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ring"
      >
        <Paperclip className="size-7" aria-hidden="true" />
        {t("work.answerFiles.add")}
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={LEARNING_FILE_POLICY.extensions.join(",")}
          className="sr-only"
          onChange={(event) => void choose(event.target.files)}
          data-testid="file-input"
        />
      </label>
      <p className="text-base text-muted-foreground">{t("work.files.limits", { types: acceptedTypes(t), size: formatBytes(LEARNING_FILE_POLICY.maxBytes) })}</p>
      {sending.map((s) => (
        <div key={s.key} className="space-y-1">
          <p className="text-lg">{t("work.answerFiles.sending", { name: s.name })}</p>
          <ProgressBar label={t("work.answerFiles.sendingLabel", { name: s.name })} value={s.progress} />
        </div>
      ))}
      {errors.length > 0 ? (
        <Alert kind="error" title={t("work.answerFiles.notAdded")}>
          <ul className="list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}

function KindIcon({ kind }: { kind: WorkFile["kind"] }) {
  const Icon = kind === "voice" ? Mic : kind === "drawing" ? Paintbrush : kind === "photo" ? Camera : FileText;
  return <Icon className="size-7 shrink-0" aria-hidden="true" />;
}

export function WorkFiles({ files, onRemove }: { files: WorkFile[]; onRemove?: (file: WorkFile) => Promise<void> }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  if (files.length === 0) return null;
  const remove = async (file: WorkFile) => {
    if (!onRemove) return;
    setBusy(file.fileId);
    setError(null);
    try {
      await onRemove(file);
    } catch (err) {
      setError(serverMessage(err) ?? t("work.answerFiles.notTakenOut"));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="space-y-3">
      <ul className="space-y-3" data-testid="work-files">
        {files.map((file) => (
          <li key={file.fileId} className="flex flex-wrap items-center gap-3 rounded-xl border-2 p-3" data-kind={file.kind}>
            <KindIcon kind={file.kind} />
            <div className="min-w-0 flex-1">
              <p className="break-words text-lg font-semibold">
                {file.kind === "drawing"
                  ? t("work.answerFiles.drawing")
                  : file.kind === "photo"
                    ? t("work.answerFiles.photo")
                    : file.kind !== "voice"
                      ? file.name
                      : file.durationSeconds
                        ? t("work.answerFiles.recordingLength", { length: clockOf(file.durationSeconds) })
                        : t("work.answerFiles.recording")}
              </p>
              {file.kind === "drawing" || file.kind === "photo" ? (
                <WorkPicture
                  src={fileContentUrl(file.fileId)}
                  alt={t(file.kind === "drawing" ? "work.answerFiles.drawing" : "work.answerFiles.photo")}
                  newTabText={t("work.answerFiles.newTab")}
                  className="mt-2"
                />
              ) : file.kind === "voice" ? (
                <audio controls preload="none" src={fileContentUrl(file.fileId)} className="mt-2 w-full max-w-md" aria-label={t("work.answerFiles.play")}>
                  <track kind="captions" />
                </audio>
              ) : (
                <a href={fileContentUrl(file.fileId)} target="_blank" rel="noreferrer" className="text-base underline underline-offset-4">
                  {t("work.answerFiles.open", { size: formatBytes(file.size) })}
                </a>
              )}
            </div>
            {onRemove ? (
              <Button
                variant="outline"
                className="min-h-12 border-2 text-base"
                onClick={() => void remove(file)}
                aria-disabled={busy !== null || undefined}
                data-testid="take-out"
              >
                <Trash2 aria-hidden="true" />
                {t("work.answerFiles.takeOut")}
                <span className="sr-only">{t("work.answerFiles.takeOutWhat", { what: file.kind, name: file.name })}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? <Alert kind="error" title={error} /> : null}
    </div>
  );
}
