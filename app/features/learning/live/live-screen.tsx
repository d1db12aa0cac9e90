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
  PhoneOff,
  Send,
  UserCheck,
  Users,
  UserX,
} from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
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
import { LIVE_NOT_SET_UP, NOT_RECORDED, WAITING_FOR_TEACHER } from "#common/learning/live";
import type { LiveParticipant, LiveSessionView } from "#common/schemas/learning/live";
import { dateInZone } from "#common/time-zone";
import { fetchToken, refreshLiveView, setLiveView, signalUrl, useLiveCommand, useLiveSession } from "./live-api";
import { knock, LiveMedia } from "./live-media";

export function LiveScreen({ sessionId }: { sessionId: string }) {
  const query = useLiveSession(sessionId);
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground" data-testid="not-recorded">
        {NOT_RECORDED}
      </p>
      <QueryState query={query} errorTitle="We could not open this live class" loadingLabel="Opening the live class...">
        {(view) => <LiveSession sessionId={sessionId} view={view} />}
      </QueryState>
    </div>
  );
}

/** The teacher's marking screen for this session (the day's list with the session chosen). */
function attendanceLink(sessionId: string, startsAt: string) {
  return `/teacher/attendance-reports?date=${dateInZone(new Date(startsAt).getTime())}&session=${encodeURIComponent(sessionId)}`;
}

/** What the page calls the session: a class's live class, or a family's video conference. */
const nounOf = (view: LiveSessionView) => (view.session.kind === "conference" ? "conference" : "live class");

function LiveSession({ sessionId, view }: { sessionId: string; view: LiveSessionView }) {
  const noun = nounOf(view);
  const when = `${formatWhen(view.session.startsAt)} to ${formatWhen(view.session.endsAt)}`;
  const heading = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="text-2xl font-semibold">{view.session.className}</h2>
        <p className="text-muted-foreground">{when}</p>
      </div>
      {view.role === "host" && view.session.kind !== "conference" ? (
        <Button asChild variant="outline" className="min-h-11">
          <Link to={attendanceLink(sessionId, view.session.startsAt)} data-testid="session-attendance-link">
            <ClipboardCheck aria-hidden="true" />
            Attendance for this session
          </Link>
        </Button>
      ) : null}
    </div>
  );
  if (!view.video.configured) {
    return (
      <>
        {heading}
        <Alert kind="info" title="Live video is not set up" data-testid="live-not-set-up">
          <p>{LIVE_NOT_SET_UP}</p>
        </Alert>
      </>
    );
  }
  if (view.window === "before") {
    return (
      <>
        {heading}
        <Alert kind="info" title="Not open yet">
          <p>
            This {noun} opens at {formatWhen(view.session.opensAt)}, 10 minutes before it starts.
          </p>
        </Alert>
      </>
    );
  }
  if (view.window === "over" || view.room?.ended) {
    return (
      <>
        {heading}
        <Alert kind="info" title={`This ${noun} has finished`} data-testid="live-ended">
          <p>Thank you for coming.</p>
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
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let got: MediaStream | null = null;
    navigator.mediaDevices
      ?.getUserMedia({ audio: true, video: { width: 640, height: 480 } })
      .then((s) => {
        got = s;
        if (cancelled) s.getTracks().forEach((t) => t.stop());
        else setStream(s);
      })
      .catch(() => setError("We could not use your camera or microphone. Ask a grown-up to allow them in the browser."));
    return () => {
      cancelled = true;
      got?.getTracks().forEach((t) => t.stop());
    };
  }, [wanted]);
  return { stream, error };
}

function Video({ stream, label, muted = false, testId }: { stream: MediaStream | null; label: string; muted?: boolean; testId?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className="overflow-hidden rounded-lg border bg-muted">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live WebRTC camera stream: there is no caption file to attach as a <track> */}
      <video ref={ref} autoPlay playsInline muted={muted} className="aspect-video w-full bg-black object-cover" data-testid={testId} aria-label={label} />
      <figcaption className="px-3 py-2 text-sm font-semibold">{label}</figcaption>
    </figure>
  );
}

/** A level bar for the microphone check (WebAudio analyser). */
function MicLevel({ stream }: { stream: MediaStream | null }) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const ctx = new AudioContext();
    const analyser = ctx.createAnalyser();
    ctx.createMediaStreamSource(stream).connect(analyser);
    const data = new Uint8Array(analyser.frequencyBinCount);
    const timer = setInterval(() => {
      analyser.getByteFrequencyData(data);
      setLevel(Math.min(100, Math.round((data.reduce((a, b) => a + b, 0) / data.length) * 1.5)));
    }, 200);
    return () => {
      clearInterval(timer);
      void ctx.close();
    };
  }, [stream]);
  return (
    <div className="space-y-1">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Mic className="size-4" aria-hidden="true" /> Microphone
      </p>
      <div
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
        role="meter"
        aria-label="Microphone sound level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${level}%` }} />
      </div>
    </div>
  );
}

