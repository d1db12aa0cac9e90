/**
 * /teacher/analytics: one class's trends over a term (or the year), week by week: how much of the
 * work due was handed in on time, how many days returned work took, and the class's average current
 * mastery per subject. Each chart is followed by its table. Attendance joins with live classes.
 */
import { Alert } from "~/components/ui/alert";
import { QueryState } from "~/components/ui/query-state";
import { Table, THead, Td, Th, Tr } from "~/components/ui/table";
import { formatCalendarDay } from "~/lib/dates";
import { MASTERY_LABELS } from "#common/learning/mastery";
import type { ClassAnalytics } from "#common/schemas/learning/insights";
import { BarRows, ChartFigure, LineChart, type Series } from "./charts";
import { ClassPicker } from "./filters";
import { useAnalytics } from "./insights-api";

const week = (monday: string) => `Week of ${formatCalendarDay(monday)}`;

const LINE_COLOURS: Pick<Series, "barClass" | "lineClass">[] = [
  { barClass: "bg-primary", lineClass: "stroke-primary" },
  { barClass: "bg-success", lineClass: "stroke-success" },
  { barClass: "bg-warning", lineClass: "stroke-warning" },
  { barClass: "bg-destructive", lineClass: "stroke-destructive" },
  { barClass: "bg-foreground", lineClass: "stroke-foreground" },
];

export function TeacherAnalytics() {
  return (
    <ClassPicker other={{ to: "/teacher/insights", label: "This class now (Insights)" }}>
      {(classId, termId, termPicker) => <AnalyticsFor classId={classId} termId={termId} termPicker={termPicker} />}
    </ClassPicker>
  );
}

function AnalyticsFor({
  classId,
  termId,
  termPicker,
}: {
  classId: string;
  termId: string | undefined;
  termPicker: (terms: ClassAnalytics["terms"]) => React.ReactNode;
}) {
  const analytics = useAnalytics(classId, termId);
  return (
    <QueryState query={analytics} errorTitle="The analytics could not be loaded.">
      {(data) => (
        <div className="space-y-10" data-testid="analytics">
          {termPicker(data.terms)}
          <OnTime data={data} />
          <AttendanceTrend data={data} />
          <Turnaround data={data} />
          <MasteryOverTime data={data} />
        </div>
      )}
    </QueryState>
  );
}

