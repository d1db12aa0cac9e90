/**
 * The `Reports` tab of /teacher/attendance-reports: filters (class, child, from, to; the current
 * term when no dates are given; kept in the address), the totals, a table per child and one per
 * session (only sessions whose attendance was taken count), and the same rows as a CSV download.
 * A rate under ATTENDANCE_CONCERN_RATE is flagged with words (`Needs attention`), not colour only.
 */
import { Download } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { Card } from "~/components/ui/card";
import { Button } from "~/components/ui/button";
import { DateRangeFields } from "~/components/ui/date-range-fields";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { formatCalendarDay, useViewerZone } from "~/lib/dates";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { ATTENDANCE_CONCERN_RATE, attendanceRate, type AttendanceCounts } from "#common/learning/attendance";
import { reportCsvUrl, useAttendanceReport, type AttendanceReport, type ReportFilters } from "./attendance-api";
import { RateText, concernRule } from "./status";
import { dayIn, timeIn, zoneNote } from "./time";

const SELECT =
  "min-h-11 w-full min-w-0 max-w-full truncate rounded-md border border-input bg-background px-3 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function AttendanceReports() {
  const [params, setParams] = useSearchParams();
  const ids = { class: useId(), child: useId() };
  const zone = useViewerZone();
  const t = useT();
  const dateParam = (name: string) => (DATE.test(params.get(name) ?? "") ? params.get(name)! : undefined);
  const filters: ReportFilters = {
    from: dateParam("from"),
    to: dateParam("to"),
    classId: params.get("class") || undefined,
    studentId: params.get("child") || undefined,
  };
  const report = useAttendanceReport(filters);
  // The children to pick from: the class's (or all the viewer's) in the range, whoever is chosen.
  const choices = useAttendanceReport({ ...filters, studentId: undefined });

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

  const classes = choices.data?.classes ?? report.data?.classes ?? [];
  const children = choices.data?.children ?? [];
  const rangeError = filters.from && filters.to && filters.from > filters.to ? t("family.attendance.rangeError") : null;
  return (
    <div className="space-y-6">
      <form
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_auto_auto_auto] lg:items-end"
        aria-label={t("teaching.attendance.reports.filters")}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={ids.class} className="text-sm font-semibold">
            {t("teaching.attendance.reports.class")}
          </label>
          <select
            id={ids.class}
            value={filters.classId ?? ""}
            onChange={(e) => set({ class: e.target.value || undefined, child: undefined })}
            className={SELECT}
            data-testid="report-class"
          >
            <option value="">{t("teaching.attendance.reports.allClasses")}</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={ids.child} className="text-sm font-semibold">
            {t("teaching.attendance.reports.child")}
          </label>
          <select
            id={ids.child}
            value={filters.studentId ?? ""}
            onChange={(e) => set({ child: e.target.value || undefined })}
            className={SELECT}
            data-testid="report-child"
          >
            <option value="">{t("teaching.attendance.reports.allChildren")}</option>
            {uniqueChildren(children).map((c) => (
              <option key={c.studentId} value={c.studentId}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields
          idPrefix="attendance-range"
          value={{ from: filters.from ?? "", to: filters.to ?? "" }}
          onChange={(next) => set({ from: next.from || undefined, to: next.to || undefined })}
          errorId={rangeError ? "attendance-range-error" : undefined}
        />
        <Button asChild variant="outline" className="min-h-11">
          <a href={reportCsvUrl(filters)} download data-testid="attendance-csv">
            <Download aria-hidden="true" />
            {t("teaching.attendance.reports.csv")}
          </a>
        </Button>
      </form>
      {rangeError ? (
        <p id="attendance-range-error" className="text-sm font-medium text-destructive">
          {rangeError}
        </p>
      ) : null}
      <QueryState query={report} errorTitle={t("teaching.attendance.reports.loadError")} loadingLabel={t("teaching.attendance.reports.loading")}>
        {(data) => <Report data={data} zone={zone} />}
      </QueryState>
    </div>
  );
}

function uniqueChildren(children: AttendanceReport["children"]) {
  const seen = new Map<string, { studentId: string; name: string }>();
  for (const c of children) if (!seen.has(c.studentId)) seen.set(c.studentId, { studentId: c.studentId, name: c.name });
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

// The counts' words are the families' (family.attendance.count.*), the same on both sides.
const COUNTS = ["sessions", "present", "late", "leftEarly", "absent", "excused"] as const satisfies readonly (keyof AttendanceCounts)[];

function Report({ data, zone }: { data: AttendanceReport; zone: string }) {
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  const flagged = data.children.filter((c) => c.rate !== null && c.rate < ATTENDANCE_CONCERN_RATE).length;
  return (
    <div className="space-y-8" data-testid="attendance-report">
      <section aria-labelledby="report-totals" className="space-y-3">
        <h2 id="report-totals" className="text-xl font-semibold">
          {t("teaching.attendance.reports.range", { from: formatCalendarDay(data.from, locale), to: formatCalendarDay(data.to, locale) })}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {COUNTS.map((key) => (
            <Card key={key} className="p-3">
              <dt className="text-sm text-muted-foreground">{t(`family.attendance.count.${key}`)}</dt>
              <dd className="text-2xl font-bold" data-testid={`total-${key}`}>
                {data.totals[key]}
              </dd>
            </Card>
          ))}
          <Card className="p-3">
            <dt className="text-sm text-muted-foreground">{t("teaching.attendance.reports.rate")}</dt>
            <dd className="text-2xl font-bold" data-testid="total-rate">
              {data.totals.rate === null ? t("teaching.attendance.reports.noneTaken") : t("family.attendance.ratePercent", { rate: data.totals.rate })}
            </dd>
          </Card>
        </dl>
        <p className="text-sm text-muted-foreground">{t("teaching.attendance.reports.rule", { rule: concernRule(t), flagged })}</p>
      </section>

      <section aria-labelledby="report-children" className="space-y-3">
        <h2 id="report-children" className="text-xl font-semibold">
          {t("teaching.attendance.reports.byChild")}
        </h2>
        {data.children.length === 0 ? (
          <p>{t("teaching.attendance.reports.noChildren")}</p>
        ) : (
          <Table caption={t("teaching.attendance.reports.byChildCaption")}>
            <THead>
              <tr>
                <Th>{t("teaching.attendance.reports.column.child")}</Th>
                <Th>{t("teaching.attendance.reports.column.class")}</Th>
                <CountHeads />
                <Th>{t("teaching.attendance.reports.column.rate")}</Th>
              </tr>
            </THead>
            <tbody>
              {data.children.map((c) => (
                <Tr key={`${c.studentId}-${c.classId}`} data-testid="report-child-row">
                  <Th scope="row" className="font-semibold normal-case">
                    {c.name}
                  </Th>
                  <Td>{c.className}</Td>
                  <CountCells counts={c.counts} />
                  <Td>
                    <RateText rate={c.rate ?? attendanceRate(c.counts)} />
                  </Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <section aria-labelledby="report-sessions" className="space-y-3">
        <h2 id="report-sessions" className="text-xl font-semibold">
          {t("teaching.attendance.reports.bySession")}
        </h2>
        <p className="text-sm text-muted-foreground">{zoneNote(zone, language)}</p>
        {data.sessions.length === 0 ? (
          <p>{t("teaching.attendance.reports.noSessions")}</p>
        ) : (
          <Table caption={t("teaching.attendance.reports.bySessionCaption")}>
            <THead>
              <tr>
                <Th>{t("teaching.attendance.reports.column.date")}</Th>
                <Th>{t("teaching.attendance.reports.column.start")}</Th>
                <Th>{t("teaching.attendance.reports.column.class")}</Th>
                <CountHeads />
                <Th>{t("teaching.attendance.reports.column.rate")}</Th>
              </tr>
            </THead>
            <tbody>
              {data.sessions.map((s) => (
                <Tr key={s.id} data-testid="report-session-row">
                  <Th scope="row" className="font-semibold normal-case">
                    {dayIn(s.startsAt, zone, locale)}
                  </Th>
                  <Td>{timeIn(s.startsAt, zone, locale)}</Td>
                  <Td>{s.className}</Td>
                  <CountCells counts={s.counts} />
                  <Td>{s.rate === null ? t("teaching.attendance.reports.none") : t("family.attendance.ratePercent", { rate: s.rate })}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </div>
  );
}

function CountHeads() {
  const t = useT();
  return (
    <>
      {COUNTS.map((key) => (
        <Th key={key}>{t(`family.attendance.count.${key}`)}</Th>
      ))}
    </>
  );
}

function CountCells({ counts }: { counts: AttendanceCounts }) {
  return (
    <>
      <Td>{counts.sessions}</Td>
      <Td>{counts.present}</Td>
      <Td>{counts.late}</Td>
      <Td>{counts.leftEarly}</Td>
      <Td>{counts.absent}</Td>
      <Td>{counts.excused}</Td>
    </>
  );
}
