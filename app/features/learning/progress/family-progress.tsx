/**
 * /parent/progress: for each child (switcher kept in the address as ?child=) and term (?term=), a
 * summary in plain words, one line per subject (progress-summary.tsx, as on the report card), then per
 * subject each standard with its code, description and current mastery (words and a 4-step meter),
 * the evidence behind it (the returned work, its level and the teacher's comment; live class checks),
 * the rule in words, upcoming and missing work, the term's report card and the child's approved portfolio.
 */
import { AlertTriangle, CalendarClock, Download, ExternalLink, FileText, Images, Info, Mic, Paperclip } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { commentAsText, TranslatedText, WorkTitle } from "~/components/learning/translated-text";
import { Link, useSearchParams } from "react-router";
import { SubjectIcon } from "~/components/learning/pictures";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { formatDay, formatWhen } from "~/lib/dates";
import { useLanguage, useLocale, useRichT, useT } from "~/lib/i18n";
import { gradeLabel } from "#common/grades";
import type { MessageId } from "#common/i18n/messages";
import { isMasteryLevel, MASTERY_IDS, MASTERY_LEVELS } from "#common/learning/mastery";
import type { WorkStatus } from "#common/learning/work-status";
import { type FamilyChild } from "#common/schemas/learning/homes";
import type { FamilyProgress as Progress, ProgressEvidence, ProgressStandard, ProgressSubject, ProgressWork } from "#common/schemas/learning/progress";
import { MasteryMeter } from "./mastery-meter";
import { LiveCheckLines } from "./live-check-lines";
import { PracticeLine } from "./practice-line";
import { ProgressSummary } from "./progress-summary";
import { familyPortfolioPdf, fileContent, fileDownload, useEvidenceWork, useFamilyChildren, useFamilyPortfolio, useFamilyProgress } from "./progress-api";
import { knownAs } from "#common/learning/child-name";

/** A piece of work's status in words (the server sends the status value only). */
const STATUS_IDS = {
  not_started: "progress.status.not_started",
  in_progress: "progress.status.in_progress",
  submitted: "progress.status.submitted",
  late: "progress.status.late",
  missing: "progress.status.missing",
  returned: "progress.status.returned",
  excused: "progress.status.excused",
} as const satisfies Record<WorkStatus, MessageId>;

/** Between the parts of a line of facts ("Grade 3 Math · due ... · Submitted"): punctuation, the same in every language. */
const FACTS_SEPARATOR = " · ";

/** `<b>` in a message: the mastery level's word. */
const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function FamilyProgress() {
  const children = useFamilyChildren();
  const t = useT();
  return (
    <QueryState
      query={children}
      errorTitle={t("progress.children.loadError")}
      isEmpty={(list: FamilyChild[]) => list.length === 0}
      empty={
        <Card data-testid="no-children">
          <p>{t("progress.children.none")}</p>
        </Card>
      }
    >
      {(list) => <Chooser list={list} />}
    </QueryState>
  );
}

function Chooser({ list }: { list: FamilyChild[] }) {
  const [params, setParams] = useSearchParams();
  const chosen = list.find((c) => c.id === params.get("child")) ?? list[0]!;
  const termId = params.get("term") ?? undefined;
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const progress = useFamilyProgress(chosen.id, termId);
  const t = useT();
  return (
    <div className="space-y-8">
      {list.length > 1 ? (
        <div role="group" aria-label={t("progress.children.choose")} className="flex flex-wrap gap-2" data-testid="child-switcher">
          {list.map((child) => (
            <Button
              key={child.id}
              variant={child.id === chosen.id ? "default" : "outline"}
              aria-pressed={child.id === chosen.id}
              className="min-h-11"
              onClick={() => set("child", child.id)}
            >
              {knownAs(child)}
            </Button>
          ))}
        </div>
      ) : null}
      <QueryState query={progress} errorTitle={t("progress.loadError", { name: knownAs(chosen) })}>
        {(data) => <ChildProgress data={data} onTerm={(id) => set("term", id)} />}
      </QueryState>
    </div>
  );
}

