/**
 * /portal/assignments/:id/work: the child's work screen. The work's title, when it is due and its
 * status, the instructions (read aloud with "Listen"), the attachments; then the child's answer: a
 * text box that saves while they type (never lost on a reload or a dropped connection), files with
 * progress, and (as the teacher chose) a voice answer, a drawing or a photo of paper work, each saved
 * into the work as soon as it is made (issue 34: one step, no second button); "Send it in" (and
 * again until the teacher sends it back). Before it is returned the rubric says how the work will be
 * looked at; once returned, the teacher's comment and the rubric with the child's level on each
 * line. A guardian sees the same, read only (`?child=` chooses among their children in the class).
 */
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Check, CloudOff, FileText, Link2, Loader2, MessageSquareHeart, PartyPopper, Send, Star } from "lucide-react";
import { useId, useState } from "react";
import { commentAsText, TranslatedText, TranslationNote, shownWords } from "~/components/learning/translated-text";
import { Link, useSearchParams } from "react-router";
import { htmlToSpeech, ListenButton, type SpeechPart } from "~/components/learning/listen-button";
import { SubjectIcon, subjectWord } from "~/components/learning/pictures";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { QueryState } from "~/components/ui/query-state";
import { errorStatus, serverMessage } from "~/lib/api";
import { useUser } from "~/lib/auth";
import { useLanguage, useRichT, useT } from "~/lib/i18n";
import { useNow } from "~/lib/use-now";
import { cn } from "~/lib/utils";
import { dueWords } from "#common/learning/due-words";
import { standardLabel } from "#common/learning/standard-label";
import { MASTERY_IDS, isMasteryLevel } from "#common/learning/mastery";
import { TEXT_ANSWER_MAX, type WorkFile, type WorkFileKind, type WorkScreen as WorkScreenData } from "#common/schemas/learning/work";
import type { AnswerKind } from "#common/schemas/learning/assignments";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import { formatBytes } from "#common/uploads";
import { useAnswerParts } from "./answer-parts";
import { DrawingPad } from "./drawing-pad";
import { FilePicker, WorkFiles } from "./file-answers";
import { PhotoAnswer } from "./photo-answer";
import { STATUS_WORD_IDS, WorkStatusBadge } from "./status-badge";
import { useDraft, type SaveState } from "./use-draft";
import { VoiceRecorder } from "./voice-recorder";
import {
  conflictOf,
  fileContentUrl,
  isWorkId,
  refreshWork,
  removeWorkFile,
  replaceWorkFile,
  submitWork,
  uploadAnswerPicture,
  uploadVoiceAnswer,
  uploadWorkFile,
  useWorkScreen,
} from "./work-api";

/** The answer kind that shows each kind of file of the work in its own part of the screen. */
const SHOWN_BY: Record<Exclude<WorkFileKind, "file">, AnswerKind> = { voice: "voice", drawing: "drawing", photo: "photo" };

/** Pictures the teacher attached, which a drawing can be made on (a worksheet). */
const isPicture = (contentType: string) => /^image\/(png|jpeg|gif|webp)$/.test(contentType);

/** Who reads the work as the child's side: the child and their family. */
const READERS = ["student", ...GUARDIAN_ROLES] as const;

