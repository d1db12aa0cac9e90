/**
 * The live class page (/video-session/:sessionId, issue 18). A child: the waiting room (`Waiting for
 * your teacher to let you in`, with a camera and microphone check), then the teacher's video, their
 * own controls (mute, camera, raise hand) and the class chat. A teacher: opening the room, who waits
 * (by name, `Admit`, `Admit all`, a knock), everyone's video and the controls the server enforces
 * (mute one or all, allow unmuting, camera off, Remove, lock, class view, chat, End for everyone).
 * Real data only: the view comes from the server and every change is pushed by its relay.
 */
import { useQueryClient } from "@tanstack/react-query";
import {
  Camera,
  CameraOff,
  ClipboardCheck,
  DoorOpen,
  Hand,
  Lock,
  LockOpen,
  LogOut,
  MessageSquare,
  MessageSquareOff,
  Mic,
  MicOff,
  MonitorUp,
  MonitorX,
  PhoneOff,
  Send,
  UserCheck,
  Users,
  UserX,
} from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ListenButton } from "~/components/learning/listen-button";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { formatWhen } from "~/lib/dates";
import { useLocale, useT } from "~/lib/i18n";
import { useBrowserValue } from "~/lib/use-browser-value";
import type { LiveParticipant, LiveParticipantAction, LiveSessionView } from "#common/schemas/learning/live";
import { liveTestOpensAt } from "#common/learning/live";
import { dateInZone } from "#common/time-zone";
import { emitBoardMessage, fetchToken, refreshLiveView, setLiveView, signalUrl, useLiveCommand, useLiveSession, type BoardMessage } from "./live-api";
import { DeviceCheckButton, MicLevel } from "~/components/learning/device-check";
import { knock, LiveMedia } from "./live-media";
import { QuickCheck } from "./quick-check";
import { Slides } from "./slides";
import { Whiteboard } from "./board";
import { SmallGroups } from "./groups";
import { SharedScreen, ShareScreenButton, useScreenShare, type ScreenShare } from "./screen-share";

/** A join that fails is tried again every second for the first few tries (a room being made again takes a moment), then less often, for a few minutes. */
const JOIN_RETRY_MS = 1_000;
const JOIN_RETRY_MAX_MS = 8_000;
const JOIN_QUICK_RETRIES = 5;
const JOIN_RETRIES = 40;

export function LiveScreen({ sessionId }: { sessionId: string }) {
  const query = useLiveSession(sessionId);
  const t = useT();
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground" data-testid="not-recorded">
        {t("live.notRecorded")}
      </p>
      <QueryState query={query} errorTitle={t("live.loadError")} loadingLabel={t("live.loading")}>
        {(view) => <LiveSession sessionId={sessionId} view={view} />}
      </QueryState>
    </div>
  );
}

/** The teacher's marking screen for this session (the day's list with the session chosen). */
function attendanceLink(sessionId: string, startsAt: string) {
  return `/teacher/attendance-reports?date=${dateInZone(new Date(startsAt).getTime())}&session=${encodeURIComponent(sessionId)}`;
}

