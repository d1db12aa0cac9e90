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
import { gradeLabel } from "#common/grades";
import {
  ANSWER_KIND_LABELS,
  ANSWER_KINDS,
  ASSIGNMENT_KIND_LABELS,
  ASSIGNMENT_STATE_LABELS,
  type AssignmentDetail,
  type AssignmentKind,
  type TaughtClass,
  type ZonedDateTime,
} from "#common/schemas/learning/assignments";
import type { StandardSummary } from "#common/schemas/learning/standards";
import { ChildChanges } from "./child-changes";
import { afterContentChange, contentApi, useAssignment } from "./assignments-api";
import { editorResolver, payloadOf, valuesOf, type EditorValues } from "./editor-form";
import { AttachmentsEditor, RubricEditor, StandardsPicker } from "./editor-parts";

const ZONE_TEXT = "school time: Eastern, New York";

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
  if (!props.assignmentId) return <EditorForm {...props} detail={null} kind={props.newKind ?? "assignment"} />;
  return (
    <QueryState query={query} errorTitle="This work could not be loaded.">
      {(detail) => <EditorForm key={detail.assignment.updatedAt} {...props} detail={detail} kind={detail.assignment.kind} />}
    </QueryState>
  );
}

type Action = "save" | "publish" | "schedule";

