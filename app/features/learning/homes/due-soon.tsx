/**
 * The child's work on /student (issue 34), three parts apart so one never crowds another out:
 * "Missing" (past due, not sent in, this term, oldest first, with a link to all of it when there is
 * more), "Due soon" (due in the next seven days, soonest first: a Friday sees Monday) and "Came back"
 * (the levels in the mastery words with a star, and the first words of the teacher's comment). Each
 * piece is a big link to its work screen with the subject's picture and word; "All my work" leads to
 * /student/assignments. The server reads the parts (server/learning/homes/homes-read.ts, childHomeWork).
 */
import { AlertCircle, ArrowRight, ClipboardList, MailOpen, PartyPopper } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Levels } from "~/components/learning/levels";
import { SubjectIcon, subjectWord } from "~/components/learning/pictures";
import { Card } from "~/components/ui/card";
import { dueWords } from "#common/learning/due-words";
import type { ChildCameBack, ChildHomeWork, ChildHomeWorkList } from "#common/schemas/learning/homes";
import { WorkTitle } from "~/components/learning/translated-text";
import { useLanguage, useT } from "~/lib/i18n";
import { useNow } from "~/lib/use-now";
import { cn } from "~/lib/utils";

const LINK =
  "inline-flex min-h-16 max-w-full items-center gap-3 rounded-2xl border-2 px-6 text-xl font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";

export function ChildWork({ work }: { work: ChildHomeWorkList }) {
  const t = useT();
  const now = new Date(useNow());
  const language = useLanguage();
  const due = (w: ChildHomeWork) => dueWords(w.dueAt ? new Date(w.dueAt) : null, now, language);
  return (
    <>
      {work.missing.length > 0 ? (
        <WorkSection
          id="missing"
          icon={<AlertCircle className="size-8 shrink-0" aria-hidden="true" />}
          title={t("child.missing.title")}
          lead={t("child.missing.lead")}
        >
          <WorkList>
            {work.missing.map((w) => (
              <WorkLink key={w.id} work={w} tone="missing">
                <span className="block text-lg">{due(w)}</span>
              </WorkLink>
            ))}
          </WorkList>
          {work.missingCount > work.missing.length ? (
            <Link to="/student/assignments" className={LINK} data-testid="missing-all">
              <span className="min-w-0 break-words">{t("child.missing.seeAll", { count: work.missingCount })}</span>
              <ArrowRight className="size-6 shrink-0" aria-hidden="true" />
            </Link>
          ) : null}
        </WorkSection>
      ) : null}
      <WorkSection id="due-soon" icon={<ClipboardList className="size-8 shrink-0" aria-hidden="true" />} title={t("child.due.title")}>
        {work.dueSoon.length === 0 ? (
          <Card className="flex items-center gap-4 p-5">
            <PartyPopper className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <p className="min-w-0 break-words text-xl">{t("child.due.nothing")}</p>
          </Card>
        ) : (
          <WorkList>
            {work.dueSoon.map((w) => (
              <WorkLink key={w.id} work={w}>
                <span className="block text-lg">{due(w)}</span>
              </WorkLink>
            ))}
          </WorkList>
        )}
        <Link to="/student/assignments" className={LINK}>
          <span className="min-w-0 break-words">{t("child.due.allWork")}</span>
          <ArrowRight className="size-6 shrink-0" aria-hidden="true" />
        </Link>
      </WorkSection>
      {work.cameBack.length > 0 ? (
        <WorkSection id="came-back" icon={<MailOpen className="size-8 shrink-0" aria-hidden="true" />} title={t("work.list.cameBack")}>
          <WorkList>
            {work.cameBack.map((w) => (
              <WorkLink key={w.id} work={w}>
                <Levels levels={w.levels} />
                {w.commentStart ? (
                  <span className="block break-words text-lg" data-testid="comment-start">
                    {t("work.teacherSays", { text: w.commentStart })}
                  </span>
                ) : null}
              </WorkLink>
            ))}
          </WorkList>
        </WorkSection>
      ) : null}
    </>
  );
}

function WorkSection({ id, icon, title, lead, children }: { id: string; icon: ReactNode; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 space-y-4" data-testid={id}>
      <div>
        <h2 id={`${id}-title`} className="flex min-w-0 items-center gap-3 break-words text-2xl font-bold sm:text-3xl">
          {icon}
          <span className="min-w-0">{title}</span>
        </h2>
        {lead ? <p className="text-lg text-muted-foreground">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

function WorkList({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">{children}</ul>;
}

/** A piece of work as a big link: the subject's picture and word, the title, then what `children` add. */
function WorkLink({ work, tone, children }: { work: ChildHomeWork | ChildCameBack; tone?: "missing"; children: ReactNode }) {
  const language = useLanguage();
  return (
    <li>
      <Link
        to={`/portal/assignments/${encodeURIComponent(work.id)}/work`}
        className={cn(
          "flex min-h-20 items-center gap-4 rounded-2xl border-2 bg-card p-4 text-card-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
          tone === "missing" && "border-warning",
        )}
      >
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
          <SubjectIcon code={work.subjectCode} className="size-8" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-base font-semibold text-muted-foreground">{subjectWord(work.subjectCode, work.subjectName, language)}</span>
          <WorkTitle item={work} className="block break-words text-xl font-bold" />
          {children}
        </span>
        <ArrowRight className="size-6 shrink-0" aria-hidden="true" />
      </Link>
    </li>
  );
}