function Room({ sessionId, view }: { sessionId: string; view: LiveSessionView }) {
  const client = useQueryClient();
  const command = useLiveCommand(sessionId);
  const [notice, setNotice] = useState<string | null>(null);
  const [closed, setClosed] = useState<{ kind: string; message: string } | null>(null);
  const [remotes, setRemotes] = useState<Map<number, MediaStream>>(new Map());
  const mediaRef = useRef<LiveMedia | null>(null);
  const [joined, setJoined] = useState(false);
  const isHost = view.role === "host";
  const me = view.me;
  const admitted = me?.state === "admitted";
  const { stream: local, error: deviceError } = useLocalMedia(Boolean(me) || isHost);
  const run = (c: Parameters<typeof command.mutate>[0]) =>
    command.mutate(c, { onError: (err) => setNotice(serverMessage(err) ?? "That did not work. Please try again."), onSuccess: () => setNotice(null) });

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
  const joining = useRef(false);
  useEffect(() => {
    const media = mediaRef.current;
    if (!media || !admitted || !view.room?.open || !local || media.joined || joining.current) return;
    joining.current = true;
    fetchToken(sessionId)
      .then((t) => media.join(t.token, local))
      .catch((err: unknown) => setNotice(serverMessage(err) ?? "We could not join the live class. Please reload the page."))
      .finally(() => {
        joining.current = false;
      });
  }, [admitted, view.room?.open, local, sessionId, joined]);

  // Watch what the server lists as watchable (the teacher; classmates while the class view is shared).
  const feeds = view.participants.filter((p) => p.userId !== me?.userId && p.feedId !== null).map((p) => p.feedId!);
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
      <Alert kind="warning" title={`You have left the ${nounOf(view)}`} data-testid="live-removed">
        <p>Your teacher removed you from this {nounOf(view)}. You cannot join it again today.</p>
      </Alert>
    );
  }
  if (closed?.kind === "ended") {
    return (
      <Alert kind="info" title={`This ${nounOf(view)} has finished`} data-testid="live-ended">
        <p>Your teacher ended the {nounOf(view)} for everyone.</p>
      </Alert>
    );
  }

  const noticeBox = notice ? <Alert kind="warning" title={notice} data-testid="live-notice" role="status" /> : null;
  const lostBox =
    closed?.kind === "closed" ? (
      <Alert kind="error" title="The connection was lost" data-testid="live-lost">
        <p>Please reload the page to come back.</p>
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
              {WAITING_FOR_TEACHER}
            </p>
            <ListenButton text={`${WAITING_FOR_TEACHER}. Let's check your camera and microphone.`} />
          </div>
          <p>While you wait, check that you can see yourself and that the bar moves when you talk.</p>
          {deviceError ? <Alert kind="warning" title={deviceError} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Video stream={local} label="Your camera" muted testId="self-video" />
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
        <p>Children who come early wait in the waiting room until you let them in.</p>
        {waiting.length > 0 ? <p>{waiting.length === 1 ? "1 child is waiting." : `${waiting.length} children are waiting.`}</p> : null}
        <Button size="lg" onClick={() => run({ path: "open" })} disabled={command.isPending}>
          <DoorOpen aria-hidden="true" /> Open the room
        </Button>
      </Card>
    );
  }

  const others = view.participants.filter((p) => p.userId !== me?.userId && p.state === "admitted");
  const teacherFeeds = others.filter((p) => p.feedId !== null && remotes.has(p.feedId));
  return (
    <div className="space-y-6">
      {noticeBox}
      {lostBox}
      {deviceError ? <Alert kind="warning" title={deviceError} /> : null}
      {isHost ? (
        <WaitingList waiting={waiting} onAdmit={(ids) => run({ path: "admit", body: ids ? { userIds: ids } : { all: true } })} busy={command.isPending} />
      ) : null}
      <section aria-label="Videos" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {teacherFeeds.map((p) => (
          <Video
            key={p.userId}
            stream={remotes.get(p.feedId!) ?? null}
            label={p.role === "host" ? `${p.name} (teacher)` : p.name}
            testId={p.role === "host" ? "teacher-video" : "classmate-video"}
          />
        ))}
        <Video stream={local} label="You" muted testId="self-video" />
      </section>
      {!isHost && teacherFeeds.length === 0 ? <p className="text-muted-foreground">Your teacher's video will appear here.</p> : null}
      {me ? <MyControls me={me} isHost={isHost} onChange={(body) => run({ path: "me", body })} busy={command.isPending} /> : null}
      {isHost && view.room ? <HostControls sessionId={sessionId} view={view} others={others} run={run} busy={command.isPending} /> : null}
      {view.room?.chatOn || isHost ? (
        <Chat view={view} onSend={(body) => run({ path: "chat", body: { body } })} busy={command.isPending} />
      ) : (
        <p className="flex items-center gap-2 text-muted-foreground">
          <MessageSquareOff className="size-4" aria-hidden="true" /> Chat is turned off.
        </p>
      )}
    </div>
  );
}

