/**
 * /admin/reports: the school's attendance and learning over a date range (issue 33, each section with
 * its CSV), admissions counts by status, requested grade and month of submission for a date range,
 * the CSV export of the applications, the term's report cards, and (super_admin only) the audit log.
 */
import { Download } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { QueryState } from "~/components/ui/query-state";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DateRangeFields } from "~/components/ui/date-range-fields";
import { Select } from "~/components/ui/input";
import { Container } from "~/components/ui/section";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { AuditLogPanel } from "~/features/admin/audit/audit-log-panel";
import { AttendanceReportPanel } from "~/features/admin/reports/attendance-report-panel";
import { LearningReportPanel } from "~/features/admin/reports/learning-report-panel";
import { ReportCardsPanel } from "~/features/admin/reports/report-cards-panel";
import { exportUrl, useReports, type ReportRange } from "~/features/admin/reports/reports-api";
import { useUser } from "~/lib/auth";
import { useRouteTitle } from "~/lib/current-route";
import { useLanguage, useLocale, useRichT, useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";
import { APPLICATION_STATUSES, isApplicationStatus, statusLabel } from "#common/application-status";
import { compareCalendarDates, formatMonthYear, parseCalendarDate } from "#common/calendar-date";
import { gradeLabel } from "#common/grades";
import type { CountRow } from "#common/schemas/admin-operations";

/** "2026-03" as "March 2026" ("marzo de 2026" in Spanish). */
function monthLabel(key: string, locale: string) {
  const [year, month] = key.split("-").map(Number);
  return year && month ? formatMonthYear({ year, month }, locale) : key;
}

function CountTable({
  caption,
  heading,
  rows,
  label,
  total,
}: {
  caption: string;
  heading: string;
  rows: CountRow[];
  label: (key: string) => string;
  total: number;
}) {
  const t = useT();
  return (
    <Table caption={caption} captionVisible data-testid="report-table">
      <THead>
        <tr>
          <Th>{heading}</Th>
          <Th className="text-right">{t("people.reports.applications")}</Th>
        </tr>
      </THead>
      <tbody>
        {rows.length === 0 ? (
          <Tr>
            <Td colSpan={2} className="text-muted-foreground">
              {t("people.reports.noApplications")}
            </Td>
          </Tr>
        ) : (
          rows.map((row) => (
            <Tr key={row.key}>
              <Th scope="row" className="font-normal">
                {label(row.key)}
              </Th>
              <Td className="text-right tabular-nums">{row.count}</Td>
            </Tr>
          ))
        )}
      </tbody>
      <tfoot>
        <Tr className="font-semibold">
          <Th scope="row">{t("people.reports.totalRow")}</Th>
          <Td className="text-right tabular-nums">{total}</Td>
        </Tr>
      </tfoot>
    </Table>
  );
}

export default function AdminReports() {
  const t = useT();
  const richT = useRichT();
  const language = useLanguage();
  const locale = useLocale();
  const title = useRouteTitle();
  const { data: user } = useUser();
  const [draft, setDraft] = useState({ from: "", to: "" });
  const [range, setRange] = useState<ReportRange>({});
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const reports = useReports(range);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const from = parseCalendarDate(draft.from);
    const to = parseCalendarDate(draft.to);
    if (from && to && compareCalendarDates(from, to) > 0) return setRangeError(t("office.applications.filters.range"));
    setRangeError(null);
    setRange({ from: draft.from || undefined, to: draft.to || undefined });
  };

  const rangeText =
    range.from && range.to
      ? t("people.reports.range.between", { from: range.from, to: range.to })
      : range.from
        ? t("people.reports.range.from", { from: range.from })
        : range.to
          ? t("people.reports.range.upTo", { to: range.to })
          : t("people.reports.range.all");
  // Statuses in the person's language (the family's words for them, as the Operations tab shows them).
  const statusText = (status: string) => (isApplicationStatus(status) ? t(`family.dashboard.status.${status}.label`) : statusLabel(status));

  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("reports.page.lead")} />
      <Container className="space-y-10 py-10">
        <AttendanceReportPanel />

        <LearningReportPanel />

        <section aria-labelledby="report-range-heading" className="space-y-4">
          <h2 id="report-range-heading" className="text-2xl font-bold tracking-tight">
            {t("people.reports.submitted")}
          </h2>
          <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3" aria-label={t("people.reports.dates")}>
            <DateRangeFields idPrefix="report" value={draft} onChange={setDraft} errorId={rangeError ? "report-range-error" : undefined} />
            <Button type="submit" variant="secondary">
              {t("people.reports.show")}
            </Button>
          </form>
          {rangeError ? (
            <p id="report-range-error" className="text-sm font-medium text-destructive">
              {rangeError}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">{t("people.reports.datesNote")}</p>

          <QueryState
            query={reports}
            loadingClassName="min-h-32"
            loadingLabel={t("people.reports.loading")}
            errorTitle={t("people.reports.loadError")}
            errorMessage={() => undefined}
            errorText={t("people.reports.checkDates")}
          >
            {(data) => (
              <>
                <p aria-live="polite" data-testid="report-total">
                  {richT("people.reports.total", { total: data.total, range: rangeText, b: (chunks) => <strong>{chunks}</strong> })}
                </p>
                <div className="grid items-start gap-5 lg:grid-cols-3">
                  <CountTable
                    caption={t("people.reports.byStatus")}
                    heading={t("people.reports.status")}
                    rows={data.byStatus}
                    label={statusText}
                    total={data.total}
                  />
                  <CountTable
                    caption={t("people.reports.byGrade")}
                    heading={t("people.reports.grade")}
                    rows={data.byGrade}
                    label={(key) => gradeLabel(key, "name", key, language)}
                    total={data.total}
                  />
                  <CountTable
                    caption={t("people.reports.byMonth")}
                    heading={t("people.reports.month")}
                    rows={data.byMonth}
                    label={(key) => monthLabel(key, locale)}
                    total={data.total}
                  />
                </div>
              </>
            )}
          </QueryState>
        </section>

        <section aria-labelledby="report-export-heading">
          <Card className="space-y-4">
            <h2 id="report-export-heading" className="text-xl font-semibold">
              {t("people.reports.export")}
            </h2>
            <p className="text-muted-foreground">{t("people.reports.exportText", { scope: range.from || range.to ? "range" : "all", range: rangeText })}</p>
            <div className="flex flex-wrap items-end gap-3">
              <div className="space-y-1.5">
                <label htmlFor="export-status" className="block text-sm font-semibold">
                  {t("people.reports.exportStatus")}
                </label>
                <Select id="export-status" className="w-auto" value={status} onChange={(e) => setStatus(e.target.value)}>
                  <option value="">{t("people.reports.allStatuses")}</option>
                  {APPLICATION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {statusText(s)}
                    </option>
                  ))}
                </Select>
              </div>
              <Button asChild>
                <a href={exportUrl(range, status || undefined)} download data-testid="export-csv">
                  <Download aria-hidden="true" />
                  {t("people.reports.downloadCsv")}
                </a>
              </Button>
            </div>
          </Card>
        </section>

        <ReportCardsPanel />

        {user?.role === "super_admin" ? (
          <div data-testid="audit-log-section">
            <AuditLogPanel />
          </div>
        ) : null}
      </Container>
    </>
  );
}
