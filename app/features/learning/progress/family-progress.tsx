/**
 * /parent/progress: for each child (switcher kept in the address as ?child=) and term (?term=), per
 * subject each standard with its code, description and current mastery (words and a 4-step meter),
 * the evidence behind it (the returned work, its level and the teacher's comment), the rule in words,
 * upcoming and missing work, the term's report card and the child's approved portfolio.
 */
import { AlertTriangle, CalendarClock, Download, ExternalLink, FileText, Images, Info, Mic, Paperclip } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SubjectIcon } from "~/components/learning/pictures";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { formatDay, formatWhen } from "~/lib/dates";
import { gradeLabel } from "#common/grades";
import { MASTERY_LABELS, MASTERY_LEVELS, MASTERY_MEANINGS, MASTERY_RULE_TEXT, NOT_YET_ASSESSED } from "#common/learning/mastery";
import { WORK_STATUS_LABELS } from "#common/learning/work-status";
import { type FamilyChild } from "#common/schemas/learning/homes";
import type { FamilyProgress as Progress, ProgressEvidence, ProgressStandard, ProgressSubject, ProgressWork } from "#common/schemas/learning/progress";
import { MasteryMeter } from "./mastery-meter";
import { familyPortfolioPdf, fileContent, fileDownload, useEvidenceWork, useFamilyChildren, useFamilyPortfolio, useFamilyProgress } from "./progress-api";
import { knownAs } from "#common/learning/child-name";

