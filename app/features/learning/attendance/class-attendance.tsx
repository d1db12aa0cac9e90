/**
 * A class's attendance on /teacher/insights and /teacher/analytics (issue 18), read from the
 * attendance report of the class over the chosen term (or school year): on insights the class's rate
 * and the children under ATTENDANCE_CONCERN_RATE with the rule in words; on analytics the rate week
 * by week, a chart followed by its table. Only sessions whose attendance was taken count. The
 * insights screens place it (their route modules pass it in: features do not import each other).
 */
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { formatCalendarDay } from "~/lib/dates";
import { formatCalendarDate, parseCalendarDate } from "../../../../common/calendar-date";
import { ATTENDANCE_CONCERN_RATE, attendanceRate, emptyCounts, type AttendanceCounts } from "../../../../common/learning/attendance";
import { startOfWeek } from "../../../../common/learning/calendar";
import { dateInZone } from "../../../../common/time-zone";
import { useAttendanceReport, type AttendanceReport } from "./attendance-api";
import { RateText } from "./status";

export interface ClassAttendanceProps {
  classId: string;
  /** The range shown: the chosen term's days, or the school year's. */
  from: string;
  to: string;
  /** "this term" or "this school year", in the rule's words. */
  period: string;
}

const reportLink = (p: ClassAttendanceProps) => `/teacher/attendance-reports?tab=reports&class=${encodeURIComponent(p.classId)}&from=${p.from}&to=${p.to}`;

