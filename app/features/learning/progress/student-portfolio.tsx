/**
 * /student/portfolio: the child's own portfolio in big cards, in words a young child can follow:
 * what is in it (waiting for the teacher, in, or sent back) with the drawings and photos handed in
 * shown as pictures, and their sent-in work to add with a title and a few words. The approved work
 * downloads as one PDF.
 */
import { Clock, Download, Plus, Star, Trash2, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Textarea } from "~/components/ui/input";
import { WorkPicture } from "~/components/learning/work-picture";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { fieldErrorsOf } from "~/lib/form-errors";
import { serverMessage } from "~/lib/api";
import { useUser } from "~/lib/auth";
import { useLocalize, useT } from "~/lib/i18n";
import type { MessageId } from "#common/i18n/messages";
import { LoadingScreen } from "~/components/ui/spinner";
import {
  REFLECTION_MAX,
  TITLE_MAX,
  type PortfolioCandidate,
  type PortfolioFile,
  type PortfolioItem,
  type StudentPortfolio as Portfolio,
} from "#common/schemas/learning/portfolio";
import { fileContent, studentPortfolioPdf, useAddToPortfolio, useRemoveFromPortfolio, useStudentPortfolio } from "./progress-api";

/** A button whose words wrap (the buttons' default is one line): the child's largest text at 375 px stays on the page. */
const WRAPPING_BUTTON = "h-auto min-h-12 max-w-full whitespace-normal py-2";

const STATUS_WORDS: Record<PortfolioItem["status"], { text: MessageId; icon: typeof Star }> = {
  pending: { text: "work.portfolio.status.pending", icon: Clock },
  approved: { text: "work.portfolio.status.approved", icon: Star },
  declined: { text: "work.portfolio.status.declined", icon: Undo2 },
};

export function StudentPortfolio() {
  const role = useUser().data?.role;
  const t = useT();
  if (!role) return <LoadingScreen label={t("child.loading")} className="min-h-48" />;
  // Staff may open a child's page: it explains itself instead of asking for a child's portfolio they do not have.
  if (role !== "student") {
    return (
      <Card className="max-w-2xl space-y-3" data-testid="no-child-record">
        <h2 className="text-xl font-semibold">{t("child.noRecord.title")}</h2>
        <p>{t("work.portfolio.noRecord")}</p>
      </Card>
    );
  }
  return <ChildPortfolio />;
}

function ChildPortfolio() {
  const portfolio = useStudentPortfolio();
  const t = useT();
  return (
    <QueryState query={portfolio} errorTitle={t("work.portfolio.loadError")}>
      {(data) => <PortfolioView data={data} />}
    </QueryState>
  );
}