function ChildProgress({ data, onTerm }: { data: Progress; onTerm: (id: string) => void }) {
  const termSelect = useId();
  const { child } = data;
  const term = data.terms.find((candidate) => candidate.id === data.termId);
  const card = data.reportCards.find((r) => r.termId === data.termId);
  const name = knownAs(child);
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  return (
    <div className="space-y-10" data-testid="child-progress">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold" data-testid="child-name">
            {name} {child.lastName}
          </h2>
          <p className="text-muted-foreground">{gradeLabel(child.grade, "name", undefined, language)}</p>
        </div>
        {data.terms.length > 0 ? (
          <div className="space-y-1">
            <label htmlFor={termSelect} className="block text-sm font-semibold">
              {t("progress.term.label")}
            </label>
            <select
              id={termSelect}
              value={data.termId ?? ""}
              onChange={(e) => onTerm(e.target.value)}
              className="h-11 min-w-48 rounded-md border border-input bg-background px-3 text-base"
              data-testid="term-select"
            >
              {data.terms.map((term) => (
                <option key={term.id} value={term.id}>
                  {t("progress.term.option", { term: term.name, year: term.yearName })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      <Card className="space-y-3" data-testid="report-card">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <FileText className="size-5 text-primary" aria-hidden="true" />
          {term ? t("progress.reportCard.titleWithTerm", { term: term.name }) : t("progress.reportCard.title")}
        </h3>
        {card ? (
          <p className="flex flex-wrap items-center gap-3">
            <span>{t("progress.reportCard.issued", { day: formatDay(card.generatedAt, locale) })}</span>
            <Button asChild className="h-auto min-h-11 whitespace-normal py-2 text-left">
              <a href={fileDownload(card.fileId)} download data-testid="report-card-download">
                <Download aria-hidden="true" />
                {t("progress.reportCard.download", { name })}
              </a>
            </Button>
          </p>
        ) : (
          <p className="text-muted-foreground">{t("progress.reportCard.notYet")}</p>
        )}
      </Card>

      <section aria-labelledby="standards-title" className="space-y-6">
        <PanelHeader id="standards-title" title={t("progress.standards.title")} description={t("progress.standards.description", { name })} />
        <ProgressSummary name={name} subjects={data.subjects} />
        <MasteryKey />
        {data.subjects.length === 0 ? (
          <Card>
            <p className="text-muted-foreground">{t("progress.standards.none")}</p>
          </Card>
        ) : (
          data.subjects.map((subject) => <SubjectSection key={subject.code} subject={subject} studentId={child.id} />)
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <WorkList title={t("progress.upcoming.title")} icon={CalendarClock} items={data.upcoming} empty={t("progress.upcoming.none")} testId="upcoming" />
        <WorkList title={t("progress.missing.title")} icon={AlertTriangle} items={data.missing} empty={t("progress.missing.none")} testId="missing" />
      </div>

      <PortfolioSection studentId={child.id} name={name} termId={data.termId} />
    </div>
  );
}

function MasteryKey() {
  const t = useT();
  return (
    <Card className="space-y-3 bg-muted/40" data-testid="mastery-rule">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Info className="size-5 text-primary" aria-hidden="true" />
        {t("progress.key.title")}
      </h3>
      <p>{t("progress.key.rule", { rule: t("mastery.rule") })}</p>
      <dl className="grid gap-2 sm:grid-cols-2">
        {MASTERY_LEVELS.map((level) => (
          <div key={level}>
            <dt className="font-semibold">
              {level} {t(MASTERY_IDS[level].label)}
            </dt>
            <dd className="text-muted-foreground">{t(MASTERY_IDS[level].meaning)}</dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold">{t("mastery.notYetAssessed")}</dt>
          <dd className="text-muted-foreground">{t("progress.key.notYetAssessed")}</dd>
        </div>
      </dl>
    </Card>
  );
}

function SubjectSection({ subject, studentId }: { subject: ProgressSubject; studentId: string }) {
  const t = useT();
  return (
    <Card className="space-y-4" data-testid={`subject-${subject.code}`}>
      <h3 className="flex items-center gap-3 text-xl font-semibold">
        <span className="grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
          <SubjectIcon code={subject.code} className="size-5" aria-hidden="true" />
        </span>
        {subject.name}
      </h3>
      {subject.standards.length === 0 ? (
        <p className="text-muted-foreground">{t("progress.standards.noneInSubject", { subject: subject.name })}</p>
      ) : (
        <ul className="divide-y">
          {subject.standards.map((s) => (
            <StandardRow key={s.id} standard={s} studentId={studentId} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function StandardRow({ standard, studentId }: { standard: ProgressStandard; studentId: string }) {
  const count = standard.evidence.length;
  const t = useT();
  const rt = useRichT();
  const locale = useLocale();
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid="standard">
      {/* The words keep at least 16rem before the meter shares their line: on a phone the meter goes under
          them (a zero basis let a short meter squeeze the description to a word a line). */}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 grow basis-64">
          <p className="font-mono text-sm font-semibold">{standard.code}</p>
          <p>{standard.description}</p>
        </div>
        <MasteryMeter level={standard.mastery} />
      </div>
      <PracticeLine practice={standard.practice} />
      <LiveCheckLines checks={standard.liveChecks} />
      {count > 0 ? (
        <details className="rounded-md border p-3" data-testid="evidence">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary">{t("progress.evidence.summary", { count })}</summary>
          <ul className="mt-3 space-y-4 break-words">
            {standard.evidence.map((e) => (
              <li key={`${e.workId}-${e.criterion ?? ""}`} className="space-y-1 border-l-4 border-primary/40 pl-3">
                <p className="font-semibold">
                  <WorkTitle item={{ ...e, title: e.assignmentTitle }} />
                  <span className="font-normal text-muted-foreground"> {t("progress.inParentheses", { text: e.className })}</span>
                </p>
                <p className="text-sm text-muted-foreground">
                  {[
                    e.submittedAt
                      ? t("progress.evidence.handedInReturned", { handedIn: formatDay(e.submittedAt, locale), returned: formatDay(e.returnedAt, locale) })
                      : t("progress.evidence.returned", { returned: formatDay(e.returnedAt, locale) }),
                    e.criterion,
                  ]
                    .filter(Boolean)
                    .join(FACTS_SEPARATOR)}
                </p>
                <p>{rt("progress.evidence.level", { label: t(MASTERY_IDS[e.level].label), level: e.level, b: bold })}</p>
                {e.feedback ? (
                  <blockquote className="rounded bg-muted/50 p-2" data-testid="teacher-comment">
                    <TranslatedText message={commentAsText(e)} className="italic" label={t("progress.evidence.commentLabel")} testId="evidence-comment" />
                  </blockquote>
                ) : (
                  <p className="text-sm text-muted-foreground">{t("progress.evidence.noComment")}</p>
                )}
                {e.workLink ? (
                  <Link to={e.workLink} className="inline-flex min-h-11 items-center gap-1 text-primary underline underline-offset-4">
                    {t("progress.evidence.openWork")}
                    <ExternalLink className="size-4" aria-hidden="true" />
                  </Link>
                ) : (
                  <EvidenceWork evidence={e} studentId={studentId} />
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** "Show the work": the returned work behind a mark, read only, loaded when opened. */
function EvidenceWork({ evidence, studentId }: { evidence: ProgressEvidence; studentId: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <details className="rounded-md border bg-background p-3" data-testid="evidence-work" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary">{t("progress.work.show")}</summary>
      {open ? <EvidenceWorkBody assignmentId={evidence.assignmentId} studentId={studentId} /> : null}
    </details>
  );
}

function EvidenceWorkBody({ assignmentId, studentId }: { assignmentId: string; studentId: string }) {
  const work = useEvidenceWork(assignmentId, studentId);
  const t = useT();
  const rt = useRichT();
  return (
    <div className="mt-3">
      <QueryState query={work} loadingLabel={t("progress.work.loading")} loadingClassName="min-h-24" errorTitle={t("progress.work.loadError")}>
        {(w) => {
          const files = w.work.files.filter((f) => f.kind === "file");
          const voices = w.work.files.filter((f) => f.kind === "voice");
          return (
            <div className="space-y-4">
              <div className="space-y-1">
                <h4 className="font-semibold">{t("progress.work.answer", { name: w.student.firstName })}</h4>
                {w.work.textAnswer.trim() ? (
                  <p className="whitespace-pre-line rounded bg-muted/50 p-2" data-testid="work-answer">
                    {w.work.textAnswer}
                  </p>
                ) : (
                  <p className="text-sm text-muted-foreground">{t("progress.work.noAnswer")}</p>
                )}
              </div>
              {files.length > 0 ? (
                <div className="space-y-1">
                  <h4 className="font-semibold">{t("progress.work.files")}</h4>
                  <ul className="space-y-1">
                    {files.map((f) => (
                      <li key={f.fileId}>
                        <a
                          href={fileContent(f.fileId)}
                          target="_blank"
                          rel="noreferrer"
                          className="inline-flex min-h-11 items-center gap-2 text-primary underline underline-offset-4"
                        >
                          <Paperclip className="size-4" aria-hidden="true" />
                          {f.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {voices.length > 0 ? (
                <div className="space-y-2">
                  <h4 className="flex items-center gap-2 font-semibold">
                    <Mic className="size-4 text-primary" aria-hidden="true" />
                    {t("progress.work.voiceAnswers")}
                  </h4>
                  <ul className="space-y-2">
                    {voices.map((f, i) => (
                      <li key={f.fileId}>
                        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a child's own voice recording: no caption or transcript of it exists to attach */}
                        <audio
                          controls
                          preload="none"
                          src={fileContent(f.fileId)}
                          className="w-full max-w-md"
                          aria-label={
                            f.durationSeconds
                              ? t("progress.work.voiceAnswerLength", { number: i + 1, seconds: f.durationSeconds })
                              : t("progress.work.voiceAnswer", { number: i + 1 })
                          }
                          data-testid="work-voice"
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {w.marks.length > 0 ? (
                <div className="space-y-1">
                  <h4 className="font-semibold">{t("progress.work.rubric")}</h4>
                  <ul className="space-y-1" data-testid="work-marks">
                    {w.marks.map((m) => (
                      <li key={`${m.criterionId ?? ""}-${m.standardCode ?? ""}`}>
                        {rt("progress.work.mark", {
                          title: m.title,
                          code: m.standardCode ? (
                            <span className="font-mono text-sm text-muted-foreground"> {t("progress.inParentheses", { text: m.standardCode })}</span>
                          ) : (
                            ""
                          ),
                          label: isMasteryLevel(m.level) ? t(MASTERY_IDS[m.level].label) : m.label,
                          level: m.level,
                          b: bold,
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {w.feedback ? (
                <div className="space-y-1">
                  <h4 className="font-semibold">{t("progress.work.teacherComment")}</h4>
                  <TranslatedText message={commentAsText(w)} className="whitespace-pre-line" testId="work-feedback" />
                </div>
              ) : null}
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}

function WorkList({
  title,
  icon: Icon,
  items,
  empty,
  testId,
}: {
  title: string;
  icon: typeof CalendarClock;
  items: ProgressWork[];
  empty: string;
  testId: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card className="space-y-3" data-testid={testId}>
      <h3 className="flex items-center gap-2 text-xl font-semibold">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((w) => (
            <li key={w.assignmentId}>
              {w.workLink ? (
                <Link to={w.workLink} className="font-semibold text-primary underline underline-offset-4">
                  <WorkTitle item={w} />
                </Link>
              ) : (
                <p className="font-semibold">
                  <WorkTitle item={w} />
                </p>
              )}
              <p className="text-sm text-muted-foreground">
                {[w.className, w.dueAt ? t("progress.due", { when: formatWhen(w.dueAt, locale) }) : t("progress.noDueDate"), t(STATUS_IDS[w.status])].join(
                  FACTS_SEPARATOR,
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PortfolioSection({ studentId, name, termId }: { studentId: string; name: string; termId: string | null }) {
  const portfolio = useFamilyPortfolio(studentId);
  const t = useT();
  return (
    <section aria-labelledby="portfolio-title" className="space-y-4" data-testid="family-portfolio">
      <PanelHeader
        id="portfolio-title"
        title={t("progress.portfolio.title", { name })}
        description={t("progress.portfolio.description")}
        actions={
          <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal py-2 text-left">
            <a href={familyPortfolioPdf(studentId, termId)} download>
              <Download aria-hidden="true" />
              {t("progress.portfolio.download")}
            </a>
          </Button>
        }
      />
      <QueryState
        query={portfolio}
        errorTitle={t("progress.portfolio.loadError")}
        isEmpty={(d) => d.items.length === 0}
        empty={<p className="text-muted-foreground">{t("progress.portfolio.none")}</p>}
      >
        {(d) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {d.items.map((item) => (
              <li key={item.id}>
                <Card className="h-full space-y-2">
                  <h3 className="flex items-center gap-2 text-lg font-semibold">
                    <Images className="size-5 text-primary" aria-hidden="true" />
                    {item.title}
                  </h3>
                  {item.assignmentTitle ? (
                    <p className="text-sm text-muted-foreground">
                      {item.className
                        ? t("progress.portfolio.assignmentInClass", { assignment: item.assignmentTitle, className: item.className })
                        : item.assignmentTitle}
                    </p>
                  ) : null}
                  {item.reflection ? <p className="whitespace-pre-line">{t("progress.portfolio.reflection", { reflection: item.reflection })}</p> : null}
                  {item.files.length > 0 ? (
                    <ul className="flex flex-wrap gap-2 text-sm">
                      {item.files.map((f) => (
                        <li key={f.id}>
                          <a
                            href={fileContent(f.id)}
                            className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
                            target="_blank"
                            rel="noreferrer"
                          >
                            {f.kind === "voice" ? t("progress.portfolio.voiceAnswer") : f.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
