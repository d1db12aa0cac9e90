/**
 * The `Take attendance` tab of /teacher/attendance-reports: a day's sessions of the teacher's
 * classes (staff: every class), and for the chosen one its children with the live room's status
 * (minutes present, joined and left), the family's absence note, and a status choice per child. A
 * choice that differs from the room's status is a correction and needs a reason; a correction shows
 * who made it and why and can be undone. A session held without video is marked by hand (`Mark all
 * present` marks everyone not marked yet). The date and the session are kept in the address.
 */
import { CheckCheck, Clock, DoorOpen, Save, Undo2, Video } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
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
import { formatLongCalendarDay } from "#common/calendar-date";
import {
  ATTENDANCE_REASON_MAX,
  ATTENDANCE_STATUSES,
  ATTENDANCE_STATUS_LABELS,
  type AttendanceCounts,
  type AttendanceStatus,
} from "#common/learning/attendance";
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
import { StatusBadge } from "./status";
import { schoolToday, spanIn, timeIn, zoneNote } from "./time";
import { useViewerZone } from "~/lib/dates";

/** The server's words for a correction without a reason (the same on both sides). */
export const REASON_NEEDED = "Please give a reason for the change";

export function TakeAttendance() {
  const [params, setParams] = useSearchParams();
  const zone = useViewerZone();
  const dateId = useId();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get("date") ?? "") ? params.get("date")! : schoolToday();
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
            Date
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
        <Button variant="outline" className="min-h-11" onClick={() => set({ date: undefined, session: undefined })} disabled={date === schoolToday()}>
          Today
        </Button>
        <p className="text-sm text-muted-foreground">{zoneNote(zone)}</p>
      </div>
      <QueryState query={day} errorTitle="The day's sessions could not be loaded." loadingLabel="Loading the day's sessions...">
        {(data) => <DayList data={data} zone={zone} chosen={sessionId} onChoose={(id) => set({ session: id })} />}
      </QueryState>
      {sessionId ? <SessionPanel key={sessionId} sessionId={sessionId} zone={zone} /> : null}
    </div>
  );
}

function sessionState(s: SessionSummary, now: number): { label: string; icon: typeof Video } {
  if (s.status === "cancelled") return { label: "Cancelled", icon: Clock };
  if (s.live) return { label: "Live", icon: Video };
  if (s.taken) return { label: "Taken", icon: CheckCheck };
  return { label: new Date(s.startsAt).getTime() > now ? "Not started" : "Not held yet", icon: Clock };
}

export function countsText(c: AttendanceCounts) {
  return `${c.present} present, ${c.late} late, ${c.leftEarly} left early, ${c.absent} absent`;
}