/** /teacher/insights: the class's rate and the children who need attention for their attendance. */
export function ClassAttendanceInsights(props: ClassAttendanceProps) {
  const report = useAttendanceReport({ classId: props.classId, from: props.from, to: props.to });
  return (
    <section aria-labelledby="attendance-insights-title" className="space-y-4" data-testid="attendance-insights">
      <h2 id="attendance-insights-title" className="text-2xl font-bold tracking-tight">
        Attendance
      </h2>
      <QueryState query={report} errorTitle="Attendance could not be loaded.">
        {(data) => {
          const flagged = data.children.filter((c) => c.rate !== null && c.rate < ATTENDANCE_CONCERN_RATE).sort((a, b) => (a.rate ?? 0) - (b.rate ?? 0));
          return (
            <div className="space-y-4">
              <p>
                <span className="font-semibold">Class attendance {props.period}: </span>
                <RateText rate={data.totals.rate} />
                {data.totals.sessions ? <span className="text-muted-foreground"> ({sessionsText(data.totals)})</span> : null}
              </p>
              <Card className="space-y-1 text-sm">
                <p>
                  <span className="font-semibold">How a child is flagged:</span> Attended less than {ATTENDANCE_CONCERN_RATE}% of sessions {props.period}.
                </p>
                <p className="text-muted-foreground">Only sessions whose attendance was taken count; present, late and left early count as attended, and excused absences as absences.</p>
              </Card>
              {data.totals.sessions === 0 ? (
                <p>No attendance was taken in this class {props.period} yet.</p>
              ) : flagged.length === 0 ? (
                <p data-testid="no-attendance-flags">No child in this class attended less than {ATTENDANCE_CONCERN_RATE}% of sessions {props.period}.</p>
              ) : (
                <ul className="grid gap-3 md:grid-cols-2" data-testid="attendance-flags">
                  {flagged.map((c) => (
                    <li key={c.studentId}>
                      <Card className="space-y-1 p-4">
                        <p className="flex items-center gap-2 font-semibold">
                          <AlertTriangle className="size-5 shrink-0 text-warning" aria-hidden="true" />
                          {c.name}
                        </p>
                        <p>
                          Attended {c.rate}% of sessions: absent from {c.counts.absent} of {c.counts.sessions}
                          {c.counts.excused ? ` (${c.counts.excused} excused)` : ""}.
                        </p>
                      </Card>
                    </li>
                  ))}
                </ul>
              )}
              <Link to={reportLink(props)} className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
                The class's attendance report
              </Link>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

interface WeekRow {
  weekOf: string;
  counts: AttendanceCounts;
  rate: number | null;
}

/** The report's sessions by school week (Monday), each week's counts summed from its sessions. */
export function weeklyAttendance(sessions: AttendanceReport["sessions"]): WeekRow[] {
  const weeks = new Map<string, AttendanceCounts>();
  for (const s of sessions) {
    const day = parseCalendarDate(dateInZone(new Date(s.startsAt).getTime()));
    if (!day) continue;
    const weekOf = formatCalendarDate(startOfWeek(day));
    const counts = weeks.get(weekOf) ?? emptyCounts();
    counts.sessions += s.counts.sessions;
    counts.present += s.counts.present;
    counts.late += s.counts.late;
    counts.leftEarly += s.counts.leftEarly;
    counts.absent += s.counts.absent;
    counts.excused += s.counts.excused;
    weeks.set(weekOf, counts);
  }
  return [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([weekOf, counts]) => ({ weekOf, counts, rate: attendanceRate(counts) }));
}

/** /teacher/analytics: the class's attendance rate week by week, a chart and its table. */
export function ClassAttendanceTrend(props: ClassAttendanceProps) {
  const report = useAttendanceReport({ classId: props.classId, from: props.from, to: props.to });
  return (
    <section aria-labelledby="attendance-trend-title" className="space-y-4" data-testid="attendance-trend">
      <h2 id="attendance-trend-title" className="text-2xl font-bold tracking-tight">
        Attendance week by week
      </h2>
      <QueryState query={report} errorTitle="Attendance could not be loaded.">
        {(data) => {
          const weeks = weeklyAttendance(data.sessions);
          if (weeks.length === 0) return <p>No attendance was taken in this class {props.period} yet.</p>;
          return (
            <figure aria-labelledby="attendance-trend-caption" className="space-y-4 rounded-xl border bg-card p-4 text-card-foreground">
              <figcaption id="attendance-trend-caption" className="space-y-1">
                <span className="block text-lg font-semibold">Share of children attending, per week</span>
                <span className="block text-sm text-muted-foreground">
                  Attended: present, late or left early, of the children in each session whose attendance was taken. Under {ATTENDANCE_CONCERN_RATE}% is marked as needing attention.
                </span>
                <span className="block text-sm text-muted-foreground">The chart's numbers are in the table under it.</span>
              </figcaption>
              <ul className="space-y-2" aria-hidden="true">
                {weeks.map((w) => (
                  <li key={w.weekOf} className="grid grid-cols-1 gap-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-center sm:gap-3">
                    <span className="text-sm font-medium">Week of {formatCalendarDay(w.weekOf)}</span>
                    <span className="flex items-center gap-2">
                      <span className="h-4 flex-1 overflow-hidden rounded-sm bg-muted">
                        <span className={`block h-full ${w.rate !== null && w.rate < ATTENDANCE_CONCERN_RATE ? "bg-warning" : "bg-primary"}`} style={{ width: `${w.rate ?? 0}%` }} />
                      </span>
                      <span className="w-12 text-right text-sm tabular-nums">{w.rate === null ? "None" : `${w.rate}%`}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <Table caption="Attendance per week">
                <THead>
                  <tr>
                    <Th>Week of</Th>
                    <Th>Child sessions</Th>
                    <Th>Attended</Th>
                    <Th>Late</Th>
                    <Th>Left early</Th>
                    <Th>Absent</Th>
                    <Th>Excused</Th>
                    <Th>Rate</Th>
                  </tr>
                </THead>
                <tbody>
                  {weeks.map((w) => (
                    <Tr key={w.weekOf} data-testid="attendance-week">
                      <Th scope="row" className="font-medium normal-case">
                        {formatCalendarDay(w.weekOf)}
                      </Th>
                      <Td>{w.counts.sessions}</Td>
                      <Td>{w.counts.sessions - w.counts.absent}</Td>
                      <Td>{w.counts.late}</Td>
                      <Td>{w.counts.leftEarly}</Td>
                      <Td>{w.counts.absent}</Td>
                      <Td>{w.counts.excused}</Td>
                      <Td>
                        <RateText rate={w.rate} />
                      </Td>
                    </Tr>
                  ))}
                </tbody>
              </Table>
            </figure>
          );
        }}
      </QueryState>
    </section>
  );
}

function sessionsText(c: AttendanceCounts) {
  return `${c.sessions - c.absent} of ${c.sessions} child sessions attended, ${c.excused} of ${c.absent} absences excused`;
}