function LiveSession({ sessionId, view }: { sessionId: string; view: LiveSessionView }) {
  const t = useT();
  const locale = useLocale();
  // The messages say "live class" or "conference" (a family's video conference) by the session's kind.
  const kind = view.session.kind;
  const when = t("live.when", { start: formatWhen(view.session.startsAt, locale), end: formatWhen(view.session.endsAt, locale) });
  const heading = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="text-2xl font-semibold">{view.session.className}</h2>
        <p className="text-muted-foreground">{when}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* Staff and families (in a conference) check their devices here at any time; a child's waiting room has its own check. */}
        {view.role === "host" || kind === "conference" ? <DeviceCheckButton /> : null}
        {view.role === "host" && view.session.kind !== "conference" ? (
          <Button asChild variant="outline" className="min-h-11">
            <Link to={attendanceLink(sessionId, view.session.startsAt)} data-testid="session-attendance-link">
              <ClipboardCheck aria-hidden="true" />
              {t("live.attendanceLink")}
            </Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
  if (!view.video.configured) {
    return (
      <>
        {heading}
        <Alert kind="info" title={t("live.notSetUp.title")} data-testid="live-not-set-up">
          <p>{t("live.notSetUp.text")}</p>
        </Alert>
      </>
    );
  }
  if (view.window === "before") {
    return (
      <>
        {heading}
        <Alert kind="info" title={t("live.notOpen.title")}>
          <p>{t("live.notOpen.text", { kind, time: formatWhen(view.session.opensAt, locale) })}</p>
          {view.role === "host" ? (
            <p>{t("live.notOpen.host", { time: formatWhen(liveTestOpensAt(new Date(view.session.startsAt)).toISOString(), locale) })}</p>
          ) : null}
        </Alert>
      </>
    );
  }
  if (view.window === "over" || view.room?.ended) {
    return (
      <>
        {heading}
        <Alert kind="info" title={t("live.finished.title", { kind })} data-testid="live-ended">
          <p>{t("live.finished.thanks")}</p>
        </Alert>
      </>
    );
  }
  return (
    <>
      {heading}
      <Room sessionId={sessionId} view={view} />
    </>
  );
}

/** The person's camera and microphone, asked for once. */
function useLocalMedia(wanted: boolean) {
  const t = useT();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let got: MediaStream | null = null;
    navigator.mediaDevices
      ?.getUserMedia({ audio: true, video: { width: 640, height: 480 } })
      .then((s) => {
        got = s;
        if (cancelled) s.getTracks().forEach((track) => track.stop());
        else setStream(s);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      got?.getTracks().forEach((track) => track.stop());
    };
  }, [wanted]);
  return { stream, error: failed ? t("live.device.error") : null };
}

function Video({
  stream,
  label,
  muted = false,
  testId,
  whole = false,
}: {
  stream: MediaStream | null;
  label: string;
  muted?: boolean;
  testId?: string;
  /** A shared screen is shown whole (letterboxed), never cropped like a face. */
  whole?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className="overflow-hidden rounded-lg border bg-muted">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live WebRTC camera stream: there is no caption file to attach as a <track> */}
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={muted}
        className={`aspect-video w-full bg-black ${whole ? "object-contain" : "object-cover"}`}
        data-testid={testId}
        aria-label={label}
      />
      <figcaption className="px-3 py-2 text-sm font-semibold">{label}</figcaption>
    </figure>
  );
}

