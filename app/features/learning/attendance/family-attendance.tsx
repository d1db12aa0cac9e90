/**
 * Attendance for families (issue 18): the card on /parent (each child's rate over the last 30 days
 * and their latest absences) and the section on /parent/progress (per child: counts, rate and every
 * session whose attendance was taken, newest first, with its status and whether it was excused).
 * Only sessions whose attendance was taken appear: a session never held is not an absence.
 */
import { CalendarCheck, CalendarX2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { DateRangeFields } from "~/components/ui/date-range-fields";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { formatCalendarDay, useViewerZone } from "~/lib/dates";
import type { AttendanceCounts } from "#common/learning/attendance";
import { useFamilyAttendance, type FamilyAttendance, type FamilySession } from "./attendance-api";
import { CONCERN_RULE, RateText, StatusBadge } from "./status";
import { useIsFamily } from "./family-role";
import { dayIn, spanIn, timeIn, zoneNote } from "./time";

const LATEST_ABSENCES = 3;

/** /parent: each child's attendance over the last 30 days, with their latest absences. */
export function FamilyAttendanceCard() {
  return useIsFamily() ? <AttendanceCard /> : null;
}

function AttendanceCard() {
  const query = useFamilyAttendance();
  const zone = useViewerZone();
  return (
    <section aria-labelledby="attendance-title" className="space-y-6" data-testid="family-attendance-card">
      <PanelHeader
        id="attendance-title"
        title="Attendance"
        description="The last 30 days: how often each child came to their classes, and their latest absences."
      />
      <QueryState
        query={query}
        errorTitle="Attendance could not be loaded."
        isEmpty={(d: FamilyAttendance) => d.children.length === 0}
        empty={
          <Card>
            <p>No children are linked to your account yet.</p>
          </Card>
        }
      >
        {(data) => (
          <div className="grid gap-4 md:grid-cols-2">
            {data.children.map((child) => {
              const absences = child.sessions.filter((s) => s.status === "absent").slice(0, LATEST_ABSENCES);
              return (
                <Card key={child.studentId} className="space-y-3 p-5">
                  <h3 className="text-lg font-semibold">{child.name}</h3>
                  <p className="flex flex-wrap items-center gap-2">
                    <CalendarCheck className="size-5 shrink-0" aria-hidden="true" />
                    <span>Attended:</span> <RateText rate={child.rate} />
                    {child.counts.sessions ? <span className="text-sm text-muted-foreground">({attendedText(child.counts)})</span> : null}
                  </p>
                  {absences.length ? (
                    <div className="space-y-1">
                      <h4 className="text-sm font-semibold">Latest absences</h4>
                      <ul className="space-y-1 text-sm">
                        {absences.map((s) => (
                          <li key={s.sessionId} className="flex flex-wrap items-center gap-2">
                            <CalendarX2 className="size-4 shrink-0" aria-hidden="true" />
                            {dayIn(s.startsAt, zone)}, {timeIn(s.startsAt, zone)}: {s.className}
                            {s.excused ? <Badge>Excused</Badge> : null}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : child.counts.sessions ? (
                    <p className="text-sm">No absences in the last 30 days.</p>
                  ) : null}
                </Card>
              );
            })}
          </div>
        )}
      </QueryState>
      <p className="text-sm text-muted-foreground">{zoneNote(zone)}</p>
      <p className="text-sm">
        <Link to="/parent/progress#attendance" className="font-semibold text-primary underline-offset-4 hover:underline">
          Every session on Progress
        </Link>
        {" · "}
        <Link to="/parent/calendar" className="font-semibold text-primary underline-offset-4 hover:underline">
          Report an absence on the calendar
        </Link>
      </p>
    </section>
  );
}

function attendedText(c: AttendanceCounts) {
  const attended = c.sessions - c.absent;
  return `${attended} of ${c.sessions} ${c.sessions === 1 ? "session" : "sessions"}`;
}

/** /parent/progress: each child's attendance over a range (the last 30 days unless the family picks one). */
export function FamilyAttendanceSection() {
  return useIsFamily() ? <AttendanceSection /> : null;
}

function AttendanceSection() {
  const [range, setRange] = useState({ from: "", to: "" });
  const valid = !(range.from && range.to && range.from > range.to);
  const query = useFamilyAttendance(valid ? { from: range.from || undefined, to: range.to || undefined } : {});
  const zone = useViewerZone();
  return (
    <section id="attendance" aria-labelledby="progress-attendance" className="scroll-mt-24 space-y-6" data-testid="family-attendance">
      <PanelHeader
        id="progress-attendance"
        title="Attendance"
        description="Every class session whose attendance was taken, newest first. Present, late and left early count as attended."
      />
      <div className="flex flex-wrap items-end gap-4">
        <DateRangeFields idPrefix="family-attendance" value={range} onChange={setRange} errorId={valid ? undefined : "family-attendance-error"} />
      </div>
      {valid ? null : (
        <p id="family-attendance-error" className="text-sm font-medium text-destructive">
          The end date is before the start date.
        </p>
      )}
      <QueryState query={query} errorTitle="Attendance could not be loaded.">
        {(data) => (
          <div className="space-y-8">
            <p className="text-sm text-muted-foreground">
              {formatCalendarDay(data.from)} to {formatCalendarDay(data.to)}. {zoneNote(zone)} {CONCERN_RULE} is shown as needing attention.
            </p>
            {data.children.length === 0 ? <p>No children are linked to your account yet.</p> : null}
            {data.children.map((child) => (
              <div key={child.studentId} className="space-y-3" data-testid="family-attendance-child">
                <h3 className="text-xl font-semibold">{child.name}</h3>
                <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  <Count label="Sessions" value={child.counts.sessions} />
                  <Count label="Present" value={child.counts.present} />
                  <Count label="Late" value={child.counts.late} />
                  <Count label="Left early" value={child.counts.leftEarly} />
                  <Count label="Absent" value={child.counts.absent} />
                  <Count label="Excused" value={child.counts.excused} />
                  <div className="flex gap-2">
                    <dt className="font-semibold">Attendance rate:</dt>
                    <dd>
                      <RateText rate={child.rate} />
                    </dd>
                  </div>
                </dl>
                {child.sessions.length === 0 ? (
                  <p>No attendance was taken for {child.name} in this range.</p>
                ) : (
                  <SessionTable name={child.name} sessions={child.sessions} zone={zone} />
                )}
              </div>
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex gap-2">
      <dt className="font-semibold">{label}:</dt>
      <dd>{value}</dd>
    </div>
  );
}

function SessionTable({ name, sessions, zone }: { name: string; sessions: FamilySession[]; zone: string }) {
  return (
    <Table caption={`${name}'s sessions`}>
      <THead>
        <tr>
          <Th>Date</Th>
          <Th>Time</Th>
          <Th>Class</Th>
          <Th>Status</Th>
          <Th>Your note</Th>
        </tr>
      </THead>
      <tbody>
        {sessions.map((s) => (
          <Tr key={s.sessionId} data-testid="family-attendance-session">
            <Th scope="row" className="font-semibold normal-case">
              {dayIn(s.startsAt, zone)}
            </Th>
            <Td>{spanIn(s.startsAt, s.endsAt, zone)}</Td>
            <Td>{s.className}</Td>
            <Td>
              <span className="flex flex-wrap items-center gap-2">
                <StatusBadge status={s.status} />
                {s.excused ? <Badge>Excused</Badge> : null}
              </span>
            </Td>
            <Td className="whitespace-pre-line">{s.note ?? ""}</Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
