/**
 * /student/assignments: the child's work in words a six-year-old can follow. "To do" (soonest first),
 * "Sent in" (waiting for the teacher) and "Came back" (returned), each piece a big card with the
 * subject's picture, the title, when it is due ("Due tomorrow"), its status (icon and words) and a
 * "Listen" button that reads the card aloud. Returned work shows its levels and the first words of
 * the teacher's comment, as the child's home does (issue 34).
 */
import { ArrowRight, Inbox, PartyPopper } from "lucide-react";
import { Link } from "react-router";
import { Levels, shownLevels } from "~/components/learning/levels";
import { ListenButton, type SpeechPart } from "~/components/learning/listen-button";
import { WorkTitle, titleWords } from "~/components/learning/translated-text";
import { SubjectIcon, subjectWord } from "~/components/learning/pictures";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { errorStatus } from "~/lib/api";
import { useUser } from "~/lib/auth";
import { useLanguage, useT } from "~/lib/i18n";
import { useNow } from "~/lib/use-now";
import { dueWords } from "#common/learning/due-words";
import { MASTERY_IDS } from "#common/learning/mastery";
import type { Language } from "#common/i18n/languages";
import type { StudentWorkItem } from "#common/schemas/learning/work";
import { STATUS_WORD_IDS, WorkStatusBadge } from "./status-badge";
import { useStudentWork } from "./work-api";

export function StudentWorkList() {
  const user = useUser();
  const isChild = user.data?.role === "student";
  const work = useStudentWork(isChild);
  const t = useT();
  if (user.data && !isChild) return <NotAChild />;
  return (
    <QueryState
      query={work}
      loadingLabel={t("work.screen.loading")}
      errorTitle={t("child.due.loadError")}
      errorText={t("child.askGrownUp")}
      renderError={(error) => (errorStatus(error) === 403 ? <NotAChild /> : undefined)}
    >
      {(data) =>
        !data.child ? (
          <NotAChild />
        ) : (
          <div className="space-y-10">
            <Section id="to-do" title={t("work.list.toDo")} items={data.due} empty={<AllDone />} />
            <Section
              id="sent-in"
              title={t("work.list.sentIn")}
              lead={t("work.list.sentInLead")}
              items={data.sent}
              empty={<Nothing text={t("work.list.sentInNone")} />}
            />
            <Section
              id="came-back"
              title={t("work.list.cameBack")}
              lead={t("work.list.cameBackLead")}
              items={data.returned}
              empty={<Nothing text={t("work.list.cameBackNone")} />}
            />
          </div>
        )
      }
    </QueryState>
  );
}

function NotAChild() {
  const t = useT();
  return (
    <Card className="max-w-2xl space-y-3" data-testid="no-child-record">
      <h2 className="text-xl font-semibold">{t("child.noRecord.title")}</h2>
      <p>{t("work.list.noRecord")}</p>
    </Card>
  );
}

function Section({ id, title, lead, items, empty }: { id: string; title: string; lead?: string; items: StudentWorkItem[]; empty: React.ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4" data-testid={`work-${id}`}>
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {title} {items.length > 0 ? <span className="text-muted-foreground">{t("work.inParens", { text: items.length })}</span> : null}
        </h2>
        {lead ? <p className="text-lg text-muted-foreground">{lead}</p> : null}
      </div>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-4">
          {items.map((item) => (
            <WorkCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What "Listen" says for a card, in the words the card shows: the title in its own language, the rest in the reader's. */
export function cardSpeech(item: StudentWorkItem, now: Date, t: ReturnType<typeof useT>, language: Language): SpeechPart[] {
  const title = titleWords(item);
  const parts = [`${subjectWord(item.subjectCode, item.subjectName, language)}.`];
  const rest: string[] = [];
  if (item.status !== "returned") rest.push(`${dueWords(item.dueAt ? new Date(item.dueAt) : null, now, language)}.`);
  rest.push(`${t(STATUS_WORD_IDS[item.status])}.`);
  const levels = shownLevels(item.levels).map((level) => t(MASTERY_IDS[level].label));
  if (levels.length > 0) rest.push(`${levels.join(", ")}.`);
  if (item.commentStart) rest.push(t("work.teacherSays", { text: item.commentStart }));
  if (item.reducedWork) rest.push(t("work.teacherSays", { text: item.reducedWork }));
  return [{ text: parts.join(" ") }, { text: `${title.text}.`, language: title.language }, { text: rest.join(" ") }];
}

function WorkCard({ item }: { item: StudentWorkItem }) {
  const t = useT();
  const language = useLanguage();
  const now = new Date(useNow());
  const due = dueWords(item.dueAt ? new Date(item.dueAt) : null, now, language);
  return (
    <li
      className="flex min-w-0 flex-wrap items-center gap-4 rounded-2xl border-2 bg-card p-4 text-card-foreground sm:flex-nowrap sm:p-5"
      data-testid="work-card"
      data-assignment={item.id}
    >
      <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-secondary text-secondary-foreground sm:size-20">
        <SubjectIcon code={item.subjectCode} className="size-9 sm:size-11" aria-hidden="true" />
      </span>
      {/* Beside the picture while 12rem fit, else on a line of its own: never wider than the card (the largest text at 375 px). */}
      <div className="min-w-0 grow basis-48 space-y-1 break-words">
        <p className="text-base font-semibold text-muted-foreground">{subjectWord(item.subjectCode, item.subjectName, language)}</p>
        <Link
          to={`/portal/assignments/${encodeURIComponent(item.id)}/work`}
          className="inline-flex max-w-full items-center gap-2 text-2xl font-bold underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <WorkTitle item={item} className="min-w-0 break-words" />
          <ArrowRight className="size-6 shrink-0" aria-hidden="true" />
        </Link>
        {item.status === "returned" ? null : <p className="text-xl font-semibold">{due}</p>}
        {item.reducedWork ? <p className="text-lg">{t("work.teacherSays", { text: item.reducedWork })}</p> : null}
        <Levels levels={item.levels} />
        {item.commentStart ? (
          <p className="text-lg" data-testid="comment-start">
            {t("work.teacherSays", { text: item.commentStart })}
          </p>
        ) : null}
        <WorkStatusBadge status={item.status} words={t(STATUS_WORD_IDS[item.status])} />
      </div>
      <ListenButton text={cardSpeech(item, now, t, language)} className="ml-auto" />
    </li>
  );
}

function AllDone() {
  const t = useT();
  return (
    <Card className="flex items-center gap-4 p-6" data-testid="nothing-to-do">
      <PartyPopper className="size-9 shrink-0 text-primary" aria-hidden="true" />
      <p className="text-xl font-semibold">{t("work.list.allDone")}</p>
    </Card>
  );
}

function Nothing({ text }: { text: string }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <Inbox className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg">{text}</p>
    </Card>
  );
}
