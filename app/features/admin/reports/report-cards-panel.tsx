/**
 * /admin/reports, "Report cards": staff pick a term, generate every enrolled child's report card
 * (PDFs made in batches on the server; generating again keeps the old one, superseded), and
 * download each one. Generating asks first: families see the cards at once, and a term not over yet
 * would print only part of it. Attendance is not on the cards until live classes record it. The download links
 * are named by aria-label: sr-only text, absolutely placed, would escape the table's scroll box.
 */
import { Download, FileText } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Select } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { serverMessage } from "~/lib/api";
import { formatWhen } from "~/lib/dates";
import { useLocale, useT } from "~/lib/i18n";
import { useSchoolToday } from "~/lib/dates";
import { formatLongCalendarDayIn } from "#common/calendar-date";
import type { ProgressTerm } from "#common/schemas/learning/progress";
import { reportCardDownload, useGenerateReportCards, useReportCards } from "./reports-api";

interface ConfirmGenerateProps {
  term: ProgressTerm;
  /** How many children Generate makes report cards for. */
  childCount: number;
  busy: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** "Generate report cards?": how many, for which term, a warning when the term is not over, and what families see. */
function ConfirmGenerate({ term, childCount, busy, onConfirm, onOpenChange }: ConfirmGenerateProps) {
  const t = useT();
  const locale = useLocale();
  const notEnded = term.endsOn > useSchoolToday();
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("people.reportCards.confirm.title")}
      confirmLabel={t("people.reportCards.generate")}
      busyLabel={t("people.reportCards.generating")}
      onConfirm={onConfirm}
      data-testid="confirm-report-cards"
    >
      <p>{t("people.reportCards.confirm.what", { count: childCount, term: term.name, year: term.yearName })}</p>
      {notEnded ? (
        <Alert kind="warning" title={t("people.reportCards.confirm.notEnded", { term: term.name, day: formatLongCalendarDayIn(term.endsOn, locale) })} />
      ) : null}
      <p>{t("people.reportCards.confirm.families")}</p>
    </ConfirmDialog>
  );
}

export function ReportCardsPanel() {
  const t = useT();
  const locale = useLocale();
  const [termId, setTermId] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const list = useReportCards(termId);
  const generate = useGenerateReportCards();
  const selectId = useId();
  return (
    <section aria-labelledby="report-cards-heading" className="space-y-4" data-testid="report-cards">
      <PanelHeader id="report-cards-heading" title={t("people.reportCards.title")} description={t("people.reportCards.description")} />
      <QueryState query={list} loadingClassName="min-h-32" errorTitle={t("people.reportCards.loadError")}>
        {(data) =>
          data.termId === null ? (
            <Card>
              <p>{t("people.reportCards.noTerms")}</p>
            </Card>
          ) : (
            <div className="space-y-4">
              <div className="flex flex-wrap items-end gap-3">
                <div className="space-y-1.5">
                  <label htmlFor={selectId} className="block text-sm font-semibold">
                    {t("people.reportCards.term")}
                  </label>
                  <Select id={selectId} className="w-auto" value={data.termId} onChange={(e) => setTermId(e.target.value)}>
                    {data.terms.map((term) => (
                      <option key={term.id} value={term.id}>
                        {t("people.reportCards.termName", { term: term.name, year: term.yearName })}
                      </option>
                    ))}
                  </Select>
                </div>
                <Button onClick={() => setConfirming(true)} disabled={generate.isPending} data-testid="generate-report-cards">
                  <FileText aria-hidden="true" />
                  {generate.isPending ? t("people.reportCards.generating") : t("people.reportCards.generate")}
                </Button>
              </div>
              {confirming ? (
                <ConfirmGenerate
                  term={data.terms.find((term) => term.id === data.termId)!}
                  childCount={data.children}
                  busy={generate.isPending}
                  onConfirm={() => generate.mutate({ termId: data.termId! }, { onSettled: () => setConfirming(false) })}
                  onOpenChange={setConfirming}
                />
              ) : null}
              <div aria-live="polite">
                {generate.isSuccess ? (
                  <Alert kind="info" title={t("people.reportCards.generated")}>
                    {t("people.reportCards.generatedText", { generated: generate.data.generated, superseded: generate.data.superseded })}
                  </Alert>
                ) : null}
                {generate.isError ? (
                  <Alert kind="error" title={t("people.reportCards.failed")}>
                    {serverMessage(generate.error) ?? t("people.reportCards.tryAgain")}
                  </Alert>
                ) : null}
              </div>
              <p className="text-sm text-muted-foreground">{t("people.reportCards.attendance")}</p>
              {data.reportCards.length === 0 ? (
                <p className="text-muted-foreground">{t("people.reportCards.none")}</p>
              ) : (
                <Table caption={t("people.reportCards.caption")} data-testid="report-card-list">
                  <THead>
                    <tr>
                      <Th>{t("people.reportCards.column.child")}</Th>
                      <Th>{t("people.reportCards.column.grade")}</Th>
                      <Th>{t("people.reportCards.column.generated")}</Th>
                      <Th>{t("people.reportCards.column.state")}</Th>
                      <Th>{t("people.reportCards.column.pdf")}</Th>
                    </tr>
                  </THead>
                  <tbody>
                    {data.reportCards.map((r) => (
                      <Tr key={r.id}>
                        <Th scope="row" className="font-normal">
                          {r.studentName}
                        </Th>
                        <Td>{r.grade}</Td>
                        <Td>
                          {r.generatedBy
                            ? t("people.reportCards.generatedBy", { when: formatWhen(r.generatedAt, locale), who: r.generatedBy })
                            : formatWhen(r.generatedAt, locale)}
                        </Td>
                        <Td>
                          {r.supersededAt ? t("people.reportCards.superseded", { when: formatWhen(r.supersededAt, locale) }) : t("people.reportCards.current")}
                        </Td>
                        <Td>
                          <a
                            href={reportCardDownload(r.fileId)}
                            download
                            aria-label={t("people.reportCards.downloadLabel", { name: r.studentName })}
                            className="inline-flex min-h-11 items-center gap-1 text-primary underline underline-offset-4"
                          >
                            <Download className="size-4" aria-hidden="true" />
                            {t("people.reportCards.download")}
                          </a>
                        </Td>
                      </Tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
