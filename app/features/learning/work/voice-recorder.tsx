/**
 * A voice answer recorded in the browser (K-2 children often cannot type), in one step (issue 34):
 * big Record and Stop buttons with icons and words, a timer; on Stop the recording is saved into the
 * work at once (a voice answer with its length, with progress), so a reload shows it and "Send it in"
 * sends it. Each recording of the work is played here, with "Record again" (the new one takes the
 * old one's place once saved) and "Delete". MediaRecorder records audio/webm, audio/ogg or
 * audio/mp4, whichever the browser supports.
 */
import { Check, Mic, RotateCcw, Square, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useBrowserValue } from "~/lib/use-browser-value";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { VOICE_MAX_SECONDS } from "#common/learning/files";
import type { WorkFile } from "#common/schemas/learning/work";
import { useAnswerPart, type RegisterPart } from "./answer-parts";
import { ProgressBar } from "./progress-bar";
import { fileContentUrl } from "./work-api";

const TYPES: { mime: string; extension: string }[] = [
  { mime: "audio/webm;codecs=opus", extension: ".webm" },
  { mime: "audio/webm", extension: ".webm" },
  { mime: "audio/ogg;codecs=opus", extension: ".ogg" },
  { mime: "audio/ogg", extension: ".ogg" },
  { mime: "audio/mp4", extension: ".m4a" },
];

/** The first recording type the browser supports, or null when it cannot record. */
export function recordingType(): { mime: string; extension: string } | null {
  if (typeof window === "undefined" || typeof window.MediaRecorder === "undefined" || !navigator.mediaDevices?.getUserMedia) return null;
  return TYPES.find((t) => MediaRecorder.isTypeSupported(t.mime)) ?? null;
}

/** The clock, read when a recording starts and stops (never while rendering). */
const timeNow = () => Date.now();

/** "1:05". */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

type Phase =
  | { kind: "idle" }
  | { kind: "recording"; startedAt: number }
  /** Stopped: being saved into the work (or not saved: `failed`, to try again). */
  | { kind: "saving"; file: File; seconds: number; progress: number; replacing: string | null }
  | { kind: "failed"; file: File; seconds: number; replacing: string | null };

/** One recording on the screen: saved (its file), or this window's, being saved. */
interface Card {
  key: string;
  fileId: string | null;
  seconds: number | null;
}

export interface VoiceRecorderProps {
  /** The recordings the work holds, oldest first. */
  saved: WorkFile[];
  /** Saves a recording into the work in place of `replacing` (taken out once the new one is in); answers the new file's id. */
  onSave: (recording: File, seconds: number, replacing: string | null, onProgress: (fraction: number) => void) => Promise<string>;
  onDelete: (fileId: string) => Promise<void>;
  register: RegisterPart;
}

