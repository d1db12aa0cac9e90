/**
 * A photo of paper work as the answer (issue 34). On a phone or a tablet "Take a photo" opens the
 * device's camera (a file input with `capture`); on a laptop a camera view here, with "Take photo".
 * Either way the photo is shown first, with "Retake" and "Use this photo", and made smaller in the
 * browser (PHOTO_MAX_SIDE, JPEG) before it is sent: a phone's photo of 12-48 megapixels becomes a few
 * hundred kilobytes. The server checks the bytes, the pixels and the type again.
 */
import { Camera, Check, ImageUp, RotateCcw, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { useBrowserValue } from "~/lib/use-browser-value";
import { PHOTO_JPEG_QUALITY, PHOTO_MAX_SIDE } from "#common/learning/files";
import type { WorkFile } from "#common/schemas/learning/work";
import { fitWithin } from "./answer-pictures";
import { useAnswerPart, type RegisterPart } from "./answer-parts";
import { ProgressBar } from "./progress-bar";
import { fileContentUrl } from "./work-api";

/** A phone or a tablet (a finger, no mouse): its own camera app takes the photo. */
function touchDevice() {
  return typeof window !== "undefined" && window.matchMedia?.("(pointer: coarse)").matches === true;
}

const canUseCamera = () => typeof navigator !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);

