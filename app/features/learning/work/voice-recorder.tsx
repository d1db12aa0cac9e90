/**
 * A voice answer recorded in the browser (K-2 children often cannot type): big Record and Stop
 * buttons with icons and words, a timer, the recording played back before it is sent, "Send my
 * recording" (uploaded as a voice answer with its length, with progress) and "Record again".
 * MediaRecorder records audio/webm, audio/ogg or audio/mp4, whichever the browser supports.
 */
import { Mic, RotateCcw, Send, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useBrowserValue } from "~/lib/use-browser-value";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { VOICE_MAX_SECONDS } from "#common/learning/files";
import { ProgressBar } from "./progress-bar";

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

/** "1:05". */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

type Phase =
  | { kind: "idle" }
  | { kind: "recording"; startedAt: number }
  | { kind: "recorded"; blob: Blob; url: string; seconds: number }
  | { kind: "sending"; progress: number; url: string; seconds: number };

export function VoiceRecorder({ onSend }: { onSend: (recording: File, seconds: number, onProgress: (fraction: number) => void) => Promise<void> }) {
  // Unknown (undefined) in the prerendered HTML and while hydrating: only the browser can say.
  const supported = useBrowserValue<{ mime: string; extension: string } | null | undefined>(recordingType, undefined);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const urlRef = useRef<string | null>(null);
  const t = useT();

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

  const start = async () => {
    setError(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.current = media;
      const chunks: Blob[] = [];
      const rec = new MediaRecorder(media, { mimeType: supported.mime });
      recorder.current = rec;
      const startedAt = Date.now();
      rec.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      rec.onstop = () => {
        media.getTracks().forEach((t) => t.stop());
        const blob = new Blob(chunks, { type: supported.mime.split(";")[0] });
        if (urlRef.current) URL.revokeObjectURL(urlRef.current);
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        setPhase({ kind: "recorded", blob, url, seconds: Math.max(1, Math.round((Date.now() - startedAt) / 1000)) });
      };
      rec.start(250);
      setElapsed(0);
      setPhase({ kind: "recording", startedAt });
    } catch {
      setError(t("work.voice.noMicrophone"));
    }
  };

  const stop = () => recorder.current?.stop();

  const again = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setPhase({ kind: "idle" });
    setElapsed(0);
  };

  const send = async () => {
    if (phase.kind !== "recorded") return;
    const { blob, url, seconds } = phase;
    // The stored name stays plain ASCII in every language (an accent in a multipart file name is not safe
    // everywhere); the screens say "My recording" in the reader's words.
    const file = new File([blob], `my recording${supported.extension}`, { type: blob.type });
    setError(null);
    setPhase({ kind: "sending", progress: 0, url, seconds });
    try {
      await onSend(file, seconds, (fraction) => setPhase({ kind: "sending", progress: Math.round(fraction * 100), url, seconds }));
      again();
    } catch (err) {
      setError(serverMessage(err) ?? t("work.voice.notSent"));
      setPhase({ kind: "recorded", blob, url, seconds });
    }
  };

  const big = "min-h-16 rounded-2xl px-6 text-xl [&_svg]:size-7";
  return (
    <div className="space-y-4" data-testid="voice-recorder">
      {phase.kind === "idle" ? (
        <Button onClick={start} className={big} data-testid="record">
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
      {phase.kind === "recorded" || phase.kind === "sending" ? (
        <div className="space-y-3">
          <p className="text-lg font-semibold">{t("work.voice.listen", { length: clockOf(phase.seconds) })}</p>
          <audio controls src={phase.url} className="w-full max-w-md" data-testid="recording-playback">
            <track kind="captions" />
          </audio>
          {phase.kind === "sending" ? (
            <ProgressBar label={t("work.voice.sending")} value={phase.progress} />
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button onClick={send} className={big} data-testid="send-recording">
                <Send aria-hidden="true" />
                {t("work.voice.send")}
              </Button>
              <Button onClick={again} variant="outline" className={`${big} border-2`} data-testid="record-again">
                <RotateCcw aria-hidden="true" />
                {t("work.voice.again")}
              </Button>
            </div>
          )}
        </div>
      ) : null}
      {error ? <Alert kind="error" title={error} /> : null}
    </div>
  );
}
