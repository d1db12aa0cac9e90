/**
 * The marking view (docs/api/gradebook.md): the child's work (text, files to open, voice answers to
 * play, drawings and photos as pictures that open full size), the rubric as one radio group per
 * criterion with every level's description in view (or, with no rubric, one per standard the work
 * assesses), the comment with the teacher's own comment bank, and Save draft, Return and Next
 * child. Marks are drafts until returned; returned work stays returned when a mark changes (the
 * family sees the change). Closing the view (Escape, the close button, a click outside) keeps what
 * was changed, as Next child does: nothing a teacher marked is lost by leaving; a save that fails
 * keeps the view open with its error.
 */
import { BookmarkPlus, ChevronRight, FileText, Mic, Save, Send, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { MASTERY_IDS, MASTERY_LEVELS, type MasteryLevel } from "#common/learning/mastery";
import { FEEDBACK_MAX, type MarkingView, type MarksInput } from "#common/schemas/learning/gradebook";
import { WorkPicture } from "~/components/learning/work-picture";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { GuardedDialog } from "~/components/ui/dialog-kit";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { formatWhen } from "~/lib/dates";
import { useLocale, useT } from "~/lib/i18n";
import { childName } from "./grade-grid";
import {
  useAddComment,
  useCommentBank,
  useDeleteComment,
  useMarkingView,
  useSaveMarking,
  useUseComment,
  workFileUrl,
  type MarkingTarget,
} from "./gradebook-api";
import { StatusMark } from "./status";

export interface MarkingDialogProps {
  target: MarkingTarget | null;
  onClose: () => void;
  /** The same work of the next child in the grid, or null for the last. */
  onNext: (() => void) | null;
}

export function MarkingDialog({ target, onClose, onNext }: MarkingDialogProps) {
  const t = useT();
  const view = useMarkingView(target);
  const save = useSaveMarking(target);
  const title = view.data
    ? t("gradebook.marking.title", { assignment: view.data.assignment.title, child: childName(view.data.student) })
    : t("gradebook.marking.titleLoading");
  /** Set by the form on screen: keeps its changes, then closes. */
  const leave = useRef<(() => void) | null>(null);
  return (
    <GuardedDialog
      open={Boolean(target)}
      onOpenChange={(open) => (open ? undefined : (leave.current ?? onClose)())}
      busy={save.isPending}
      title={title}
      className="max-w-3xl"
      data-testid="marking-dialog"
    >
      <QueryState query={view} errorTitle={t("gradebook.marking.loadError")}>
        {(data) => <MarkingForm key={`${data.assignment.id}:${data.student.id}`} view={data} save={save} onNext={onNext} onClose={onClose} leaveRef={leave} />}
      </QueryState>
    </GuardedDialog>
  );
}

type Save = ReturnType<typeof useSaveMarking>;

/** Between facts on one line, in every language. */
const DOT = " · ";

type Levels = Record<string, MasteryLevel | undefined>;

const keyOf = (m: { criterionId: string | null; standardId: string | null }) => (m.criterionId ? `c:${m.criterionId}` : `s:${m.standardId}`);

interface MarkingFormProps {
  view: MarkingView;
  save: Save;
  onNext: (() => void) | null;
  onClose: () => void;
  leaveRef: RefObject<(() => void) | null>;
}

function MarkingForm({ view, save, onNext, onClose, leaveRef }: MarkingFormProps) {
  const t = useT();
  const [levels, setLevels] = useState<Levels>(() => Object.fromEntries(view.marks.map((m) => [keyOf(m), m.level as MasteryLevel])));
  const [feedback, setFeedback] = useState(view.work?.feedback ?? "");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const feedbackId = useId();
  const returned = Boolean(view.work?.returnedAt);

  const input = (): MarksInput => ({
    marks: Object.entries(levels).flatMap(([key, level]) =>
      level ? [key.startsWith("c:") ? { criterionId: key.slice(2), level } : { standardId: key.slice(2), level }] : [],
    ),
    feedback,
  });

  const saved = useRef(JSON.stringify(input()));
  const submit = (andReturn: boolean, then?: () => void) => {
    if (save.isPending) return;
    setError(null);
    setNotice(null);
    const sent = input();
    save.mutate(
      { input: sent, andReturn },
      {
        onSuccess: (answer) => {
          saved.current = JSON.stringify(sent);
          setNotice(answer.message);
          then?.();
        },
        onError: (err) => setError(serverMessage(err) ?? t("gradebook.marking.saveFailed")),
      },
    );
  };
  /** Moving on (Next child, or closing) keeps what was changed here first, so nothing is lost. */
  const keepThen = (then: () => void) => (JSON.stringify(input()) === saved.current ? then() : submit(false, then));
  // After every render, so the dialog's close keeps what is on screen now.
  useEffect(() => {
    leaveRef.current = () => keepThen(onClose);
    return () => {
      leaveRef.current = null;
    };
  });

  const targets =
    view.criteria.length > 0
      ? view.criteria.map((c) => ({ key: `c:${c.id}`, title: c.title, standard: c.standardCode, descriptions: c.levels, description: null as string | null }))
      : view.standards.map((s) => ({
          key: `s:${s.id}`,
          title: s.code,
          standard: null,
          descriptions: {} as Record<string, string>,
          description: s.description as string | null,
        }));

  return (
    <div className="space-y-6">
      <Facts view={view} />
      <Work view={view} />

      <section aria-labelledby={`${feedbackId}-rubric`} className="space-y-4">
        <h3 id={`${feedbackId}-rubric`} className="text-lg font-semibold">
          {view.criteria.length > 0 ? t("gradebook.marking.rubric") : t("gradebook.marking.standards")}
        </h3>
        {targets.length === 0 ? <p className="text-muted-foreground">{t("gradebook.marking.nothingToMark")}</p> : null}
        {targets.map((item) => (
          <fieldset key={item.key} className="space-y-2 rounded-lg border p-4" data-testid={`criterion-${item.title}`}>
            <legend className="px-1 font-semibold">
              {item.title}
              {item.standard ? <span className="ml-2 text-sm font-normal text-muted-foreground">{item.standard}</span> : null}
            </legend>
            {item.description ? <p className="text-sm text-muted-foreground">{item.description}</p> : null}
            <div className="grid gap-2 sm:grid-cols-2">
              {MASTERY_LEVELS.map((level) => (
                <label
                  key={level}
                  className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                >
                  <input
                    type="radio"
                    name={item.key}
                    value={level}
                    checked={levels[item.key] === level}
                    onChange={() => setLevels((current) => ({ ...current, [item.key]: level }))}
                    className="mt-1 size-4 accent-primary"
                  />
                  <span className="text-sm font-semibold">
                    {level} {t(MASTERY_IDS[level].label)}
                    <span className="block font-normal text-muted-foreground">{item.descriptions[String(level)] || t(MASTERY_IDS[level].meaning)}</span>
                  </span>
                </label>
              ))}
            </div>
            {levels[item.key] ? (
              <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setLevels((current) => ({ ...current, [item.key]: undefined }))}>
                {t("gradebook.marking.clear")}
              </Button>
            ) : null}
          </fieldset>
        ))}
      </section>

      <section className="space-y-3">
        <label htmlFor={feedbackId} className="block text-lg font-semibold">
          {t("gradebook.marking.comment")}
        </label>
        <textarea
          id={feedbackId}
          value={feedback}
          maxLength={FEEDBACK_MAX}
          onChange={(event) => setFeedback(event.target.value)}
          rows={4}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          data-testid="feedback"
        />
        <CommentBank feedback={feedback} onInsert={(text) => setFeedback((current) => (current.trim() ? `${current.trimEnd()}\n${text}` : text))} />
      </section>

      <div role="status" aria-live="polite" className="min-h-6">
        {notice ? (
          <p className="font-semibold" data-testid="marking-notice">
            {notice}
          </p>
        ) : null}
      </div>
      {error ? <Alert kind="error" title={error} /> : null}
      <p className="text-sm text-muted-foreground">{returned ? t("gradebook.marking.returnedNote") : t("gradebook.marking.draftNote")}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onNext ? (
          <Button
            variant="outline"
            onClick={() => (save.isPending ? undefined : keepThen(onNext))}
            aria-disabled={save.isPending || undefined}
            data-testid="next-child"
          >
            {t("gradebook.marking.nextChild")}
            <ChevronRight aria-hidden="true" />
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => submit(false)} aria-disabled={save.isPending || undefined} data-testid="save-draft">
          <Save aria-hidden="true" />
          {returned ? t("gradebook.marking.saveChanges") : t("gradebook.marking.saveDraft")}
        </Button>
        <Button onClick={() => submit(true)} aria-disabled={save.isPending || undefined} aria-busy={save.isPending} data-testid="return-work">
          <Send aria-hidden="true" />
          {returned ? t("gradebook.marking.returnAgain") : t("gradebook.marking.return")}
        </Button>
      </div>
    </div>
  );
}