function PortfolioView({ data }: { data: Portfolio }) {
  const remove = useRemoveFromPortfolio();
  const t = useT();
  return (
    <div className="space-y-12">
      <section aria-labelledby="my-portfolio" className="space-y-4" data-testid="my-portfolio">
        <PanelHeader
          id="my-portfolio"
          title={t("work.portfolio.title")}
          description={t("work.portfolio.description")}
          actions={
            <Button asChild variant="outline" size="lg" className="h-auto min-h-12 whitespace-normal py-2">
              <a href={studentPortfolioPdf()} download>
                <Download aria-hidden="true" />
                {t("work.portfolio.pdf")}
              </a>
            </Button>
          }
        />
        {remove.isError ? (
          <Alert kind="error" title={t("work.portfolio.didNotWork")}>
            {serverMessage(remove.error) ?? t("work.tryAgain")}
          </Alert>
        ) : null}
        {data.items.length === 0 ? (
          <Card>
            <p className="text-lg">{t("work.portfolio.empty")}</p>
          </Card>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2">
            {data.items.map((item) => {
              const status = STATUS_WORDS[item.status];
              return (
                <li key={item.id}>
                  <Card className="h-full space-y-3 break-words" data-testid="portfolio-item">
                    <h3 className="text-xl font-bold">{item.title}</h3>
                    <Badge className="text-sm">
                      <status.icon aria-hidden="true" />
                      {t(status.text)}
                    </Badge>
                    {item.assignmentTitle ? <p className="text-muted-foreground">{item.assignmentTitle}</p> : null}
                    {item.reflection ? <p className="whitespace-pre-line text-lg">{t("work.portfolio.reflection", { text: item.reflection })}</p> : null}
                    <ItemFiles files={item.files} childName={item.studentName} />
                    {item.status === "pending" ? (
                      <Button variant="outline" size="lg" className={WRAPPING_BUTTON} disabled={remove.isPending} onClick={() => remove.mutate(item.id)}>
                        <Trash2 aria-hidden="true" />
                        {t("work.portfolio.takeOut")}
                        <span className="sr-only">{t("work.portfolio.srTitle", { title: item.title })}</span>
                      </Button>
                    ) : null}
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="add-work" className="space-y-4" data-testid="portfolio-candidates">
        <PanelHeader id="add-work" title={t("work.portfolio.addTitle")} description={t("work.portfolio.addDescription")} />
        {data.candidates.length === 0 ? (
          <Card>
            <p className="text-lg">{t("work.portfolio.noCandidates")}</p>
          </Card>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2">
            {data.candidates.map((c) => (
              <li key={c.workId}>
                <AddCard candidate={c} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** What was handed in with the work: drawings and photos as pictures, recordings to play, other files to open. */
function ItemFiles({ files, childName }: { files: PortfolioFile[]; childName: string }) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    <ul className="space-y-3" data-testid="portfolio-files">
      {files.map((f) => (
        <li key={f.id} data-kind={f.kind}>
          {f.kind === "drawing" || f.kind === "photo" ? (
            <WorkPicture
              src={fileContent(f.id)}
              alt={f.kind === "drawing" ? t("work.portfolio.drawingBy", { name: childName }) : t("work.portfolio.photo")}
              newTabText={t("work.answerFiles.newTab")}
            />
          ) : f.kind === "voice" ? (
            <audio controls preload="none" src={fileContent(f.id)} className="w-full" aria-label={t("work.answerFiles.play")}>
              <track kind="captions" />
            </audio>
          ) : (
            <a href={fileContent(f.id)} target="_blank" rel="noopener noreferrer" className="text-lg font-semibold text-primary underline underline-offset-4">
              {t("work.portfolio.openFile", { name: f.name })}
              <span className="sr-only"> {t("work.answerFiles.newTab")}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

function AddCard({ candidate }: { candidate: PortfolioCandidate }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(candidate.assignmentTitle.slice(0, TITLE_MAX));
  const [reflection, setReflection] = useState("");
  const add = useAddToPortfolio();
  const t = useT();
  const localize = useLocalize();
  const titleId = useId();
  const reflectionId = useId();
  const titleErrorText = add.isError ? fieldErrorsOf(add.error).find((e) => e.field === "title")?.message : undefined;
  const titleError = titleErrorText ? localize(titleErrorText) : undefined;
  return (
    <Card className="h-full space-y-3 break-words">
      <h3 className="text-xl font-bold">{candidate.assignmentTitle}</h3>
      <p className="text-muted-foreground">{candidate.className}</p>
      {!open ? (
        <Button size="lg" className={WRAPPING_BUTTON} onClick={() => setOpen(true)}>
          <Plus aria-hidden="true" />
          {t("work.portfolio.add")}
          <span className="sr-only">{t("work.portfolio.srTitle", { title: candidate.assignmentTitle })}</span>
        </Button>
      ) : (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate({ workId: candidate.workId, title, reflection });
          }}
        >
          <div className="space-y-1">
            <label htmlFor={titleId} className="block text-lg font-semibold">
              {t("work.portfolio.name")}
            </label>
            <Input id={titleId} value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.target.value)} className="h-12 text-lg" />
            {titleError ? <p className="text-sm font-medium text-destructive">{titleError}</p> : null}
          </div>
          <div className="space-y-1">
            <label htmlFor={reflectionId} className="block text-lg font-semibold">
              {t("work.portfolio.whyILikeIt")}
            </label>
            <Textarea
              id={reflectionId}
              rows={3}
              value={reflection}
              maxLength={REFLECTION_MAX}
              onChange={(e) => setReflection(e.target.value)}
              className="text-lg"
            />
          </div>
          {add.isError && !titleError ? (
            <Alert kind="error" title={t("work.portfolio.notAdded")}>
              {serverMessage(add.error) ?? t("work.tryAgain")}
            </Alert>
          ) : null}
          <Button type="submit" size="lg" className={WRAPPING_BUTTON} disabled={add.isPending}>
            <Star aria-hidden="true" />
            {t("work.portfolio.addIt")}
          </Button>
        </form>
      )}
    </Card>
  );
}
