/**
 * /portal/assignments/:id/work: the child's work screen. The work's title, when it is due and its
 * status, the instructions (read aloud with "Listen"), the attachments; then the child's answer: a
 * text box that saves while they type (never lost on a reload or a dropped connection), files with
 * progress, a voice answer recorded here and played back before sending; "Send it in" (and again
 * until the teacher sends it back); once returned, the teacher's comment and the rubric with the
 * child's level on each line. A guardian sees the same, read only (`?child=` chooses among their
 * children in the class).
 */
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Check, CloudOff, FileText, Link2, Loader2, MessageSquareHeart, PartyPopper, Send, Star } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { htmlToSpeech, ListenButton } from "~/components/learning/listen-button";
import { SubjectIcon, subjectWord } from "~/components/learning/pictures";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { QueryState } from "~/components/ui/query-state";
import { errorStatus, serverMessage } from "~/lib/api";
import { useUser } from "~/lib/auth";
import { cn } from "~/lib/utils";
import { dueWords } from "#common/learning/due-words";
import { MASTERY_LABELS, isMasteryLevel } from "#common/learning/mastery";
import { TEXT_ANSWER_MAX, type WorkScreen as WorkScreenData } from "#common/schemas/learning/work";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import { formatBytes } from "#common/uploads";
import { FilePicker, WorkFiles } from "./file-answers";
import { WorkStatusBadge } from "./status-badge";
import { useDraft, type SaveState } from "./use-draft";
import { VoiceRecorder } from "./voice-recorder";
import { conflictOf, fileContentUrl, isWorkId, refreshWork, removeWorkFile, submitWork, uploadVoiceAnswer, uploadWorkFile, useWorkScreen } from "./work-api";

/** Who reads the work as the child's side: the child and their family. */
const READERS = ["student", ...GUARDIAN_ROLES] as const;

export function WorkScreen({ assignmentId }: { assignmentId: string }) {
  const [params] = useSearchParams();
  const child = params.get("child") ?? undefined;
  const user = useUser();
  const reader = Boolean(user.data && inRoleGroup(user.data.role, READERS));
  const query = useWorkScreen(assignmentId, child, reader);
  // Nothing to ask: an address that cannot name work, or an account that reads none (staff).
  if (!isWorkId(assignmentId) || (child !== undefined && !isWorkId(child))) return <NotFound />;
  if (user.data && !reader) return <NotAChild />;
  return (
    <QueryState
      query={query}
      loadingLabel="Getting your work..."
      errorTitle="This work could not be loaded."
      errorText="Please ask a grown-up to reload the page."
      renderError={(error) => {
        const status = errorStatus(error);
        if (status === 404 || status === 400) return <NotFound />;
        if (status === 403) return <NotAChild />;
        return undefined;
      }}
    >
      {(data) => <WorkView key={`${data.id}:${data.student.id}`} data={data} />}
    </QueryState>
  );
}

function BackLink() {
  return (
    <Link
      to="/student/assignments"
      className="inline-flex min-h-12 items-center gap-2 rounded-xl text-lg font-semibold underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeft className="size-6" aria-hidden="true" />
      All my work
    </Link>
  );
}

function NotFound() {
  return (
    <Card className="max-w-2xl space-y-3" data-testid="work-not-found">
      <h2 className="text-2xl font-bold">We could not find that work.</h2>
      <p className="text-lg">It may not be ready yet, or it belongs to another class.</p>
      <BackLink />
    </Card>
  );
}

function NotAChild() {
  return (
    <Card className="max-w-2xl space-y-3" data-testid="no-child-record">
      <h2 className="text-xl font-semibold">This is a child's page</h2>
      <p>It shows a student their own work. Teachers and staff see children's work in the gradebook.</p>
    </Card>
  );
}

