/**
 * /admin/reports, "Attendance" (issue 33): the school's attendance over a range (the current term by
 * default) by grade, class and child; the chronically absent (the rule stated: absent 10 % or more of
 * sessions, excused absences counted and shown apart); runs of absences; and past sessions nobody
 * took attendance for. Each section has its own CSV (contracts in common/api/admin/reports.ts).
 */
import { useState } from "react";
import { QueryState } from "~/components/ui/query-state";
import { PanelHeader } from "~/components/ui/panel-header";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { formatCalendarDay, formatWhen } from "~/lib/dates";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { gradeLabel } from "#common/grades";
import type { AttendanceOfficeReport } from "#common/schemas/office-reports";
import { RangeForm, RateText, ReportBlock, rangeOrderError } from "./office-report-parts";
import { attendanceCsvUrl, useAttendanceOfficeReport, type ReportRange } from "./reports-api";

const NUMBER = "text-right tabular-nums";
/** A term of rooms never opened can be thousands of sessions: the screen shows the oldest, the CSV all. */
const UNCONFIRMED_SHOWN = 100;

export function AttendanceReportPanel() {
  const t = useT();
  const [draft, setDraft] = useState({ from: "", to: "" });
  const [range, setRange] = useState<ReportRange>({});
  const [error, setError] = useState<string | null>(null);
  const report = useAttendanceOfficeReport(range);
  const apply = () => {
    const wrongWay = rangeOrderError(draft, t("reports.rangeError"));
    setError(wrongWay);
    if (!wrongWay) setRange({ from: draft.from || undefined, to: draft.to || undefined });
  };
  return (
    <section aria-labelledby="attendance-report-heading" className="space-y-4" data-testid="attendance-report">
      <PanelHeader id="attendance-report-heading" title={t("reports.attendance.title")} description={t("reports.attendance.lead")} />
      <RangeForm
        idPrefix="attendance-report"
        report={t("reports.attendance.title").toLowerCase()}
        draft={draft}
        onDraft={setDraft}
        error={error}
        onSubmit={apply}
      />
      <QueryState
        query={report}
        loadingClassName="min-h-32"
        loadingLabel={t("reports.attendance.loading")}
        errorTitle={t("reports.attendance.loadError")}
        errorText={t("reports.checkDates")}
      >
        {(data) => <AttendanceSections data={data} range={range} />}
      </QueryState>
    </section>
  );
}

