/**
 * Quick checks in the live room (issue 35, docs/api/live.md "Quick checks"). The teacher: a "Quick
 * check" button opens a small form (kind, question, choices), then the answers arrive live with each
 * child's name, with "Show totals to the class" and "Close". A child: the question in a big card with
 * big answers (thumbs as pictures with words, choices, a number, a word), their own answer marked,
 * and the class's totals as bars only while the teacher shows them. The server decides all of it:
 * the view it sends a child never holds another child's answer. In a class, the teacher may count a
 * question for a standard (the assignment editor's picker, with the right answer); once closed, each
 * child's answer is evidence the teacher sees, and may change, under "Evidence for standards".
 */
import { CircleCheck, ListChecks, Plus, Send, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Select } from "~/components/ui/input";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { isMasteryLevel, MASTERY_IDS, MASTERY_LEVELS } from "#common/learning/mastery";
import type { StandardSummary } from "#common/schemas/learning/standards";
import {
  LIVE_CHECK_CHOICES_MAX,
  LIVE_CHECK_CHOICES_MIN,
  LIVE_CHECK_CHOICE_MAX,
  LIVE_CHECK_KINDS,
  LIVE_CHECK_QUESTION_MAX,
  LIVE_CHECK_WORD_MAX,
  LIVE_THUMBS,
  type LiveCheck,
  type LiveCheckKind,
  type LiveCheckTotal,
  type LiveSessionView,
} from "#common/schemas/learning/live";
import { StandardsPicker } from "~/components/forms/standards-picker";
import { useLiveChecks, useSetCheckEvidence } from "./live-api";
import { useLiveRun, type LiveRun } from "./live-run";

type Thumb = (typeof LIVE_THUMBS)[number];
const THUMB_PICTURES: Record<Thumb, string> = { up: "👍", sideways: "👌", down: "👎" };
const isThumb = (answer: string): answer is Thumb => (LIVE_THUMBS as readonly string[]).includes(answer);

/** The check's part of the room: the teacher's form and live answers, or a child's card. */
export function QuickCheck({ sessionId, view }: { sessionId: string; view: LiveSessionView }) {
  const { run, busy, errorBox } = useLiveRun(sessionId, "check-error");
  if (view.role === "host") {
    // A class's subject and grade start the standard picker; a conference's checks count for none.
    const standardDefaults = view.session.kind === "class" ? { subject: view.session.subjectCode ?? "", grade: view.session.grade ?? "" } : null;
    return <HostQuickCheck sessionId={sessionId} standardDefaults={standardDefaults} check={view.check} run={run} busy={busy} errorBox={errorBox} />;
  }
  if (!view.check) return null;
  return <LearnerQuickCheck key={view.check.id} check={view.check} run={run} busy={busy} errorBox={errorBox} />;
}

type Run = LiveRun;

/** A thumb as its picture and words; any other answer as written. */
function AnswerText({ answer }: { answer: string }) {
  const t = useT();
  if (!isThumb(answer)) return <>{answer}</>;
  return (
    <>
      <span aria-hidden="true">{THUMB_PICTURES[answer]}</span> {t(`live.check.thumb.${answer}`)}
    </>
  );
}

/** What a check asks: its question, or for thumbs without one, the thumbs question itself. */
function questionOf(check: LiveCheck, t: ReturnType<typeof useT>) {
  return check.question ?? t("live.check.thumbsQuestion");
}

