/**
 * /teacher/analytics: one class's trends over a term (or the year), week by week: how much of the
 * work due was handed in on time, how many days returned work took, and the class's average current
 * mastery per subject. Each chart is followed by its table. Attendance joins with live classes.
 */
import { Alert } from "~/components/ui/alert";
import { QueryState } from "~/components/ui/query-state";
import { Table, THead, Td, Th, Tr } from "~/components/ui/table";
import { formatCalendarDay } from "~/lib/dates";
import { useLocale, useLocalize, useT } from "~/lib/i18n";
import { MASTERY_IDS } from "#common/learning/mastery";
import type { ClassAnalytics } from "#common/schemas/learning/insights";
import { BarRows, ChartFigure, LineChart, type Series } from "./charts";
import { ClassPicker } from "./filters";
import { useAnalytics } from "./insights-api";

type T = ReturnType<typeof useT>;

/** A table cell without a figure (no session taken, nothing due), in every language. */
const NO_VALUE = "-";

/** A week's row label, "Week of Nov 30" in the reader's language. */
const week = (t: T, locale: string, monday: string) => t("insights.weekOf", { day: formatCalendarDay(monday, locale) });

const LINE_COLOURS: Pick<Series, "barClass" | "lineClass">[] = [
  { barClass: "bg-primary", lineClass: "stroke-primary" },
  { barClass: "bg-success", lineClass: "stroke-success" },
  { barClass: "bg-warning", lineClass: "stroke-warning" },
  { barClass: "bg-destructive", lineClass: "stroke-destructive" },
  { barClass: "bg-foreground", lineClass: "stroke-foreground" },
];

