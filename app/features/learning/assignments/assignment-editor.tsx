/**
 * The editor of one lesson or assignment on /teacher/content: title, formatted instructions, the
 * ways to answer, the due date and time in the school's zone, standards, rubric, attachments, and
 * for saved work the per-child changes. Save draft, Publish now and Schedule (a date and time in the
 * school's zone); for saved work also back to draft, copy to another class and archive. The form
 * is checked with the server's schema before sending, and the server's field errors land under
 * their fields.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Archive, ArchiveRestore, ArrowLeft, CalendarClock, Copy, Save, Send, Undo2 } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, FieldNotes, useFieldControl } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { formatWhen } from "~/lib/dates";
import { fieldErrorsOf } from "~/lib/form-errors";
import { useLanguage, useLocale, useLocalize, useT } from "~/lib/i18n";
import { gradeLabel } from "#common/grades";
import { ANSWER_KINDS, type AssignmentDetail, type AssignmentKind, type TaughtClass, type ZonedDateTime } from "#common/schemas/learning/assignments";
import type { StandardSummary } from "#common/schemas/learning/standards";
import { ChildChanges } from "./child-changes";
import { afterContentChange, contentApi, useAssignment } from "./assignments-api";
import { editorResolver, payloadOf, valuesOf, type EditorValues } from "./editor-form";
import { StandardsPicker } from "~/components/forms/standards-picker";
import { AttachmentsEditor, RubricEditor } from "./editor-parts";

const DOT = " · ";

/** The formatted-text editor (TipTap, the largest part of this screen) loads when an editor opens, not with the list. */
const RichTextEditor = lazy(() => import("./rich-text-editor").then((m) => ({ default: m.RichTextEditor })));

export interface AssignmentEditorProps {
  assignmentId: string | null;
  newKind: AssignmentKind | null;
  klass: TaughtClass;
  classes: TaughtClass[];
  onClose: () => void;
  onCreated: (id: string) => void;
}

export function AssignmentEditor(props: AssignmentEditorProps) {
  const query = useAssignment(props.assignmentId ?? undefined);
  const t = useT();
  if (!props.assignmentId) return <EditorForm {...props} detail={null} kind={props.newKind ?? "assignment"} />;
  return (
    <QueryState query={query} errorTitle={t("assignments.editor.loadError")}>
      {(detail) => <EditorForm key={detail.assignment.updatedAt} {...props} detail={detail} kind={detail.assignment.kind} />}
    </QueryState>
  );
}

type Action = "save" | "publish" | "schedule";

