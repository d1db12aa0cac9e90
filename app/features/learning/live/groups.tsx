/**
 * Small groups in the live room (issue 35, docs/api/live.md "Small groups"). The teacher: "Make small
 * groups" opens a plan (how many groups, split at random or from saved groups, then anyone moved by
 * hand, a co-teacher put in a group to host it, the minutes), "Start groups"; while they run, the time
 * left, each group with who is in it and "Go to" it, a message to every group, a child who came late
 * put in a group, and "Bring everyone back". A child: which group they are in, the time left and the
 * teacher's message, read aloud on request. The server decides who is where; each page moves its
 * video by itself (./live-media.ts).
 */
import { useQueryClient } from "@tanstack/react-query";
import { Clock, DoorOpen, LogIn, Megaphone, Save, Shuffle, Undo2, Users } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ListenButton } from "~/components/learning/listen-button";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Select, Textarea } from "~/components/ui/input";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import {
  LIVE_GROUPING_NAME_MAX,
  LIVE_GROUPS_MAX,
  LIVE_GROUPS_MESSAGE_MAX,
  LIVE_GROUPS_MIN,
  type LiveGroup,
  type LiveGroups,
  type LiveParticipant,
  type LiveSessionView,
} from "#common/schemas/learning/live";
import { refreshLiveView, saveGrouping, useGroupings } from "./live-api";
import { useLiveRun, type LiveRun } from "./live-run";

const MINUTE_CHOICES = [5, 10, 15, 20, 30, 45] as const;

type T = ReturnType<typeof useT>;
type Run = LiveRun;

function groupLabel(t: T, group: Pick<LiveGroup, "name" | "number">) {
  return group.name ?? t("live.groups.name", { number: group.number });
}

/** "8:05": minutes and seconds left, never below zero. */
function clock(ms: number) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The time left until the groups end; when it runs out the page reads the room again (the server brings everyone back). */
function useTimeLeft(sessionId: string, endsAt: string | null) {
  const client = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!endsAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const left = endsAt ? new Date(endsAt).getTime() - now : 0;
  useEffect(() => {
    if (!endsAt || left > 0 || asked.current === endsAt) return;
    asked.current = endsAt;
    void refreshLiveView(client, sessionId);
  }, [client, endsAt, left, sessionId]);
  return left;
}

/** The groups' part of the room: the teacher's plan or running groups; a child's own group. */
export function SmallGroups({ sessionId, view }: { sessionId: string; view: LiveSessionView }) {
  const { run, busy, errorBox } = useLiveRun(sessionId, "groups-error");
  const timeLeft = useTimeLeft(sessionId, view.groups?.endsAt ?? null);
  if (view.session.kind !== "class") return null;
  if (view.role === "host")
    return view.groups ? (
      <RunningGroups view={view} groups={view.groups} timeLeft={timeLeft} run={run} busy={busy} errorBox={errorBox} />
    ) : (
      <PlanGroups sessionId={sessionId} view={view} run={run} busy={busy} errorBox={errorBox} />
    );
  const mine = view.groups?.groups[0];
  if (!view.groups || !mine) return null;
  return <MyGroup group={mine} groups={view.groups} timeLeft={timeLeft} />;
}

function MyGroup({ group, groups, timeLeft }: { group: LiveGroup; groups: LiveGroups; timeLeft: number }) {
  const t = useT();
  const where = t("live.groups.youAreIn", { group: groupLabel(t, group) });
  return (
    <Card className="space-y-3 border-primary" data-testid="my-group">
      <div className="flex flex-wrap items-center gap-3">
        <Users className="size-8 text-primary" aria-hidden="true" />
        <p className="text-2xl font-semibold" data-testid="my-group-name">
          {where}
        </p>
        <ListenButton text={`${where}. ${t("live.groups.childHelp")}${groups.message ? ` ${t("live.groups.fromTeacher")}: ${groups.message.body}` : ""}`} />
      </div>
      <p>{t("live.groups.childHelp")}</p>
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Clock className="size-5" aria-hidden="true" /> {t("live.groups.timeLeft", { time: clock(timeLeft) })}
      </p>
      {groups.message ? <GroupsMessage body={groups.message.body} /> : null}
    </Card>
  );
}

function GroupsMessage({ body }: { body: string }) {
  const t = useT();
  return (
    <div className="rounded-md border-l-4 border-primary bg-muted p-3" role="status" data-testid="groups-message">
      <p className="flex items-center gap-2 font-semibold">
        <Megaphone className="size-4" aria-hidden="true" /> {t("live.groups.fromTeacher")}
      </p>
      <p className="whitespace-pre-line break-words">{body}</p>
    </div>
  );
}

