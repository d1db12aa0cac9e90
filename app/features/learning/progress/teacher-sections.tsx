/**
 * /teacher/classes, below the roster of the chosen class (?class=): "Report comments" (each child's
 * comment for the term, printed on the report card) and "Portfolio requests" (work the class's
 * children chose for their portfolio, to approve or send back). Rendered by the route with one line,
 * so the homes feature's roster is untouched.
 */
import { Check, MessageSquareText, Save, X } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Select, Textarea } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { TERM_COMMENT_MAX, type TermCommentRow, type TermComments } from "#common/schemas/learning/progress";
import type { PortfolioItem } from "#common/schemas/learning/portfolio";
import { fileContent, useDecidePortfolio, useSaveTermComment, useTeacherClassList, useTeacherPortfolio, useTermComments } from "./progress-api";

export function TeacherClassSections() {
  const classes = useTeacherClassList();
  const [params] = useSearchParams();
  const list = classes.data?.classes ?? [];
  const chosen = list.find((c) => c.id === params.get("class")) ?? list[0];
  if (!chosen) return null;
  return (
    <div className="space-y-12 print:hidden">
      <ReportComments key={`c-${chosen.id}`} classId={chosen.id} className={chosen.name} />
      <PortfolioRequests key={`p-${chosen.id}`} classId={chosen.id} />
    </div>
  );
}

function ReportComments({ classId, className }: { classId: string; className: string }) {
  const [termId, setTermId] = useState<string | undefined>();
  const comments = useTermComments(classId, termId);
  const selectId = useId();
  return (
    <section aria-labelledby="report-comments-heading" className="space-y-4" data-testid="report-comments">
      <PanelHeader
        id="report-comments-heading"
        title="Report comments"
        description={`A comment for each child of ${className} for the term, printed on their report card.`}
      />
      <QueryState query={comments} loadingClassName="min-h-32" errorTitle="The report comments could not be loaded.">
        {(data: TermComments) =>
          data.termId === null ? (
            <p className="text-muted-foreground">The school has no terms yet.</p>
          ) : (
            <div className="space-y-4">
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
              {data.students.length === 0 ? (
                <p className="text-muted-foreground">No children are enrolled in this class.</p>
              ) : (
                <ul className="grid gap-4 lg:grid-cols-2">
                  {data.students.map((s) => (
                    <li key={`${s.studentId}-${data.termId}`}>
                      <CommentForm classId={classId} termId={data.termId!} row={s} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )
        }
      </QueryState>
    </section>
  );
}

function CommentForm({ classId, termId, row }: { classId: string; termId: string; row: TermCommentRow }) {
  const [text, setText] = useState(row.comment);
  const save = useSaveTermComment();
  const id = useId();
  const name = `${row.firstName} ${row.lastName}`;
  return (
    <Card className="space-y-2 p-4">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ classId, termId, studentId: row.studentId, comment: text });
        }}
        className="space-y-2"
      >
        <label htmlFor={id} className="flex items-center gap-2 font-semibold">
          <MessageSquareText className="size-4 text-primary" aria-hidden="true" />
          {name}
        </label>
        <Textarea id={id} rows={3} maxLength={TERM_COMMENT_MAX} value={text} onChange={(e) => setText(e.target.value)} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" variant="secondary" className="min-h-11" disabled={save.isPending}>
            <Save aria-hidden="true" />
            Save<span className="sr-only"> the comment for {name}</span>
          </Button>
          <span aria-live="polite" className="text-sm text-muted-foreground">
            {save.isSuccess ? "Saved." : null}
          </span>
        </div>
        {save.isError ? (
          <Alert kind="error" title="The comment was not saved.">
            {serverMessage(save.error) ?? "Please try again."}
          </Alert>
        ) : null}
      </form>
    </Card>
  );
}

function PortfolioRequests({ classId }: { classId: string }) {
  const items = useTeacherPortfolio(classId);
  const decide = useDecidePortfolio(classId);
  return (
    <section aria-labelledby="portfolio-requests-heading" className="space-y-4" data-testid="portfolio-requests">
      <PanelHeader
        id="portfolio-requests-heading"
        title="Portfolio requests"
        description="Work the children chose for their portfolio. Families see it once you approve it."
      />
      {decide.isError ? (
        <Alert kind="error" title="That did not work.">
          {serverMessage(decide.error) ?? "Please try again."}
        </Alert>
      ) : null}
      <QueryState
        query={items}
        loadingClassName="min-h-24"
        errorTitle="The portfolio requests could not be loaded."
        isEmpty={(d) => d.items.length === 0}
        empty={<p className="text-muted-foreground">No portfolio requests are waiting.</p>}
      >
        {(d) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {d.items.map((item: PortfolioItem) => (
              <li key={item.id}>
                <Card className="space-y-2 p-4">
                  <p className="font-semibold">
                    {item.studentName}: {item.title}
                  </p>
                  {item.assignmentTitle ? <p className="text-sm text-muted-foreground">{item.assignmentTitle}</p> : null}
                  {item.reflection ? <p className="whitespace-pre-line">“{item.reflection}”</p> : null}
                  {item.textAnswer ? <p className="line-clamp-4 whitespace-pre-line rounded bg-muted/50 p-2 text-sm">{item.textAnswer}</p> : null}
                  {item.files.map((f) => (
                    <a key={f.id} href={fileContent(f.id)} target="_blank" rel="noreferrer" className="block text-sm text-primary underline underline-offset-4">
                      {f.kind === "voice" ? `Voice answer (${f.name})` : f.name}
                    </a>
                  ))}
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" className="min-h-11" disabled={decide.isPending} onClick={() => decide.mutate({ itemId: item.id, decision: "approve" })}>
                      <Check aria-hidden="true" />
                      Approve
                      <span className="sr-only">
                        {" "}
                        {item.title} by {item.studentName}
                      </span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      className="min-h-11"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ itemId: item.id, decision: "decline" })}
                    >
                      <X aria-hidden="true" />
                      Send back
                      <span className="sr-only">
                        {" "}
                        {item.title} by {item.studentName}
                      </span>
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
