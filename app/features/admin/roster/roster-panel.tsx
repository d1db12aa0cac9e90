/**
 * Roster import and export (docs/api/roster.md), a panel of /admin/courses: choose a OneRoster zip
 * or its CSV files, *Check the files* (a dry run: what each file would create, update, leave or
 * refuse, and every refused row with its reason), then *Import* after a confirmation; and
 * *Download roster (OneRoster 1.2)* for the current year.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Download, FileSearch, Loader2, Upload } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Input } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { ApiError } from "~/lib/api";
import { ROSTER_LIMITS, ROSTER_OUTCOME_LABELS, ROSTER_OUTCOMES, type RosterOutcome, type RosterReport, type RosterRow } from "#common/schemas/learning/roster";
import { afterRosterImport, downloadRoster, sendRoster } from "./roster-api";

/** Rows listed at most per table; the counts above always cover every row. */
const SHOWN_ROWS = 300;

function problemOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.fieldErrors[0]?.message ?? error.serverMessage ?? fallback;
  return "The server could not be reached. Please check your connection and try again.";
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

function RowsTable({ caption, rows, showOutcome }: { caption: string; rows: readonly RosterRow[]; showOutcome?: boolean }) {
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <div className="space-y-2">
      <Table caption={caption}>
        <THead>
          <tr>
            <Th>File</Th>
            <Th>Line</Th>
            <Th>sourcedId</Th>
            {showOutcome ? <Th>Outcome</Th> : null}
            <Th>Row</Th>
            <Th>Reason</Th>
          </tr>
        </THead>
        <tbody>
          {shown.map((row) => (
            <Tr key={`${row.file}:${row.line}:${row.outcome}`}>
              <Td className="whitespace-nowrap font-mono text-xs">{row.file}</Td>
              <Td className="tabular-nums">{row.line}</Td>
              <Td className="break-all font-mono text-xs">{row.sourcedId || "(none)"}</Td>
              {showOutcome ? <Td>{ROSTER_OUTCOME_LABELS[row.outcome]}</Td> : null}
              <Td>{row.what}</Td>
              <Td>{row.reason ?? ""}</Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      {rows.length > shown.length ? (
        <p className="text-sm text-muted-foreground">
          Showing the first {SHOWN_ROWS} of {rows.length.toLocaleString("en-US")} rows.
        </p>
      ) : null}
    </div>
  );
}

function Collapsible({ title, rows, showOutcome }: { title: string; rows: readonly RosterRow[]; showOutcome?: boolean }) {
  if (rows.length === 0) return null;
  return (
    <details className="rounded-lg border p-3">
      <summary className="min-h-6 cursor-pointer font-semibold">
        {title} ({rows.length.toLocaleString("en-US")})
      </summary>
      <div className="mt-3">
        <RowsTable caption={title} rows={rows} showOutcome={showOutcome} />
      </div>
    </details>
  );
}

function ReportView({ report, headingId }: { report: RosterReport; headingId: string }) {
  const byOutcome = (outcome: RosterOutcome) => report.rows.filter((r) => r.outcome === outcome);
  const refused = byOutcome("refuse");
  const { totals } = report;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-xl font-semibold">
        {report.dryRun ? "Check result" : "Import result"}
      </h3>
      {report.dryRun ? (
        <Alert
          kind={totals.refuse ? "warning" : "info"}
          title={`Nothing was written. The import would create ${plural(totals.create, "row")}, update ${plural(totals.update, "row")} and leave ${plural(totals.unchanged, "row")} unchanged.`}
        >
          {totals.refuse
            ? `${plural(totals.refuse, "row is", "rows are")} refused and would be left out; the table below says why. Fix them in the files and check again, or import without them.`
            : "No row is refused."}
        </Alert>
      ) : (
        <Alert
          kind="info"
          title={`Imported: ${plural(totals.create, "row")} created, ${plural(totals.update, "row")} updated, ${plural(totals.unchanged, "row")} unchanged.`}
        >
          {totals.refuse ? `${plural(totals.refuse, "refused row was", "refused rows were")} left out. ` : ""}
          Imported people have accounts without a password and were not emailed: send their invitations from People when the school is ready.
        </Alert>
      )}
      <Table caption="Rows per file and what becomes of them">
        <THead>
          <tr>
            <Th>File</Th>
            {ROSTER_OUTCOMES.map((o) => (
              <Th key={o} className="text-right">
                {ROSTER_OUTCOME_LABELS[o]}
              </Th>
            ))}
          </tr>
        </THead>
        <tbody>
          {report.files.map((f) => (
            <Tr key={f.file}>
              <Th scope="row" className="font-mono text-xs normal-case">
                {f.file}
              </Th>
              {ROSTER_OUTCOMES.map((o) => (
                <Td key={o} className="text-right tabular-nums">
                  {o === "refuse" && f[o] > 0 ? <Badge className="border-destructive/60 text-foreground">{f[o]}</Badge> : f[o]}
                </Td>
              ))}
            </Tr>
          ))}
        </tbody>
      </Table>
      {refused.length ? (
        <div className="space-y-2">
          <h4 className="font-semibold">Refused rows</h4>
          <RowsTable caption="Refused rows with the reason for each" rows={refused} />
        </div>
      ) : null}
      <Collapsible title={report.dryRun ? "Rows to create" : "Rows created"} rows={byOutcome("create")} />
      <Collapsible
        title={report.dryRun ? "Rows to update, skip or note" : "Rows updated, skipped or noted"}
        rows={report.rows.filter((r) => r.outcome !== "create" && r.outcome !== "refuse")}
        showOutcome
      />
    </section>
  );
}

export function RosterPanel() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const headingId = useId();
  const resultId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [report, setReport] = useState<RosterReport | null>(null);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || files.length === 0) return;
    setChecking(true);
    setError(null);
    setReport(null);
    try {
      setReport(await sendRoster(files, true));
    } catch (err) {
      setError(problemOf(err, "The files could not be checked."));
    } finally {
      setChecking(false);
    }
  };

  const runImport = async () => {
    setImporting(true);
    setImportError(null);
    try {
      const result = await sendRoster(files, false);
      setReport(result);
      setConfirming(false);
      await afterRosterImport(queryClient);
    } catch (err) {
      setImportError(problemOf(err, "The roster could not be imported. Nothing was written."));
    } finally {
      setImporting(false);
    }
  };

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadRoster();
    } catch (err) {
      setDownloadError(problemOf(err, "The roster could not be downloaded."));
    } finally {
      setDownloading(false);
    }
  };

  const canImport = report?.dryRun === true && report.totals.create + report.totals.update > 0;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <PanelHeader
        id={headingId}
        title="Roster import and export"
        description="Move in from another school system, or out again, with OneRoster 1.2 CSV files (the K-12 rostering standard): school years and terms, courses, classes, teachers, students, families and enrolments."
        actions={
          <Button type="button" variant="outline" onClick={download} aria-disabled={downloading || undefined}>
            {downloading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            {downloading ? "Preparing the download..." : "Download roster (OneRoster 1.2)"}
          </Button>
        }
      />
      {downloadError ? <Alert kind="error" title={downloadError} /> : null}

      <Card className="space-y-4 p-4 sm:p-6">
        <form onSubmit={check} className="space-y-4" noValidate>
          <div className="space-y-2">
            <label htmlFor={inputId} className="block font-semibold">
              OneRoster files
            </label>
            <p id={hintId} className="text-sm text-muted-foreground">
              One zip as your other system exports it, or the CSV files themselves (orgs, academicSessions, courses, classes, users, roles, enrollments;
              demographics.csv gives new students their birth dates). Up to {ROSTER_LIMITS.maxFileBytes / 1024 / 1024} MB and{" "}
              {ROSTER_LIMITS.maxRows.toLocaleString("en-US")} rows a file.
            </p>
            <Input
              id={inputId}
              type="file"
              multiple
              accept=".zip,.csv,application/zip,text/csv"
              aria-describedby={hintId}
              className="h-auto min-h-11"
              onChange={(e) => {
                setFiles([...(e.target.files ?? [])]);
                setReport(null);
                setError(null);
              }}
            />
            {files.length ? (
              <p className="text-sm" aria-live="polite">
                Chosen: {files.map((f) => f.name).join(", ")}
              </p>
            ) : null}
          </div>
          {error ? <Alert kind="error" title={error} /> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" aria-disabled={checking || files.length === 0 || undefined} disabled={files.length === 0}>
              {checking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileSearch aria-hidden="true" />}
              {checking ? "Checking the files..." : "Check the files"}
            </Button>
            {canImport ? (
              <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                <Upload aria-hidden="true" />
                Import
              </Button>
            ) : null}
          </div>
        </form>
      </Card>

      {report ? <ReportView report={report} headingId={resultId} /> : null}

      {report ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          busy={importing}
          title="Import the roster?"
          confirmLabel="Import"
          busyLabel="Importing..."
          onConfirm={runImport}
          error={importError}
        >
          <p>
            This creates {plural(report.totals.create, "row")} and updates {plural(report.totals.update, "row")}, all at once: if anything fails, nothing is
            written.
            {report.totals.refuse ? ` The ${plural(report.totals.refuse, "refused row")} are left out.` : ""}
          </p>
          <p>An import never deletes or ends anything. New people get accounts without a password and no email; invite them from People when you are ready.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
