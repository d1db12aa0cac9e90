/**
 * A check of the camera, the microphone and the speakers before (or during) a live session (issue 33),
 * opened from the teacher's home and the session page: the camera's picture, a bar that moves with
 * what the microphone hears, a test tone, and a choice of device where there are several. Everything
 * stays in the browser: nothing is recorded or sent, and every track stops when the check closes.
 */
import { Camera, Mic, Settings2, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { micLevel } from "./mic-level";

type Problem = "refused" | "missing" | "failed";
type Kind = "videoinput" | "audioinput";

/** The Web Audio context, under its older WebKit name where Safari still uses it. */
function audioContext(): AudioContext | null {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Ctx ? new Ctx() : null;
}

/** Why getUserMedia failed, in the three cases the person can act on differently. */
function problemOf(error: unknown): Problem {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "refused";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "missing";
  return "failed";
}

/**
 * Camera and microphone together; where one of them is missing, the other alone, so a computer
 * without a camera can still check its microphone.
 */
async function openDevices(cameraId: string, micId: string): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException("No media devices", "NotFoundError");
  const video: MediaTrackConstraints = cameraId ? { deviceId: { exact: cameraId } } : { width: 640, height: 480 };
  const audio: MediaTrackConstraints | boolean = micId ? { deviceId: { exact: micId } } : true;
  const attempts: MediaStreamConstraints[] = [{ video, audio }, { audio }, { video }];
  let last: unknown;
  for (const constraints of attempts) {
    try {
      return await navigator.mediaDevices.getUserMedia(constraints);
    } catch (error) {
      last = error;
      // Refused or broken: asking again for less changes nothing.
      if (problemOf(error) !== "missing") throw error;
    }
  }
  throw last;
}

function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The person's camera and microphone while the check is open, on the devices chosen. */
function useCheckStream(cameraId: string, micId: string, attempt: number) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => {
    let cancelled = false;
    let got: MediaStream | null = null;
    openDevices(cameraId, micId)
      .then((opened) => {
        got = opened;
        if (cancelled) return stopTracks(opened);
        setProblem(null);
        setStream(opened);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setStream(null);
        setProblem(problemOf(error));
      });
    return () => {
      cancelled = true;
      stopTracks(got);
    };
  }, [cameraId, micId, attempt]);
  return { stream, problem };
}

/** The cameras and microphones, read once the stream is open (before that the browser hides their names). */
function useDevices(stream: MediaStream | null) {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    if (!stream || !navigator.mediaDevices?.enumerateDevices) return;
    let cancelled = false;
    const read = () =>
      void navigator.mediaDevices.enumerateDevices().then((list) => {
        if (!cancelled) setDevices(list);
      });
    read();
    navigator.mediaDevices.addEventListener?.("devicechange", read);
    return () => {
      cancelled = true;
      navigator.mediaDevices.removeEventListener?.("devicechange", read);
    };
  }, [stream]);
  return devices;
}

/** The microphone's level, 0 to 100, ten times a second; the sound goes to an analyser only, never out. */
function useMicLevel(stream: MediaStream | null) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const ctx = audioContext();
    if (!ctx) return;
    void ctx.resume();
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 1024;
    ctx.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      setLevel(micLevel(samples));
    }, 100);
    return () => {
      clearInterval(timer);
      setLevel(0);
      void ctx.close();
    };
  }, [stream]);
  return level;
}

/** A short soft tone (no sound file) on the speakers or headphones the browser uses. */
function playTestTone(onEnd: () => void) {
  const ctx = audioContext();
  if (!ctx) return onEnd();
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = "sine";
  osc.frequency.value = 523.25;
  const start = ctx.currentTime;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.05);
  gain.gain.setValueAtTime(0.3, start + 0.8);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 1);
  osc.connect(gain).connect(ctx.destination);
  osc.onended = () => {
    void ctx.close();
    onEnd();
  };
  osc.start(start);
  osc.stop(start + 1.05);
}