export function VoiceRecorder({ saved, onSave, onDelete, register }: VoiceRecorderProps) {
  // Unknown (undefined) in the prerendered HTML and while hydrating: only the browser can say.
  const supported = useBrowserValue<{ mime: string; extension: string } | null | undefined>(recordingType, undefined);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  /** This window's copy of each recording it saved (by file id), played without asking the server. */
  const [local, setLocal] = useState<{ url: string; fileId: string | null }>({ url: "", fileId: null });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const urlRef = useRef<string | null>(null);
  const replacingRef = useRef<string | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  /** Recordings this window saved or deleted since the screen last read the work. */
  const [added, setAdded] = useState<string[]>([]);
  const [gone, setGone] = useState<string[]>([]);
  const t = useT();

  const recordings = [
    ...saved.filter((f) => !gone.includes(f.fileId)),
    ...added.filter((id) => !saved.some((f) => f.fileId === id) && !gone.includes(id)).map((fileId) => ({ fileId, durationSeconds: null })),
  ];
  const latest = recordings.at(-1)?.fileId ?? null;

  useAnswerPart(register, {
    // Still recording, or a recording that was not saved: not yet (the screen says so).
    flush: async () => (inFlight.current ? inFlight.current : phase.kind === "idle"),
    holds: () => recordings.length > 0,
  });

  useEffect(
    () => () => {
      stream.current?.getTracks().forEach((t) => t.stop());
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  useEffect(() => {
    if (phase.kind !== "recording") return;
    const timer = window.setInterval(() => {
      const seconds = (Date.now() - phase.startedAt) / 1000;
      setElapsed(seconds);
      if (seconds >= VOICE_MAX_SECONDS) recorder.current?.stop();
    }, 250);
    return () => window.clearInterval(timer);
  }, [phase]);

  if (supported === undefined) return null;
  if (supported === null) {
    return (
      <Alert kind="info" title={t("work.voice.cannotRecord")}>
        <p>{t("work.voice.cannotRecordText")}</p>
      </Alert>
    );
  }

  const save = async (file: File, seconds: number, replacing: string | null) => {
    setError(null);
    setPhase({ kind: "saving", file, seconds, progress: 0, replacing });
    const run = (async () => {
      try {
        const fileId = await onSave(file, seconds, replacing, (fraction) =>
          setPhase({ kind: "saving", file, seconds, progress: Math.round(fraction * 100), replacing }),
        );
        setLocal((l) => ({ ...l, fileId }));
        setAdded((a) => [...a, fileId]);
        if (replacing) setGone((g) => [...g, replacing]);
        setPhase({ kind: "idle" });
        return true;
      } catch (err) {
        setError(serverMessage(err) ?? t("work.voice.notSent"));
        setPhase({ kind: "failed", file, seconds, replacing });
        return false;
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
  };

  const start = async (replacing: string | null) => {
    setError(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.current = media;
      const chunks: Blob[] = [];
      const rec = new MediaRecorder(media, { mimeType: supported.mime });
      recorder.current = rec;
      replacingRef.current = replacing;
      const startedAt = timeNow();
      rec.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      rec.onstop = () => {
        media.getTracks().forEach((t) => t.stop());
        const blob = new Blob(chunks, { type: supported.mime.split(";")[0] });
        if (urlRef.current) URL.revokeObjectURL(urlRef.current);
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        setLocal({ url, fileId: null });
        // The stored name stays plain ASCII in every language (an accent in a multipart file name is not safe
        // everywhere); the screens say "My recording" in the reader's words.
        const file = new File([blob], `my recording${supported.extension}`, { type: blob.type });
        void save(file, Math.max(1, Math.round((timeNow() - startedAt) / 1000)), replacingRef.current);
      };
      rec.start(250);
      setElapsed(0);
      setPhase({ kind: "recording", startedAt });
    } catch {
      setError(t("work.voice.noMicrophone"));
    }
  };

  const stop = () => recorder.current?.stop();

  const remove = async (fileId: string) => {
    setDeleting(fileId);
    setError(null);
    try {
      await onDelete(fileId);
      setGone((g) => [...g, fileId]);
    } catch (err) {
      setError(serverMessage(err) ?? t("work.answerFiles.notTakenOut"));
    } finally {
      setDeleting(null);
    }
  };

  const big = "min-h-16 rounded-2xl px-6 text-xl [&_svg]:size-7";
  const busy = phase.kind === "recording" || phase.kind === "saving";
  const pending = phase.kind === "saving" || phase.kind === "failed" ? phase : null;
  // The recording being saved, then the same one saved, keep one card (key "newest") and one player:
  // it goes on playing from this window's copy while it is saved.
  const cards: Card[] = [
    ...recordings
      .filter((r) => r.fileId !== pending?.replacing)
      .map((r): Card => ({ key: r.fileId === local.fileId ? "newest" : r.fileId, fileId: r.fileId, seconds: r.durationSeconds })),
    ...(pending ? [{ key: "newest", fileId: null, seconds: pending.seconds }] : []),
  ];
  const playbackUrl = (fileId: string | null) => (local.url && local.fileId === fileId ? local.url : fileId ? fileContentUrl(fileId) : local.url);
  return (
    <div className="space-y-4" data-testid="voice-recorder">
      {cards.map((card) => {
        const state = card.fileId ? "saved" : (pending?.kind ?? "saving");
        const newest = card.fileId === null || card.fileId === latest;
        return (
          <div key={card.key} className="space-y-3 rounded-2xl border-2 p-4" data-testid="voice-answer" data-state={state}>
            <p className="flex items-center gap-2 text-lg font-semibold">
              {state === "saved" ? <Check className="size-6 shrink-0 text-primary" aria-hidden="true" /> : null}
              {card.seconds ? t("work.voice.savedLength", { length: clockOf(card.seconds) }) : t("work.voice.saved")}
            </p>
            <audio
              controls
              preload={card.fileId && card.key !== "newest" ? "none" : "auto"}
              src={playbackUrl(card.fileId)}
              className="w-full max-w-md"
              aria-label={t("work.answerFiles.play")}
              data-testid={newest ? "recording-playback" : undefined}
            >
              <track kind="captions" />
            </audio>
            {state === "saving" && pending?.kind === "saving" ? <ProgressBar label={t("work.voice.sending")} value={pending.progress} /> : null}
            {state === "failed" && pending?.kind === "failed" ? (
              <div className="flex flex-wrap gap-3">
                <Button onClick={() => void save(pending.file, pending.seconds, pending.replacing)} className={big} data-testid="save-recording-again">
                  <RotateCcw aria-hidden="true" />
                  {t("work.voice.tryAgain")}
                </Button>
                <Button
                  onClick={() => {
                    setError(null);
                    setPhase({ kind: "idle" });
                  }}
                  variant="outline"
                  className={`${big} border-2`}
                  data-testid="discard-recording"
                >
                  <Trash2 aria-hidden="true" />
                  {t("work.voice.delete")}
                </Button>
              </div>
            ) : null}
            {state === "saved" && phase.kind === "idle" && card.fileId ? (
              <div className="flex flex-wrap gap-3">
                {newest ? (
                  <Button onClick={() => void start(card.fileId)} variant="outline" className={`${big} border-2`} data-testid="record-again">
                    <RotateCcw aria-hidden="true" />
                    {t("work.voice.again")}
                  </Button>
                ) : null}
                <Button
                  onClick={() => void remove(card.fileId!)}
                  variant="outline"
                  className={`${big} border-2`}
                  aria-disabled={deleting !== null || undefined}
                  data-testid="delete-recording"
                >
                  <Trash2 aria-hidden="true" />
                  {t("work.voice.delete")}
                </Button>
              </div>
            ) : null}
          </div>
        );
      })}

      {phase.kind === "idle" && recordings.length === 0 ? (
        <Button onClick={() => void start(null)} className={big} data-testid="record">
          <Mic aria-hidden="true" />
          {t("work.voice.record")}
        </Button>
      ) : null}
      {phase.kind === "recording" ? (
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={stop} variant="destructive" className={big} data-testid="stop">
            <Square aria-hidden="true" />
            {t("work.voice.stop")}
          </Button>
          <p className="flex items-center gap-2 text-2xl font-bold tabular-nums" role="timer" aria-live="off" data-testid="record-timer">
            <span className="size-4 rounded-full bg-destructive motion-safe:animate-pulse" aria-hidden="true" />
            <span className="sr-only">{t("work.voice.recordingTimer")}</span>
            {clockOf(elapsed)}
          </p>
          <p className="sr-only" aria-live="polite">
            {t("work.voice.recordingNow")}
          </p>
        </div>
      ) : null}
      {busy ? null : (
        <p className="sr-only" aria-live="polite">
          {phase.kind === "idle" && added.length > 0 ? t("work.voice.savedNow") : ""}
        </p>
      )}
      {error ? <Alert kind="error" title={error} /> : null}
    </div>
  );
}
