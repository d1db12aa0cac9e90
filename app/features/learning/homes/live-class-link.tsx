/**
 * The way into a class's live session from the homes: shown from 10 minutes before the session to
 * its end (the room's own window, common/learning/live.ts), while the page is open and the clock moves.
 * The session page decides everything else (who may enter, the waiting room).
 */
import { Video } from "lucide-react";
import { Link } from "react-router";
import { useT } from "~/lib/i18n";
import { useNow } from "~/lib/use-now";
import { cn } from "~/lib/utils";
import { liveWindow } from "#common/learning/live";
import type { HomeSession } from "#common/schemas/learning/homes";

export function isLiveOpen(session: HomeSession, now: number): boolean {
  return session.status === "scheduled" && liveWindow(new Date(session.startsAt), new Date(session.endsAt), new Date(now)) === "open";
}

export function LiveClassLink({ session, who }: { session: HomeSession; who: "child" | "teacher" }) {
  const now = useNow();
  const t = useT();
  if (!isLiveOpen(session, now)) return null;
  return (
    <Link
      to={`/video-session/${session.id}`}
      data-testid="live-class-link"
      className={cn(
        "inline-flex shrink-0 items-center justify-center gap-2 rounded-xl bg-success font-bold text-success-foreground hover:bg-success/90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
        // At most the card's width: the child's largest text wraps the words rather than widen the page.
        who === "child" ? "min-h-16 max-w-full px-6 text-xl" : "min-h-11 px-4 text-base",
      )}
    >
      <Video className={who === "child" ? "size-7" : "size-5"} aria-hidden="true" />
      {who === "child" ? t("child.live.join") : t("portal.homes.openLiveClass")}
      <span className="sr-only">{t("portal.homes.liveClassOf", { className: session.className })}</span>
    </Link>
  );
}

/**
 * The session's name, linked to its page at any time of day: before the room opens the page says
 * when it will, and the teacher can check the camera and microphone there (issue 33).
 */
export function SessionPageLink({ session }: { session: HomeSession }) {
  return (
    <Link
      to={`/video-session/${session.id}`}
      data-testid="session-page-link"
      className="rounded underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {session.className}
    </Link>
  );
}
