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
import { useT } from "~/lib/i18n";
import { ROSTER_LIMITS, ROSTER_OUTCOMES, type RosterOutcome, type RosterReport, type RosterRow } from "#common/schemas/learning/roster";
import { afterRosterImport, downloadRoster, sendRoster } from "./roster-api";

/** OneRoster's own name of a row's id column, the same in every language. */
const SOURCED_ID = "sourcedId";

/** Rows listed at most per table; the counts above always cover every row. */
const SHOWN_ROWS = 300;

/** The server's own words for a refusal (already in the person's language), else `fallback`; `unreachable` when there was no answer. */
function problemOf(error: unknown, fallback: string, unreachable: string): string {
  if (error instanceof ApiError) return error.fieldErrors[0]?.message ?? error.serverMessage ?? fallback;
  return unreachable;
}

function RowsTable({ caption, rows, showOutcome }: { caption: string; rows: readonly RosterRow[]; showOutcome?: boolean }) {
  const t = useT();
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <div className="space-y-2">
      <Table caption={caption}>
        <THead>
          <tr>
            <Th>{t("people.roster.column.file")}</Th>
            <Th>{t("people.roster.column.line")}</Th>
            <Th>{SOURCED_ID}</Th>
            {showOutcome ? <Th>{t("people.roster.column.outcome")}</Th> : null}
            <Th>{t("people.roster.column.row")}</Th>
            <Th>{t("people.roster.column.reason")}</Th>
          </tr>
        </THead>
        <tbody>
          {shown.map((row) => (
            <Tr key={`${row.file}:${row.line}:${row.outcome}`}>
              <Td className="whitespace-nowrap font-mono text-xs">{row.file}</Td>
              <Td className="tabular-nums">{row.line}</Td>
              <Td className="break-all font-mono text-xs">{row.sourcedId || t("people.roster.noSourcedId")}</Td>
              {showOutcome ? <Td>{t(`people.roster.outcome.${row.outcome}`)}</Td> : null}
              <Td>{row.what}</Td>
              <Td>{row.reason ?? ""}</Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      {rows.length > shown.length ? (
        <p className="text-sm text-muted-foreground">{t("people.roster.showing", { shown: SHOWN_ROWS, total: rows.length })}</p>
      ) : null}
    </div>
  );
}

function Collapsible({ title, rows, showOutcome }: { title: string; rows: readonly RosterRow[]; showOutcome?: boolean }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <details className="rounded-lg border p-3">
      <summary className="min-h-6 cursor-pointer font-semibold">{t("people.roster.count", { title, count: rows.length })}</summary>
      <div className="mt-3">
        <RowsTable caption={title} rows={rows} showOutcome={showOutcome} />
      </div>
    </details>
  );
}

function ReportView({ report, headingId }: { report: RosterReport; headingId: string }) {
  const t = useT();
  const byOutcome = (outcome: RosterOutcome) => report.rows.filter((r) => r.outcome === outcome);
  const refused = byOutcome("refuse");
  const { totals } = report;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-xl font-semibold">
        {report.dryRun ? t("people.roster.checkResult") : t("people.roster.importResult")}
      </h3>
      {report.dryRun ? (
        <Alert
          kind={totals.refuse ? "warning" : "info"}
          title={t("people.roster.dryRunTitle", { create: totals.create, update: totals.update, unchanged: totals.unchanged })}
        >
          {totals.refuse ? t("people.roster.dryRunRefused", { refuse: totals.refuse }) : t("people.roster.noneRefused")}
        </Alert>
      ) : (
        <Alert kind="info" title={t("people.roster.importedTitle", { create: totals.create, update: totals.update, unchanged: totals.unchanged })}>
          {t("people.roster.importedText", { refuse: totals.refuse })}
        </Alert>
      )}
      <Table caption={t("people.roster.perFile")}>
        <THead>
          <tr>
            <Th>{t("people.roster.column.file")}</Th>
            {ROSTER_OUTCOMES.map((o) => (
              <Th key={o} className="text-right">
                {t(`people.roster.outcome.${o}`)}
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
          <h4 className="font-semibold">{t("people.roster.refused")}</h4>
          <RowsTable caption={t("people.roster.refusedCaption")} rows={refused} />
        </div>
      ) : null}
      <Collapsible title={report.dryRun ? t("people.roster.toCreate") : t("people.roster.created")} rows={byOutcome("create")} />
      <Collapsible
        title={report.dryRun ? t("people.roster.toUpdate") : t("people.roster.updated")}
        rows={report.rows.filter((r) => r.outcome !== "create" && r.outcome !== "refuse")}
        showOutcome
      />
    </section>
  );
}

export function RosterPanel() {
  const t = useT();
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
      setError(problemOf(err, t("people.roster.checkFailed"), t("people.roster.unreachable")));
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
      setImportError(problemOf(err, t("people.roster.importFailed"), t("people.roster.unreachable")));
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
      setDownloadError(problemOf(err, t("people.roster.downloadFailed"), t("people.roster.unreachable")));
    } finally {
      setDownloading(false);
    }
  };

  const canImport = report?.dryRun === true && report.totals.create + report.totals.update > 0;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <PanelHeader
        id={headingId}
        title={t("people.roster.title")}
        description={t("people.roster.description")}
        actions={
          <Button type="button" variant="outline" onClick={download} aria-disabled={downloading || undefined}>
            {downloading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            {downloading ? t("people.roster.downloading") : t("people.roster.download")}
          </Button>
        }
      />
      {downloadError ? <Alert kind="error" title={downloadError} /> : null}

      <Card className="space-y-4 p-4 sm:p-6">
        <form onSubmit={check} className="space-y-4" noValidate>
          <div className="space-y-2">
            <label htmlFor={inputId} className="block font-semibold">
              {t("people.roster.files")}
            </label>
            <p id={hintId} className="text-sm text-muted-foreground">
              {t("people.roster.filesHint", { mb: ROSTER_LIMITS.maxFileBytes / 1024 / 1024, rows: ROSTER_LIMITS.maxRows })}
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
                {t("people.roster.chosen", { files: files.map((f) => f.name).join(", ") })}
              </p>
            ) : null}
          </div>
          {error ? <Alert kind="error" title={error} /> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" aria-disabled={checking || files.length === 0 || undefined} disabled={files.length === 0}>
              {checking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileSearch aria-hidden="true" />}
              {checking ? t("people.roster.checking") : t("people.roster.check")}
            </Button>
            {canImport ? (
              <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                <Upload aria-hidden="true" />
                {t("people.roster.import")}
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
          title={t("people.roster.confirmTitle")}
          confirmLabel={t("people.roster.import")}
          busyLabel={t("people.roster.importing")}
          onConfirm={runImport}
          error={importError}
        >
          <p>{t("people.roster.confirmText", { create: report.totals.create, update: report.totals.update, refuse: report.totals.refuse })}</p>
          <p>{t("people.roster.confirmNote")}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
