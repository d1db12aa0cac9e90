/**
 * The "Due soon" card of /student: the child's work due in the next days (and any that was due and
 * is not sent in yet), soonest first, each a big link to its work screen with the subject's picture
 * and the due words; "All my work" leads to /student/assignments.
 */
import { ArrowRight, ClipboardList, PartyPopper } from "lucide-react";
import { Link } from "react-router";
import { subjectIcon, subjectWord } from "~/components/learning/pictures";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { dueWords, isDueWithin } from "#common/learning/due-words";
import { useLanguage, useT } from "~/lib/i18n";
import { useStudentDueWork } from "./homes-api";

/** Work due within this many days shows on the home. */
const DAYS_AHEAD = 7;
const MOST = 4;

export function DueSoon() {
  const work = useStudentDueWork();
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="due-soon-title" className="space-y-4" data-testid="due-soon">
      <h2 id="due-soon-title" className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
        <ClipboardList className="size-8" aria-hidden="true" />
        {t("child.due.title")}
      </h2>
      <QueryState query={work} loadingClassName="min-h-24" errorTitle={t("child.due.loadError")} errorText={t("child.askGrownUp")}>
        {(data) => {
          const now = new Date();
          const soon = data.due.filter((w) => w.status === "missing" || isDueWithin(w.dueAt ? new Date(w.dueAt) : null, now, DAYS_AHEAD)).slice(0, MOST);
          return (
            <>
              {soon.length === 0 ? (
                <Card className="flex items-center gap-4 p-5">
                  <PartyPopper className="size-8 shrink-0 text-primary" aria-hidden="true" />
                  <p className="text-xl">{t("child.due.nothing")}</p>
                </Card>
              ) : (
                <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
                  {soon.map((w) => {
                    const Icon = subjectIcon(w.subjectCode);
                    return (
                      <li key={w.id}>
                        <Link
                          to={`/portal/assignments/${encodeURIComponent(w.id)}/work`}
                          className="flex min-h-20 items-center gap-4 rounded-2xl border-2 bg-card p-4 text-card-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                        >
                          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
                            <Icon className="size-8" aria-hidden="true" />
                          </span>
                          <span className="min-w-0 flex-1">
                            <span className="block text-base font-semibold text-muted-foreground">{subjectWord(w.subjectCode, w.subjectName, language)}</span>
                            <span className="block break-words text-xl font-bold">{w.title}</span>
                            <span className="block text-lg">{dueWords(w.dueAt ? new Date(w.dueAt) : null, now, language)}</span>
                          </span>
                          <ArrowRight className="size-6 shrink-0" aria-hidden="true" />
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              )}
              <Link
                to="/student/assignments"
                className="inline-flex min-h-16 items-center gap-3 rounded-2xl border-2 px-6 text-xl font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {t("child.due.allWork")}
                <ArrowRight className="size-6" aria-hidden="true" />
              </Link>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