export function FamilyProgress() {
  const children = useFamilyChildren();
  return (
    <QueryState
      query={children}
      errorTitle="Your children could not be loaded."
      isEmpty={(list: FamilyChild[]) => list.length === 0}
      empty={
        <Card data-testid="no-children">
          <p>No children are linked to your account yet. When your child is enrolled, the school links their record to you and their progress appears here.</p>
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
  return (
    <div className="space-y-8">
      {list.length > 1 ? (
        <div role="group" aria-label="Choose a child" className="flex flex-wrap gap-2" data-testid="child-switcher">
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
      <QueryState query={progress} errorTitle={`${knownAs(chosen)}'s progress could not be loaded.`}>
        {(data) => <ChildProgress data={data} onTerm={(id) => set("term", id)} />}
      </QueryState>
    </div>
  );
}

function ChildProgress({ data, onTerm }: { data: Progress; onTerm: (id: string) => void }) {
  const termSelect = useId();
  const { child } = data;
  const term = data.terms.find((t) => t.id === data.termId);
  const card = data.reportCards.find((r) => r.termId === data.termId);
  const name = knownAs(child);
  return (
    <div className="space-y-10" data-testid="child-progress">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold" data-testid="child-name">
            {name} {child.lastName}
          </h2>
          <p className="text-muted-foreground">{gradeLabel(child.grade)}</p>
        </div>
        {data.terms.length > 0 ? (
          <div className="space-y-1">
            <label htmlFor={termSelect} className="block text-sm font-semibold">
              Term
            </label>
            <select
              id={termSelect}
              value={data.termId ?? ""}
              onChange={(e) => onTerm(e.target.value)}
              className="h-11 min-w-48 rounded-md border border-input bg-background px-3 text-base"
              data-testid="term-select"
            >
              {data.terms.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}, {t.yearName}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      <Card className="space-y-3" data-testid="report-card">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <FileText className="size-5 text-primary" aria-hidden="true" />
          Report card{term ? `, ${term.name}` : ""}
        </h3>
        {card ? (
          <p className="flex flex-wrap items-center gap-3">
            <span>Issued {formatDay(card.generatedAt)}.</span>
            <Button asChild className="h-auto min-h-11 whitespace-normal py-2 text-left">
              <a href={fileDownload(card.fileId)} download data-testid="report-card-download">
                <Download aria-hidden="true" />
                Download {name}'s report card (PDF)
              </a>
            </Button>
          </p>
        ) : (
          <p className="text-muted-foreground">The school has not issued a report card for this term yet. It appears here at the end of the term.</p>
        )}
      </Card>

      <section aria-labelledby="standards-title" className="space-y-6">
        <PanelHeader
          id="standards-title"
          title="Mastery of the standards"
          description={`What ${name}'s returned work shows, standard by standard, with the work and the teacher's comment behind each mark.`}
        />
        <MasteryKey />
        {data.subjects.length === 0 ? (
          <Card>
            <p className="text-muted-foreground">No standards have been assessed yet this term.</p>
          </Card>
        ) : (
          data.subjects.map((subject) => <SubjectSection key={subject.code} subject={subject} studentId={child.id} />)
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <WorkList title="Coming up (next 14 days)" icon={CalendarClock} items={data.upcoming} empty="Nothing due in the next 14 days." testId="upcoming" />
        <WorkList title="Missing work" icon={AlertTriangle} items={data.missing} empty="No missing work. Well done!" testId="missing" />
      </div>

      <PortfolioSection studentId={child.id} name={name} termId={data.termId} />
    </div>
  );
}

function MasteryKey() {
  return (
    <Card className="space-y-3 bg-muted/40" data-testid="mastery-rule">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Info className="size-5 text-primary" aria-hidden="true" />
        How mastery is worked out
      </h3>
      <p>{MASTERY_RULE_TEXT} Marks count only once the teacher returns the work.</p>
      <dl className="grid gap-2 sm:grid-cols-2">
        {MASTERY_LEVELS.map((level) => (
          <div key={level}>
            <dt className="font-semibold">
              {level} {MASTERY_LABELS[level]}
            </dt>
            <dd className="text-muted-foreground">{MASTERY_MEANINGS[level]}</dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold">{NOT_YET_ASSESSED}</dt>
          <dd className="text-muted-foreground">No returned work on the standard this term yet.</dd>
        </div>
      </dl>
    </Card>
  );
}

function SubjectSection({ subject, studentId }: { subject: ProgressSubject; studentId: string }) {
  return (
    <Card className="space-y-4" data-testid={`subject-${subject.code}`}>
      <h3 className="flex items-center gap-3 text-xl font-semibold">
        <span className="grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
          <SubjectIcon code={subject.code} className="size-5" aria-hidden="true" />
        </span>
        {subject.name}
      </h3>
      {subject.standards.length === 0 ? (
        <p className="text-muted-foreground">No standards assessed in {subject.name} yet this term.</p>
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
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid="standard">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm font-semibold">{standard.code}</p>
          <p>{standard.description}</p>
        </div>
        <MasteryMeter level={standard.mastery} />
      </div>
      {count > 0 ? (
        <details className="rounded-md border p-3" data-testid="evidence">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary">
            The work behind it ({count} {count === 1 ? "piece" : "pieces"} of returned work)
          </summary>
          <ul className="mt-3 space-y-4 break-words">
            {standard.evidence.map((e) => (
              <li key={`${e.workId}-${e.criterion ?? ""}`} className="space-y-1 border-l-4 border-primary/40 pl-3">
                <p className="font-semibold">
                  {e.assignmentTitle} <span className="font-normal text-muted-foreground">({e.className})</span>
                </p>
                <p className="text-sm text-muted-foreground">
                  {e.submittedAt ? `Handed in ${formatDay(e.submittedAt)}, ` : ""}returned {formatDay(e.returnedAt)}
                  {e.criterion ? ` · ${e.criterion}` : ""}
                </p>
                <p>
                  Level: <strong>{MASTERY_LABELS[e.level]}</strong> ({e.level} of 4)
                </p>
                {e.feedback ? (
                  <blockquote className="rounded bg-muted/50 p-2 italic" data-testid="teacher-comment">
                    <span className="sr-only">The teacher's comment: </span>
                    {e.feedback}
                  </blockquote>
                ) : (
                  <p className="text-sm text-muted-foreground">No comment from the teacher.</p>
                )}
                {e.workLink ? (
                  <Link to={e.workLink} className="inline-flex min-h-11 items-center gap-1 text-primary underline underline-offset-4">
                    Open the work
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
  return (
    <details className="rounded-md border bg-background p-3" data-testid="evidence-work" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary">Show the work</summary>
      {open ? <EvidenceWorkBody assignmentId={evidence.assignmentId} studentId={studentId} /> : null}
    </details>
  );
}

function EvidenceWorkBody({ assignmentId, studentId }: { assignmentId: string; studentId: string }) {
  const work = useEvidenceWork(assignmentId, studentId);
  return (
    <div className="mt-3">
      <QueryState query={work} loadingLabel="Loading the work..." loadingClassName="min-h-24" errorTitle="The work could not be loaded.">
        {(w) => {
          const files = w.work.files.filter((f) => f.kind === "file");
          const voices = w.work.files.filter((f) => f.kind === "voice");
          return (
            <div className="space-y-4">
              <div className="space-y-1">
                <h4 className="font-semibold">{w.student.firstName}'s answer</h4>
                {w.work.textAnswer.trim() ? (
                  <p className="whitespace-pre-line rounded bg-muted/50 p-2" data-testid="work-answer">
                    {w.work.textAnswer}
                  </p>
                ) : (
                  <p className="text-sm text-muted-foreground">No written answer.</p>
                )}
              </div>
              {files.length > 0 ? (
                <div className="space-y-1">
                  <h4 className="font-semibold">Files</h4>
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
                    Voice answers
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
                          aria-label={`Voice answer ${i + 1}${f.durationSeconds ? `, ${f.durationSeconds} seconds` : ""}`}
                          data-testid="work-voice"
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {w.marks.length > 0 ? (
                <div className="space-y-1">
                  <h4 className="font-semibold">The rubric</h4>
                  <ul className="space-y-1" data-testid="work-marks">
                    {w.marks.map((m) => (
                      <li key={`${m.criterionId ?? ""}-${m.standardCode ?? ""}`}>
                        {m.title}
                        {m.standardCode ? <span className="font-mono text-sm text-muted-foreground"> ({m.standardCode})</span> : null}:{" "}
                        <strong>{m.label}</strong> ({m.level} of 4)
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {w.feedback ? (
                <div className="space-y-1">
                  <h4 className="font-semibold">The teacher's comment</h4>
                  <p className="whitespace-pre-line" data-testid="work-feedback">
                    {w.feedback}
                  </p>
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
                  {w.title}
                </Link>
              ) : (
                <p className="font-semibold">{w.title}</p>
              )}
              <p className="text-sm text-muted-foreground">
                {w.className} · {w.dueAt ? `due ${formatWhen(w.dueAt)}` : "no due date"} · {WORK_STATUS_LABELS[w.status]}
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
  return (
    <section aria-labelledby="portfolio-title" className="space-y-4" data-testid="family-portfolio">
      <PanelHeader
        id="portfolio-title"
        title={`${name}'s portfolio`}
        description="Work your child chose to keep, approved by their teacher."
        actions={
          <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal py-2 text-left">
            <a href={familyPortfolioPdf(studentId, termId)} download>
              <Download aria-hidden="true" />
              Download this term's portfolio (PDF)
            </a>
          </Button>
        }
      />
      <QueryState
        query={portfolio}
        errorTitle="The portfolio could not be loaded."
        isEmpty={(d) => d.items.length === 0}
        empty={<p className="text-muted-foreground">Nothing in the portfolio yet.</p>}
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
                      {item.assignmentTitle}
                      {item.className ? ` (${item.className})` : ""}
                    </p>
                  ) : null}
                  {item.reflection ? <p className="whitespace-pre-line">“{item.reflection}”</p> : null}
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
                            {f.kind === "voice" ? "Voice answer" : f.name}
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