export function WorkScreen({ assignmentId }: { assignmentId: string }) {
  const [params] = useSearchParams();
  const child = params.get("child") ?? undefined;
  const user = useUser();
  const reader = Boolean(user.data && inRoleGroup(user.data.role, READERS));
  const query = useWorkScreen(assignmentId, child, reader);
  const t = useT();
  // Nothing to ask: an address that cannot name work, or an account that reads none (staff).
  if (!isWorkId(assignmentId) || (child !== undefined && !isWorkId(child))) return <NotFound />;
  if (user.data && !reader) return <NotAChild />;
  return (
    <QueryState
      query={query}
      loadingLabel={t("work.screen.loading")}
      errorTitle={t("work.screen.loadError")}
      errorText={t("child.askGrownUp")}
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
  const t = useT();
  return (
    <Link
      to="/student/assignments"
      className="inline-flex min-h-12 items-center gap-2 rounded-xl text-lg font-semibold underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeft className="size-6" aria-hidden="true" />
      {t("child.due.allWork")}
    </Link>
  );
}

function NotFound() {
  const t = useT();
  return (
    <Card className="max-w-2xl space-y-3" data-testid="work-not-found">
      <h2 className="text-2xl font-bold">{t("work.screen.notFound.title")}</h2>
      <p className="text-lg">{t("work.screen.notFound.text")}</p>
      <BackLink />
    </Card>
  );
}

function NotAChild() {
  const t = useT();
  return (
    <Card className="max-w-2xl space-y-3" data-testid="no-child-record">
      <h2 className="text-xl font-semibold">{t("child.noRecord.title")}</h2>
      <p>{t("work.screen.noRecord")}</p>
    </Card>
  );
}

function WorkView({ data }: { data: WorkScreenData }) {
  const t = useT();
  const richT = useRichT();
  const language = useLanguage();
  const due = dueWords(data.dueAt ? new Date(data.dueAt) : null, new Date(useNow()), language);
  const statusWords = t(STATUS_WORD_IDS[data.status]);
  // The teacher's words in the reader's language where the school translated them, unless the original was asked for.
  const [original, setOriginal] = useState(false);
  const words = data.translation && !original ? data.translation : { language: data.language, title: data.title, instructions: data.instructions };
  const instructions = htmlToSpeech(words.instructions);
  const titleId = useId();
  const instructionsId = useId();
  // The teacher's words are read in their own language, the screen's in the reader's.
  const speech: SpeechPart[] = [
    { text: `${words.title}.`, language: words.language },
    { text: data.status === "returned" ? "" : `${due}.` },
    { text: instructions, language: words.language },
    { text: data.adjustment?.reducedWork ? t("work.teacherSays", { text: data.adjustment.reducedWork }) : "" },
  ];
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
              {t("work.screen.subjectLine", { subject: subjectWord(data.subjectCode, data.subjectName, language), className: data.className })}
            </p>
            <h2 id={titleId} className="text-3xl font-bold break-words sm:text-4xl" lang={words.language} data-testid="work-title">
              {words.title}
            </h2>
            {returned ? null : <p className="text-xl font-semibold">{due}</p>}
            <WorkStatusBadge status={data.status} words={family ? t("work.labelled", { label: data.student.firstName, text: statusWords }) : statusWords} />
          </div>
          <ListenButton text={speech} className={cn("ml-auto", data.adjustment?.readAloud && "min-h-16 px-6 text-xl")} />
        </div>
        {data.translation ? (
          <TranslationNote
            translated
            original={original}
            onOriginalChange={setOriginal}
            controls={data.instructions.trim() ? `${titleId} ${instructionsId}` : titleId}
            child={!family}
          />
        ) : data.language !== language ? (
          <TranslationNote translated={false} child={!family} />
        ) : null}
        {data.adjustment?.readAloud ? (
          <p className="rounded-xl border-2 border-primary bg-primary/10 p-3 text-lg" data-testid="read-aloud-on">
            {richT("work.screen.readAloudOn", { strong: (chunks) => <strong>{chunks}</strong> })}
          </p>
        ) : null}
        {data.adjustment?.reducedWork ? (
          <p className="rounded-xl border-2 p-3 text-lg" data-testid="reduced-work">
            {richT("work.screen.teacherSays", { strong: (chunks) => <strong>{chunks}</strong>, text: data.adjustment.reducedWork })}
          </p>
        ) : null}
      </Card>

      {family && data.children.length > 1 ? <ChildChooser data={data} /> : null}

      {data.instructions.trim() ? (
        <section aria-labelledby="instructions-title" className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="instructions-title" className="text-2xl font-bold">
              {t("work.screen.whatToDo")}
            </h2>
            <ListenButton text={instructions} language={words.language} label={t("work.screen.listenToWhatToDo")} data-testid="listen-instructions" />
          </div>
          <div
            id={instructionsId}
            className="space-y-3 text-xl leading-relaxed [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
            data-testid="instructions"
            lang={words.language}
            // Sanitised on the server when the teacher saved it, and a translation again when made (docs/api/work.md).
            dangerouslySetInnerHTML={{ __html: words.instructions }}
          />
        </section>
      ) : null}

      {data.attachments.length > 0 ? (
        <section aria-labelledby="attachments-title" className="space-y-3">
          <h2 id="attachments-title" className="text-2xl font-bold">
            {t("work.screen.thingsToLookAt")}
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
                  {a.fileId ? <span className="text-base font-normal text-muted-foreground">{t("work.inParens", { text: formatBytes(a.size) })}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {returned ? <Returned data={data} /> : <RubricBefore data={data} />}

      {data.editable ? <AnswerEditor data={data} /> : <ReadOnlyAnswer data={data} family={family} statusWords={statusWords} />}
    </div>
  );
}

function ChildChooser({ data }: { data: WorkScreenData }) {
  const t = useT();
  return (
    <nav aria-label={t("work.screen.chooseChild")} className="flex flex-wrap gap-2">
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

function ReadOnlyAnswer({ data, family, statusWords }: { data: WorkScreenData; family: boolean; statusWords: string }) {
  const t = useT();
  const s = data.work;
  const nothing = !s.textAnswer.trim() && s.files.length === 0;
  return (
    <section aria-labelledby="answer-title" className="space-y-3">
      <h2 id="answer-title" className="text-2xl font-bold">
        {family ? t("work.screen.childAnswer", { name: data.student.firstName }) : t("work.screen.myAnswer")}
      </h2>
      {data.adjustment?.excused ? <p className="text-lg">{t("work.screen.excused", { status: statusWords })}</p> : null}
      {nothing ? <p className="text-lg text-muted-foreground">{t("work.screen.nothingYet")}</p> : null}
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
  const t = useT();
  const content =
    state === "saved" ? (
      <>
        <Check className="size-5" aria-hidden="true" /> {t("work.save.saved")}
      </>
    ) : state === "saving" ? (
      <>
        <Loader2 className="size-5 motion-safe:animate-spin" aria-hidden="true" /> {t("work.save.saving")}
      </>
    ) : state === "offline" ? (
      <>
        <CloudOff className="size-5" aria-hidden="true" /> {t("work.save.offline")}
      </>
    ) : (
      <>
        <CloudOff className="size-5" aria-hidden="true" /> {t("work.save.refused", { refusal: refusal ?? t("work.save.failed") })}
      </>
    );
  return (
    <p className="flex items-center gap-2 text-lg font-semibold" role="status" data-testid="save-status" data-state={state}>
      {content}
    </p>
  );
}

function AnswerEditor({ data }: { data: WorkScreenData }) {
  const t = useT();
  const richT = useRichT();
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
  const parts = useAnswerParts();
  const refresh = async () => {
    await refreshWork(queryClient, data.id);
  };
  const filesOf = (kind: WorkFileKind) => data.work.files.filter((f) => f.kind === kind);
  // Files shown in the list: uploads, and any recording, drawing or photo whose own part is not on the screen.
  const listed = data.work.files.filter((f) => f.kind === "file" || !kinds.has(SHOWN_BY[f.kind]));
  const takeOut = async (fileId: string) => {
    await removeWorkFile(data.id, fileId);
    await refresh();
  };
  const handedIn = data.work.state === "submitted";

  const askToSend = async () => {
    setSubmitError(null);
    setSentNow(false);
    const [saved, partsSaved] = await Promise.all([draft.flush(), parts.flushAll()]);
    if (!saved) {
      setSubmitError(draft.conflict ? t("work.send.chooseFirst") : t("work.send.notSavedYet"));
      return;
    }
    if (!partsSaved) {
      setSubmitError(t("work.send.partsNotSaved"));
      return;
    }
    // A recording, drawing or photo saved a moment ago counts before the screen has read the work again.
    if (!draft.text.trim() && data.work.files.length === 0 && !parts.anyHolds()) {
      setSubmitError(t("work.send.empty"));
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
        setSubmitError(t("work.send.changedElsewhere"));
      } else {
        setSubmitError(serverMessage(err) ?? t("work.send.failed"));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="answer-title" className="space-y-8">
      <h2 id="answer-title" className="text-2xl font-bold sm:text-3xl">
        {t("work.screen.myAnswer")}
      </h2>

      {kinds.has("text") ? (
        <div className="space-y-2">
          <label htmlFor={textId} className="text-xl font-semibold">
            {t("work.screen.writeAnswer")}
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
        <Alert kind="warning" title={t("work.conflict.title")} data-testid="draft-conflict">
          <p>{t("work.conflict.question")}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <div className="space-y-2">
              <p className="font-semibold">{t("work.conflict.mine")}</p>
              <p className="max-h-40 overflow-auto whitespace-pre-wrap rounded-lg border bg-background p-2">
                {draft.conflict.mine || t("work.conflict.empty")}
              </p>
              <Button onClick={() => draft.choose("mine")} className="min-h-12" data-testid="keep-mine">
                {t("work.conflict.keepMine")}
              </Button>
            </div>
            <div className="space-y-2">
              <p className="font-semibold">{t("work.conflict.theirs")}</p>
              <p className="max-h-40 overflow-auto whitespace-pre-wrap rounded-lg border bg-background p-2">
                {draft.conflict.theirs || t("work.conflict.empty")}
              </p>
              <Button variant="outline" onClick={() => draft.choose("theirs")} className="min-h-12 border-2" data-testid="keep-theirs">
                {t("work.conflict.keepTheirs")}
              </Button>
            </div>
          </div>
        </Alert>
      ) : null}

      {kinds.has("voice") ? (
        <div className="space-y-3">
          <h3 className="text-xl font-semibold">{t("work.screen.sayAnswer")}</h3>
          <VoiceRecorder
            saved={filesOf("voice")}
            register={parts.register}
            onSave={async (recording, seconds, replacing, onProgress) => {
              const fileId = await replaceWorkFile(data.id, replacing, () => uploadVoiceAnswer(data.id, recording, seconds, { onProgress }));
              // Not waited for: the recorder shows the new recording (its player goes on) before the screen reads the work again.
              void refresh();
              return fileId;
            }}
            onDelete={takeOut}
          />
        </div>
      ) : null}

      {kinds.has("drawing") ? (
        <div className="space-y-3">
          <h3 className="text-xl font-semibold">{t("work.screen.drawAnswer")}</h3>
          <DrawingPad
            saved={filesOf("drawing").at(-1) ?? null}
            worksheets={data.attachments.flatMap((a) => (a.fileId && isPicture(a.contentType) ? [{ fileId: a.fileId, name: a.name }] : []))}
            register={parts.register}
            onSave={async (picture, replacing) => {
              const fileId = await replaceWorkFile(data.id, replacing, () => uploadAnswerPicture(data.id, picture, "drawing"));
              await refresh();
              return fileId;
            }}
            onRemove={takeOut}
          />
        </div>
      ) : null}

      {kinds.has("photo") ? (
        <div className="space-y-3">
          <h3 className="text-xl font-semibold">{t("work.screen.photoAnswer")}</h3>
          <PhotoAnswer
            saved={filesOf("photo")}
            register={parts.register}
            onSave={async (photo, onProgress) => {
              await uploadAnswerPicture(data.id, photo, "photo", { onProgress });
              await refresh();
            }}
            onRemove={takeOut}
          />
        </div>
      ) : null}

      {kinds.has("files") ? (
        <div className="space-y-3">
          <h3 className="text-xl font-semibold">{t("work.screen.addFiles")}</h3>
          <FilePicker
            onUpload={async (file, onProgress) => {
              await uploadWorkFile(data.id, file, { onProgress });
              await refresh();
            }}
          />
        </div>
      ) : null}

      {listed.length > 0 ? (
        <div className="space-y-3">
          <h3 className="text-xl font-semibold">{t("work.screen.inMyWork")}</h3>
          <WorkFiles files={listed} onRemove={(file: WorkFile) => takeOut(file.fileId)} />
        </div>
      ) : null}

      <div className="space-y-4 rounded-2xl border-2 p-4 sm:p-6" data-testid="send-in">
        {sentNow || handedIn ? (
          <div className="flex items-center gap-4" data-testid="sent-in" role={sentNow ? "status" : undefined}>
            <PartyPopper className="size-10 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-xl">{richT("work.send.sent", { strong: (chunks) => <strong>{chunks}</strong> })}</p>
          </div>
        ) : (
          <p className="text-xl">{t("work.send.whenReady")}</p>
        )}
        <Button onClick={() => void askToSend()} className="min-h-16 rounded-2xl px-8 text-xl [&_svg]:size-7" data-testid="submit-work">
          <Send aria-hidden="true" />
          {handedIn || sentNow ? t("work.send.sendAgain") : t("work.send.sendIn")}
        </Button>
        {submitError ? <Alert kind="error" title={submitError} /> : null}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        busy={busy}
        title={t("work.send.confirmTitle")}
        confirmLabel={t("work.send.confirm")}
        busyLabel={t("work.send.sending")}
        onConfirm={() => void send()}
        error={submitError}
        bodyClassName="space-y-3 text-lg"
        data-testid="confirm-submit"
      >
        <p>{t("work.send.confirmText")}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Before the work comes back: what the teacher will look at (each criterion and what doing it really well means), read aloud on request. */
function RubricBefore({ data }: { data: WorkScreenData }) {
  const t = useT();
  if (data.criteria.length === 0) return null;
  const best = t(MASTERY_IDS[4].label);
  // The criteria and their levels are the teacher's words, read in their language; the rest in the reader's.
  const speech: SpeechPart[] = [
    { text: `${t("work.rubric.title")}.` },
    ...data.criteria.flatMap((c): SpeechPart[] => [
      { text: `${standardLabel(c.title, c.standardCode, c.standardDescription).title}.`, language: data.language },
      ...(c.levels["4"] ? [{ text: `${best}:` }, { text: c.levels["4"], language: data.language }] : []),
    ]),
  ];
  return (
    <section aria-labelledby="rubric-before-title" className="space-y-4" data-testid="rubric-before">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="rubric-before-title" className="text-2xl font-bold">
          {t("work.rubric.title")}
        </h2>
        <ListenButton text={speech} data-testid="listen-rubric" />
      </div>
      <ul className="space-y-3">
        {data.criteria.map((criterion) => (
          <li key={criterion.id} className="space-y-1 rounded-2xl border-2 p-4">
            <p className="text-xl font-semibold">
              <StandardName title={criterion.title} code={criterion.standardCode} description={criterion.standardDescription} />
            </p>
            {criterion.levels["4"] ? (
              <p className="flex flex-wrap items-start gap-2 text-lg">
                <Star className="mt-1 size-5 shrink-0 fill-current text-primary" aria-hidden="true" />
                <span>{t("work.rubric.best", { level: best, text: criterion.levels["4"] })}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The teacher's comment, in the child's language when the school could translate it; Listen reads the words shown. */
function Comment({ data }: { data: WorkScreenData }) {
  const t = useT();
  const [original, setOriginal] = useState(false);
  const comment = commentAsText(data);
  const shown = shownWords(comment, original);
  return (
    <Card className="flex flex-wrap items-start gap-4">
      <MessageSquareHeart className="size-9 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-[12rem] flex-1 space-y-2">
        <p className="text-lg font-semibold">{t("work.returned.feedback")}</p>
        <TranslatedText message={comment} child className="text-xl" testId="feedback" original={original} onOriginalChange={setOriginal} />
      </div>
      <ListenButton text={shown.text} language={shown.language} className="ml-auto" data-testid="listen-feedback" />
    </Card>
  );
}

function Returned({ data }: { data: WorkScreenData }) {
  const t = useT();
  const byCriterion = new Map(data.marks.filter((m) => m.criterionId).map((m) => [m.criterionId!, m]));
  const standardMarks = data.marks.filter((m) => !m.criterionId);
  return (
    <section aria-labelledby="feedback-title" className="space-y-6" data-testid="returned">
      <h2 id="feedback-title" className="text-2xl font-bold sm:text-3xl">
        {t("work.returned.title")}
      </h2>
      {data.feedback ? <Comment data={data} /> : null}
      {data.criteria.length > 0 ? (
        <div className="space-y-4" data-testid="rubric">
          <h3 className="text-xl font-bold">{t("work.returned.howYouDid")}</h3>
          {data.criteria.map((criterion) => {
            const mark = byCriterion.get(criterion.id);
            return (
              <div key={criterion.id} className="space-y-2 rounded-2xl border-2 p-4">
                <p className="text-xl font-semibold">
                  <StandardName title={criterion.title} code={criterion.standardCode} description={criterion.standardDescription} />
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
                          {isMasteryLevel(n) ? t(MASTERY_IDS[n].label) : level}
                        </span>
                        <span className="min-w-[10rem] flex-1">{criterion.levels[level] ?? ""}</span>
                        {mine ? (
                          <span className="shrink-0 rounded-full bg-primary px-3 py-1 text-base text-primary-foreground">{t("work.returned.thisIsYou")}</span>
                        ) : null}
                      </li>
                    );
                  })}
                </ol>
                {mark ? null : <p className="text-base text-muted-foreground">{t("work.returned.noLevel")}</p>}
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
              <span className="font-semibold">{isMasteryLevel(m.level) ? t(MASTERY_IDS[m.level].label) : m.label}</span>
              <span>
                <StandardName title={m.title} code={m.standardCode} description={m.standardDescription} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A criterion's or a mark's name: its title once and its standard's code once (the description when the title is just the code). */
function StandardName({ title, code, description }: { title: string; code: string | null; description: string | null }) {
  const t = useT();
  const label = standardLabel(title, code, description);
  return (
    <>
      {label.title}
      {label.code ? <span className="ml-2 text-base font-normal text-muted-foreground">{t("work.inParens", { text: label.code })}</span> : null}
    </>
  );
}
