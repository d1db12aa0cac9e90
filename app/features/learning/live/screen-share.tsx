/**
 * Sharing a screen or a window in the live room (issue 35): the teacher at any time, a child while
 * the teacher allows it. The picture is a second feed the server records and lets everyone in the
 * room watch, one share at a time; the teacher can stop a child's share, and the server stops it on
 * the media server too. While a share is live it is shown large, the cameras small beside it, and the
 * person sharing sees what the room sees.
 */
import { MonitorUp, MonitorX } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/i18n";
import { useBrowserValue } from "~/lib/use-browser-value";
import type { LiveParticipant } from "#common/schemas/learning/live";
import type { LiveMedia } from "./live-media";

/** Browsers that cannot capture a screen (phones, most tablets) get no button. */
function canCaptureScreen() {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getDisplayMedia === "function";
}

/**
 * The person's own share: the captured stream while it is live, start and stop, and `stoppedElsewhere`
 * for the relay's word that the teacher (or the room) stopped it.
 */
export function useScreenShare(media: () => LiveMedia | null, onNotice: (message: string | null) => void) {
  const t = useT();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [starting, setStarting] = useState(false);

  const release = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setStream(null);
  }, []);

  const stop = useCallback(() => {
    media()?.unshare();
    release();
  }, [media, release]);

  const start = useCallback(async () => {
    const live = media();
    if (!live || streamRef.current) return;
    setStarting(true);
    try {
      const captured = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate: 15 }, audio: false });
      const track = captured.getVideoTracks()[0];
      if (!track) return captured.getTracks().forEach((tr) => tr.stop());
      streamRef.current = captured;
      // The browser's own "Stop sharing" bar ends the track.
      track.addEventListener("ended", () => {
        if (streamRef.current === captured) stop();
      });
      const shared = await live.share(track);
      if (shared) {
        setStream(captured);
        onNotice(null);
      } else release();
    } catch (err) {
      release();
      // Closing the browser's picker is a choice, not a failure.
      if (!(err instanceof DOMException && err.name === "NotAllowedError")) onNotice(t("live.screen.failed"));
    } finally {
      setStarting(false);
    }
  }, [media, onNotice, release, stop, t]);

  const stoppedElsewhere = useCallback(() => {
    release();
    onNotice(t("live.screen.stopped"));
  }, [onNotice, release, t]);

  useEffect(() => release, [release]);
  return { stream, starting, start, stop, stoppedElsewhere };
}

export type ScreenShare = ReturnType<typeof useScreenShare>;

/** "Share my screen" / "Stop sharing" for whoever may share now (hidden where the browser cannot capture a screen). */
export function ShareScreenButton({ share, me, joined }: { share: ScreenShare; me: LiveParticipant; joined: boolean }) {
  const t = useT();
  const capable = useBrowserValue(canCaptureScreen, false);
  if (!capable || !me.mayShare) return null;
  if (share.stream)
    return (
      <Button size="lg" variant="secondary" onClick={share.stop} data-testid="stop-share">
        <MonitorX aria-hidden="true" /> {t("live.screen.stop")}
      </Button>
    );
  return (
    <Button size="lg" variant="outline" onClick={() => void share.start()} disabled={!joined || share.starting} data-testid="share-screen">
      <MonitorUp aria-hidden="true" /> {t("live.screen.share")}
    </Button>
  );
}

/** The live share in the room, large: someone else's as the room receives it, or the viewer's own as the room sees it. */
export function SharedScreen({
  participants,
  remotes,
  own,
  render,
}: {
  participants: LiveParticipant[];
  remotes: Map<number, MediaStream>;
  own: MediaStream | null;
  render: (stream: MediaStream, label: string, testId: string) => React.ReactNode;
}) {
  const t = useT();
  if (own) return <>{render(own, t("live.screen.yours"), "own-screen")}</>;
  const sharer = participants.find((p) => p.screenFeedId !== null && remotes.has(p.screenFeedId));
  if (!sharer) return null;
  return <>{render(remotes.get(sharer.screenFeedId!)!, t("live.screen.of", { name: sharer.name }), "shared-screen")}</>;
}