function EditorForm({ detail, kind, klass, classes, onClose, onCreated }: AssignmentEditorProps & { detail: AssignmentDetail | null; kind: AssignmentKind }) {
  const client = useQueryClient();
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
  const title = detail ? `${ASSIGNMENT_KIND_LABELS[kind]}: ${detail.assignment.title}` : `New ${kind === "lesson" ? "lesson" : "assignment"} for ${klass.name}`;

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
    setFailure({ title: found.length > 0 ? "Please check the fields below." : (serverMessage(error) ?? fallback), items: found.map((e) => e.message) });
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  const run = (action: Action) => {
    if (uploading > 0) {
      setFailure({ title: "Please wait until the files have finished uploading.", items: [] });
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
          toast({ variant: "success", title: action === "save" ? (detail ? "Saved" : "Saved as a draft") : result.message });
          if (!detail) onCreated(id);
        } catch (error) {
          if (createdId) {
            // Saved as a draft, then publishing failed: open the draft and say why.
            toast({ variant: "destructive", title: "Saved as a draft, not published", description: serverMessage(error) ?? "Please try publishing again." });
            await afterContentChange(client);
            onCreated(createdId);
          } else showFailure(error, "The work could not be saved.");
        } finally {
          busyRef.current = false;
          setBusy(null);
        }
      },
      () => {
        setFailure({ title: "Please check the fields below.", items: [] });
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
      toast({ variant: "success", title: result.message });
      if (action === "copy") setCopyTo("");
      if (action === "archive") setConfirmArchive(false);
    } catch (error) {
      showFailure(error, "That did not work.");
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
            Back to {className}'s work
          </Button>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight break-words">
            {title}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge data-testid="editor-state">{ASSIGNMENT_STATE_LABELS[state]}</Badge>
            <span>
              {className} · {gradeLabel(klass.grade)}
            </span>
            {detail?.assignment.termName ? <span>· Counts for {detail.assignment.termName}</span> : null}
            {state === "scheduled" && detail?.assignment.publishAt ? <span>· Appears {formatWhen(detail.assignment.publishAt)}</span> : null}
            {detail && detail.assignment.handedIn > 0 ? <span>· {detail.assignment.handedIn} handed in (their work is kept when you edit)</span> : null}
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
        <Alert kind="info" title="This work is archived. Children's work and marks are kept; restore it to change it or to show it again.">
          <Button
            variant="outline"
            className={`mt-3 ${actionClass}`}
            onClick={() => void simple("restore")}
            aria-busy={busy === "restore"}
            aria-disabled={inactive}
            data-testid="restore-work"
          >
            <ArchiveRestore aria-hidden="true" />
            {busy === "restore" ? "Restoring..." : "Restore"}
          </Button>
        </Alert>
      ) : null}

      <fieldset disabled={archived} className="space-y-8">
        <section className="space-y-5" aria-label="Title and instructions">
          <Field label="Title" required error={errors.title?.message}>
            {(c) => <Input {...c} {...register("title")} data-testid="title" />}
          </Field>
          <div className="space-y-1.5">
            <span id={instructionsLabel} className="block text-sm font-semibold">
              Instructions
            </span>
            <Controller
              control={control}
              name="instructions"
              render={({ field }) => (
                <Suspense fallback={<div className="min-h-48 rounded-md border border-input bg-muted" role="status" aria-label="Loading the editor" />}>
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
              description="Bold, italic, lists, a heading and links. Children see exactly this; anything else pasted in is removed when you save."
            />
          </div>
        </section>

        {kind === "assignment" ? (
          <section className="space-y-5" aria-label="Answers and due date">
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold">How children answer</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-1">
                {ANSWER_KINDS.map((k) => (
                  <label key={k} className="flex min-h-11 items-center gap-3">
                    <input type="checkbox" className="size-5 accent-primary" value={k} {...register("answerKinds")} aria-invalid={Boolean(answerError)} />
                    {ANSWER_KIND_LABELS[k]}
                  </label>
                ))}
              </div>
              {answerError ? <p className="text-sm font-medium text-destructive">{answerError}</p> : null}
            </fieldset>
            <fieldset className="grid gap-3 sm:max-w-lg sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold">Due ({ZONE_TEXT})</legend>
              <Field label="Due date" error={errors.due?.date?.message ?? errors.due?.message} description="Leave empty for no due date.">
                {(c) => <Input {...c} type="date" {...register("due.date")} data-testid="due-date" />}
              </Field>
              <Field label="Due time" error={errors.due?.time?.message}>
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
        <section aria-label="Save and publish" className="space-y-4 rounded-lg border border-border bg-muted/30 p-4">
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
              {busy === "save" ? "Saving..." : state === "draft" ? "Save draft" : "Save changes"}
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
                {busy === "publish" ? "Publishing..." : "Publish now"}
              </Button>
            ) : null}
          </div>
          {state !== "published" ? (
            <fieldset className="flex flex-wrap items-end gap-3">
              <legend className="mb-2 text-sm font-semibold">Or publish later ({ZONE_TEXT})</legend>
              <Field label="Publish date" error={publishErrors["publishAt.date"]}>
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
              <Field label="Publish time" error={publishErrors["publishAt.time"]}>
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
                {busy === "schedule" ? "Scheduling..." : state === "scheduled" ? "Change schedule" : "Schedule"}
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
                  Back to draft
                </Button>
              ) : null}
              {otherClasses.length > 0 ? (
                <div className="flex flex-wrap items-end gap-2">
                  <Field label="Copy to another class">
                    {(c) => (
                      <Select {...c} value={copyTo} onChange={(e) => setCopyTo(e.target.value)}>
                        <option value="">Choose a class</option>
                        {otherClasses.map((o) => (
                          <option key={o.id} value={o.id}>
                            {o.name} ({gradeLabel(o.grade)}, {o.subjectName})
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                  <Button variant="outline" disabled={!copyTo} onClick={() => void simple("copy")} aria-busy={busy === "copy"}>
                    <Copy aria-hidden="true" />
                    Copy as a draft
                  </Button>
                </div>
              ) : null}
              <Button variant="outline" onClick={() => setConfirmArchive(true)}>
                <Archive aria-hidden="true" />
                Archive
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
        title="Archive this work?"
        confirmLabel="Archive"
        busyLabel="Archiving..."
        onConfirm={() => void simple("archive")}
      >
        <p>It leaves the children's and families' lists and can no longer be changed. Children's work and marks are kept, and you can restore it later.</p>
      </ConfirmDialog>
    </article>
  );
}