function AttendanceSections({ data, range }: { data: AttendanceOfficeReport; range: ReportRange }) {
  const t = useT();
  const locale = useLocale();
  const language = useLanguage();
  const grade = (value: string) => gradeLabel(value, "name", value, language);
  const day = (isoDate: string) => formatCalendarDay(isoDate, locale);
  const csv = (section: Parameters<typeof attendanceCsvUrl>[1]) => attendanceCsvUrl(range, section);
  const rangeText = t("reports.range", { from: day(data.from), to: day(data.to) });
  return (
    <div className="space-y-5">
      <p aria-live="polite" data-testid="attendance-report-summary">
        {t("reports.attendance.summary", {
          range: rangeText,
          records: data.totals.counts.sessions,
          rate: data.totals.rate === null ? "" : t("reports.percent", { rate: data.totals.rate }),
        })}
      </p>

      <div className="grid items-start gap-5 xl:grid-cols-2">
        <ReportBlock
          id="attendance-grades"
          title={t("reports.attendance.grades.title")}
          text={t("reports.attendance.grades.text")}
          csvHref={csv("grades")}
          empty={t("reports.attendance.grades.empty")}
          isEmpty={data.grades.length === 0}
          total={data.grades.length}
        >
          {(shown) => (
            <Table caption={t("reports.attendance.grades.title")}>
              <THead>
                <tr>
                  <Th>{t("reports.col.grade")}</Th>
                  <Th className={NUMBER}>{t("reports.col.children")}</Th>
                  <Th className={NUMBER}>{t("reports.attendance.col.records")}</Th>
                  <Th className={NUMBER}>{t("reports.attendance.col.absent")}</Th>
                  <Th className={NUMBER}>{t("reports.attendance.col.excused")}</Th>
                  <Th className={NUMBER}>{t("reports.attendance.col.rate")}</Th>
                </tr>
              </THead>
              <tbody>
                {data.grades.slice(0, shown).map((g) => (
                  <Tr key={g.grade}>
                    <Th scope="row" className="font-normal">
                      {grade(g.grade)}
                    </Th>
                    <Td className={NUMBER}>{g.children}</Td>
                    <Td className={NUMBER}>{g.counts.sessions}</Td>
                    <Td className={NUMBER}>{g.counts.absent}</Td>
                    <Td className={NUMBER}>{g.counts.excused}</Td>
                    <Td className={NUMBER}>
                      <RateText rate={g.rate} />
                    </Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          )}
        </ReportBlock>

        <ReportBlock
          id="attendance-classes"
          title={t("reports.attendance.classes.title")}
          text={t("reports.attendance.classes.text")}
          csvHref={csv("classes")}
          empty={t("reports.attendance.classes.empty")}
          isEmpty={data.classes.length === 0}
          total={data.classes.length}
        >
          {(shown) => (
            <Table caption={t("reports.attendance.classes.title")}>
              <THead>
                <tr>
                  <Th>{t("reports.col.class")}</Th>
                  <Th>{t("reports.col.teacher")}</Th>
                  <Th className={NUMBER}>{t("reports.col.children")}</Th>
                  <Th className={NUMBER}>{t("reports.attendance.col.records")}</Th>
                  <Th className={NUMBER}>{t("reports.attendance.col.absent")}</Th>
                  <Th className={NUMBER}>{t("reports.attendance.col.rate")}</Th>
                </tr>
              </THead>
              <tbody>
                {data.classes.slice(0, shown).map((c) => (
                  <Tr key={c.classId}>
                    <Th scope="row" className="font-normal">
                      {c.className}
                    </Th>
                    <Td>{c.teacherName ?? t("reports.noTeacher")}</Td>
                    <Td className={NUMBER}>{c.children}</Td>
                    <Td className={NUMBER}>{c.counts.sessions}</Td>
                    <Td className={NUMBER}>{c.counts.absent}</Td>
                    <Td className={NUMBER}>
                      <RateText rate={c.rate} />
                    </Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          )}
        </ReportBlock>
      </div>

      <ReportBlock
        id="attendance-chronic"
        title={t("reports.attendance.chronic.title")}
        text={t("reports.attendance.chronic.text", { percent: data.chronicPercent })}
        csvHref={csv("chronic")}
        empty={t("reports.attendance.chronic.empty", { percent: data.chronicPercent })}
        isEmpty={data.chronic.length === 0}
        total={data.chronic.length}
      >
        {(shown) => (
          <Table caption={t("reports.attendance.chronic.title")}>
            <THead>
              <tr>
                <Th>{t("reports.col.child")}</Th>
                <Th>{t("reports.col.grade")}</Th>
                <Th className={NUMBER}>{t("reports.attendance.col.records")}</Th>
                <Th className={NUMBER}>{t("reports.attendance.col.absent")}</Th>
                <Th className={NUMBER}>{t("reports.attendance.col.excused")}</Th>
                <Th className={NUMBER}>{t("reports.attendance.col.absenceRate")}</Th>
              </tr>
            </THead>
            <tbody>
              {data.chronic.slice(0, shown).map((c) => (
                <Tr key={c.studentId}>
                  <Th scope="row" className="font-normal">
                    {c.name}
                  </Th>
                  <Td>{grade(c.grade)}</Td>
                  <Td className={NUMBER}>{c.sessions}</Td>
                  <Td className={NUMBER}>{c.absent}</Td>
                  <Td className={NUMBER}>{c.excused}</Td>
                  <Td className={NUMBER}>
                    <RateText rate={c.absenceRate} />
                  </Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </ReportBlock>

      <ReportBlock
        id="attendance-runs"
        title={t("reports.attendance.runs.title")}
        text={t("reports.attendance.runs.text", { min: data.runMin })}
        csvHref={csv("runs")}
        empty={t("reports.attendance.runs.empty", { min: data.runMin })}
        isEmpty={data.runs.length === 0}
        total={data.runs.length}
      >
        {(shown) => (
          <Table caption={t("reports.attendance.runs.title")}>
            <THead>
              <tr>
                <Th>{t("reports.col.child")}</Th>
                <Th>{t("reports.col.grade")}</Th>
                <Th className={NUMBER}>{t("reports.attendance.col.inARow")}</Th>
                <Th>{t("reports.attendance.col.firstDay")}</Th>
                <Th>{t("reports.attendance.col.lastDay")}</Th>
                <Th>{t("reports.col.class")}</Th>
              </tr>
            </THead>
            <tbody>
              {data.runs.slice(0, shown).map((r) => (
                <Tr key={`${r.studentId}:${r.firstDate}`}>
                  <Th scope="row" className="font-normal">
                    {r.name}
                  </Th>
                  <Td>{grade(r.grade)}</Td>
                  <Td className={NUMBER}>{r.length}</Td>
                  <Td className="whitespace-nowrap">{day(r.firstDate)}</Td>
                  <Td className="whitespace-nowrap">{day(r.lastDate)}</Td>
                  <Td>{r.classNames.join(", ")}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </ReportBlock>

      <ReportBlock
        id="attendance-unconfirmed"
        title={t("reports.attendance.unconfirmed.title")}
        text={t("reports.attendance.unconfirmed.text")}
        csvHref={csv("unconfirmed")}
        empty={t("reports.attendance.unconfirmed.empty")}
        isEmpty={data.unconfirmed.length === 0}
        total={Math.min(data.unconfirmed.length, UNCONFIRMED_SHOWN)}
      >
        {(shown) => (
          <>
            <Table caption={t("reports.attendance.unconfirmed.title")}>
              <THead>
                <tr>
                  <Th>{t("reports.attendance.col.session")}</Th>
                  <Th>{t("reports.col.class")}</Th>
                  <Th>{t("reports.col.teacher")}</Th>
                  <Th className={NUMBER}>{t("reports.col.children")}</Th>
                </tr>
              </THead>
              <tbody>
                {data.unconfirmed.slice(0, Math.min(shown, UNCONFIRMED_SHOWN)).map((s) => (
                  <Tr key={s.sessionId}>
                    <Th scope="row" className="whitespace-nowrap font-normal">
                      {formatWhen(s.startsAt, locale)}
                    </Th>
                    <Td>{s.className}</Td>
                    <Td>{s.teacherName ?? t("reports.noTeacher")}</Td>
                    <Td className={NUMBER}>{s.children}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
            {shown >= UNCONFIRMED_SHOWN && data.unconfirmed.length > UNCONFIRMED_SHOWN ? (
              <p className="text-sm text-muted-foreground">
                {t("reports.attendance.unconfirmed.more", { shown: UNCONFIRMED_SHOWN, total: data.unconfirmed.length })}
              </p>
            ) : null}
          </>
        )}
      </ReportBlock>

      <ReportBlock
        id="attendance-children"
        title={t("reports.attendance.children.title")}
        text={t("reports.attendance.children.text")}
        csvHref={csv("children")}
        empty={t("reports.attendance.children.empty")}
        isEmpty={data.children.length === 0}
        total={data.children.length}
      >
        {(shown) => (
          <Table caption={t("reports.attendance.children.title")}>
            <THead>
              <tr>
                <Th>{t("reports.col.child")}</Th>
                <Th>{t("reports.col.grade")}</Th>
                <Th className={NUMBER}>{t("reports.attendance.col.records")}</Th>
                <Th className={NUMBER}>{t("reports.attendance.col.absent")}</Th>
                <Th className={NUMBER}>{t("reports.attendance.col.excused")}</Th>
                <Th className={NUMBER}>{t("reports.attendance.col.rate")}</Th>
              </tr>
            </THead>
            <tbody>
              {data.children.slice(0, shown).map((c) => (
                <Tr key={c.studentId}>
                  <Th scope="row" className="font-normal">
                    {c.name}
                    {c.chronic ? <span className="ml-2 text-xs font-semibold text-destructive">{t("reports.attendance.chronicFlag")}</span> : null}
                  </Th>
                  <Td>{grade(c.grade)}</Td>
                  <Td className={NUMBER}>{c.counts.sessions}</Td>
                  <Td className={NUMBER}>{c.counts.absent}</Td>
                  <Td className={NUMBER}>{c.counts.excused}</Td>
                  <Td className={NUMBER}>
                    <RateText rate={c.rate} />
                  </Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </ReportBlock>
    </div>
  );
}