function Room({ sessionId, view }: { sessionId: string; view: LiveSessionView }) {
  const t = useT();
  const kind = view.session.kind;
  const client = useQueryClient();
  const command = useLiveCommand(sessionId);
  const [notice, setNotice] = useState<string | null>(null);
  const [closed, setClosed] = useState<{ kind: string; message: string } | null>(null);
  const [remotes, setRemotes] = useState<Map<number, MediaStream>>(new Map());
  const mediaRef = useRef<LiveMedia | null>(null);
  const [joined, setJoined] = useState(false);
  const isHost = view.role === "host";
  const me = view.me;
  const locale = useLocale();
  // The teacher opened the page early, to test the room before the children may come.
  const beforeChildren = useBrowserValue(() => Date.now() < new Date(view.session.opensAt).getTime(), false);
  const admitted = me?.state === "admitted";
  const { stream: local, error: deviceError } = useLocalMedia(Boolean(me) || isHost);
  const run = (c: Parameters<typeof command.mutate>[0]) =>
    command.mutate(c, { onError: (err) => setNotice(serverMessage(err) ?? t("live.failed")), onSuccess: () => setNotice(null) });
  const share = useScreenShare(
    useCallback(() => mediaRef.current, []),
    useCallback((message: string | null) => setNotice(message), []),
  );
  const shareRef = useRef<ScreenShare>(share);
  useEffect(() => {
    shareRef.current = share;
  });

  // A child who opens the page has arrived: they wait for the teacher.
  const arrived = useRef(false);
  useEffect(() => {
    if (!isHost && !me && !arrived.current) {
      arrived.current = true;
      run({ path: "arrive" });
    }
  });

  // The relay: opened once the person has a place in the room; it pushes every change.
  const inRoom = Boolean(me) && me?.state !== "removed";
  useEffect(() => {
    if (!inRoom) return;
    const media = new LiveMedia(signalUrl(sessionId), view.video.iceServers, {
      onState: (next) => setLiveView(client, sessionId, next),
      onRemote: (feedId, stream) =>
        setRemotes((prev) => {
          const copy = new Map(prev);
          if (stream) copy.set(feedId, stream);
          else copy.delete(feedId);
          return copy;
        }),
      onClosed: (kind, message) => {
        setClosed({ kind, message });
        void refreshLiveView(client, sessionId);
      },
      onError: (message) => setNotice(message),
      onJoined: () => setJoined(true),
      onBoard: (message) => emitBoardMessage(sessionId, message as BoardMessage),
      onShareStopped: () => shareRef.current.stoppedElsewhere(),
      onMoved: () => setJoined(false),
    });
    mediaRef.current = media;
    return () => {
      media.stop();
      mediaRef.current = null;
      setJoined(false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the socket lives as long as the person is in the room, not as long as one view
  }, [inRoom, sessionId]);

  // Admitted (or the teacher with the room open): join with a fresh single-use token and publish.
  // A join that fails (the video server is being replaced, the page moved to a group) is tried again by
  // itself, a little later each time: nobody has to reload.
  const joining = useRef(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const media = mediaRef.current;
    if (!media || !admitted || !view.room?.open || !local || media.joined || joining.current) return;
    joining.current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    fetchToken(sessionId)
      .then((answer) => media.join(answer.token, local))
      .then((ok) => {
        if (!ok) throw new Error("join refused");
        if (attempt === 0) return;
        setNotice(null);
        setAttempt(0); // the next move starts with quick tries again
      })
      .catch((err: unknown) => {
        if (attempt >= JOIN_RETRIES) return setNotice(serverMessage(err) ?? t("live.joinFailed"));
        setNotice(t("live.reconnecting"));
        const wait = attempt < JOIN_QUICK_RETRIES ? JOIN_RETRY_MS : Math.min(JOIN_RETRY_MAX_MS, JOIN_RETRY_MS * 2 ** (attempt - JOIN_QUICK_RETRIES + 1));
        retry = setTimeout(() => setAttempt((n) => n + 1), wait);
      })
      .finally(() => {
        joining.current = false;
      });
    return () => clearTimeout(retry);
  }, [admitted, view.room?.open, local, sessionId, joined, attempt, t]);

  // Watch what the server lists as watchable (the teacher; classmates while the class view is shared).
  const feeds = view.participants
    .filter((p) => p.userId !== me?.userId)
    .flatMap((p) => [p.feedId, p.screenFeedId])
    .filter((id): id is number => id !== null);
  const feedKey = feeds.join(",");
  useEffect(() => {
    mediaRef.current?.watch(feeds);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the feeds' ids: the list is a new array on every render
  }, [feedKey, joined]);

  // Own microphone and camera as allowed.
  useEffect(() => {
    mediaRef.current?.applyLocal(!(me?.selfMuted || me?.hardMuted), !(me?.cameraOff || me?.selfCameraOff));
  }, [me?.selfMuted, me?.hardMuted, me?.cameraOff, me?.selfCameraOff, joined]);

  // The teacher hears a knock when someone new waits.
  const waiting = isHost ? view.participants.filter((p) => p.state === "waiting") : [];
  const waitingCount = useRef(0);
  useEffect(() => {
    if (waiting.length > waitingCount.current) knock();
    waitingCount.current = waiting.length;
  }, [waiting.length]);

  if (closed?.kind === "removed" || me?.state === "removed") {
    return (
      <Alert kind="warning" title={t("live.removed.title", { kind })} data-testid="live-removed">
        <p>{t("live.removed.text", { kind })}</p>
      </Alert>
    );
  }
  if (closed?.kind === "ended") {
    return (
      <Alert kind="info" title={t("live.finished.title", { kind })} data-testid="live-ended">
        <p>{t("live.ended.text", { kind })}</p>
      </Alert>
    );
  }

  const noticeBox = notice ? <Alert kind="warning" title={notice} data-testid="live-notice" role="status" /> : null;
  const lostBox =
    closed?.kind === "closed" ? (
      <Alert kind="error" title={t("live.lost.title")} data-testid="live-lost">
        <p>{t("live.lost.text")}</p>
      </Alert>
    ) : null;

  if (!isHost && me?.state === "waiting") {
    return (
      <div className="space-y-6" data-testid="waiting-room">
        {noticeBox}
        <Card className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <DoorOpen className="size-8 text-primary" aria-hidden="true" />
            <p className="text-2xl font-semibold" role="status" data-testid="waiting-message">
              {t("live.waiting.message")}
            </p>
            <ListenButton text={t("live.waiting.readAloud", { waiting: t("live.waiting.message") })} />
          </div>
          <p>{t("live.waiting.check")}</p>
          {deviceError ? <Alert kind="warning" title={deviceError} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Video stream={local} label={t("live.video.yourCamera")} muted testId="self-video" />
            <MicLevel stream={local} />
          </div>
        </Card>
      </div>
    );
  }

  if (isHost && !view.room?.open) {
    return (
      <Card className="space-y-4" data-testid="host-open">
        {noticeBox}
        <p>{t("live.host.early")}</p>
        {beforeChildren ? <p data-testid="host-test-room">{t("live.host.testing", { time: formatWhen(view.session.opensAt, locale) })}</p> : null}
        {waiting.length > 0 ? <p>{t("live.host.waitingCount", { count: waiting.length })}</p> : null}
        <Button size="lg" onClick={() => run({ path: "open" })} disabled={command.isPending}>
          <DoorOpen aria-hidden="true" /> {t("live.host.open")}
        </Button>
      </Card>
    );
  }

  const others = view.participants.filter((p) => p.userId !== me?.userId && p.state === "admitted");
  const teacherFeeds = others.filter((p) => p.feedId !== null && remotes.has(p.feedId));
  const screenShown = share.stream !== null || others.some((p) => p.screenFeedId !== null && remotes.has(p.screenFeedId));
  return (
    <div className="space-y-6">
      {noticeBox}
      {lostBox}
      {deviceError ? <Alert kind="warning" title={deviceError} /> : null}
      {isHost ? (
        <WaitingList waiting={waiting} onAdmit={(ids) => run({ path: "admit", body: ids ? { userIds: ids } : { all: true } })} busy={command.isPending} />
      ) : null}
      <SmallGroups sessionId={sessionId} view={view} />
      <SharedScreen
        participants={others}
        remotes={remotes}
        own={share.stream}
        render={(stream, label, testId) => <Video stream={stream} label={label} muted testId={testId} whole />}
      />
      <Slides sessionId={sessionId} view={view} />
      <Whiteboard sessionId={sessionId} view={view} />
      {/* While a screen or slides are shown the cameras stay, small, beside them. */}
      <section
        aria-label={t("live.video.list")}
        className={view.slides || screenShown ? "grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"}
      >
        {teacherFeeds.map((p) => (
          <Video
            key={p.userId}
            stream={remotes.get(p.feedId!) ?? null}
            label={p.role === "host" ? t("live.video.teacher", { name: p.name }) : p.name}
            testId={p.role === "host" ? "teacher-video" : "classmate-video"}
          />
        ))}
        <Video stream={local} label={t("live.video.you")} muted testId="self-video" />
      </section>
      {!isHost && teacherFeeds.length === 0 ? <p className="text-muted-foreground">{t("live.video.teacherSoon")}</p> : null}
      <QuickCheck sessionId={sessionId} view={view} />
      {me ? (
        <MyControls me={me} isHost={isHost} onChange={(body) => run({ path: "me", body })} busy={command.isPending}>
          <ShareScreenButton share={share} me={me} joined={joined} />
        </MyControls>
      ) : null}
      {isHost && view.room ? <HostControls sessionId={sessionId} view={view} others={others} run={run} busy={command.isPending} /> : null}
      {view.room?.chatOn || isHost ? (
        <Chat view={view} onSend={(body) => run({ path: "chat", body: { body } })} busy={command.isPending} />
      ) : (
        <p className="flex items-center gap-2 text-muted-foreground">
          <MessageSquareOff className="size-4" aria-hidden="true" /> {t("live.chat.off")}
        </p>
      )}
    </div>
  );
}

function WaitingList({ waiting, onAdmit, busy }: { waiting: LiveParticipant[]; onAdmit: (ids?: string[]) => void; busy: boolean }) {
  const t = useT();
  return (
    <Card className="space-y-3" data-testid="waiting-list">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{t("live.waitingList.title", { count: waiting.length })}</h3>
        <Button onClick={() => onAdmit()} disabled={busy || waiting.length === 0}>
          <Users aria-hidden="true" /> {t("live.waitingList.admitAll")}
        </Button>
      </div>
      {waiting.length === 0 ? (
        <p className="text-muted-foreground">{t("live.waitingList.nobody")}</p>
      ) : (
        <ul className="divide-y">
          {waiting.map((p) => (
            <li key={p.userId} className="flex items-center justify-between gap-2 py-2">
              <span className="font-semibold">{p.name}</span>
              <Button variant="outline" onClick={() => onAdmit([p.userId])} disabled={busy} aria-label={t("live.waitingList.admitName", { name: p.name })}>
                <UserCheck aria-hidden="true" /> {t("live.waitingList.admit")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function MyControls({
  me,
  isHost,
  onChange,
  busy,
  children,
}: {
  me: LiveParticipant;
  isHost: boolean;
  onChange: (c: { selfMuted?: boolean; cameraOn?: boolean; handRaised?: boolean }) => void;
  busy: boolean;
  /** The screen share's button. */
  children?: React.ReactNode;
}) {
  const t = useT();
  const muted = me.selfMuted || me.hardMuted;
  const cameraOff = me.cameraOff || me.selfCameraOff;
  return (
    <div className="flex flex-wrap gap-3" role="group" aria-label={t("live.me.group")}>
      <Button size="lg" variant={muted ? "secondary" : "outline"} onClick={() => onChange({ selfMuted: !muted })} disabled={busy} data-testid="toggle-mute">
        {muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />} {muted ? t("live.me.unmute") : t("live.me.mute")}
      </Button>
      <Button
        size="lg"
        variant={cameraOff ? "secondary" : "outline"}
        onClick={() => onChange({ cameraOn: cameraOff })}
        disabled={busy || me.cameraOff}
        data-testid="toggle-camera"
      >
        {cameraOff ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />} {cameraOff ? t("live.me.cameraOn") : t("live.me.cameraOff")}
      </Button>
      {me.hardMuted ? (
        <p className="self-center text-sm font-semibold" data-testid="hard-muted">
          {t("live.me.hardMuted")}
        </p>
      ) : null}
      {me.cameraOff ? <p className="self-center text-sm font-semibold">{t("live.me.cameraOffByTeacher")}</p> : null}
      {!isHost ? (
        <Button
          size="lg"
          variant={me.handRaised ? "secondary" : "outline"}
          onClick={() => onChange({ handRaised: !me.handRaised })}
          disabled={busy}
          aria-pressed={me.handRaised}
        >
          <Hand aria-hidden="true" /> {me.handRaised ? t("live.me.handDown") : t("live.me.raiseHand")}
        </Button>
      ) : null}
      {children}
      {!isHost && me.mayShare ? <p className="self-center text-sm font-semibold">{t("live.screen.allowed")}</p> : null}
    </div>
  );
}

function HostControls({
  view,
  others,
  run,
  busy,
}: {
  sessionId: string;
  view: LiveSessionView;
  others: LiveParticipant[];
  run: (c: Parameters<ReturnType<typeof useLiveCommand>["mutate"]>[0]) => void;
  busy: boolean;
}) {
  const t = useT();
  const kind = view.session.kind;
  const [removing, setRemoving] = useState<LiveParticipant | null>(null);
  const [ending, setEnding] = useState(false);
  const room = view.room!;
  const children = others.filter((p) => p.role === "learner");
  const chatLabel = room.chatOn ? t("live.host.chatOff") : t("live.host.chatOn");
  const act = (p: LiveParticipant, action: LiveParticipantAction) => run({ path: `participants/${p.userId}`, body: { action } });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("live.host.group")}>
        <Button variant="outline" onClick={() => run({ path: "room", body: { muteAll: true } })} disabled={busy}>
          <MicOff aria-hidden="true" /> {t("live.host.muteAll")}
        </Button>
        <Button variant="outline" onClick={() => run({ path: "room", body: { locked: !room.locked } })} disabled={busy} aria-pressed={room.locked}>
          {room.locked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />} {room.locked ? t("live.host.unlock") : t("live.host.lock")}
        </Button>
        {view.session.kind === "class" ? (
          <Button variant="outline" onClick={() => run({ path: "room", body: { classView: !room.classView } })} disabled={busy} aria-pressed={room.classView}>
            <Users aria-hidden="true" /> {room.classView ? t("live.host.stopClassView") : t("live.host.shareClassView")}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => run({ path: "room", body: { chatOn: !room.chatOn } })} disabled={busy} aria-pressed={room.chatOn}>
          {room.chatOn ? <MessageSquareOff aria-hidden="true" /> : <MessageSquare aria-hidden="true" />} {chatLabel}
        </Button>
        <Button variant="destructive" onClick={() => setEnding(true)} disabled={busy}>
          <PhoneOff aria-hidden="true" /> {t("live.host.end")}
        </Button>
      </div>
      <Card className="space-y-2" data-testid="class-list">
        <h3 className="text-lg font-semibold">{t("live.host.inRoom", { count: children.length })}</h3>
        {children.length === 0 ? <p className="text-muted-foreground">{kind === "conference" ? t("live.host.noFamily") : t("live.host.noChildren")}</p> : null}
        <ul className="divide-y">
          {children.map((p) => (
            <li key={p.userId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid={`participant-${p.name}`}>
              <span className="flex flex-wrap items-center gap-2 font-semibold">
                {p.name}
                {p.handRaised ? (
                  <Badge>
                    <Hand aria-hidden="true" /> {t("live.host.handRaised")}
                  </Badge>
                ) : null}
                {p.hardMuted ? <Badge>{t("live.host.muted")}</Badge> : null}
                {p.cameraOff ? <Badge>{t("live.host.cameraOff")}</Badge> : p.selfCameraOff ? <Badge>{t("live.host.cameraOffByThem")}</Badge> : null}
                {p.screenFeedId !== null ? (
                  <Badge>
                    <MonitorUp aria-hidden="true" /> {t("live.host.sharing")}
                  </Badge>
                ) : null}
              </span>
              <span className="flex flex-wrap gap-2">
                {p.hardMuted ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => act(p, "allow_unmute")}
                    disabled={busy}
                    aria-label={t("live.host.allowUnmutingFor", { name: p.name })}
                  >
                    <Mic aria-hidden="true" /> {t("live.host.allowUnmuting")}
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => act(p, "mute")} disabled={busy} aria-label={t("live.host.muteName", { name: p.name })}>
                    <MicOff aria-hidden="true" /> {t("live.host.mute")}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => act(p, p.cameraOff ? "camera_on" : "camera_off")}
                  disabled={busy}
                  aria-label={t(p.cameraOff ? "live.host.allowCameraFor" : "live.host.cameraOffFor", { name: p.name })}
                >
                  {p.cameraOff ? (
                    <>
                      <Camera aria-hidden="true" /> {t("live.host.allowCamera")}
                    </>
                  ) : (
                    <>
                      <CameraOff aria-hidden="true" /> {t("live.host.turnCameraOff")}
                    </>
                  )}
                </Button>
                {p.handRaised ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => act(p, "lower_hand")}
                    disabled={busy}
                    aria-label={t("live.host.lowerHandFor", { name: p.name })}
                  >
                    <Hand aria-hidden="true" /> {t("live.host.lowerHand")}
                  </Button>
                ) : null}
                {kind === "class" ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => act(p, p.mayShare ? "stop_share" : "allow_share")}
                    disabled={busy}
                    aria-label={t(p.mayShare ? "live.host.stopShareFor" : "live.host.allowShareFor", { name: p.name })}
                    data-testid={p.mayShare ? "stop-child-share" : "allow-child-share"}
                  >
                    {p.mayShare ? <MonitorX aria-hidden="true" /> : <MonitorUp aria-hidden="true" />}
                    {p.mayShare ? t("live.host.stopShare") : t("live.host.allowShare")}
                  </Button>
                ) : null}
                <Button size="sm" variant="destructive" onClick={() => setRemoving(p)} disabled={busy} aria-label={t("live.host.removeName", { name: p.name })}>
                  <UserX aria-hidden="true" /> {t("live.host.remove")}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        busy={busy}
        title={t("live.host.removeConfirm.title", { name: removing?.name ?? "" })}
        confirmLabel={t("live.host.remove")}
        destructive
        onConfirm={() => {
          if (removing) act(removing, "remove");
          setRemoving(null);
        }}
      >
        <p>{t("live.host.removeConfirm.text", { kind })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        busy={busy}
        title={t("live.host.endConfirm.title", { kind })}
        confirmLabel={t("live.host.end")}
        destructive
        onConfirm={() => {
          run({ path: "end" });
          setEnding(false);
        }}
      >
        <p>
          <LogOut className="mr-1 inline size-4" aria-hidden="true" />
          {t("live.host.endConfirm.text")}
        </p>
      </ConfirmDialog>
    </div>
  );
}

function Chat({ view, onSend, busy }: { view: LiveSessionView; onSend: (body: string) => void; busy: boolean }) {
  const t = useT();
  const [text, setText] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    onSend(text.trim());
    setText("");
  };
  return (
    <Card className="space-y-3" data-testid="live-chat">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquare className="size-5" aria-hidden="true" /> {t("live.chat.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("live.chat.who")}</p>
      <ul className="max-h-64 space-y-2 overflow-y-auto" aria-live="polite">
        {view.chat.map((m) => (
          <li key={m.id}>
            <span className="font-semibold">{t("live.chat.author", { name: m.mine ? t("live.chat.you") : m.name })}</span> {m.body}
          </li>
        ))}
      </ul>
      {view.room?.chatOn || view.role === "host" ? (
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="live-chat-input" className="sr-only">
            {t("live.chat.label")}
          </label>
          <input
            id="live-chat-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={500}
            className="h-12 min-w-0 flex-1 rounded-md border bg-background px-3"
            placeholder={t("live.chat.placeholder")}
          />
          <Button type="submit" size="lg" disabled={busy}>
            <Send aria-hidden="true" /> {t("live.chat.send")}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
