/**
 * /admin/reports, "Report cards": staff pick a term, generate every enrolled child's report card
 * (PDFs made in batches on the server; generating again keeps the old one, superseded), and
 * download each one. Attendance is not on the cards until live classes record it. The download links
 * are named by aria-label: sr-only text, absolutely placed, would escape the table's scroll box.
 */
import { Download, FileText } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Select } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { serverMessage } from "~/lib/api";
import { formatWhen } from "~/lib/dates";
import { reportCardDownload, useGenerateReportCards, useReportCards } from "./reports-api";

export function ReportCardsPanel() {
  const [termId, setTermId] = useState<string | undefined>();
  const list = useReportCards(termId);
  const generate = useGenerateReportCards();
  const selectId = useId();
  return (
    <section aria-labelledby="report-cards-heading" className="space-y-4" data-testid="report-cards">
      <PanelHeader
        id="report-cards-heading"
        title="Report cards"
        description="At the end of a term, make each enrolled child's report card: mastery per standard by subject from returned work, and the teachers' term comments. Families download them from Progress."
      />
      <QueryState query={list} loadingClassName="min-h-32" errorTitle="The report cards could not be loaded.">
        {(data) =>
          data.termId === null ? (
            <Card>
              <p>The school has no terms yet. Add the year's terms on Courses first.</p>
            </Card>
          ) : (
            <div className="space-y-4">
              <div className="flex flex-wrap items-end gap-3">
                <div className="space-y-1.5">
                  <label htmlFor={selectId} className="block text-sm font-semibold">
                    Term
                  </label>
                  <Select id={selectId} className="w-auto" value={data.termId} onChange={(e) => setTermId(e.target.value)}>
                    {data.terms.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}, {t.yearName}
                      </option>
                    ))}
                  </Select>
                </div>
                <Button onClick={() => generate.mutate({ termId: data.termId! })} disabled={generate.isPending} data-testid="generate-report-cards">
                  <FileText aria-hidden="true" />
                  {generate.isPending ? "Generating report cards..." : "Generate report cards"}
                </Button>
              </div>
              <div aria-live="polite">
                {generate.isSuccess ? (
                  <Alert kind="info" title="Report cards generated">
                    {generate.data.generated} report card{generate.data.generated === 1 ? "" : "s"} made
                    {generate.data.superseded ? `, ${generate.data.superseded} earlier one${generate.data.superseded === 1 ? "" : "s"} kept as superseded` : ""}
                    .
                  </Alert>
                ) : null}
                {generate.isError ? (
                  <Alert kind="error" title="The report cards could not be generated.">
                    {serverMessage(generate.error) ?? "Please try again."}
                  </Alert>
                ) : null}
              </div>
              <p className="text-sm text-muted-foreground">
                Each report card prints the term's attendance from the class sessions taken (a term with none says so).
              </p>
              {data.reportCards.length === 0 ? (
                <p className="text-muted-foreground">No report cards for this term yet.</p>
              ) : (
                <Table caption="Report cards of the term" data-testid="report-card-list">
                  <THead>
                    <tr>
                      <Th>Child</Th>
                      <Th>Grade</Th>
                      <Th>Generated</Th>
                      <Th>State</Th>
                      <Th>PDF</Th>
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
                          {formatWhen(r.generatedAt)}
                          {r.generatedBy ? ` by ${r.generatedBy}` : ""}
                        </Td>
                        <Td>{r.supersededAt ? `Superseded ${formatWhen(r.supersededAt)}` : "Current"}</Td>
                        <Td>
                          <a
                            href={reportCardDownload(r.fileId)}
                            download
                            aria-label={`Download ${r.studentName}'s report card`}
                            className="inline-flex min-h-11 items-center gap-1 text-primary underline underline-offset-4"
                          >
                            <Download className="size-4" aria-hidden="true" />
                            Download
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