function DayList({ data, zone, chosen, onChoose }: { data: DaySessions; zone: string; chosen: string | null; onChoose: (id: string) => void }) {
  const now = useNow();
  if (data.sessions.length === 0) {
    return (
      <Card className="p-6" data-testid="no-sessions">
        <p>No sessions of your classes on {formatLongCalendarDay(data.date)}.</p>
      </Card>
    );
  }
  return (
    <section aria-labelledby="day-sessions" className="space-y-3">
      <h2 id="day-sessions" className="text-xl font-semibold">
        Sessions on {formatLongCalendarDay(data.date)}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.sessions.map((s) => {
          const state = sessionState(s, now);
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
                <span className="text-sm">{spanIn(s.startsAt, s.endsAt, zone)}</span>
                <span className="flex flex-wrap items-center gap-2">
                  <Badge>
                    <Icon aria-hidden="true" />
                    {state.label}
                  </Badge>
                  {s.taken ? <span className="text-sm text-muted-foreground">{countsText(s.counts)}</span> : null}
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
  return (
    <QueryState
      query={query}
      errorTitle="This session's attendance could not be loaded."
      loadingLabel="Loading the children..."
      isEmpty={(d) => d.children.length === 0}
      empty={
        <Card className="p-6">
          <p>No children were enrolled in this class on the session's day.</p>
        </Card>
      }
    >
      {(data) => <SessionMarks data={data} zone={zone} />}
    </QueryState>
  );
}

function SessionMarks({ data, zone }: { data: SessionAttendance; zone: string }) {
  const { session } = data;
  const save = useSaveMarks(session.id);
  const [confirmAll, setConfirmAll] = useState(false);
  const [allError, setAllError] = useState<string | null>(null);
  const now = useNow();
  const started = new Date(session.startsAt).getTime() <= now;
  const cancelled = session.status === "cancelled";
  const canMark = started && !cancelled;
  const unmarked = data.children.filter((c) => c.status === null);
  const markAll = async () => {
    setAllError(null);
    try {
      await save.mutateAsync(unmarked.map((c) => ({ studentId: c.studentId, status: "present" as const })));
      toast({ variant: "success", title: `${unmarked.length === 1 ? "1 child" : `${unmarked.length} children`} marked present` });
      setConfirmAll(false);
    } catch (error) {
      setAllError(formErrorMessage(error));
    }
  };
  return (
    <section aria-labelledby="session-marks" className="space-y-4" data-testid="session-marks">
      <PanelHeader
        id="session-marks"
        title={`${session.className}, ${spanIn(session.startsAt, session.endsAt, zone)}`}
        description={
          session.live
            ? `The live room gives each child's status: late after arriving more than ${data.lateMinutes} minutes after the start. Change it only with a reason.`
            : "This session was not held in the live room: mark each child by hand."
        }
        actions={
          canMark && !session.live ? (
            <Button onClick={() => setConfirmAll(true)} disabled={unmarked.length === 0 || save.isPending} data-testid="mark-all-present">
              <CheckCheck aria-hidden="true" />
              Mark all present
            </Button>
          ) : null
        }
      />
      {cancelled ? <Alert kind="info" title="This session was cancelled. It has no attendance." /> : null}
      {!cancelled && !started ? <Alert kind="info" title="Attendance can be taken once the session has started." /> : null}
      <ul className="space-y-3">
        {data.children.map((child) => (
          // A new status (saved here, by another teacher, or by the room) starts the row afresh.
          <li key={`${child.studentId}-${child.status}-${child.source}-${child.correction?.at ?? ""}`}>
            <ChildRow child={child} session={session} zone={zone} canMark={canMark} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={(open) => {
          setConfirmAll(open);
          if (!open) setAllError(null);
        }}
        title="Mark all present?"
        confirmLabel="Mark all present"
        busyLabel="Saving..."
        busy={save.isPending}
        onConfirm={() => void markAll()}
        error={allError}
      >
        <p>
          {unmarked.length === 1 ? "1 child not marked yet is" : `The ${unmarked.length} children not marked yet are`} marked present. Children you have marked
          keep their status.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function roomLine(child: ChildAttendance, zone: string): string | null {
  const c = child.computed;
  if (!c) return null;
  if (!c.firstJoinAt) return "Did not join the live room.";
  const parts = [`In the room ${c.minutesPresent} ${c.minutesPresent === 1 ? "minute" : "minutes"}`, `joined ${timeIn(c.firstJoinAt, zone)}`];
  if (c.lastLeaveAt) parts.push(`left ${timeIn(c.lastLeaveAt, zone)}`);
  return `${parts.join(", ")}.`;
}

function ChildRow({ child, session, zone, canMark }: { child: ChildAttendance; session: SessionSummary; zone: string; canMark: boolean }) {
  const save = useSaveMarks(session.id);
  const groupId = useId();
  const [choice, setChoice] = useState<AttendanceStatus | "">(child.status ?? "");
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const roomStatus = child.computed?.status ?? null;
  const needsReason = Boolean(session.live && roomStatus && choice && choice !== roomStatus);
  const unchanged = choice === (child.status ?? "");
  const hasTeacherMark = child.source === "teacher";

  const send = async (status: AttendanceStatus | null, why?: string) => {
    setFailure(null);
    setReasonError(undefined);
    try {
      await save.mutateAsync([{ studentId: child.studentId, status, ...(why ? { reason: why } : {}) }]);
      toast({ variant: "success", title: status ? `${child.name}: ${ATTENDANCE_STATUS_LABELS[status]}` : `${child.name}: back to the live room's status` });
      setReason("");
      if (status === null) setChoice(roomStatus ?? "");
    } catch (error) {
      const reasonField = fieldErrorsOf(error).find((e) => e.field.endsWith(".reason"));
      if (reasonField) setReasonError(reasonField.message);
      else setFailure(formErrorMessage(error));
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!choice) return;
    const why = reason.trim();
    if (needsReason && !why) {
      setReasonError(REASON_NEEDED);
      return;
    }
    void send(choice, why || undefined);
  };

  const line = roomLine(child, zone);
  return (
    <Card className="space-y-3 p-4" data-testid="attendance-child" data-student-id={child.studentId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{child.name}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={child.status} />
          {child.excused ? <Badge data-testid="excused">Excused</Badge> : null}
        </div>
      </div>
      {line ? (
        <p className="flex items-center gap-2 text-sm">
          <DoorOpen className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Live room: {roomStatus ? ATTENDANCE_STATUS_LABELS[roomStatus] : "Not taken"}. {line}
          </span>
        </p>
      ) : null}
      {child.absenceReport ? (
        <p className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm" data-testid="family-note">
          <span className="font-semibold">The family reported an absence</span> (
          {child.absenceReport.fromDate === child.absenceReport.toDate
            ? formatLongCalendarDay(child.absenceReport.fromDate)
            : `${formatLongCalendarDay(child.absenceReport.fromDate)} to ${formatLongCalendarDay(child.absenceReport.toDate)}`}
          ): <span className="whitespace-pre-line">{child.absenceReport.reason}</span>
        </p>
      ) : null}
      {child.correction ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm" data-testid="correction">
          <p>
            {session.live ? "Changed" : "Marked"} to <strong>{ATTENDANCE_STATUS_LABELS[child.correction.status]}</strong> by{" "}
            {child.correction.byName ?? "a teacher"}, {timeIn(child.correction.at, zone)}
            {child.correction.reason ? (
              <>
                : <span className="whitespace-pre-line">{child.correction.reason}</span>
              </>
            ) : (
              "."
            )}
          </p>
          {canMark && hasTeacherMark ? (
            <Button variant="outline" size="sm" className="min-h-11" onClick={() => void send(null)} disabled={save.isPending} data-testid="undo-correction">
              <Undo2 aria-hidden="true" />
              {session.live ? "Undo the change" : "Remove the mark"}
            </Button>
          ) : null}
        </div>
      ) : null}
      {canMark ? (
        <form onSubmit={submit} noValidate className="space-y-3" aria-label={`Attendance for ${child.name}`}>
          <fieldset>
            <legend id={groupId} className="sr-only">
              Status for {child.name}
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
                    onChange={() => setChoice(status)}
                    className="size-4"
                  />
                  {ATTENDANCE_STATUS_LABELS[status]}
                  {roomStatus === status ? <span className="text-muted-foreground">(live room)</span> : null}
                </label>
              ))}
            </div>
          </fieldset>
          {needsReason ? (
            <Field label="Reason for the change" required error={reasonError} description={`Why ${child.name}'s status differs from the live room's.`}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  maxLength={ATTENDANCE_REASON_MAX}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  data-testid="mark-reason"
                />
              )}
            </Field>
          ) : null}
          {failure ? <Alert kind="error" title={failure} /> : null}
          <Button type="submit" variant="outline" className="min-h-11" disabled={!choice || unchanged || save.isPending} data-testid="save-mark">
            <Save aria-hidden="true" />
            {save.isPending ? "Saving..." : `Save for ${child.name}`}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