/** Draws a picture (a camera frame, a chosen photo) at most PHOTO_MAX_SIDE on its longer side, as a JPEG file. */
async function smallerPhoto(source: CanvasImageSource, width: number, height: number): Promise<File> {
  const size = fitWithin(width, height, PHOTO_MAX_SIDE);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("canvas");
  ctx.drawImage(source, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", PHOTO_JPEG_QUALITY));
  if (!blob) throw new Error("photo");
  // The stored name stays plain ASCII (as a recording's); the screens say "My photo".
  return new File([blob], "my photo.jpg", { type: "image/jpeg" });
}

/** A photo the child chose or took with the phone's camera, upright (its EXIF orientation applied) and smaller. */
async function smallerPhotoOfFile(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    return await smallerPhoto(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

type Phase =
  | { kind: "idle" }
  | { kind: "camera" }
  | { kind: "preview"; file: File; url: string; from: "camera" | "device" }
  | { kind: "sending"; url: string; progress: number };

export interface PhotoAnswerProps {
  /** The photos the work holds. */
  saved: WorkFile[];
  onSave: (photo: File, onProgress: (fraction: number) => void) => Promise<void>;
  onRemove: (fileId: string) => Promise<void>;
  register: RegisterPart;
}

export function PhotoAnswer({ saved, onSave, onRemove, register }: PhotoAnswerProps) {
  const t = useT();
  const touch = useBrowserValue(touchDevice, false);
  const camera = useBrowserValue(canUseCamera, false);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const urlRef = useRef<string | null>(null);
  const takeId = useId();
  const chooseId = useId();
  const takeInput = useRef<HTMLInputElement>(null);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  const forgetUrl = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };
  useEffect(
    () => () => {
      stopCamera();
      forgetUrl();
    },
    [],
  );

  // The camera's picture, once the view is on the screen.
  useEffect(() => {
    if (phase.kind !== "camera" || !video.current || !stream.current) return;
    video.current.srcObject = stream.current;
    void video.current.play().catch(() => undefined);
  }, [phase.kind]);

  const showPreview = (file: File, from: "camera" | "device") => {
    forgetUrl();
    const url = URL.createObjectURL(file);
    urlRef.current = url;
    setPhase({ kind: "preview", file, url, from });
  };

  const openCamera = async () => {
    setError(null);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment", width: { ideal: 1920 }, height: { ideal: 1080 } } });
      setPhase({ kind: "camera" });
    } catch {
      setError(t("work.photo.noCamera"));
    }
  };

  const takePhoto = async () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    try {
      const file = await smallerPhoto(v, v.videoWidth, v.videoHeight);
      stopCamera();
      showPreview(file, "camera");
    } catch {
      setError(t("work.photo.notRead"));
    }
  };

  const chosen = async (list: FileList | null, input: HTMLInputElement) => {
    const file = list?.[0];
    input.value = "";
    if (!file) return;
    setError(null);
    try {
      showPreview(await smallerPhotoOfFile(file), "device");
    } catch {
      setError(t("work.photo.notRead"));
    }
  };

  const retake = () => {
    forgetUrl();
    setPhase({ kind: "idle" });
    if (touch) takeInput.current?.click();
    else if (camera) void openCamera();
  };

  const sending = useRef<Promise<boolean> | null>(null);
  /** A photo saved from this window, before the screen has read the work again. */
  const savedHere = useRef(false);
  const keepPhoto = async (): Promise<boolean> => {
    if (phase.kind !== "preview") return true;
    const { file, url, from } = phase;
    setError(null);
    setPhase({ kind: "sending", url, progress: 0 });
    const run = (async () => {
      try {
        await onSave(file, (fraction) => setPhase({ kind: "sending", url, progress: Math.round(fraction * 100) }));
        savedHere.current = true;
        forgetUrl();
        setPhase({ kind: "idle" });
        return true;
      } catch (err) {
        setError(serverMessage(err) ?? t("work.photo.notSent"));
        setPhase({ kind: "preview", file, url, from });
        return false;
      }
    })();
    sending.current = run;
    const ok = await run;
    sending.current = null;
    return ok;
  };

  // "Send it in" with a photo on the screen sends the photo too: the child has seen it.
  useAnswerPart(register, {
    flush: async () => (sending.current ? sending.current : phase.kind === "preview" ? keepPhoto() : true),
    holds: () => saved.length > 0 || savedHere.current,
  });

  const remove = async (fileId: string) => {
    setRemoving(fileId);
    setError(null);
    try {
      await onRemove(fileId);
      savedHere.current = false;
    } catch (err) {
      setError(serverMessage(err) ?? t("work.answerFiles.notTakenOut"));
    } finally {
      setRemoving(null);
    }
  };

  const big = "min-h-16 rounded-2xl px-6 text-xl [&_svg]:size-7";
  const picker =
    "inline-flex cursor-pointer items-center gap-3 rounded-2xl font-semibold focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ring";
  return (
    <div className="space-y-4" data-testid="photo-answer">
      {saved.length > 0 ? (
        <ul className="flex flex-wrap gap-4">
          {saved.map((photo) => (
            <li key={photo.fileId} className="space-y-2 rounded-2xl border-2 p-3" data-testid="saved-photo">
              <img src={fileContentUrl(photo.fileId)} alt={t("work.photo.mine")} className="max-h-64 w-full max-w-xs rounded-xl object-contain" />
              <Button
                variant="outline"
                className="min-h-12 border-2 text-base"
                onClick={() => void remove(photo.fileId)}
                aria-disabled={removing !== null || undefined}
                data-testid="remove-photo"
              >
                <Trash2 aria-hidden="true" />
                {t("work.answerFiles.takeOut")}
                <span className="sr-only">{t("work.photo.mine")}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {phase.kind === "idle" ? (
        <div className="flex flex-wrap items-center gap-3">
          {touch || !camera ? (
            <label htmlFor={takeId} className={`${picker} min-h-16 bg-primary px-6 text-xl text-primary-foreground`}>
              <Camera className="size-7" aria-hidden="true" />
              {t("work.photo.take")}
              <input
                ref={takeInput}
                id={takeId}
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                onChange={(event) => void chosen(event.target.files, event.target)}
                data-testid="photo-input"
              />
            </label>
          ) : (
            <Button onClick={() => void openCamera()} className={big} data-testid="open-camera">
              <Camera aria-hidden="true" />
              {t("work.photo.take")}
            </Button>
          )}
          <label htmlFor={chooseId} className={`${picker} min-h-12 border-2 border-dashed px-4 text-lg`}>
            <ImageUp className="size-6" aria-hidden="true" />
            {t("work.photo.choose")}
            <input
              id={chooseId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/*"
              className="sr-only"
              onChange={(event) => void chosen(event.target.files, event.target)}
              data-testid="photo-choose"
            />
          </label>
        </div>
      ) : null}

      {phase.kind === "camera" ? (
        <div className="space-y-3">
          <video
            ref={video}
            playsInline
            muted
            className="w-full max-w-2xl rounded-2xl bg-black"
            aria-label={t("work.photo.cameraView")}
            data-testid="camera-view"
          />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void takePhoto()} className={big} data-testid="take-photo">
              <Camera aria-hidden="true" />
              {t("work.photo.shoot")}
            </Button>
            <Button
              variant="outline"
              className={`${big} border-2`}
              onClick={() => {
                stopCamera();
                setPhase({ kind: "idle" });
              }}
            >
              <X aria-hidden="true" />
              {t("work.photo.closeCamera")}
            </Button>
          </div>
        </div>
      ) : null}

      {phase.kind === "preview" || phase.kind === "sending" ? (
        <div className="space-y-3">
          <p className="text-lg font-semibold">{t("work.photo.lookFirst")}</p>
          <img
            src={phase.url}
            alt={t("work.photo.preview")}
            className="max-h-[28rem] w-full max-w-2xl rounded-2xl border-2 object-contain"
            data-testid="photo-preview"
          />
          {phase.kind === "sending" ? (
            <ProgressBar label={t("work.photo.sending")} value={phase.progress} />
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => void keepPhoto()} className={big} data-testid="use-photo">
                <Check aria-hidden="true" />
                {t("work.photo.use")}
              </Button>
              <Button onClick={retake} variant="outline" className={`${big} border-2`} data-testid="retake-photo">
                <RotateCcw aria-hidden="true" />
                {t("work.photo.retake")}
              </Button>
            </div>
          )}
        </div>
      ) : null}
      {error ? <Alert kind="error" title={error} /> : null}
    </div>
  );
}