/** Counts per answer as bars; the count is written too, so the bar is only a picture of it. */
function TotalsBars({ totals, kind }: { totals: LiveCheckTotal[]; kind: LiveCheckKind }) {
  const t = useT();
  const most = Math.max(1, ...totals.map((x) => x.count));
  return (
    <ul className="space-y-2" data-testid="check-totals">
      {totals.map((x) => (
        <li key={x.answer} className="space-y-1">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className={cn("min-w-0 font-semibold", kind === "thumbs" ? "text-lg" : "break-words")}>
              <AnswerText answer={x.answer} />
            </span>
            <span className="text-muted-foreground">{t("live.check.count", { count: x.count })}</span>
          </div>
          <div className="h-4 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round((x.count / most) * 100)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const CHECK_FORM = "check-form";

type StandardDefaults = { subject: string; grade: string } | null;
type AskBody = { kind: LiveCheckKind; question?: string; choices?: string[]; standardId?: string; correctAnswer?: string };

function HostQuickCheck({
  sessionId,
  standardDefaults,
  check,
  run,
  busy,
  errorBox,
}: {
  sessionId: string;
  standardDefaults: StandardDefaults;
  check: LiveCheck | null;
  run: Run;
  busy: boolean;
  errorBox: ReactNode;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <Card className="space-y-4" data-testid="host-quick-check">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <ListChecks className="size-5" aria-hidden="true" /> {t("live.check.title")}
        </h3>
        {asking ? null : (
          <Button variant="outline" onClick={() => setAsking(true)} disabled={busy} data-testid="check-new">
            <Plus aria-hidden="true" /> {t("live.check.button")}
          </Button>
        )}
      </div>
      {errorBox}
      {asking ? (
        <CheckForm
          replaces={check?.open ?? false}
          standardDefaults={standardDefaults}
          busy={busy}
          onCancel={() => setAsking(false)}
          onAsk={(body) => run({ path: "checks", body }, () => setAsking(false))}
        />
      ) : null}
      {check ? <HostCheckPanel check={check} run={run} busy={busy} /> : null}
      {standardDefaults ? <CheckEvidence sessionId={sessionId} current={check} /> : null}
    </Card>
  );
}

function CheckForm({
  replaces,
  standardDefaults,
  busy,
  onCancel,
  onAsk,
}: {
  replaces: boolean;
  standardDefaults: StandardDefaults;
  busy: boolean;
  onCancel: () => void;
  onAsk: (body: AskBody) => void;
}) {
  const t = useT();
  const [kind, setKind] = useState<LiveCheckKind>("thumbs");
  const [question, setQuestion] = useState("");
  // Each row keeps its own id, so removing one in the middle keeps the others' fields.
  const nextId = useRef(2);
  const [choices, setChoices] = useState<{ id: number; text: string }[]>([
    { id: 0, text: "" },
    { id: 1, text: "" },
  ]);
  const [standard, setStandard] = useState<StandardSummary | null>(null);
  const [rightAnswer, setRightAnswer] = useState("");
  // A thumb is never right or wrong: only a question counts for a standard.
  const counted = standardDefaults !== null && kind !== "thumbs" && standard !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAsk({
      kind,
      question: question.trim() || undefined,
      choices: kind === "choice" ? choices.map((c) => c.text.trim()).filter(Boolean) : undefined,
      standardId: counted ? standard.id : undefined,
      correctAnswer: counted ? rightAnswer.trim() || undefined : undefined,
    });
  };
  const setChoice = (id: number, text: string) => setChoices((prev) => prev.map((c) => (c.id === id ? { id, text } : c)));
  const addChoice = () => setChoices((prev) => [...prev, { id: nextId.current++, text: "" }]);
  // The standard picker is a search form of its own (the assignment editor's), so it sits after the
  // check's form, not in it; the right answer and the Ask button belong to the check's form by its id.
  return (
    <section className="space-y-3 rounded-md border p-3" aria-labelledby="check-form-title" data-testid="check-form">
      <h4 id="check-form-title" className="font-semibold">
        {t("live.check.formTitle")}
      </h4>
      <form id={CHECK_FORM} onSubmit={submit} className="space-y-3">
        <div className="space-y-1">
          <label htmlFor="check-kind" className="block text-sm font-semibold">
            {t("live.check.kind")}
          </label>
          <Select id="check-kind" value={kind} onChange={(e) => setKind(e.target.value as LiveCheckKind)}>
            {LIVE_CHECK_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`live.check.kind.${k}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <label htmlFor="check-question" className="block text-sm font-semibold">
            {kind === "thumbs" ? t("live.check.questionOptional") : t("live.check.question")}
          </label>
          <Input
            id="check-question"
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            maxLength={LIVE_CHECK_QUESTION_MAX}
            required={kind !== "thumbs"}
          />
        </div>
        {kind === "choice" ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">{t("live.check.choices")}</legend>
            {choices.map((choice, i) => (
              <div key={choice.id} className="flex gap-2">
                <label htmlFor={`check-choice-${choice.id}`} className="sr-only">
                  {t("live.check.choiceNumber", { number: i + 1 })}
                </label>
                <Input
                  id={`check-choice-${choice.id}`}
                  value={choice.text}
                  onChange={(e) => setChoice(choice.id, e.target.value)}
                  maxLength={LIVE_CHECK_CHOICE_MAX}
                  placeholder={t("live.check.choiceNumber", { number: i + 1 })}
                  required
                />
                {choices.length > LIVE_CHECK_CHOICES_MIN ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => setChoices((prev) => prev.filter((c) => c.id !== choice.id))}
                    aria-label={t("live.check.removeChoice", { number: i + 1 })}
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            ))}
            {choices.length < LIVE_CHECK_CHOICES_MAX ? (
              <Button variant="outline" size="sm" onClick={addChoice}>
                <Plus aria-hidden="true" /> {t("live.check.addChoice")}
              </Button>
            ) : null}
          </fieldset>
        ) : null}
      </form>
      {standardDefaults && kind !== "thumbs" ? (
        <fieldset className="space-y-3 rounded-md border p-3" data-testid="check-standard">
          <legend className="px-1 text-sm font-semibold">{t("live.check.standard.legend")}</legend>
          <p className="text-sm text-muted-foreground">{t("live.check.standard.note")}</p>
          <StandardsPicker chosen={standard ? [standard] : []} onChange={(next) => setStandard(next.at(-1) ?? null)} defaults={standardDefaults} />
          {standard ? (
            <RightAnswerField
              form={CHECK_FORM}
              kind={kind}
              choices={choices.map((c) => c.text.trim()).filter(Boolean)}
              value={rightAnswer}
              onChange={setRightAnswer}
            />
          ) : null}
        </fieldset>
      ) : null}
      {replaces ? <p className="text-sm text-muted-foreground">{t("live.check.replaces")}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" form={CHECK_FORM} disabled={busy} data-testid="check-ask">
          <Send aria-hidden="true" /> {t("live.check.ask")}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t("live.check.cancel")}
        </Button>
      </div>
    </section>
  );
}

/** The right answer of a check counted for a standard: one of the choices, or the number or word. */
function RightAnswerField({
  form,
  kind,
  choices,
  value,
  onChange,
}: {
  form: string;
  kind: LiveCheckKind;
  choices: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <div className="space-y-1">
      <label htmlFor="check-right-answer" className="block text-sm font-semibold">
        {t("live.check.rightAnswer")}
      </label>
      {kind === "choice" ? (
        <Select id="check-right-answer" form={form} value={value} onChange={(e) => onChange(e.target.value)} required data-testid="check-right-answer">
          <option value="">{t("live.check.rightAnswer.choose")}</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          id="check-right-answer"
          form={form}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode={kind === "number" ? "decimal" : "text"}
          maxLength={kind === "number" ? 20 : LIVE_CHECK_WORD_MAX}
          required
          data-testid="check-right-answer"
        />
      )}
    </div>
  );
}

function HostCheckPanel({ check, run, busy }: { check: LiveCheck; run: Run; busy: boolean }) {
  const t = useT();
  const answers = check.answers ?? [];
  return (
    <div className="space-y-3" data-testid="check-panel">
      <p className="text-xl font-semibold">{questionOf(check, t)}</p>
      {check.kind === "choice" ? <p className="text-muted-foreground">{check.choices.join(" · ")}</p> : null}
      {check.standard && check.correctAnswer !== null ? (
        <p className="text-sm" data-testid="check-counts-for">
          {t("live.check.countsFor", { code: check.standard.code, answer: check.correctAnswer })}
        </p>
      ) : null}
      <p role="status" data-testid="check-answered">
        {t("live.check.answered", { count: answers.length })}
      </p>
      {!check.open ? <p className="font-semibold">{t("live.check.closedNote")}</p> : null}
      {check.totalsShown ? <p className="text-sm text-muted-foreground">{t("live.check.totalsShownNote")}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => run({ path: "check", checkId: check.id, body: { totalsShown: !check.totalsShown } })}
          disabled={busy}
          aria-pressed={check.totalsShown}
          data-testid="check-totals-toggle"
        >
          {check.totalsShown ? t("live.check.hideTotals") : t("live.check.showTotals")}
        </Button>
        {check.open ? (
          <Button variant="outline" onClick={() => run({ path: "check", checkId: check.id, body: { closed: true } })} disabled={busy} data-testid="check-close">
            <X aria-hidden="true" /> {t("live.check.close")}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="check-answers-title" className="space-y-2">
          <h4 id="check-answers-title" className="font-semibold">
            {t("live.check.answers")}
          </h4>
          <ul className="divide-y" data-testid="check-answers">
            {answers.map((a) => (
              <li key={a.userId} className="flex flex-wrap gap-x-2 py-1">
                <span className="font-semibold">{t("live.check.answerOf", { name: a.name })}</span>
                <span className="break-words">
                  <AnswerText answer={a.answer} />
                </span>
                {a.correct !== null ? <span className="text-muted-foreground">{t(a.correct ? "live.check.right" : "live.check.notYet")}</span> : null}
              </li>
            ))}
          </ul>
        </section>
        {check.totals ? (
          <section aria-labelledby="check-totals-title" className="space-y-2">
            <h4 id="check-totals-title" className="font-semibold">
              {t("live.check.totals")}
            </h4>
            <TotalsBars totals={check.totals} kind={check.kind} />
          </section>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The session's ended checks counted for a standard, each child's answer with its level as evidence
 * and a choice to set another (as the teacher changes a mark) or go back to the one read from the answer.
 */
function CheckEvidence({ sessionId, current }: { sessionId: string; current: LiveCheck | null }) {
  const t = useT();
  const checks = useLiveChecks(sessionId, true);
  const setLevel = useSetCheckEvidence(sessionId);
  const { refetch } = checks;
  // A check closing (or a new one closing the last) makes evidence: read the list again then.
  useEffect(() => {
    void refetch();
  }, [current?.id, current?.open, refetch]);
  const counted = (checks.data ?? []).filter((c) => c.standard && !c.open && (c.answers?.length ?? 0) > 0);
  if (counted.length === 0) return null;
  const error = setLevel.error ? (serverMessage(setLevel.error) ?? t("live.failed")) : null;
  return (
    <section aria-labelledby="check-evidence-title" className="space-y-3" data-testid="check-evidence">
      <h4 id="check-evidence-title" className="font-semibold">
        {t("live.check.evidence.title")}
      </h4>
      <p className="text-sm text-muted-foreground">{t("live.check.evidence.note")}</p>
      {error ? <Alert kind="warning" title={error} role="status" /> : null}
      {counted.map((check) => (
        <div key={check.id} className="space-y-2 rounded-md border p-3">
          <p className="font-semibold break-words">{questionOf(check, t)}</p>
          <p className="text-sm text-muted-foreground">{t("live.check.countsFor", { code: check.standard!.code, answer: check.correctAnswer ?? "" })}</p>
          <ul className="divide-y">
            {(check.answers ?? []).map((a) =>
              a.studentId && a.level !== null ? (
                <li key={a.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="flex flex-wrap gap-x-2 break-words">
                    <span className="font-semibold">{t("live.check.answerOf", { name: a.name })}</span>
                    <span>
                      <AnswerText answer={a.answer} />
                    </span>
                    {a.correct !== null ? <span className="text-muted-foreground">{t(a.correct ? "live.check.right" : "live.check.notYet")}</span> : null}
                  </span>
                  <EvidenceLevel
                    label={t("live.check.evidence.levelFor", { name: a.name })}
                    level={a.overridden ? a.level : null}
                    fromAnswer={a.correct ? 3 : 2}
                    disabled={setLevel.isPending}
                    onChange={(level) => setLevel.mutate({ checkId: check.id, studentId: a.studentId!, level })}
                  />
                </li>
              ) : null,
            )}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** The level of one answer as evidence: the one read from the answer, or the teacher's own. */
function EvidenceLevel({
  label,
  level,
  fromAnswer,
  disabled,
  onChange,
}: {
  label: string;
  level: number | null;
  fromAnswer: 2 | 3;
  disabled: boolean;
  onChange: (level: 1 | 2 | 3 | 4 | null) => void;
}) {
  const t = useT();
  return (
    <Select
      aria-label={label}
      className="w-auto"
      value={level === null ? "" : String(level)}
      disabled={disabled}
      onChange={(e) => {
        const chosen = Number(e.target.value);
        onChange(isMasteryLevel(chosen) ? chosen : null);
      }}
    >
      <option value="">{t("live.check.evidence.fromAnswer", { label: t(MASTERY_IDS[fromAnswer].label) })}</option>
      {MASTERY_LEVELS.map((l) => (
        <option key={l} value={String(l)}>
          {t("live.check.evidence.level", { label: t(MASTERY_IDS[l].label), level: l })}
        </option>
      ))}
    </Select>
  );
}

function LearnerQuickCheck({ check, run, busy, errorBox }: { check: LiveCheck; run: Run; busy: boolean; errorBox: ReactNode }) {
  const t = useT();
  const answer = (value: string) => run({ path: "answer", checkId: check.id, body: { answer: value } });
  const closed = !check.open;
  return (
    <Card className="space-y-4 border-2 border-primary" role="region" data-testid="learner-quick-check" aria-labelledby="learner-check-question">
      <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <ListChecks className="size-4" aria-hidden="true" /> {t("live.check.title")}
      </p>
      <h3 id="learner-check-question" className="text-2xl font-semibold break-words">
        {questionOf(check, t)}
      </h3>
      {errorBox}
      {check.kind === "thumbs" ? (
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          {LIVE_THUMBS.map((thumb) => (
            <BigChoice key={thumb} picked={check.mine === thumb} disabled={busy || closed} onClick={() => answer(thumb)} testId={`thumb-${thumb}`}>
              <span className="text-4xl" aria-hidden="true">
                {THUMB_PICTURES[thumb]}
              </span>
              <span>{t(`live.check.thumb.${thumb}`)}</span>
            </BigChoice>
          ))}
        </div>
      ) : null}
      {check.kind === "choice" ? (
        <div className="grid gap-2 sm:grid-cols-2 sm:gap-3">
          {check.choices.map((choice) => (
            <BigChoice key={choice} picked={check.mine === choice} disabled={busy || closed} onClick={() => answer(choice)} testId="check-choice">
              <span className="break-words">{choice}</span>
            </BigChoice>
          ))}
        </div>
      ) : null}
      {check.kind === "number" || check.kind === "word" ? (
        <WrittenAnswer kind={check.kind} mine={check.mine} disabled={busy || closed} onSend={answer} />
      ) : null}
      {check.mine !== null ? (
        <div role="status" className="space-y-1" data-testid="check-mine">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CircleCheck className="size-5 text-primary" aria-hidden="true" />
            <span>{t("live.check.yourAnswer", { answer: isThumb(check.mine) ? t(`live.check.thumb.${check.mine}`) : check.mine })}</span>
          </p>
          {check.open ? <p className="text-sm text-muted-foreground">{t("live.check.canChange")}</p> : null}
        </div>
      ) : null}
      {closed ? <p className="font-semibold">{t("live.check.closedForYou")}</p> : null}
      {check.totals ? (
        <section aria-labelledby="learner-check-totals" className="space-y-2">
          <h4 id="learner-check-totals" className="text-lg font-semibold">
            {t("live.check.classTotals")}
          </h4>
          <TotalsBars totals={check.totals} kind={check.kind} />
        </section>
      ) : null}
    </Card>
  );
}

/** A big answer button (a thumb or a choice); the child's own answer is marked, and said to be pressed. */
function BigChoice({
  picked,
  disabled,
  onClick,
  testId,
  children,
}: {
  picked: boolean;
  disabled: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant={picked ? "default" : "outline"}
      onClick={onClick}
      disabled={disabled}
      aria-pressed={picked}
      data-testid={testId}
      className={cn(
        "h-auto min-h-20 flex-col whitespace-normal px-2 py-3 text-base sm:text-lg",
        picked && "ring-2 ring-primary ring-offset-2 ring-offset-background",
      )}
    >
      {children}
    </Button>
  );
}

/** A number (the phone's number pad) or a word, sent with a big button. */
function WrittenAnswer({ kind, mine, disabled, onSend }: { kind: "number" | "word"; mine: string | null; disabled: boolean; onSend: (value: string) => void }) {
  const t = useT();
  const [value, setValue] = useState(mine ?? "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) onSend(value.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor="check-written" className="block font-semibold">
          {kind === "number" ? t("live.check.number") : t("live.check.word")}
        </label>
        <Input
          id="check-written"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          inputMode={kind === "number" ? "decimal" : "text"}
          autoComplete="off"
          maxLength={kind === "number" ? 20 : LIVE_CHECK_WORD_MAX}
          disabled={disabled}
          className="h-14 text-2xl sm:text-2xl"
          data-testid="check-written"
        />
      </div>
      <Button type="submit" size="lg" className="h-14" disabled={disabled} data-testid="check-send">
        <Send aria-hidden="true" /> {t("live.check.send")}
      </Button>
    </form>
  );
}