export function TeacherAnalytics() {
  const t = useT();
  return (
    <ClassPicker other={{ to: "/teacher/insights", label: t("insights.toInsights") }}>
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
  const t = useT();
  const analytics = useAnalytics(classId, termId);
  return (
    <QueryState query={analytics} errorTitle={t("insights.analytics.loadError")}>
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
  const t = useT();
  const locale = useLocale();
  const weeks = data.attendance.filter((w) => w.sessions > 0);
  const overall = data.attendanceRate === null ? t("insights.noAttendance") : t("insights.analytics.attendance.rate", { rate: data.attendanceRate });
  return (
    <section aria-labelledby="attendance-trend-title" className="space-y-4" data-testid="attendance-trend">
      <h2 id="attendance-trend-title" className="text-2xl font-bold tracking-tight">
        {t("insights.attendance.title")}
      </h2>
      <p>
        <span className="font-semibold">{t("insights.analytics.attendance.over")}</span> {overall}
      </p>
      {weeks.length === 0 ? (
        <Alert kind="info" title={t("insights.analytics.attendance.none")} data-testid="no-attendance">
          <p>{t("insights.analytics.attendance.noneText")}</p>
        </Alert>
      ) : (
        <ChartFigure
          id="attendance"
          title={t("insights.analytics.attendance.chartTitle")}
          description={t("insights.attendanceCounts")}
          chart={
            <BarRows
              rows={weeks.map((w) => ({ label: week(t, locale, w.weekOf), values: { rate: w.rate ?? 0 } }))}
              series={[{ key: "rate", label: t("insights.analytics.attendance.series"), barClass: "bg-primary" }]}
              max={100}
              format={(n) => t("insights.percent", { rate: n })}
            />
          }
          table={
            <Table caption={t("insights.analytics.attendance.caption")}>
              <THead>
                <tr>
                  <Th>{t("insights.col.week")}</Th>
                  <Th>{t("insights.analytics.attendance.col.sessions")}</Th>
                  <Th>{t("insights.analytics.attendance.col.records")}</Th>
                  <Th>{t("insights.analytics.attendance.col.attended")}</Th>
                  <Th>{t("insights.col.absent")}</Th>
                  <Th>{t("insights.col.rate")}</Th>
                </tr>
              </THead>
              <tbody>
                {weeks.map((w) => (
                  <Tr key={w.weekOf} data-testid="attendance-week">
                    <Th scope="row" className="font-medium">
                      {week(t, locale, w.weekOf)}
                    </Th>
                    <Td>{w.sessions}</Td>
                    <Td>{w.records}</Td>
                    <Td>{w.attended}</Td>
                    <Td>{w.absent}</Td>
                    <Td>{w.rate === null ? NO_VALUE : t("insights.percent", { rate: w.rate })}</Td>
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
  const t = useT();
  const locale = useLocale();
  const weeks = data.onTime.filter((w) => w.due > 0);
  return (
    <section aria-labelledby="on-time-title" className="space-y-4">
      <h2 id="on-time-title" className="text-2xl font-bold tracking-tight">
        {t("insights.analytics.onTime.title")}
      </h2>
      {weeks.length === 0 ? (
        <Alert kind="info" title={t("insights.analytics.onTime.none")} data-testid="no-on-time">
          <p>{t("insights.analytics.onTime.noneText")}</p>
        </Alert>
      ) : (
        <ChartFigure
          id="on-time"
          title={t("insights.analytics.onTime.chartTitle")}
          description={t("insights.analytics.onTime.description")}
          chart={
            <BarRows
              rows={weeks.map((w) => ({ label: week(t, locale, w.weekOf), values: { rate: w.onTimeRate ?? 0 } }))}
              series={[{ key: "rate", label: t("insights.analytics.onTime.series"), barClass: "bg-primary" }]}
              max={100}
              format={(n) => t("insights.percent", { rate: n })}
            />
          }
          table={
            <Table caption={t("insights.analytics.onTime.caption")}>
              <THead>
                <tr>
                  <Th>{t("insights.col.week")}</Th>
                  <Th>{t("insights.analytics.onTime.col.due")}</Th>
                  <Th>{t("insights.analytics.onTime.col.onTime")}</Th>
                  <Th>{t("insights.col.late")}</Th>
                  <Th>{t("insights.col.missing")}</Th>
                  <Th>{t("insights.analytics.onTime.col.rate")}</Th>
                </tr>
              </THead>
              <tbody>
                {weeks.map((w) => (
                  <Tr key={w.weekOf}>
                    <Th scope="row" className="font-medium">
                      {week(t, locale, w.weekOf)}
                    </Th>
                    <Td>{w.due}</Td>
                    <Td>{w.onTime}</Td>
                    <Td>{w.late}</Td>
                    <Td>{w.missing}</Td>
                    <Td>{w.onTimeRate === null ? NO_VALUE : t("insights.percent", { rate: w.onTimeRate })}</Td>
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
  const t = useT();
  const locale = useLocale();
  const weeks = data.turnaround.filter((w) => w.returned > 0);
  return (
    <section aria-labelledby="turnaround-title" className="space-y-4">
      <h2 id="turnaround-title" className="text-2xl font-bold tracking-tight">
        {t("insights.analytics.turnaround.title")}
      </h2>
      {weeks.length === 0 ? (
        <Alert kind="info" title={t("insights.analytics.turnaround.none")} data-testid="no-turnaround">
          <p>{t("insights.analytics.turnaround.noneText")}</p>
        </Alert>
      ) : (
        <ChartFigure
          id="turnaround"
          title={t("insights.analytics.turnaround.chartTitle")}
          chart={
            <BarRows
              rows={weeks.map((w) => ({ label: week(t, locale, w.weekOf), values: { days: w.averageDays ?? 0 } }))}
              series={[{ key: "days", label: t("insights.analytics.turnaround.averageDays"), barClass: "bg-primary" }]}
              format={(n) => t("insights.analytics.turnaround.days", { days: n })}
            />
          }
          table={
            <Table caption={t("insights.analytics.turnaround.caption")}>
              <THead>
                <tr>
                  <Th>{t("insights.col.week")}</Th>
                  <Th>{t("insights.analytics.turnaround.col.returned")}</Th>
                  <Th>{t("insights.analytics.turnaround.averageDays")}</Th>
                </tr>
              </THead>
              <tbody>
                {weeks.map((w) => (
                  <Tr key={w.weekOf}>
                    <Th scope="row" className="font-medium">
                      {week(t, locale, w.weekOf)}
                    </Th>
                    <Td>{w.returned}</Td>
                    <Td>{w.averageDays ?? NO_VALUE}</Td>
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
  const t = useT();
  const locale = useLocale();
  // The server words THE mastery rule in English (area mastery): shown in the reader's language.
  const localize = useLocalize();
  const subjects = [...new Map(data.mastery.map((p) => [p.subjectCode, p.subjectName])).entries()];
  const weeks = [...new Set(data.mastery.map((p) => p.weekOf))].sort();
  const series: Series[] = subjects.map(([code, name], i) => ({ key: code, label: name, ...LINE_COLOURS[i % LINE_COLOURS.length]! }));
  const values = Object.fromEntries(
    subjects.map(([code]) => [code, weeks.map((w) => data.mastery.find((p) => p.weekOf === w && p.subjectCode === code)?.average ?? null)]),
  );
  return (
    <section aria-labelledby="mastery-time-title" className="space-y-4">
      <h2 id="mastery-time-title" className="text-2xl font-bold tracking-tight">
        {t("insights.analytics.mastery.title")}
      </h2>
      <p className="text-sm text-muted-foreground">
        {localize(data.masteryRule)} {t("insights.analytics.mastery.eachWeek")}
      </p>
      {data.mastery.length === 0 ? (
        <Alert kind="info" title={t("insights.noReturnedMarks")} data-testid="no-mastery-time">
          <p>{t("insights.analytics.mastery.noneText")}</p>
        </Alert>
      ) : (
        <ChartFigure
          id="mastery-time"
          title={t("insights.analytics.mastery.chartTitle", { lowest: t(MASTERY_IDS[1].label), highest: t(MASTERY_IDS[4].label) })}
          chart={
            <LineChart
              weeks={weeks.map((w) => formatCalendarDay(w, locale))}
              series={series}
              values={values}
              min={1}
              max={4}
              yLabels={([4, 3, 2, 1] as const).map((v) => ({ value: v, label: t("insights.mastery.level", { level: v, label: t(MASTERY_IDS[v].label) }) }))}
            />
          }
          table={
            <Table caption={t("insights.analytics.mastery.caption")}>
              <THead>
                <tr>
                  <Th>{t("insights.col.week")}</Th>
                  <Th>{t("insights.analytics.mastery.col.subject")}</Th>
                  <Th>{t("insights.analytics.mastery.col.average")}</Th>
                  <Th>{t("insights.analytics.mastery.col.assessed")}</Th>
                </tr>
              </THead>
              <tbody>
                {data.mastery.map((p) => (
                  <Tr key={`${p.weekOf}-${p.subjectCode}`}>
                    <Th scope="row" className="font-medium">
                      {week(t, locale, p.weekOf)}
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