function DevicePicker({ kind, devices, value, onChange }: { kind: Kind; devices: MediaDeviceInfo[]; value: string; onChange: (id: string) => void }) {
  const t = useT();
  const choices = devices.filter((device) => device.kind === kind && device.deviceId);
  if (choices.length < 2) return null;
  const id = `device-check-${kind}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {kind === "videoinput" ? t("live.device.chooseCamera") : t("live.device.chooseMic")}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="h-11 w-full rounded-md border bg-background px-3 text-sm">
        {choices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || t(kind === "videoinput" ? "live.device.cameraNumber" : "live.device.micNumber", { number: index + 1 })}
          </option>
        ))}
      </select>
    </div>
  );
}

function Preview({ stream }: { stream: MediaStream | null }) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className="overflow-hidden rounded-lg border bg-muted">
      <video
        ref={ref}
        autoPlay
        playsInline
        muted
        className="aspect-video w-full bg-black object-cover"
        aria-label={t("live.video.yourCamera")}
        data-testid="device-check-video"
      />
      <figcaption className="flex items-center gap-2 px-3 py-2 text-sm font-semibold">
        <Camera className="size-4" aria-hidden="true" /> {t("live.video.yourCamera")}
      </figcaption>
    </figure>
  );
}

/** The microphone's bar, moving with what it hears: the device check's and the live room's waiting check. */
export function MicLevel({ stream, testId }: { stream: MediaStream | null; testId?: string }) {
  return <Meter level={useMicLevel(stream)} testId={testId} />;
}

function Meter({ level, testId }: { level: number; testId?: string }) {
  const t = useT();
  return (
    <div className="space-y-1">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Mic className="size-4" aria-hidden="true" /> {t("live.mic.label")}
      </p>
      <div
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
        role="meter"
        aria-label={t("live.mic.level")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        data-testid={testId}
      >
        <div className="h-full bg-primary" style={{ width: `${level}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">{t("live.device.micHint")}</p>
    </div>
  );
}

function Speakers() {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Volume2 className="size-4" aria-hidden="true" />
        {t("live.device.speakers")}
      </p>
      <Button
        variant="outline"
        className="min-h-11"
        aria-disabled={playing || undefined}
        onClick={() => {
          if (playing) return;
          setPlaying(true);
          playTestTone(() => setPlaying(false));
        }}
        data-testid="device-check-sound"
      >
        <Volume2 aria-hidden="true" />
        {playing ? t("live.device.playing") : t("live.device.playSound")}
      </Button>
      <p className="text-sm text-muted-foreground">{t("live.device.speakersHint")}</p>
    </div>
  );
}

/** The check itself: mounted while the dialog is open, so closing it stops the camera and microphone. */
export function DeviceCheck() {
  const t = useT();
  const [cameraId, setCameraId] = useState("");
  const [micId, setMicId] = useState("");
  const [attempt, setAttempt] = useState(0);
  const { stream, problem } = useCheckStream(cameraId, micId, attempt);
  const devices = useDevices(stream);
  const level = useMicLevel(stream);
  const hasVideo = (stream?.getVideoTracks().length ?? 0) > 0;
  const hasAudio = (stream?.getAudioTracks().length ?? 0) > 0;
  const inUse = (kind: "video" | "audio") =>
    stream
      ?.getTracks()
      .find((track) => track.kind === kind)
      ?.getSettings().deviceId ?? "";
  return (
    <div className="space-y-5" data-testid="device-check-body">
      <p className="text-sm">{t("live.device.private")}</p>
      {problem ? (
        <Alert kind="warning" title={t(`live.device.${problem}`)} data-testid="device-check-problem">
          <Button variant="outline" className="mt-2 min-h-11" onClick={() => setAttempt((n) => n + 1)}>
            {t("live.device.retry")}
          </Button>
        </Alert>
      ) : null}
      {!stream && !problem ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("live.device.starting")}
        </p>
      ) : null}
      {stream ? (
        <div className="grid gap-4">
          {hasVideo ? <Preview stream={stream} /> : <p data-testid="device-check-no-camera">{t("live.device.noCamera")}</p>}
          <DevicePicker kind="videoinput" devices={devices} value={cameraId || inUse("video")} onChange={setCameraId} />
          {hasAudio ? <Meter level={level} testId="device-check-meter" /> : <p data-testid="device-check-no-mic">{t("live.device.noMic")}</p>}
          <DevicePicker kind="audioinput" devices={devices} value={micId || inUse("audio")} onChange={setMicId} />
        </div>
      ) : null}
      <Speakers />
    </div>
  );
}

/** "Check camera and microphone", opening the check in a dialog. */
export function DeviceCheckButton({ className }: { className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className={cn("min-h-11", className)} data-testid="device-check-open">
          <Settings2 aria-hidden="true" />
          {t("live.device.checkOpen")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("live.device.checkTitle")} data-testid="device-check">
        <DeviceCheck />
      </DialogContent>
    </Dialog>
  );
}
