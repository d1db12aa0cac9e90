/**
 * The `Take attendance` tab of /teacher/attendance-reports: a day's sessions of the teacher's
 * classes (staff: every class), and for the chosen one its children with the live room's status
 * (minutes present, joined and left), the family's absence note, and a status choice per child. A
 * choice that differs from the room's status is a correction and needs a reason; a correction shows
 * who made it and why and can be undone (at once). The teacher's choices stay on the screen until one
 * Save sends the class's changes in one request (issue 33): a session held without video is marked by
 * hand, `Mark all present` filling everyone not marked yet and the teacher then changing the few.
 * Unsaved changes are counted on Save, and leaving with them asks first. The date and the session
 * are kept in the address.
 */
import { CheckCheck, Clock, DoorOpen, Save, Undo2, Video } from "lucide-react";
import { useEffect, useId, useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from "react";
import { useBlocker, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { useNow } from "~/lib/use-now";
import { fieldErrorsOf, formErrorMessage } from "~/lib/form-errors";
import { cn } from "~/lib/utils";
import { useLanguage, useLocale, useRichT, useT } from "~/lib/i18n";
import { formatLongCalendarDayIn } from "#common/calendar-date";
import { ATTENDANCE_REASON_MAX, ATTENDANCE_STATUSES, type AttendanceCounts, type AttendanceStatus } from "#common/learning/attendance";
import {
  useAttendanceEvents,
  useDaySessions,
  useSaveMarks,
  useSessionAttendance,
  type ChildAttendance,
  type DaySessions,
  type SessionAttendance,
  type SessionSummary,
} from "./attendance-api";
import { fillPresent, isCorrection, missingReasons, pendingMarks, unmarkedCount, type ClassDraft, type DraftMark } from "./class-marks";
import { StatusBadge } from "./status";
import { useSchoolToday } from "~/lib/dates";
import { spanIn, timeIn, zoneNote } from "./time";
import { useViewerZone } from "~/lib/dates";

type T = ReturnType<typeof useT>;

export function TakeAttendance() {
  const [params, setParams] = useSearchParams();
  const zone = useViewerZone();
  const dateId = useId();
  const t = useT();
  const language = useLanguage();
  const today = useSchoolToday();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get("date") ?? "") ? params.get("date")! : today;
  const sessionId = params.get("session");
  const day = useDaySessions(date);
  useAttendanceEvents();

  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4">
        <div className="space-y-1.5">
          <label htmlFor={dateId} className="block text-sm font-semibold">
            {t("teaching.attendance.take.date")}
          </label>
          <Input
            id={dateId}
            type="date"
            className="w-auto"
            value={date}
            onChange={(e) => set({ date: e.target.value || undefined, session: undefined })}
            data-testid="attendance-date"
          />
        </div>
        <Button variant="outline" className="min-h-11" onClick={() => set({ date: undefined, session: undefined })} disabled={date === today}>
          {t("teaching.attendance.take.today")}
        </Button>
        <p className="text-sm text-muted-foreground">{zoneNote(zone, language)}</p>
      </div>
      <QueryState query={day} errorTitle={t("teaching.attendance.take.dayError")} loadingLabel={t("teaching.attendance.take.dayLoading")}>
        {(data) => <DayList data={data} zone={zone} chosen={sessionId} onChoose={(id) => set({ session: id })} />}
      </QueryState>
      {sessionId ? <SessionPanel key={sessionId} sessionId={sessionId} zone={zone} /> : null}
    </div>
  );
}

function sessionState(s: SessionSummary, now: number, t: T): { label: string; icon: typeof Video } {
  if (s.status === "cancelled") return { label: t("teaching.attendance.take.state.cancelled"), icon: Clock };
  if (s.live) return { label: t("teaching.attendance.take.state.live"), icon: Video };
  if (s.taken) return { label: t("teaching.attendance.take.state.taken"), icon: CheckCheck };
  const notStarted = new Date(s.startsAt).getTime() > now;
  return { label: notStarted ? t("teaching.attendance.take.state.notStarted") : t("teaching.attendance.take.state.notHeld"), icon: Clock };
}

/** "3 present, 1 late, 0 left early, 1 absent"; `t` is useT()'s. */
export function countsText(c: AttendanceCounts, t: T) {
  return t("teaching.attendance.take.counts", { present: c.present, late: c.late, leftEarly: c.leftEarly, absent: c.absent });
}

