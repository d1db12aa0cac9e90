/**
 * Slides in the live room (issue 35, docs/api/live.md "Slides"). The teacher picks one of their PDFs
 * (or uploads one), sees the slide shown now large with Previous / Next, "Slide 2 of 12" and a strip
 * of every slide to jump to. A child sees the slide shown now large, with no control to move: the
 * server serves a child that slide's picture only, so nobody reads ahead. Pictures, not video, so a
 * slow connection loads one JPEG per turn.
 */
import { ChevronLeft, ChevronRight, Presentation, Upload, X } from "lucide-react";
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Select } from "~/components/ui/input";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { LiveSessionView, LiveSlides } from "#common/schemas/learning/live";
import { uploadPdf, useLibraryPdfs, usePdfFiles } from "./live-api";
import { useLiveRun, type LiveRun } from "./live-run";

type Run = LiveRun;

/** The slides' part of the room: the teacher's picker and controls, or the slide a child is shown. */
export function Slides({ sessionId, view }: { sessionId: string; view: LiveSessionView }) {
  const { run, busy, errorBox, setError } = useLiveRun(sessionId, "slides-error");
  if (view.role === "host") {
    if (!view.slides) return <SlidesPicker run={run} busy={busy} errorBox={errorBox} onError={setError} />;
    return <HostSlides slides={view.slides} run={run} busy={busy} errorBox={errorBox} />;
  }
  if (!view.slides) return null;
  return <SlideFrame slides={view.slides} />;
}

/** The slide shown now, large; its position is read out when it changes. */
function SlideFrame({ slides, children }: { slides: LiveSlides; children?: ReactNode }) {
  const t = useT();
  const position = { page: slides.currentPage, count: slides.pageCount };
  return (
    <Card className="space-y-3" data-testid="slides">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{slides.title}</h3>
        <p aria-live="polite" className="font-semibold" data-testid="slide-position">
          {t("live.slides.position", position)}
        </p>
      </div>
      {/* White behind the picture: a slide is drawn for paper, also in dark mode. */}
      <img
        src={slides.currentImage}
        alt={t("live.slides.alt", { ...position, title: slides.title })}
        className="mx-auto max-h-[70vh] w-full rounded-md border bg-white object-contain"
        data-testid="slide-image"
      />
      {children}
    </Card>
  );
}

function HostSlides({ slides, run, busy, errorBox }: { slides: LiveSlides; run: Run; busy: boolean; errorBox: ReactNode }) {
  const t = useT();
  const turn = (page: number) => run({ path: "slide", deckId: slides.id, body: { page } });
  return (
    <SlideFrame slides={slides}>
      {errorBox}
      <div className="flex flex-wrap items-center gap-3" role="group" aria-label={t("live.slides.title")}>
        <Button
          size="lg"
          variant="outline"
          onClick={() => turn(slides.currentPage - 1)}
          disabled={busy || slides.currentPage <= 1}
          data-testid="slide-previous"
        >
          <ChevronLeft aria-hidden="true" /> {t("live.slides.previous")}
        </Button>
        <Button size="lg" onClick={() => turn(slides.currentPage + 1)} disabled={busy || slides.currentPage >= slides.pageCount} data-testid="slide-next">
          {t("live.slides.next")} <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="ghost" className="ms-auto" onClick={() => run({ path: "slide", deckId: slides.id, body: { closed: true } })} disabled={busy}>
          <X aria-hidden="true" /> {t("live.slides.close")}
        </Button>
      </div>
      <nav aria-label={t("live.slides.strip")}>
        <ol className="flex gap-2 overflow-x-auto pb-2">
          {(slides.pages ?? []).map((src, i) => {
            const page = i + 1;
            const current = page === slides.currentPage;
            return (
              <li key={src} className="shrink-0">
                <button
                  type="button"
                  onClick={() => turn(page)}
                  disabled={busy}
                  aria-current={current ? "true" : undefined}
                  aria-label={t("live.slides.goTo", { page })}
                  className={cn(
                    "block min-h-11 min-w-11 rounded-md border-2 p-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                    current ? "border-primary" : "border-transparent",
                  )}
                >
                  <img src={src} alt="" loading="lazy" className="h-16 w-auto rounded-sm bg-white" />
                  <span className="block text-center text-xs" aria-hidden="true">
                    {page}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </SlideFrame>
  );
}

/** The teacher chooses one of their PDFs, or uploads one, and shows it. */
function SlidesPicker({ run, busy, errorBox, onError }: { run: Run; busy: boolean; errorBox: ReactNode; onError: (message: string | null) => void }) {
  const t = useT();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [fileId, setFileId] = useState("");
  const [uploading, setUploading] = useState(false);
  const pdfs = usePdfFiles(open);
  const library = useLibraryPdfs(open);
  const selectId = useId();
  const uploadId = useId();
  const show = (id: string) => run({ path: "slides", body: { fileId: id } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (fileId) show(fileId);
  };
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadPdf(client, file);
      setFileId(uploaded.id);
      show(uploaded.id);
    } catch (err) {
      onError(serverMessage(err) ?? t("live.failed"));
    } finally {
      setUploading(false);
    }
  };
  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="slides-open">
        <Presentation aria-hidden="true" /> {t("live.slides.pick")}
      </Button>
    );
  const files = pdfs.data ?? [];
  const shared = library.data ?? [];
  const working = busy || uploading;
  return (
    <Card className="space-y-3" data-testid="slides-picker">
      <h3 className="text-lg font-semibold">{t("live.slides.pick")}</h3>
      {errorBox}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        {files.length + shared.length > 0 ? (
          <div className="grow space-y-1">
            <label htmlFor={selectId} className="block font-semibold">
              {t("live.slides.file")}
            </label>
            <Select id={selectId} value={fileId} onChange={(e) => setFileId(e.target.value)} className="w-full">
              <option value="" />
              {files.length > 0 ? (
                <optgroup label={t("live.slides.myFiles")}>
                  {files.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {shared.length > 0 ? (
                <optgroup label={t("live.slides.library")}>
                  {shared.map((f) => (
                    <option key={`library-${f.id}`} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </Select>
          </div>
        ) : pdfs.isSuccess && library.isFetched ? (
          <p className="grow text-muted-foreground">{t("live.slides.noPdfs")}</p>
        ) : null}
        {files.length + shared.length > 0 ? (
          <Button type="submit" disabled={working || !fileId}>
            <Presentation aria-hidden="true" /> {t("live.slides.show")}
          </Button>
        ) : null}
        <label
          htmlFor={uploadId}
          className={cn(
            "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-4 font-semibold focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
            working && "pointer-events-none opacity-60",
          )}
        >
          <Upload className="size-4" aria-hidden="true" /> {t("live.slides.upload")}
          <input id={uploadId} type="file" accept="application/pdf,.pdf" className="sr-only" onChange={upload} disabled={working} />
        </label>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={working}>
          <X aria-hidden="true" /> {t("live.check.cancel")}
        </Button>
      </form>
      <p className="text-sm text-muted-foreground" role="status">
        {working ? t("live.slides.preparing") : t("live.slides.limits")}
      </p>
    </Card>
  );
}