function WorkView({ data }: { data: WorkScreenData }) {
  const due = dueWords(data.dueAt ? new Date(data.dueAt) : null, new Date());
  const instructions = htmlToSpeech(data.instructions);
  const speech = [
    `${data.title}.`,
    data.status === "returned" ? "" : `${due}.`,
    instructions,
    data.adjustment?.reducedWork ? `Your teacher says: ${data.adjustment.reducedWork}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const returned = data.status === "returned";
  const family = data.children.length > 0;
  return (
    <div className="space-y-8">
      {family ? null : <BackLink />}
      <Card className="space-y-4">
        <div className="flex flex-wrap items-start gap-4">
          <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-secondary text-secondary-foreground sm:size-20">
            <SubjectIcon code={data.subjectCode} className="size-9 sm:size-11" aria-hidden="true" />
          </span>
          <div className="min-w-[12rem] flex-1 space-y-2">
            <p className="text-lg font-semibold text-muted-foreground">
              {subjectWord(data.subjectCode, data.subjectName)} · {data.className}
            </p>
            <h2 className="text-3xl font-bold break-words sm:text-4xl" data-testid="work-title">
              {data.title}
            </h2>
            {returned ? null : <p className="text-xl font-semibold">{due}</p>}
            <WorkStatusBadge status={data.status} words={family ? `${data.student.firstName}: ${data.statusWords}` : data.statusWords} />
          </div>
          <ListenButton text={speech} className={cn("ml-auto", data.adjustment?.readAloud && "min-h-16 px-6 text-xl")} />
        </div>
        {data.adjustment?.readAloud ? (
          <p className="rounded-xl border-2 border-primary bg-primary/10 p-3 text-lg" data-testid="read-aloud-on">
            Your teacher turned on reading aloud for you. Press <strong>Listen</strong> to hear the work.
          </p>
        ) : null}
        {data.adjustment?.reducedWork ? (
          <p className="rounded-xl border-2 p-3 text-lg" data-testid="reduced-work">
            <strong>Your teacher says:</strong> {data.adjustment.reducedWork}
          </p>
        ) : null}
      </Card>

      {family && data.children.length > 1 ? <ChildChooser data={data} /> : null}

      {data.instructions.trim() ? (
        <section aria-labelledby="instructions-title" className="space-y-3">
          <h2 id="instructions-title" className="text-2xl font-bold">
            What to do
          </h2>
          <div
            className="space-y-3 text-xl leading-relaxed [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
            data-testid="instructions"
            // Sanitised on the server when the teacher saved it (docs/api/work.md).
            dangerouslySetInnerHTML={{ __html: data.instructions }}
          />
        </section>
      ) : null}

      {data.attachments.length > 0 ? (
        <section aria-labelledby="attachments-title" className="space-y-3">
          <h2 id="attachments-title" className="text-2xl font-bold">
            Things to look at
          </h2>
          <ul className="space-y-2">
            {data.attachments.map((a) => (
              <li key={a.fileId ?? a.url ?? a.name}>
                <a
                  href={a.fileId ? fileContentUrl(a.fileId) : (a.url ?? "#")}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-12 items-center gap-3 rounded-xl border-2 px-4 text-lg font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {a.fileId ? <FileText className="size-6" aria-hidden="true" /> : <Link2 className="size-6" aria-hidden="true" />}
                  {a.name}
                  {a.fileId ? <span className="text-base font-normal text-muted-foreground">({formatBytes(a.size)})</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {returned ? <Returned data={data} /> : null}

      {data.editable ? <AnswerEditor data={data} /> : <ReadOnlyAnswer data={data} family={family} />}
    </div>
  );
}

function ChildChooser({ data }: { data: WorkScreenData }) {
  return (
    <nav aria-label="Choose a child" className="flex flex-wrap gap-2">
      {data.children.map((c) => (
        <Link
          key={c.id}
          to={`?child=${encodeURIComponent(c.id)}`}
          aria-current={c.id === data.student.id ? "page" : undefined}
          className={cn(
            "inline-flex min-h-12 items-center rounded-xl border-2 px-4 text-lg font-semibold",
            c.id === data.student.id && "border-primary bg-primary/10",
          )}
        >
          {c.firstName}
        </Link>
      ))}
    </nav>
  );
}

function ReadOnlyAnswer({ data, family }: { data: WorkScreenData; family: boolean }) {
  const s = data.work;
  const nothing = !s.textAnswer.trim() && s.files.length === 0;
  return (
    <section aria-labelledby="answer-title" className="space-y-3">
      <h2 id="answer-title" className="text-2xl font-bold">
        {family ? `${data.student.firstName}'s answer` : "My answer"}
      </h2>
      {data.adjustment?.excused ? <p className="text-lg">{data.statusWords}.</p> : null}
      {nothing ? <p className="text-lg text-muted-foreground">Nothing written or sent yet.</p> : null}
      {s.textAnswer.trim() ? (
        <p className="whitespace-pre-wrap rounded-xl border-2 p-4 text-xl" data-testid="answer-text">
          {s.textAnswer}
        </p>
      ) : null}
      <WorkFiles files={s.files} />
    </section>
  );
}