function WaitingList({ waiting, onAdmit, busy }: { waiting: LiveParticipant[]; onAdmit: (ids?: string[]) => void; busy: boolean }) {
  return (
    <Card className="space-y-3" data-testid="waiting-list">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">Waiting room ({waiting.length})</h3>
        <Button onClick={() => onAdmit()} disabled={busy || waiting.length === 0}>
          <Users aria-hidden="true" /> Admit all
        </Button>
      </div>
      {waiting.length === 0 ? (
        <p className="text-muted-foreground">Nobody is waiting.</p>
      ) : (
        <ul className="divide-y">
          {waiting.map((p) => (
            <li key={p.userId} className="flex items-center justify-between gap-2 py-2">
              <span className="font-semibold">{p.name}</span>
              <Button variant="outline" onClick={() => onAdmit([p.userId])} disabled={busy} aria-label={`Admit ${p.name}`}>
                <UserCheck aria-hidden="true" /> Admit
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
}: {
  me: LiveParticipant;
  isHost: boolean;
  onChange: (c: { selfMuted?: boolean; cameraOn?: boolean; handRaised?: boolean }) => void;
  busy: boolean;
}) {
  const muted = me.selfMuted || me.hardMuted;
  const cameraOff = me.cameraOff || me.selfCameraOff;
  return (
    <div className="flex flex-wrap gap-3" role="group" aria-label="Your microphone, camera and hand">
      <Button size="lg" variant={muted ? "secondary" : "outline"} onClick={() => onChange({ selfMuted: !muted })} disabled={busy} data-testid="toggle-mute">
        {muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />} {muted ? "Unmute me" : "Mute me"}
      </Button>
      <Button
        size="lg"
        variant={cameraOff ? "secondary" : "outline"}
        onClick={() => onChange({ cameraOn: cameraOff })}
        disabled={busy || me.cameraOff}
        data-testid="toggle-camera"
      >
        {cameraOff ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />} {cameraOff ? "Turn my camera on" : "Turn my camera off"}
      </Button>
      {me.hardMuted ? (
        <p className="self-center text-sm font-semibold" data-testid="hard-muted">
          Your teacher has muted you.
        </p>
      ) : null}
      {me.cameraOff ? <p className="self-center text-sm font-semibold">Your teacher turned your camera off.</p> : null}
      {!isHost ? (
        <Button
          size="lg"
          variant={me.handRaised ? "secondary" : "outline"}
          onClick={() => onChange({ handRaised: !me.handRaised })}
          disabled={busy}
          aria-pressed={me.handRaised}
        >
          <Hand aria-hidden="true" /> {me.handRaised ? "Put my hand down" : "Raise my hand"}
        </Button>
      ) : null}
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
  const [removing, setRemoving] = useState<LiveParticipant | null>(null);
  const [ending, setEnding] = useState(false);
  const room = view.room!;
  const children = others.filter((p) => p.role === "learner");
  const act = (p: LiveParticipant, action: "mute" | "allow_unmute" | "camera_off" | "camera_on" | "remove" | "lower_hand") =>
    run({ path: `participants/${p.userId}`, body: { action } });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Room controls">
        <Button variant="outline" onClick={() => run({ path: "room", body: { muteAll: true } })} disabled={busy}>
          <MicOff aria-hidden="true" /> Mute everyone
        </Button>
        <Button variant="outline" onClick={() => run({ path: "room", body: { locked: !room.locked } })} disabled={busy} aria-pressed={room.locked}>
          {room.locked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />} {room.locked ? "Unlock the room" : "Lock the room"}
        </Button>
        {view.session.kind === "class" ? (
          <Button variant="outline" onClick={() => run({ path: "room", body: { classView: !room.classView } })} disabled={busy} aria-pressed={room.classView}>
            <Users aria-hidden="true" /> {room.classView ? "Stop sharing the class view" : "Share the class view"}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => run({ path: "room", body: { chatOn: !room.chatOn } })} disabled={busy} aria-pressed={room.chatOn}>
          {room.chatOn ? <MessageSquareOff aria-hidden="true" /> : <MessageSquare aria-hidden="true" />} {room.chatOn ? "Turn chat off" : "Turn chat on"}
        </Button>
        <Button variant="destructive" onClick={() => setEnding(true)} disabled={busy}>
          <PhoneOff aria-hidden="true" /> End for everyone
        </Button>
      </div>
      <Card className="space-y-2" data-testid="class-list">
        <h3 className="text-lg font-semibold">In the room ({children.length})</h3>
        {children.length === 0 ? (
          <p className="text-muted-foreground">
            {view.session.kind === "conference" ? "No one from the family in the room yet." : "No children in the room yet."}
          </p>
        ) : null}
        <ul className="divide-y">
          {children.map((p) => (
            <li key={p.userId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid={`participant-${p.name}`}>
              <span className="flex flex-wrap items-center gap-2 font-semibold">
                {p.name}
                {p.handRaised ? (
                  <Badge>
                    <Hand aria-hidden="true" /> Hand raised
                  </Badge>
                ) : null}
                {p.hardMuted ? <Badge>Muted</Badge> : null}
                {p.cameraOff ? <Badge>Camera off</Badge> : p.selfCameraOff ? <Badge>Camera off by them</Badge> : null}
              </span>
              <span className="flex flex-wrap gap-2">
                {p.hardMuted ? (
                  <Button size="sm" variant="outline" onClick={() => act(p, "allow_unmute")} disabled={busy} aria-label={`Allow unmuting for ${p.name}`}>
                    <Mic aria-hidden="true" /> Allow unmuting
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => act(p, "mute")} disabled={busy} aria-label={`Mute ${p.name}`}>
                    <MicOff aria-hidden="true" /> Mute
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => act(p, p.cameraOff ? "camera_on" : "camera_off")}
                  disabled={busy}
                  aria-label={`${p.cameraOff ? "Allow camera" : "Camera off"} for ${p.name}`}
                >
                  {p.cameraOff ? <Camera aria-hidden="true" /> : <CameraOff aria-hidden="true" />} {p.cameraOff ? "Allow camera" : "Camera off"}
                </Button>
                {p.handRaised ? (
                  <Button size="sm" variant="outline" onClick={() => act(p, "lower_hand")} disabled={busy} aria-label={`Lower hand for ${p.name}`}>
                    <Hand aria-hidden="true" /> Lower hand
                  </Button>
                ) : null}
                <Button size="sm" variant="destructive" onClick={() => setRemoving(p)} disabled={busy} aria-label={`Remove ${p.name}`}>
                  <UserX aria-hidden="true" /> Remove
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
        title={`Remove ${removing?.name ?? ""}?`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (removing) act(removing, "remove");
          setRemoving(null);
        }}
      >
        <p>They leave the {nounOf(view)} now and cannot join it again today.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        busy={busy}
        title={`End the ${nounOf(view)} for everyone?`}
        confirmLabel="End for everyone"
        destructive
        onConfirm={() => {
          run({ path: "end" });
          setEnding(false);
        }}
      >
        <p>
          <LogOut className="mr-1 inline size-4" aria-hidden="true" />
          Everyone leaves, and the room closes.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function Chat({ view, onSend, busy }: { view: LiveSessionView; onSend: (body: string) => void; busy: boolean }) {
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
        <MessageSquare className="size-5" aria-hidden="true" /> Class chat
      </h3>
      <p className="text-sm text-muted-foreground">Everyone in the room reads the chat, and your teacher too.</p>
      <ul className="max-h-64 space-y-2 overflow-y-auto" aria-live="polite">
        {view.chat.map((m) => (
          <li key={m.id}>
            <span className="font-semibold">{m.mine ? "You" : m.name}:</span> {m.body}
          </li>
        ))}
      </ul>
      {view.room?.chatOn || view.role === "host" ? (
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="live-chat-input" className="sr-only">
            Message to the class
          </label>
          <input
            id="live-chat-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={500}
            className="h-12 min-w-0 flex-1 rounded-md border bg-background px-3"
            placeholder="Write to the class"
          />
          <Button type="submit" size="lg" disabled={busy}>
            <Send aria-hidden="true" /> Send
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