/** Attendance (issue 18): the share of children attending the class's taken sessions, week by week. */
function AttendanceTrend({ data }: { data: ClassAnalytics }) {
  const weeks = data.attendance.filter((w) => w.sessions > 0);
  return (
    <section aria-labelledby="attendance-trend-title" className="space-y-4" data-testid="attendance-trend">
      <h2 id="attendance-trend-title" className="text-2xl font-bold tracking-tight">
        Attendance
      </h2>
      <p>
        <span className="font-semibold">Attendance over the period: </span>
        {data.attendanceRate === null ? "no session's attendance taken yet" : `${data.attendanceRate}% of children's sessions attended`}
      </p>
      {weeks.length === 0 ? (
        <Alert kind="info" title="No attendance taken yet" data-testid="no-attendance">
          <p>Once a session is held in the live room or marked by hand, the share of children attending shows here week by week.</p>
        </Alert>
      ) : (
        <ChartFigure
          id="attendance"
          title="Share of children attending each week"
          description="Present, late and left early count as attended; only sessions whose attendance was taken count."
          chart={
            <BarRows
              rows={weeks.map((w) => ({ label: week(w.weekOf), values: { rate: w.rate ?? 0 } }))}
              series={[{ key: "rate", label: "Attended (%)", barClass: "bg-primary" }]}
              max={100}
              format={(n) => `${n}%`}
            />
          }
          table={
            <Table caption="Attendance per week">
              <THead>
                <tr>
                  <Th>Week</Th>
                  <Th>Sessions taken</Th>
                  <Th>Children's sessions</Th>
                  <Th>Attended</Th>
                  <Th>Absent</Th>
                  <Th>Rate</Th>
                </tr>
              </THead>
              <tbody>
                {weeks.map((w) => (
                  <Tr key={w.weekOf} data-testid="attendance-week">
                    <Th scope="row" className="font-medium">
                      {week(w.weekOf)}
                    </Th>
                    <Td>{w.sessions}</Td>
                    <Td>{w.records}</Td>
                    <Td>{w.attended}</Td>
                    <Td>{w.absent}</Td>
                    <Td>{w.rate === null ? "-" : `${w.rate}%`}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          }
        />
      )}
    </section>
  );
}

function OnTime({ data }: { data: ClassAnalytics }) {
  const weeks = data.onTime.filter((w) => w.due > 0);
  return (
    <section aria-labelledby="on-time-title" className="space-y-4">
      <h2 id="on-time-title" className="text-2xl font-bold tracking-tight">
        Work handed in on time
      </h2>
      {weeks.length === 0 ? (
        <Alert kind="info" title="No work has been due yet" data-testid="no-on-time">
          <p>Once published work passes its due time, the share handed in on time shows here week by week.</p>
        </Alert>
      ) : (
        <ChartFigure
          id="on-time"
          title="Share of work due each week that was handed in on time"
          description="By the week the work was due, with each child's own due time. Excused work is left out."
          chart={
            <BarRows
              rows={weeks.map((w) => ({ label: week(w.weekOf), values: { rate: w.onTimeRate ?? 0 } }))}
              series={[{ key: "rate", label: "On time (%)", barClass: "bg-primary" }]}
              max={100}
              format={(n) => `${n}%`}
            />
          }
          table={
            <Table caption="Work due, on time, late and missing per week">
              <THead>
                <tr>
                  <Th>Week</Th>
                  <Th>Due</Th>
                  <Th>On time</Th>
                  <Th>Late</Th>
                  <Th>Missing</Th>
                  <Th>On-time rate</Th>
                </tr>
              </THead>
              <tbody>
                {weeks.map((w) => (
                  <Tr key={w.weekOf}>
                    <Th scope="row" className="font-medium">
                      {week(w.weekOf)}
                    </Th>
                    <Td>{w.due}</Td>
                    <Td>{w.onTime}</Td>
                    <Td>{w.late}</Td>
                    <Td>{w.missing}</Td>
                    <Td>{w.onTimeRate === null ? "-" : `${w.onTimeRate}%`}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          }
        />
      )}
    </section>
  );
}

function Turnaround({ data }: { data: ClassAnalytics }) {
  const weeks = data.turnaround.filter((w) => w.returned > 0);
  return (
    <section aria-labelledby="turnaround-title" className="space-y-4">
      <h2 id="turnaround-title" className="text-2xl font-bold tracking-tight">
        Time to return work
      </h2>
      {weeks.length === 0 ? (
        <Alert kind="info" title="No work returned yet" data-testid="no-turnaround">
          <p>When handed-in work is marked and returned, the days it took show here.</p>
        </Alert>
      ) : (
        <ChartFigure
          id="turnaround"
          title="Average days from hand-in to return, per week of return"
          chart={
            <BarRows
              rows={weeks.map((w) => ({ label: week(w.weekOf), values: { days: w.averageDays ?? 0 } }))}
              series={[{ key: "days", label: "Average days", barClass: "bg-primary" }]}
              format={(n) => `${n} d`}
            />
          }
          table={
            <Table caption="Work returned and average days to return it, per week">
              <THead>
                <tr>
                  <Th>Week</Th>
                  <Th>Returned</Th>
                  <Th>Average days</Th>
                </tr>
              </THead>
              <tbody>
                {weeks.map((w) => (
                  <Tr key={w.weekOf}>
                    <Th scope="row" className="font-medium">
                      {week(w.weekOf)}
                    </Th>
                    <Td>{w.returned}</Td>
                    <Td>{w.averageDays ?? "-"}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          }
        />
      )}
    </section>
  );
}

function MasteryOverTime({ data }: { data: ClassAnalytics }) {
  const subjects = [...new Map(data.mastery.map((p) => [p.subjectCode, p.subjectName])).entries()];
  const weeks = [...new Set(data.mastery.map((p) => p.weekOf))].sort();
  const series: Series[] = subjects.map(([code, name], i) => ({ key: code, label: name, ...LINE_COLOURS[i % LINE_COLOURS.length]! }));
  const values = Object.fromEntries(
    subjects.map(([code]) => [code, weeks.map((w) => data.mastery.find((p) => p.weekOf === w && p.subjectCode === code)?.average ?? null)]),
  );
  return (
    <section aria-labelledby="mastery-time-title" className="space-y-4">
      <h2 id="mastery-time-title" className="text-2xl font-bold tracking-tight">
        Mastery over time
      </h2>
      <p className="text-sm text-muted-foreground">
        {data.masteryRule} Each week shows the class's average current mastery on the subject's standards as of that week's end.
      </p>
      {data.mastery.length === 0 ? (
        <Alert kind="info" title="No returned marks yet" data-testid="no-mastery-time">
          <p>When work assessing standards is marked and returned, the class's mastery per subject shows here week by week.</p>
        </Alert>
      ) : (
        <ChartFigure
          id="mastery-time"
          title="Average current mastery per subject, week by week (1 Beginning to 4 Exceeds)"
          chart={
            <LineChart
              weeks={weeks.map((w) => formatCalendarDay(w))}
              series={series}
              values={values}
              min={1}
              max={4}
              yLabels={([4, 3, 2, 1] as const).map((v) => ({ value: v, label: `${v} ${MASTERY_LABELS[v]}` }))}
            />
          }
          table={
            <Table caption="Average current mastery per subject and week">
              <THead>
                <tr>
                  <Th>Week</Th>
                  <Th>Subject</Th>
                  <Th>Average (1-4)</Th>
                  <Th>Child and standard pairs assessed</Th>
                </tr>
              </THead>
              <tbody>
                {data.mastery.map((p) => (
                  <Tr key={`${p.weekOf}-${p.subjectCode}`}>
                    <Th scope="row" className="font-medium">
                      {week(p.weekOf)}
                    </Th>
                    <Td>{p.subjectName}</Td>
                    <Td>{p.average}</Td>
                    <Td>{p.assessed}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          }
        />
      )}
    </section>
  );
}