function DayList({ data, zone, chosen, onChoose }: { data: DaySessions; zone: string; chosen: string | null; onChoose: (id: string) => void }) {
  const now = useNow();
  const t = useT();
  const locale = useLocale();
  const day = formatLongCalendarDayIn(data.date, locale);
  if (data.sessions.length === 0) {
    return (
      <Card className="p-6" data-testid="no-sessions">
        <p>{t("teaching.attendance.take.noSessions", { day })}</p>
      </Card>
    );
  }
  return (
    <section aria-labelledby="day-sessions" className="space-y-3">
      <h2 id="day-sessions" className="text-xl font-semibold">
        {t("teaching.attendance.take.sessionsOn", { day })}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.sessions.map((s) => {
          const state = sessionState(s, now, t);
          const Icon = state.icon;
          const selected = s.id === chosen;
          return (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => onChoose(s.id)}
                aria-pressed={selected}
                data-testid="attendance-session"
                className={cn(
                  "flex min-h-11 w-full flex-col gap-1 rounded-lg border p-4 text-left hover:bg-muted/60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  selected && "border-primary bg-primary/5 ring-2 ring-primary",
                )}
              >
                <span className="font-semibold">{s.className}</span>
                <span className="text-sm">{spanIn(s.startsAt, s.endsAt, zone, locale)}</span>
                <span className="flex flex-wrap items-center gap-2">
                  <Badge>
                    <Icon aria-hidden="true" />
                    {state.label}
                  </Badge>
                  {s.taken ? <span className="text-sm text-muted-foreground">{countsText(s.counts, t)}</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SessionPanel({ sessionId, zone }: { sessionId: string; zone: string }) {
  const query = useSessionAttendance(sessionId);
  const t = useT();
  // Held here, above the read's loading and error states, so a failed refresh does not lose the teacher's unsaved marks.
  const [draft, setDraft] = useState<ClassDraft>({});
  const unsaved = query.data ? pendingMarks(query.data.children, draft).length : Object.keys(draft).length;
  const leaving = useUnsavedGuard(unsaved);
  return (
    <>
      <QueryState
        query={query}
        errorTitle={t("teaching.attendance.take.sessionError")}
        loadingLabel={t("teaching.attendance.take.childrenLoading")}
        isEmpty={(d) => d.children.length === 0}
        empty={
          <Card className="p-6">
            <p>{t("teaching.attendance.take.noChildren")}</p>
          </Card>
        }
      >
        {(data) => <SessionMarks data={data} zone={zone} draft={draft} setDraft={setDraft} />}
      </QueryState>
      <ConfirmDialog
        open={leaving.asking}
        onOpenChange={(open) => {
          if (!open) leaving.stay();
        }}
        title={t("teaching.attendance.take.unsavedTitle")}
        confirmLabel={t("teaching.attendance.take.leave")}
        destructive
        busy={false}
        onConfirm={leaving.leave}
      >
        <p>{t("teaching.attendance.take.unsavedText", { count: unsaved })}</p>
      </ConfirmDialog>
    </>
  );
}

function SessionMarks({
  data,
  zone,
  draft,
  setDraft,
}: {
  data: SessionAttendance;
  zone: string;
  draft: ClassDraft;
  setDraft: Dispatch<SetStateAction<ClassDraft>>;
}) {
  const { session, children } = data;
  const save = useSaveMarks(session.id);
  const [reasonErrors, setReasonErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const now = useNow();
  const t = useT();
  const locale = useLocale();
  const started = new Date(session.startsAt).getTime() <= now;
  const cancelled = session.status === "cancelled";
  const canMark = started && !cancelled;
  const pending = pendingMarks(children, draft);
  const toFill = unmarkedCount(children, draft);

  const change = (studentId: string, mark: DraftMark) => {
    setDraft((current) => ({ ...current, [studentId]: mark }));
    setReasonErrors(({ [studentId]: _, ...others }) => others);
  };
  const markAll = () => {
    setDraft((current) => fillPresent(children, current));
    toast({ title: t("teaching.attendance.take.filledPresent", { count: toFill }) });
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const missing = missingReasons(session.live, children, pending);
    if (missing.length > 0) {
      // The server's words too (the attendance schema's reasonRequired): Field shows its refusal in the reader's language by them.
      setReasonErrors(Object.fromEntries(missing.map((id) => [id, t("teaching.attendance.take.reasonNeeded")])));
      setFailure(t("teaching.attendance.take.reasonsMissing", { count: missing.length }));
      return;
    }
    try {
      await save.mutateAsync(pending);
      toast({ variant: "success", title: t("teaching.attendance.take.savedAll", { count: pending.length }) });
      setDraft({});
      setReasonErrors({});
    } catch (error) {
      // A refusal names a mark by its place in what was sent (marks.2.reason): back to the child it is about.
      const byChild = fieldErrorsOf(error).flatMap((f) => {
        const index = /^marks\.(\d+)\.reason$/.exec(f.field)?.[1];
        const mark = index === undefined ? undefined : pending[Number(index)];
        return mark ? [[mark.studentId, f.message] as const] : [];
      });
      setReasonErrors(Object.fromEntries(byChild));
      setFailure(formErrorMessage(error));
    }
  };
  return (
    <section aria-labelledby="session-marks" className="space-y-4" data-testid="session-marks">
      <PanelHeader
        id="session-marks"
        title={t("teaching.attendance.take.sessionTitle", { className: session.className, time: spanIn(session.startsAt, session.endsAt, zone, locale) })}
        description={session.live ? t("teaching.attendance.take.live", { minutes: data.lateMinutes }) : t("teaching.attendance.take.notLive")}
        actions={
          canMark && !session.live ? (
            <Button variant="outline" onClick={markAll} disabled={toFill === 0 || save.isPending} data-testid="mark-all-present">
              <CheckCheck aria-hidden="true" />
              {t("teaching.attendance.take.markAll")}
            </Button>
          ) : null
        }
      />
      {cancelled ? <Alert kind="info" title={t("teaching.attendance.take.cancelled")} /> : null}
      {!cancelled && !started ? <Alert kind="info" title={t("teaching.attendance.take.notStarted")} /> : null}
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label={t("teaching.attendance.take.form", { name: session.className })}>
        <ul className="space-y-3">
          {children.map((child) => (
            <li key={child.studentId}>
              <ChildRow
                child={child}
                session={session}
                zone={zone}
                canMark={canMark}
                mark={draft[child.studentId]}
                reasonError={reasonErrors[child.studentId]}
                onChange={(mark) => change(child.studentId, mark)}
                onUndone={() => setDraft(({ [child.studentId]: _, ...others }) => others)}
              />
            </li>
          ))}
        </ul>
        {canMark ? (
          <div className="sticky bottom-0 space-y-3 border-t bg-background py-3">
            {failure ? <Alert kind="error" title={failure} /> : null}
            <Button type="submit" className="min-h-11" disabled={pending.length === 0 || save.isPending} data-testid="save-marks">
              <Save aria-hidden="true" />
              {save.isPending ? t("teaching.attendance.take.saving") : t("teaching.attendance.take.saveAll", { count: pending.length })}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}

/**
 * Asks before leaving with unsaved marks: another session or day, another tab or page (the
 * router's navigation, held until the teacher answers), and closing or reloading the page (the
 * browser's own question).
 */
function useUnsavedGuard(unsaved: number) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (unsaved === 0) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);
  return {
    asking: blocker.state === "blocked",
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}

/** What the live room saw of a child, in the reader's language (`t` is useT()'s). */
function roomLine(child: ChildAttendance, zone: string, t: T, locale: string): string | null {
  const c = child.computed;
  if (!c) return null;
  if (!c.firstJoinAt) return t("teaching.attendance.take.notJoined");
  const joined = timeIn(c.firstJoinAt, zone, locale);
  if (!c.lastLeaveAt) return t("teaching.attendance.take.room", { minutes: c.minutesPresent, joined });
  return t("teaching.attendance.take.roomLeft", { minutes: c.minutesPresent, joined, left: timeIn(c.lastLeaveAt, zone, locale) });
}

function ChildRow({
  child,
  session,
  zone,
  canMark,
  mark,
  reasonError,
  onChange,
  onUndone,
}: {
  child: ChildAttendance;
  session: SessionSummary;
  zone: string;
  canMark: boolean;
  /** The teacher's choice not saved yet. */
  mark: DraftMark | undefined;
  reasonError: string | undefined;
  onChange: (mark: DraftMark) => void;
  onUndone: () => void;
}) {
  const undo = useSaveMarks(session.id);
  const groupId = useId();
  const t = useT();
  const rt = useRichT();
  const locale = useLocale();
  const statusWord = (status: AttendanceStatus) => t(`family.attendance.status.${status}`);
  const [failure, setFailure] = useState<string | null>(null);
  const roomStatus = child.computed?.status ?? null;
  const choice = mark?.status ?? child.status;
  const reason = mark?.reason ?? "";
  const changed = Boolean(mark && mark.status !== child.status);
  const needsReason = changed && isCorrection(session.live, child, choice);
  const hasTeacherMark = child.source === "teacher";

  // Undoing a correction is its own action, saved at once (the room's status comes back).
  const sendUndo = async () => {
    setFailure(null);
    try {
      await undo.mutateAsync([{ studentId: child.studentId, status: null }]);
      toast({ variant: "success", title: t("teaching.attendance.take.backToRoom", { name: child.name }) });
      onUndone();
    } catch (error) {
      setFailure(formErrorMessage(error));
    }
  };

  const line = roomLine(child, zone, t, locale);
  return (
    <Card className={cn("space-y-3 p-4", changed && "border-primary")} data-testid="attendance-child" data-student-id={child.studentId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{child.name}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={child.status} />
          {child.excused ? <Badge data-testid="excused">{t("family.attendance.excused")}</Badge> : null}
          {changed ? <Badge data-testid="unsaved">{t("teaching.attendance.take.unsaved")}</Badge> : null}
        </div>
      </div>
      {line ? (
        <p className="flex items-center gap-2 text-sm">
          <DoorOpen className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {t("teaching.attendance.take.liveRoom", {
              status: roomStatus ? statusWord(roomStatus) : t("family.attendance.status.notTaken"),
              line,
            })}
          </span>
        </p>
      ) : null}
      {child.absenceReport ? (
        <p className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm" data-testid="family-note">
          {rt("teaching.attendance.take.familyNote", {
            b: (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>,
            dates:
              child.absenceReport.fromDate === child.absenceReport.toDate
                ? formatLongCalendarDayIn(child.absenceReport.fromDate, locale)
                : t("teaching.attendance.take.dates", {
                    from: formatLongCalendarDayIn(child.absenceReport.fromDate, locale),
                    to: formatLongCalendarDayIn(child.absenceReport.toDate, locale),
                  }),
            reason: <span className="whitespace-pre-line">{child.absenceReport.reason}</span>,
          })}
        </p>
      ) : null}
      {child.correction ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm" data-testid="correction">
          <p>
            {rt(child.correction.reason ? "teaching.attendance.take.correctionWhy" : "teaching.attendance.take.correction", {
              live: session.live ? "yes" : "no",
              b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
              status: statusWord(child.correction.status),
              name: child.correction.byName ?? t("teaching.attendance.take.aTeacher"),
              time: timeIn(child.correction.at, zone, locale),
              reason: <span className="whitespace-pre-line">{child.correction.reason}</span>,
            })}
          </p>
          {canMark && hasTeacherMark ? (
            <Button variant="outline" size="sm" className="min-h-11" onClick={() => void sendUndo()} disabled={undo.isPending} data-testid="undo-correction">
              <Undo2 aria-hidden="true" />
              {session.live ? t("teaching.attendance.take.undo") : t("teaching.attendance.take.removeMark")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {canMark ? (
        <div className="space-y-3">
          <fieldset>
            <legend id={groupId} className="sr-only">
              {t("teaching.attendance.take.statusFor", { name: child.name })}
            </legend>
            <div className="flex flex-wrap gap-2">
              {ATTENDANCE_STATUSES.map((status) => (
                <label
                  key={status}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    type="radio"
                    name={`status-${child.studentId}`}
                    value={status}
                    checked={choice === status}
                    onChange={() => onChange({ status, reason })}
                    className="size-4"
                  />
                  {statusWord(status)}
                  {roomStatus === status ? <span className="text-muted-foreground">{t("teaching.attendance.take.roomChoice")}</span> : null}
                </label>
              ))}
            </div>
          </fieldset>
          {needsReason && choice ? (
            <Field
              label={t("teaching.attendance.take.reason")}
              required
              error={reasonError}
              description={t("teaching.attendance.take.reasonHint", { name: child.name })}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  maxLength={ATTENDANCE_REASON_MAX}
                  value={reason}
                  onChange={(e) => onChange({ status: choice, reason: e.target.value })}
                  data-testid="mark-reason"
                />
              )}
            </Field>
          ) : null}
          {failure ? <Alert kind="error" title={failure} /> : null}
        </div>
      ) : null}
    </Card>
  );
}