function Facts({ view }: { view: MarkingView }) {
  const t = useT();
  const locale = useLocale();
  const s = view.work;
  const handIns = s && s.attempts > 1 ? DOT + t("gradebook.marking.handIns", { count: s.attempts }) : null;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold">{t("gradebook.marking.status")}</dt>
        <dd>
          <StatusMark status={view.status} />
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{t("gradebook.marking.dueForChild")}</dt>
        <dd>{view.dueAt ? formatWhen(view.dueAt, locale) : t("gradebook.marking.noDueDate")}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t("gradebook.marking.handedIn")}</dt>
        <dd>
          {s?.submittedAt
            ? s.late
              ? t("gradebook.marking.handedInLate", { when: formatWhen(s.submittedAt, locale) })
              : formatWhen(s.submittedAt, locale)
            : t("gradebook.marking.notHandedIn")}
          {handIns}
        </dd>
      </div>
      {view.adjustment ? (
        <div>
          <dt className="font-semibold">{t("gradebook.marking.change")}</dt>
          <dd>
            {[
              view.adjustment.excused ? t("gradebook.marking.change.excused") : null,
              view.adjustment.dueAt ? t("gradebook.marking.change.laterDue") : null,
              view.adjustment.readAloud ? t("gradebook.marking.change.readAloud") : null,
              view.adjustment.reducedWork ? t("gradebook.marking.change.reducedWork", { what: view.adjustment.reducedWork }) : null,
            ]
              .filter(Boolean)
              .join(DOT) || t("gradebook.marking.change.none")}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function Work({ view }: { view: MarkingView }) {
  const t = useT();
  const s = view.work;
  return (
    <section aria-label={t("gradebook.marking.work")} className="space-y-3 rounded-lg border bg-muted/30 p-4">
      <h3 className="text-lg font-semibold">{t("gradebook.marking.work")}</h3>
      {s?.textAnswer ? (
        <p className="whitespace-pre-wrap break-words" data-testid="text-answer">
          {s.textAnswer}
        </p>
      ) : (
        <p className="text-muted-foreground">{t("gradebook.marking.noText")}</p>
      )}
      {view.files.length > 0 ? (
        <ul className="space-y-3">
          {view.files.map((f) => (
            <li key={f.fileId}>
              {f.kind === "voice" ? (
                <figure className="space-y-1">
                  <figcaption className="inline-flex items-center gap-2 text-sm font-semibold">
                    <Mic className="size-4" aria-hidden="true" />
                    {f.durationSeconds ? t("gradebook.marking.voiceWithLength", { seconds: f.durationSeconds }) : t("gradebook.marking.voice")}
                  </figcaption>
                  {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a child's own voice recording: no caption or transcript of it exists to attach */}
                  <audio controls preload="none" src={workFileUrl(f.fileId)} className="w-full">
                    <a href={workFileUrl(f.fileId, true)}>{t("gradebook.marking.downloadVoice")}</a>
                  </audio>
                </figure>
              ) : f.kind === "drawing" || f.kind === "photo" ? (
                <WorkPicture
                  src={workFileUrl(f.fileId)}
                  alt={f.kind === "drawing" ? t("gradebook.marking.drawingBy", { name: childName(view.student) }) : t("gradebook.marking.photo")}
                  newTabText={t("gradebook.marking.newTab")}
                />
              ) : (
                <a
                  href={workFileUrl(f.fileId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4"
                >
                  <FileText className="size-4" aria-hidden="true" />
                  {t("gradebook.marking.openFile", { name: f.name })}
                  <span className="sr-only"> {t("gradebook.marking.newTab")}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CommentBank({ feedback, onInsert }: { feedback: string; onInsert: (text: string) => void }) {
  const t = useT();
  const bank = useCommentBank();
  const add = useAddComment();
  const use = useUseComment();
  const remove = useDeleteComment();
  const [message, setMessage] = useState<string | null>(null);
  // The comment changed: the last bank message was about another text.
  const [messageFor, setMessageFor] = useState(feedback);
  if (messageFor !== feedback) {
    setMessageFor(feedback);
    setMessage(null);
  }
  return (
    <div className="space-y-2 rounded-lg border p-4" data-testid="comment-bank">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{t("gradebook.bank.title")}</h4>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={!feedback.trim() || add.isPending || undefined}
          onClick={() => {
            if (!feedback.trim() || add.isPending) return;
            add.mutate(feedback.trim(), {
              onSuccess: (answer) => setMessage(answer.message),
              onError: (err) => setMessage(serverMessage(err) ?? t("gradebook.bank.saveFailed")),
            });
          }}
          data-testid="save-to-bank"
        >
          <BookmarkPlus aria-hidden="true" />
          {t("gradebook.bank.save")}
        </Button>
      </div>
      <p role="status" className="text-sm">
        {message}
      </p>
      <QueryState query={bank} errorTitle={t("gradebook.bank.loadError")} loadingClassName="min-h-12">
        {(data) =>
          data.comments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("gradebook.bank.none")}</p>
          ) : (
            <ul className="max-h-48 space-y-1 overflow-y-auto">
              {data.comments.map((c) => (
                <li key={c.id} className="flex items-start gap-2">
                  <Button
                    variant="ghost"
                    className="h-auto min-h-11 flex-1 justify-start whitespace-normal py-2 text-left font-normal"
                    onClick={() => {
                      onInsert(c.text);
                      use.mutate(c.id);
                    }}
                    data-testid="insert-comment"
                  >
                    <span>
                      <span className="sr-only">{t("gradebook.bank.insert")} </span>
                      {c.text}
                    </span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("gradebook.bank.delete", { text: c.text.slice(0, 40) })}
                    onClick={() => remove.mutate(c.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
