/**
 * /admin/reports: admissions counts by status, requested grade and month of submission for a date
 * range, the CSV export of the applications, the term's report cards, and (super_admin only) the audit log.
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
import { ReportCardsPanel } from "~/features/admin/reports/report-cards-panel";
import { exportUrl, useReports, type ReportRange } from "~/features/admin/reports/reports-api";
import { useUser } from "~/lib/auth";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";
import { APPLICATION_STATUSES, statusLabel } from "#common/application-status";
import { compareCalendarDates, formatMonthYear, parseCalendarDate } from "#common/calendar-date";
import { gradeLabel } from "#common/grades";
import { OPERATIONS_MESSAGES, type CountRow } from "#common/schemas/admin-operations";

/** "2026-03" as "March 2026". */
function monthLabel(key: string) {
  const [year, month] = key.split("-").map(Number);
  return year && month ? formatMonthYear({ year, month }) : key;
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
  return (
    <Table caption={caption} captionVisible data-testid="report-table">
      <THead>
        <tr>
          <Th>{heading}</Th>
          <Th className="text-right">Applications</Th>
        </tr>
      </THead>
      <tbody>
        {rows.length === 0 ? (
          <Tr>
            <Td colSpan={2} className="text-muted-foreground">
              No applications in these dates.
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
          <Th scope="row">Total</Th>
          <Td className="text-right tabular-nums">{total}</Td>
        </Tr>
      </tfoot>
    </Table>
  );
}

export default function AdminReports() {
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
    if (from && to && compareCalendarDates(from, to) > 0) return setRangeError(OPERATIONS_MESSAGES.range);
    setRangeError(null);
    setRange({ from: draft.from || undefined, to: draft.to || undefined });
  };

  const rangeText = range.from && range.to ? `${range.from} to ${range.to}` : range.from ? `from ${range.from}` : range.to ? `up to ${range.to}` : "all dates";

  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="Admissions at a glance: applications by status, grade and month, and a spreadsheet export." />
      <Container className="space-y-10 py-10">
        <section aria-labelledby="report-range-heading" className="space-y-4">
          <h2 id="report-range-heading" className="text-2xl font-bold tracking-tight">
            Applications submitted
          </h2>
          <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3" aria-label="Report dates">
            <DateRangeFields idPrefix="report" value={draft} onChange={setDraft} errorId={rangeError ? "report-range-error" : undefined} />
            <Button type="submit" variant="secondary">
              Show counts
            </Button>
          </form>
          {rangeError ? (
            <p id="report-range-error" className="text-sm font-medium text-destructive">
              {rangeError}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">Dates are school days in Eastern Time; leave both empty for all applications.</p>

          <QueryState
            query={reports}
            loadingClassName="min-h-32"
            loadingLabel="Loading counts..."
            errorTitle="The counts could not be loaded."
            errorMessage={() => undefined}
            errorText="Please check the dates and try again."
          >
            {(data) => (
              <>
                <p aria-live="polite" data-testid="report-total">
                  <strong>{data.total}</strong> {data.total === 1 ? "application" : "applications"} submitted, {rangeText}.
                </p>
                <div className="grid items-start gap-5 lg:grid-cols-3">
                  <CountTable caption="By status" heading="Status" rows={data.byStatus} label={statusLabel} total={data.total} />
                  <CountTable
                    caption="By requested grade"
                    heading="Grade"
                    rows={data.byGrade}
                    label={(key) => gradeLabel(key, "name", key)}
                    total={data.total}
                  />
                  <CountTable caption="By month of submission" heading="Month" rows={data.byMonth} label={monthLabel} total={data.total} />
                </div>
              </>
            )}
          </QueryState>
        </section>

        <section aria-labelledby="report-export-heading">
          <Card className="space-y-4">
            <h2 id="report-export-heading" className="text-xl font-semibold">
              Export applications
            </h2>
            <p className="text-muted-foreground">
              A CSV file for Excel or Google Sheets with every field of every application {range.from || range.to ? `submitted ${rangeText}` : "ever submitted"}
              . It holds families&apos; personal data: keep it on school devices and delete it when you are done. Every export is recorded in the audit log.
            </p>
            <div className="flex flex-wrap items-end gap-3">
              <div className="space-y-1.5">
                <label htmlFor="export-status" className="block text-sm font-semibold">
                  Status
                </label>
                <Select id="export-status" className="w-auto" value={status} onChange={(e) => setStatus(e.target.value)}>
                  <option value="">All statuses</option>
                  {APPLICATION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(s)}
                    </option>
                  ))}
                </Select>
              </div>
              <Button asChild>
                <a href={exportUrl(range, status || undefined)} download data-testid="export-csv">
                  <Download aria-hidden="true" />
                  Download CSV
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