function SaveStatus({ state, refusal }: { state: SaveState; refusal: string | null }) {
  const content =
    state === "saved" ? (
      <>
        <Check className="size-5" aria-hidden="true" /> Saved
      </>
    ) : state === "saving" ? (
      <>
        <Loader2 className="size-5 motion-safe:animate-spin" aria-hidden="true" /> Saving...
      </>
    ) : state === "offline" ? (
      <>
        <CloudOff className="size-5" aria-hidden="true" /> Not saved yet: we'll keep trying
      </>
    ) : (
      <>
        <CloudOff className="size-5" aria-hidden="true" /> Not saved: {refusal}
      </>
    );
  return (
    <p className="flex items-center gap-2 text-lg font-semibold" role="status" data-testid="save-status" data-state={state}>
      {content}
    </p>
  );
}

function AnswerEditor({ data }: { data: WorkScreenData }) {
  const queryClient = useQueryClient();
  const textId = useId();
  const kinds = new Set(data.answerKinds);
  const draft = useDraft({
    assignmentId: data.id,
    studentId: data.student.id,
    serverText: data.work.textAnswer,
    serverVersion: data.work.version,
    enabled: true,
  });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sentNow, setSentNow] = useState(false);
  const refresh = async () => {
    await refreshWork(queryClient, data.id);
  };
  const handedIn = data.work.state === "submitted";

  const askToSend = async () => {
    setSubmitError(null);
    setSentNow(false);
    const saved = await draft.flush();
    if (!saved) {
      setSubmitError(draft.conflict ? "Choose which answer to keep first." : "Your answer is not saved yet. Please wait a moment and try again.");
      return;
    }
    if (!draft.text.trim() && data.work.files.length === 0) {
      setSubmitError("Please write an answer or add a file or a recording before you send it in.");
      return;
    }
    setConfirming(true);
  };

  const send = async () => {
    setBusy(true);
    setSubmitError(null);
    try {
      const saved = await submitWork(data.id, draft.version());
      draft.setVersion(saved.version);
      setConfirming(false);
      setSentNow(true);
      await refresh();
    } catch (err) {
      if (conflictOf(err)) {
        setConfirming(false);
        setSubmitError("Your work was changed in another window. Please reload the page to see it.");
      } else {
        setSubmitError(serverMessage(err) ?? "Your work was not sent. Please try again.");
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="answer-title" className="space-y-8">
      <h2 id="answer-title" className="text-2xl font-bold sm:text-3xl">
        My answer
      </h2>

      {kinds.has("text") ? (
        <div className="space-y-2">
          <label htmlFor={textId} className="text-xl font-semibold">
            Write your answer
          </label>
          <textarea
            id={textId}
            value={draft.text}
            onChange={(event) => draft.change(event.target.value)}
            maxLength={TEXT_ANSWER_MAX}
            rows={8}
            className="block w-full rounded-xl border-2 border-input bg-background p-4 text-xl leading-relaxed focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            data-testid="answer-text"
          />
          <SaveStatus state={draft.state} refusal={draft.refusal} />
        </div>
      ) : null}

      {draft.conflict ? (
        <Alert kind="warning" title="Your work was changed in another window" data-testid="draft-conflict">
          <p>Which answer do you want to keep?</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <div className="space-y-2">
              <p className="font-semibold">The answer in this window</p>
              <p className="max-h-40 overflow-auto whitespace-pre-wrap rounded-lg border bg-background p-2">{draft.conflict.mine || "(empty)"}</p>
              <Button onClick={() => draft.choose("mine")} className="min-h-12" data-testid="keep-mine">
                Keep this one
              </Button>
            </div>
            <div className="space-y-2">
              <p className="font-semibold">The answer saved in the other window</p>
              <p className="max-h-40 overflow-auto whitespace-pre-wrap rounded-lg border bg-background p-2">{draft.conflict.theirs || "(empty)"}</p>
              <Button variant="outline" onClick={() => draft.choose("theirs")} className="min-h-12 border-2" data-testid="keep-theirs">
                Keep the other one
              </Button>
            </div>
          </div>
        </Alert>
      ) : null}

      {kinds.has("voice") ? (
        <div className="space-y-3">
          <h3 className="text-xl font-semibold">Say your answer</h3>
          <VoiceRecorder
            onSend={async (recording, seconds, onProgress) => {
              await uploadVoiceAnswer(data.id, recording, seconds, { onProgress });
              await refresh();
            }}
          />
        </div>
      ) : null}

      {kinds.has("files") ? (
        <div className="space-y-3">
          <h3 className="text-xl font-semibold">Add files</h3>
          <FilePicker
            onUpload={async (file, onProgress) => {
              await uploadWorkFile(data.id, file, { onProgress });
              await refresh();
            }}
          />
        </div>
      ) : null}

      {data.work.files.length > 0 ? (
        <div className="space-y-3">
          <h3 className="text-xl font-semibold">In my work</h3>
          <WorkFiles
            files={data.work.files}
            onRemove={async (file) => {
              await removeWorkFile(data.id, file.fileId);
              await refresh();
            }}
          />
        </div>
      ) : null}

      <div className="space-y-4 rounded-2xl border-2 p-4 sm:p-6" data-testid="send-in">
        {sentNow || handedIn ? (
          <div className="flex items-center gap-4" data-testid="sent-in" role={sentNow ? "status" : undefined}>
            <PartyPopper className="size-10 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-xl">
              <strong>You sent it in!</strong> Your teacher will look at it. You can still change it and send it in again until your teacher sends it back.
            </p>
          </div>
        ) : (
          <p className="text-xl">When you are ready, send your work to your teacher.</p>
        )}
        <Button onClick={() => void askToSend()} className="min-h-16 rounded-2xl px-8 text-xl [&_svg]:size-7" data-testid="submit-work">
          <Send aria-hidden="true" />
          {handedIn || sentNow ? "Send it in again" : "Send it in"}
        </Button>
        {submitError ? <Alert kind="error" title={submitError} /> : null}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        busy={busy}
        title="Send your work to your teacher?"
        confirmLabel="Yes, send it in"
        busyLabel="Sending..."
        onConfirm={() => void send()}
        error={submitError}
        bodyClassName="space-y-3 text-lg"
        data-testid="confirm-submit"
      >
        <p>Your teacher will see your answer.</p>
      </ConfirmDialog>
    </section>
  );
}

function Returned({ data }: { data: WorkScreenData }) {
  const byCriterion = new Map(data.marks.filter((m) => m.criterionId).map((m) => [m.criterionId!, m]));
  const standardMarks = data.marks.filter((m) => !m.criterionId);
  return (
    <section aria-labelledby="feedback-title" className="space-y-6" data-testid="returned">
      <h2 id="feedback-title" className="text-2xl font-bold sm:text-3xl">
        Your teacher sent it back
      </h2>
      {data.feedback ? (
        <Card className="flex flex-wrap items-start gap-4">
          <MessageSquareHeart className="size-9 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-[12rem] flex-1 space-y-2">
            <p className="text-lg font-semibold">What your teacher says</p>
            <p className="whitespace-pre-wrap text-xl" data-testid="feedback">
              {data.feedback}
            </p>
          </div>
          <ListenButton text={data.feedback} className="ml-auto" data-testid="listen-feedback" />
        </Card>
      ) : null}
      {data.criteria.length > 0 ? (
        <div className="space-y-4" data-testid="rubric">
          <h3 className="text-xl font-bold">How you did</h3>
          {data.criteria.map((criterion) => {
            const mark = byCriterion.get(criterion.id);
            return (
              <div key={criterion.id} className="space-y-2 rounded-2xl border-2 p-4">
                <p className="text-xl font-semibold">
                  {criterion.title}
                  {criterion.standardCode ? <span className="ml-2 text-base font-normal text-muted-foreground">({criterion.standardCode})</span> : null}
                </p>
                <ol className="space-y-2">
                  {["4", "3", "2", "1"].map((level) => {
                    const mine = mark?.level === Number(level);
                    const n = Number(level);
                    return (
                      <li
                        key={level}
                        className={cn(
                          "flex flex-wrap items-start gap-x-3 gap-y-1 rounded-xl border p-3 text-lg",
                          mine && "border-2 border-primary bg-primary/10 font-semibold",
                        )}
                        data-mine={mine || undefined}
                      >
                        <span className="inline-flex shrink-0 items-center gap-1 font-semibold sm:w-36">
                          {mine ? <Star className="size-5 shrink-0 fill-current" aria-hidden="true" /> : null}
                          {isMasteryLevel(n) ? MASTERY_LABELS[n] : level}
                        </span>
                        <span className="min-w-[10rem] flex-1">{criterion.levels[level] ?? ""}</span>
                        {mine ? <span className="shrink-0 rounded-full bg-primary px-3 py-1 text-base text-primary-foreground">This is you</span> : null}
                      </li>
                    );
                  })}
                </ol>
                {mark ? null : <p className="text-base text-muted-foreground">No level for this one.</p>}
              </div>
            );
          })}
        </div>
      ) : null}
      {standardMarks.length > 0 ? (
        <ul className="space-y-2" data-testid="standard-marks">
          {standardMarks.map((m) => (
            <li key={`${m.standardCode}-${m.title}`} className="flex flex-wrap items-center gap-3 rounded-xl border-2 p-3 text-lg">
              <Star className="size-5 fill-current text-primary" aria-hidden="true" />
              <span className="font-semibold">{m.label}</span>
              <span>
                {m.title}
                {m.standardCode ? ` (${m.standardCode})` : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