/** Deals the children into `count` groups in the order given (each group gets one before any gets two). */
function dealt(userIds: string[], count: number): Map<string, number> {
  return new Map(userIds.map((id, i) => [id, i % count]));
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function PlanGroups({ sessionId, view, run, busy, errorBox }: { sessionId: string; view: LiveSessionView; run: Run; busy: boolean; errorBox: ReactNode }) {
  const t = useT();
  const client = useQueryClient();
  const [planning, setPlanning] = useState(false);
  const children = useMemo(() => view.participants.filter((p) => p.role === "learner" && p.state === "admitted"), [view.participants]);
  const coHosts = view.participants.filter((p) => p.role === "host" && p.state === "admitted" && p.userId !== view.me?.userId);
  const groupings = useGroupings(sessionId, planning);
  const maxGroups = Math.max(LIVE_GROUPS_MIN, Math.min(LIVE_GROUPS_MAX, children.length));
  const [count, setCount] = useState(LIVE_GROUPS_MIN);
  const [names, setNames] = useState<(string | null)[]>([]);
  const [placed, setPlaced] = useState<Map<string, number>>(new Map());
  const [minutes, setMinutes] = useState<number>(10);
  const [saveName, setSaveName] = useState("");
  const [saved, setSaved] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const split = (n: number) => {
    setCount(n);
    setNames([]);
    setPlaced(dealt(shuffled(children.map((c) => c.userId)), n));
  };
  const applySaved = (id: string) => {
    const grouping = groupings.data?.groupings.find((g) => g.id === id);
    if (!grouping) return;
    const here = new Set(children.map((c) => c.userId));
    const next = new Map<string, number>();
    grouping.groups.forEach((g, i) => g.userIds.filter((u) => here.has(u)).forEach((u) => next.set(u, i)));
    // Children the saved groups do not name (new to the class) are dealt in after.
    children.filter((c) => !next.has(c.userId)).forEach((c, i) => next.set(c.userId, i % grouping.groups.length));
    setCount(grouping.groups.length);
    setNames(grouping.groups.map((g) => g.name));
    setPlaced(next);
  };
  // Anyone let in after the plan was made goes into the smallest group; someone who left is dropped.
  const plan = useMemo(() => {
    const next = new Map<string, number>();
    const sizes = Array.from({ length: count }, () => 0);
    for (const c of children) {
      const at = placed.get(c.userId);
      if (at !== undefined && at < count) {
        next.set(c.userId, at);
        sizes[at]!++;
      }
    }
    for (const c of children)
      if (!next.has(c.userId)) {
        const smallest = sizes.indexOf(Math.min(...sizes));
        next.set(c.userId, smallest);
        sizes[smallest]!++;
      }
    for (const h of coHosts) {
      const at = placed.get(h.userId);
      if (at !== undefined && at < count) next.set(h.userId, at);
    }
    return next;
  }, [children, coHosts, count, placed]);
  const move = (userId: string, group: number | null) =>
    setPlaced((prev) => {
      const next = new Map(prev.size > 0 ? prev : plan);
      if (group === null) next.delete(userId);
      else next.set(userId, group);
      return next;
    });
  const groupsBody = () =>
    Array.from({ length: count }, (_, i) => ({
      ...(names[i] ? { name: names[i]! } : {}),
      userIds: [...plan].filter(([, at]) => at === i).map(([id]) => id),
    }));
  const childrenOnly = (body: ReturnType<typeof groupsBody>) => {
    const ids = new Set(children.map((c) => c.userId));
    return body.map((g) => ({ ...g, userIds: g.userIds.filter((id) => ids.has(id)) }));
  };
  const start = (e: FormEvent) => {
    e.preventDefault();
    run({ path: "groups", body: { groups: groupsBody(), minutes } }, () => setPlanning(false));
  };
  const save = async () => {
    setSaveError(null);
    try {
      const grouping = await saveGrouping(client, sessionId, { name: saveName.trim(), groups: childrenOnly(groupsBody()) });
      setSaved(t("live.groups.savedAs", { name: grouping.name }));
      setSaveName("");
    } catch (err) {
      setSaveError(serverMessage(err) ?? t("live.failed"));
    }
  };

  return (
    <Card className="space-y-4" data-testid="host-groups">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <Users className="size-5" aria-hidden="true" /> {t("live.groups.title")}
        </h3>
        {planning ? null : (
          <Button
            variant="outline"
            onClick={() => {
              setPlanning(true);
              split(Math.min(maxGroups, Math.max(LIVE_GROUPS_MIN, count)));
            }}
            disabled={busy || children.length < LIVE_GROUPS_MIN}
            data-testid="groups-plan"
          >
            <Users aria-hidden="true" /> {t("live.groups.open")}
          </Button>
        )}
      </div>
      {errorBox}
      {children.length < LIVE_GROUPS_MIN ? <p className="text-muted-foreground">{t("live.groups.nobody")}</p> : null}
      {planning ? (
        <form className="space-y-4" onSubmit={start} aria-label={t("live.groups.title")}>
          <p className="text-sm text-muted-foreground">{t("live.groups.intro")}</p>
          <div className="flex flex-wrap items-end gap-3">
            <label className="grid gap-1 text-sm font-semibold">
              {t("live.groups.count")}
              <Select value={count} onChange={(e) => split(Number(e.target.value))} className="min-h-11 w-28">
                {Array.from({ length: maxGroups - LIVE_GROUPS_MIN + 1 }, (_, i) => i + LIVE_GROUPS_MIN).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            </label>
            <Button type="button" variant="outline" onClick={() => split(count)} className="min-h-11" data-testid="groups-random">
              <Shuffle aria-hidden="true" /> {t("live.groups.random")}
            </Button>
            {groupings.data && groupings.data.groupings.length > 0 ? (
              <label className="grid gap-1 text-sm font-semibold">
                {t("live.groups.saved")}
                <Select value="" onChange={(e) => applySaved(e.target.value)} className="min-h-11" data-testid="groups-saved">
                  <option value="">{t("live.groups.savedChoose")}</option>
                  {groupings.data.groupings.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
                </Select>
              </label>
            ) : null}
            <label className="grid gap-1 text-sm font-semibold">
              {t("live.groups.minutes")}
              <Select value={minutes} onChange={(e) => setMinutes(Number(e.target.value))} className="min-h-11 w-36" data-testid="groups-minutes">
                {MINUTE_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {t("live.groups.minutesValue", { count: m })}
                  </option>
                ))}
              </Select>
            </label>
          </div>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="groups-preview">
            {Array.from({ length: count }, (_, i) => {
              const label = names[i] ?? t("live.groups.name", { number: i + 1 });
              const members = [...children, ...coHosts].filter((p) => plan.get(p.userId) === i);
              return (
                <section key={i} className="space-y-2 rounded-md border p-3" aria-label={label}>
                  <h4 className="font-semibold">{label}</h4>
                  {members.length === 0 ? <p className="text-sm text-muted-foreground">{t("live.groups.empty")}</p> : null}
                  <ul className="space-y-2">
                    {members.map((p) => (
                      <li key={p.userId} className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-medium">
                          {p.name} {p.role === "host" ? <Badge>{t("live.groups.hosts")}</Badge> : null}
                        </span>
                        <GroupSelect person={p} count={count} names={names} value={i} onChange={move} allowNone={p.role === "host"} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
          {coHosts.filter((h) => !plan.has(h.userId)).length > 0 ? (
            <ul className="space-y-2">
              {coHosts
                .filter((h) => !plan.has(h.userId))
                .map((h) => (
                  <li key={h.userId} className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{h.name}</span>
                    <GroupSelect person={h} count={count} names={names} value={null} onChange={move} allowNone />
                  </li>
                ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="lg" disabled={busy} data-testid="groups-start">
              <DoorOpen aria-hidden="true" /> {t("live.groups.start")}
            </Button>
            <Button type="button" variant="outline" size="lg" onClick={() => setPlanning(false)}>
              {t("live.groups.close")}
            </Button>
          </div>
          <div className="flex flex-wrap items-end gap-2 border-t pt-3">
            <label className="grid gap-1 text-sm font-semibold">
              {t("live.groups.saveName")}
              <Input value={saveName} onChange={(e) => setSaveName(e.target.value)} maxLength={LIVE_GROUPING_NAME_MAX} className="min-h-11 w-64" />
            </label>
            <Button type="button" variant="outline" className="min-h-11" onClick={() => void save()} disabled={!saveName.trim()} data-testid="groups-save">
              <Save aria-hidden="true" /> {t("live.groups.save")}
            </Button>
            {saved ? (
              <p role="status" className="self-center text-sm font-semibold">
                {saved}
              </p>
            ) : null}
            {saveError ? <Alert kind="warning" title={saveError} role="status" /> : null}
          </div>
        </form>
      ) : null}
    </Card>
  );
}

function GroupSelect({
  person,
  count,
  names,
  value,
  onChange,
  allowNone,
}: {
  person: LiveParticipant;
  count: number;
  names: (string | null)[];
  value: number | null;
  onChange: (userId: string, group: number | null) => void;
  allowNone: boolean;
}) {
  const t = useT();
  return (
    <Select
      aria-label={t("live.groups.groupFor", { name: person.name })}
      value={value ?? ""}
      onChange={(e) => onChange(person.userId, e.target.value === "" ? null : Number(e.target.value))}
      className="min-h-11 w-40"
    >
      {allowNone ? <option value="">{t("live.groups.withMe")}</option> : null}
      {Array.from({ length: count }, (_, i) => (
        <option key={i} value={i}>
          {names[i] ?? t("live.groups.name", { number: i + 1 })}
        </option>
      ))}
    </Select>
  );
}

function RunningGroups({
  view,
  groups,
  timeLeft,
  run,
  busy,
  errorBox,
}: {
  view: LiveSessionView;
  groups: LiveGroups;
  timeLeft: number;
  run: Run;
  busy: boolean;
  errorBox: ReactNode;
}) {
  const t = useT();
  const [message, setMessage] = useState("");
  const names = new Map(view.participants.map((p) => [p.userId, p.name]));
  const myGroup = view.me?.groupId ?? null;
  const here = groups.groups.find((g) => g.id === myGroup);
  const inMain = view.participants.filter((p) => p.role === "learner" && p.state === "admitted" && p.groupId === null);
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) return;
    run({ path: "groups/message", body: { body: message.trim() } }, () => setMessage(""));
  };
  return (
    <Card className="space-y-4" data-testid="host-groups">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <Users className="size-5" aria-hidden="true" /> {t("live.groups.title")}
        </h3>
        <p className="flex items-center gap-2 font-semibold" data-testid="groups-time-left">
          <Clock className="size-5" aria-hidden="true" /> {t("live.groups.timeLeft", { time: clock(timeLeft) })}
        </p>
      </div>
      {errorBox}
      <p className="font-semibold" data-testid="host-place">
        {here ? t("live.groups.hostIn", { group: groupLabel(t, here) }) : t("live.groups.youAreInMain")}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {groups.groups.map((g) => {
          const label = groupLabel(t, g);
          const members = (g.userIds ?? []).map((id) => names.get(id) ?? "");
          return (
            <li key={g.id} className="space-y-2 rounded-md border p-3" data-testid={`group-${g.number}`}>
              <p className="font-semibold">{label}</p>
              <p className="text-sm">{members.length > 0 ? members.join(", ") : t("live.groups.empty")}</p>
              {g.id === myGroup ? (
                <Badge>{t("live.groups.here")}</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => run({ path: "groups/place", body: { groupId: g.id } })}
                  disabled={busy}
                  aria-label={t("live.groups.goTo", { group: label })}
                >
                  <LogIn aria-hidden="true" /> {t("live.groups.goTo", { group: label })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {myGroup ? (
        <Button variant="outline" onClick={() => run({ path: "groups/place", body: { groupId: null } })} disabled={busy}>
          <Undo2 aria-hidden="true" /> {t("live.groups.backToMain")}
        </Button>
      ) : null}
      {inMain.length > 0 ? (
        <div className="space-y-2">
          <p className="font-semibold">{t("live.groups.inMain")}</p>
          <ul className="space-y-2">
            {inMain.map((p) => (
              <li key={p.userId} className="flex flex-wrap items-center gap-2">
                <span>{p.name}</span>
                <Select
                  aria-label={t("live.groups.groupFor", { name: p.name })}
                  value=""
                  onChange={(e) => e.target.value && run({ path: "groups/place", body: { userId: p.userId, groupId: e.target.value } })}
                  className="min-h-11 w-40"
                >
                  <option value="">{t("live.groups.putIn")}</option>
                  {groups.groups.map((g) => (
                    <option key={g.id} value={g.id}>
                      {groupLabel(t, g)}
                    </option>
                  ))}
                </Select>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {groups.message ? <GroupsMessage body={groups.message.body} /> : null}
      <form onSubmit={send} className="space-y-2">
        <label htmlFor="groups-message-input" className="font-semibold">
          {t("live.groups.message")}
        </label>
        <Textarea
          id="groups-message-input"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={LIVE_GROUPS_MESSAGE_MAX}
          rows={2}
          placeholder={t("live.groups.messagePlaceholder")}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy || !message.trim()} data-testid="groups-send">
            <Megaphone aria-hidden="true" /> {t("live.groups.send")}
          </Button>
          <Button type="button" variant="secondary" onClick={() => run({ path: "groups/end" })} disabled={busy} data-testid="groups-end">
            <Undo2 aria-hidden="true" /> {t("live.groups.end")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
