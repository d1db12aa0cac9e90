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
import { useT } from "~/lib/i18n";
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
  const t = useT();
  const [termId, setTermId] = useState<string | undefined>();
  const comments = useTermComments(classId, termId);
  const selectId = useId();
  return (
    <section aria-labelledby="report-comments-heading" className="space-y-4" data-testid="report-comments">
      <PanelHeader id="report-comments-heading" title={t("classroom.comments.title")} description={t("classroom.comments.description", { className })} />
      <QueryState query={comments} loadingClassName="min-h-32" errorTitle={t("classroom.comments.loadError")}>
        {(data: TermComments) =>
          data.termId === null ? (
            <p className="text-muted-foreground">{t("classroom.comments.noTerms")}</p>
          ) : (
            <div className="space-y-4">
              <div className="space-y-1.5">
                <label htmlFor={selectId} className="block text-sm font-semibold">
                  {t("classroom.comments.term")}
                </label>
                <Select id={selectId} className="w-auto" value={data.termId} onChange={(e) => setTermId(e.target.value)}>
                  {data.terms.map((term) => (
                    <option key={term.id} value={term.id}>
                      {t("classroom.comments.termOption", { term: term.name, year: term.yearName })}
                    </option>
                  ))}
                </Select>
              </div>
              {data.students.length === 0 ? (
                <p className="text-muted-foreground">{t("classroom.comments.noChildren")}</p>
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
  const t = useT();
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
            {t("classroom.comments.save")} <span className="sr-only">{t("classroom.comments.saveFor", { name })}</span>
          </Button>
          <span aria-live="polite" className="text-sm text-muted-foreground">
            {save.isSuccess ? t("classroom.comments.saved") : null}
          </span>
        </div>
        {save.isError ? (
          <Alert kind="error" title={t("classroom.comments.notSaved")}>
            {serverMessage(save.error) ?? t("classroom.tryAgain")}
          </Alert>
        ) : null}
      </form>
    </Card>
  );
}

function PortfolioRequests({ classId }: { classId: string }) {
  const t = useT();
  // Read after "Approve" and "Send back", which look alike on every card.
  const whose = (item: PortfolioItem) => t("classroom.portfolio.itemBy", { title: item.title, name: item.studentName });
  const items = useTeacherPortfolio(classId);
  const decide = useDecidePortfolio(classId);
  return (
    <section aria-labelledby="portfolio-requests-heading" className="space-y-4" data-testid="portfolio-requests">
      <PanelHeader id="portfolio-requests-heading" title={t("classroom.portfolio.title")} description={t("classroom.portfolio.description")} />
      {decide.isError ? (
        <Alert kind="error" title={t("classroom.portfolio.failed")}>
          {serverMessage(decide.error) ?? t("classroom.tryAgain")}
        </Alert>
      ) : null}
      <QueryState
        query={items}
        loadingClassName="min-h-24"
        errorTitle={t("classroom.portfolio.loadError")}
        isEmpty={(d) => d.items.length === 0}
        empty={<p className="text-muted-foreground">{t("classroom.portfolio.none")}</p>}
      >
        {(d) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {d.items.map((item: PortfolioItem) => (
              <li key={item.id}>
                <Card className="space-y-2 p-4">
                  <p className="font-semibold">{t("classroom.portfolio.item", { name: item.studentName, title: item.title })}</p>
                  {item.assignmentTitle ? <p className="text-sm text-muted-foreground">{item.assignmentTitle}</p> : null}
                  {item.reflection ? <p className="whitespace-pre-line">{t("classroom.portfolio.reflection", { text: item.reflection })}</p> : null}
                  {item.textAnswer ? <p className="line-clamp-4 whitespace-pre-line rounded bg-muted/50 p-2 text-sm">{item.textAnswer}</p> : null}
                  {item.files.map((f) => (
                    <a key={f.id} href={fileContent(f.id)} target="_blank" rel="noreferrer" className="block text-sm text-primary underline underline-offset-4">
                      {f.kind === "voice" ? t("classroom.portfolio.voiceAnswer", { name: f.name }) : f.name}
                    </a>
                  ))}
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" className="min-h-11" disabled={decide.isPending} onClick={() => decide.mutate({ itemId: item.id, decision: "approve" })}>
                      <Check aria-hidden="true" />
                      {t("classroom.portfolio.approve")} <span className="sr-only">{whose(item)}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      className="min-h-11"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ itemId: item.id, decision: "decline" })}
                    >
                      <X aria-hidden="true" />
                      {t("classroom.portfolio.sendBack")} <span className="sr-only">{whose(item)}</span>
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