function EditorForm({ detail, kind, klass, classes, onClose, onCreated }: AssignmentEditorProps & { detail: AssignmentDetail | null; kind: AssignmentKind }) {
  const client = useQueryClient();
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  const localize = useLocalize();
  const zone = t("assignments.editor.zone");
  const headingId = useId();
  const instructionsLabel = useId();
  const form = useForm<EditorValues>({ resolver: editorResolver(kind), defaultValues: valuesOf(detail), mode: "onSubmit", reValidateMode: "onChange" });
  const { register, control, formState, setError, setValue } = form;
  const errors = formState.errors;
  const [chosen, setChosen] = useState<StandardSummary[]>(detail?.standards ?? []);
  const [busy, setBusy] = useState<Action | "unpublish" | "archive" | "restore" | "copy" | null>(null);
  const [failure, setFailure] = useState<{ title: string; items: string[] } | null>(null);
  const [publishAt, setPublishAt] = useState<ZonedDateTime>(detail?.assignment.publish ?? { date: "", time: "07:30" });
  const [publishErrors, setPublishErrors] = useState<Record<string, string>>({});
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [copyTo, setCopyTo] = useState("");
  const [uploading, setUploading] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);
  // Read at the press, not from the last render: two quick presses must not both start a request.
  const busyRef = useRef(false);
  // A new piece of work is created once; a later press before its own editor opens saves it instead.
  const createdRef = useRef<string | null>(null);
  // Every action button is aria-disabled (focus stays on the one pressed) while one action runs.
  const inactive = busy !== null || undefined;
  const actionClass = "aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

  const state = detail?.assignment.state ?? "draft";
  const archived = state === "archived";
  const className = detail?.assignment.className ?? klass.name;
  const title = detail
    ? t("assignments.editor.title", { kind: t(`assignments.kind.${kind}`), title: detail.assignment.title })
    : t("assignments.editor.newTitle", { kind, className: klass.name });

  const setStandards = (next: StandardSummary[]) => {
    setChosen(next);
    setValue(
      "standardIds",
      next.map((s) => s.id),
      { shouldDirty: true },
    );
    // A criterion's standard must stay among the chosen ones.
    const ids = new Set(next.map((s) => s.id));
    form.getValues("rubric").forEach((c, i) => {
      if (c.standardId && !ids.has(c.standardId)) setValue(`rubric.${i}.standardId`, "");
    });
  };

  const showFailure = (error: unknown, fallback: string) => {
    const found = fieldErrorsOf(error);
    const shown = new Set<string>();
    found.forEach(({ field, message }, i) => {
      if (field.startsWith("publishAt")) return;
      setError(field as FieldPath<EditorValues>, { type: "server", message }, { shouldFocus: i === 0 });
      shown.add(field);
    });
    setPublishErrors(Object.fromEntries(found.filter((e) => e.field.startsWith("publishAt")).map((e) => [e.field, e.message])));
    setFailure({ title: found.length > 0 ? t("assignments.checkFields") : (serverMessage(error) ?? fallback), items: found.map((e) => e.message) });
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  const run = (action: Action) => {
    if (uploading > 0) {
      setFailure({ title: t("assignments.editor.waitForUploads"), items: [] });
      return;
    }
    return form.handleSubmit(
      async (values) => {
        if (busyRef.current) return;
        busyRef.current = true;
        setBusy(action);
        setFailure(null);
        setPublishErrors({});
        let createdId: string | null = null;
        try {
          const payload = payloadOf(values, kind);
          const existing = detail?.assignment.id ?? createdRef.current;
          let result = existing ? await contentApi.save(existing, payload) : await contentApi.create(klass.id, kind, payload);
          const id = result.data.assignment.id;
          if (!detail) createdId = createdRef.current = id;
          if (action === "publish") result = await contentApi.publish(id);
          if (action === "schedule") result = await contentApi.publish(id, publishAt);
          await afterContentChange(client, result.data);
          toast({
            variant: "success",
            title: action === "save" ? (detail ? t("assignments.editor.saved") : t("assignments.editor.savedAsDraft")) : localize(result.message),
          });
          if (!detail) onCreated(id);
        } catch (error) {
          if (createdId) {
            // Saved as a draft, then publishing failed: open the draft and say why.
            toast({
              variant: "destructive",
              title: t("assignments.editor.notPublished"),
              description: serverMessage(error) ?? t("assignments.editor.tryPublishing"),
            });
            await afterContentChange(client);
            onCreated(createdId);
          } else showFailure(error, t("assignments.editor.saveFailed"));
        } finally {
          busyRef.current = false;
          setBusy(null);
        }
      },
      () => {
        setFailure({ title: t("assignments.checkFields"), items: [] });
        requestAnimationFrame(() => failureRef.current?.focus());
      },
    )();
  };

  const simple = async (action: "unpublish" | "archive" | "restore" | "copy") => {
    if (!detail || busyRef.current) return;
    busyRef.current = true;
    setBusy(action);
    setFailure(null);
    const id = detail.assignment.id;
    try {
      const calls = {
        unpublish: contentApi.unpublish,
        archive: contentApi.archive,
        restore: contentApi.restore,
        copy: (work: string) => contentApi.copy(work, copyTo),
      };
      const result = await calls[action](id);
      await afterContentChange(client, result.data);
      toast({ variant: "success", title: localize(result.message) });
      if (action === "copy") setCopyTo("");
      if (action === "archive") setConfirmArchive(false);
    } catch (error) {
      showFailure(error, t("assignments.editor.failed"));
      if (action === "archive") setConfirmArchive(false);
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const instructions = useFieldControl({ error: errors.instructions?.message });
  const answerError = errors.answerKinds?.message ?? errors.answerKinds?.root?.message;
  const otherClasses = classes.filter((c) => c.id !== (detail?.assignment.classId ?? klass.id));

  return (
    <article aria-labelledby={headingId} className="space-y-8" data-testid="assignment-editor">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <Button variant="link" className="h-auto px-0" onClick={onClose}>
            <ArrowLeft aria-hidden="true" />
            {t("assignments.editor.back", { className })}
          </Button>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight break-words">
            {title}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge data-testid="editor-state">{t(`assignments.state.${state}`)}</Badge>
            <span>
              {className}
              {DOT}
              {gradeLabel(klass.grade, "name", undefined, language)}
            </span>
            {detail?.assignment.termName ? <span>{t("assignments.editor.countsFor", { term: detail.assignment.termName })}</span> : null}
            {state === "scheduled" && detail?.assignment.publishAt ? (
              <span>{t("assignments.editor.appears", { when: formatWhen(detail.assignment.publishAt, locale) })}</span>
            ) : null}
            {detail && detail.assignment.handedIn > 0 ? <span>{t("assignments.editor.handedIn", { count: detail.assignment.handedIn })}</span> : null}
          </p>
        </div>
      </div>

      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="outline-none">
          <Alert kind="validation" title={failure.title}>
            {failure.items.length > 0 ? (
              <ul className="list-inside list-disc">
                {[...new Set(failure.items)].map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        </div>
      ) : null}
      {archived ? (
        <Alert kind="info" title={t("assignments.editor.archived")}>
          <Button
            variant="outline"
            className={`mt-3 ${actionClass}`}
            onClick={() => void simple("restore")}
            aria-busy={busy === "restore"}
            aria-disabled={inactive}
            data-testid="restore-work"
          >
            <ArchiveRestore aria-hidden="true" />
            {busy === "restore" ? t("assignments.editor.restoring") : t("assignments.editor.restore")}
          </Button>
        </Alert>
      ) : null}

      <fieldset disabled={archived} className="space-y-8">
        <section className="space-y-5" aria-label={t("assignments.editor.titleAndInstructions")}>
          <Field label={t("assignments.editor.titleField")} required error={errors.title?.message}>
            {(c) => <Input {...c} {...register("title")} data-testid="title" />}
          </Field>
          <div className="space-y-1.5">
            <span id={instructionsLabel} className="block text-sm font-semibold">
              {t("assignments.editor.instructions")}
            </span>
            <Controller
              control={control}
              name="instructions"
              render={({ field }) => (
                <Suspense
                  fallback={
                    <div className="min-h-48 rounded-md border border-input bg-muted" role="status" aria-label={t("assignments.editor.loadingEditor")} />
                  }
                >
                  <RichTextEditor
                    labelledBy={instructionsLabel}
                    describedBy={instructions.control["aria-describedby"]}
                    invalid={Boolean(errors.instructions)}
                    value={field.value}
                    onChange={field.onChange}
                  />
                </Suspense>
              )}
            />
            <FieldNotes
              descriptionId={instructions.descriptionId}
              errorId={instructions.errorId}
              error={errors.instructions?.message}
              description={t("assignments.editor.instructionsNote")}
            />
          </div>
        </section>

        {kind === "assignment" ? (
          <section className="space-y-5" aria-label={t("assignments.editor.answersAndDue")}>
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold">{t("assignments.editor.howChildrenAnswer")}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-1">
                {ANSWER_KINDS.map((k) => (
                  <label key={k} className="flex min-h-11 items-center gap-3">
                    <input type="checkbox" className="size-5 accent-primary" value={k} {...register("answerKinds")} aria-invalid={Boolean(answerError)} />
                    {t(`assignments.answerKind.${k}`)}
                  </label>
                ))}
              </div>
              <p className="text-sm text-muted-foreground">{t("assignments.editor.drawingNote")}</p>
              {answerError ? <p className="text-sm font-medium text-destructive">{answerError}</p> : null}
            </fieldset>
            <fieldset className="grid gap-3 sm:max-w-lg sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold">{t("assignments.editor.due", { zone })}</legend>
              <Field
                label={t("assignments.editor.dueDate")}
                error={errors.due?.date?.message ?? errors.due?.message}
                description={t("assignments.editor.dueDateNote")}
              >
                {(c) => <Input {...c} type="date" {...register("due.date")} data-testid="due-date" />}
              </Field>
              <Field label={t("assignments.editor.dueTime")} error={errors.due?.time?.message}>
                {(c) => <Input {...c} type="time" {...register("due.time")} data-testid="due-time" />}
              </Field>
            </fieldset>
          </section>
        ) : null}

        <StandardsPicker
          chosen={chosen}
          onChange={setStandards}
          defaults={{ subject: "", grade: klass.grade }}
          error={errors.standardIds?.message ?? errors.standardIds?.root?.message}
        />
        {kind === "assignment" ? <RubricEditor form={form} errors={errors} standards={chosen} /> : null}
        <Controller
          control={control}
          name="attachments"
          render={({ field }) => (
            <AttachmentsEditor
              items={field.value}
              onChange={field.onChange}
              onUploading={setUploading}
              error={errors.attachments?.message ?? errors.attachments?.root?.message}
            />
          )}
        />
      </fieldset>

      {!archived ? (
        <section aria-label={t("assignments.editor.saveAndPublish")} className="space-y-4 rounded-lg border border-border bg-muted/30 p-4">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => void run("save")}
              aria-busy={busy === "save"}
              aria-disabled={inactive}
              className={actionClass}
              data-testid="save-draft"
            >
              <Save aria-hidden="true" />
              {busy === "save" ? t("assignments.saving") : state === "draft" ? t("assignments.editor.saveDraft") : t("assignments.editor.saveChanges")}
            </Button>
            {state !== "published" ? (
              <Button
                onClick={() => void run("publish")}
                aria-busy={busy === "publish"}
                aria-disabled={inactive}
                className={actionClass}
                data-testid="publish-now"
              >
                <Send aria-hidden="true" />
                {busy === "publish" ? t("assignments.editor.publishing") : t("assignments.editor.publishNow")}
              </Button>
            ) : null}
          </div>
          {state !== "published" ? (
            <fieldset className="flex flex-wrap items-end gap-3">
              <legend className="mb-2 text-sm font-semibold">{t("assignments.editor.publishLater", { zone })}</legend>
              <Field label={t("assignments.editor.publishDate")} error={publishErrors["publishAt.date"]}>
                {(c) => (
                  <Input
                    {...c}
                    type="date"
                    value={publishAt.date}
                    onChange={(e) => setPublishAt({ ...publishAt, date: e.target.value })}
                    data-testid="publish-date"
                  />
                )}
              </Field>
              <Field label={t("assignments.editor.publishTime")} error={publishErrors["publishAt.time"]}>
                {(c) => <Input {...c} type="time" value={publishAt.time} onChange={(e) => setPublishAt({ ...publishAt, time: e.target.value })} />}
              </Field>
              <Button
                variant="outline"
                onClick={() => void run("schedule")}
                aria-busy={busy === "schedule"}
                aria-disabled={inactive}
                className={actionClass}
                data-testid="schedule"
              >
                <CalendarClock aria-hidden="true" />
                {busy === "schedule"
                  ? t("assignments.editor.scheduling")
                  : state === "scheduled"
                    ? t("assignments.editor.changeSchedule")
                    : t("assignments.editor.schedule")}
              </Button>
            </fieldset>
          ) : null}
          {detail ? (
            <div className="flex flex-wrap items-end gap-3 border-t border-border pt-4">
              {state !== "draft" && detail.assignment.handedIn === 0 ? (
                <Button
                  variant="outline"
                  onClick={() => void simple("unpublish")}
                  aria-busy={busy === "unpublish"}
                  aria-disabled={inactive}
                  className={actionClass}
                >
                  <Undo2 aria-hidden="true" />
                  {t("assignments.editor.backToDraft")}
                </Button>
              ) : null}
              {otherClasses.length > 0 ? (
                <div className="flex flex-wrap items-end gap-2">
                  <Field label={t("assignments.editor.copyTo")}>
                    {(c) => (
                      <Select {...c} value={copyTo} onChange={(e) => setCopyTo(e.target.value)}>
                        <option value="">{t("assignments.editor.chooseClass")}</option>
                        {otherClasses.map((o) => (
                          <option key={o.id} value={o.id}>
                            {t("assignments.classOption", { name: o.name, grade: gradeLabel(o.grade, "name", undefined, language), subject: o.subjectName })}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                  <Button variant="outline" disabled={!copyTo} onClick={() => void simple("copy")} aria-busy={busy === "copy"}>
                    <Copy aria-hidden="true" />
                    {t("assignments.editor.copyAsDraft")}
                  </Button>
                </div>
              ) : null}
              <Button variant="outline" onClick={() => setConfirmArchive(true)}>
                <Archive aria-hidden="true" />
                {t("assignments.editor.archive")}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}

      {detail && kind === "assignment" && !archived ? <ChildChanges detail={detail} /> : null}

      <ConfirmDialog
        open={confirmArchive}
        onOpenChange={setConfirmArchive}
        busy={busy === "archive"}
        title={t("assignments.editor.archiveTitle")}
        confirmLabel={t("assignments.editor.archive")}
        busyLabel={t("assignments.editor.archiving")}
        onConfirm={() => void simple("archive")}
      >
        <p>{t("assignments.editor.archiveText")}</p>
      </ConfirmDialog>
    </article>
  );
}
