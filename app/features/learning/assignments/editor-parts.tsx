/**
 * The editor's sections that hold lists (the standards assessed are ~/components/forms/standards-picker): the rubric (criteria added, removed and moved with
 * buttons, a standard each, four level descriptions) and the attachments (uploads to POST /api/files
 * with a progress bar, or resources of the library).
 */
import { ArrowDown, ArrowUp, FileUp, Library, Link2, Paperclip, Plus, Search, Trash2 } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { MASTERY_IDS, MASTERY_LEVELS } from "#common/learning/mastery";
import { ATTACHMENTS_MAX, RUBRIC_MAX } from "#common/schemas/learning/assignments";
import type { StandardSummary } from "#common/schemas/learning/standards";
import { contentApi, useLibrarySearch } from "./assignments-api";
import { emptyCriterion, type AttachmentValues, type EditorValues } from "./editor-form";

const sectionTitle = "text-lg font-bold tracking-tight";

// --- Rubric --------------------------------------------------------------------------------------

export function RubricEditor({
  form,
  errors,
  standards,
}: {
  form: UseFormReturn<EditorValues>;
  errors: FieldErrors<EditorValues>;
  standards: StandardSummary[];
}) {
  const titleId = useId();
  const t = useT();
  const { register, watch, getValues, setValue, setFocus } = form;
  // The rows by hand rather than with useFieldArray: that would join react-hook-form's one module,
  // which every public form downloads (tests/e2e/page-weight.test.ts).
  const rows = watch("rubric");
  const fields = rows.map((_, i) => ({ key: `criterion-${i}` }));
  const rewrite = (next: EditorValues["rubric"]) => setValue("rubric", next, { shouldDirty: true });
  const append = () => {
    rewrite([...getValues("rubric"), emptyCriterion()]);
    requestAnimationFrame(() => setFocus(`rubric.${rows.length}.title`));
  };
  const remove = (index: number) => rewrite(getValues("rubric").filter((_, i) => i !== index));
  const move = (from: number, to: number) => {
    const next = [...getValues("rubric")];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row!);
    rewrite(next);
  };
  const rubricError = errors.rubric?.message ?? errors.rubric?.root?.message;
  return (
    <section aria-labelledby={titleId} className="space-y-4" data-testid="rubric-editor">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className={sectionTitle}>
          {t("assignments.rubric.title")}
        </h3>
        <Button variant="outline" size="sm" disabled={fields.length >= RUBRIC_MAX} onClick={append}>
          <Plus aria-hidden="true" />
          {t("assignments.rubric.addCriterion")}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t("assignments.rubric.intro", { max: RUBRIC_MAX })}</p>
      {rubricError ? <p className="text-sm font-medium text-destructive">{rubricError}</p> : null}
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t("assignments.rubric.none")}</p> : null}
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const e = errors.rubric?.[index];
          const label = t("assignments.rubric.criterion", { number: index + 1 });
          return (
            <li key={field.key} className="space-y-3 rounded-lg border border-border p-4" data-testid="criterion">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold">{label}</h4>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    aria-label={t("assignments.rubric.moveUp", { criterion: label })}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === fields.length - 1}
                    aria-label={t("assignments.rubric.moveDown", { criterion: label })}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t("assignments.rubric.remove", { criterion: label })} onClick={() => remove(index)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 md:grid-cols-2">
                <Field label={t("assignments.rubric.criterionTitle")} required error={e?.title?.message ?? e?.id?.message}>
                  {(c) => <Input {...c} {...register(`rubric.${index}.title`)} />}
                </Field>
                <Field
                  label={t("assignments.rubric.standard")}
                  error={e?.standardId?.message}
                  description={standards.length === 0 ? t("assignments.rubric.standardNote") : undefined}
                >
                  {(c) => (
                    <Select {...c} {...register(`rubric.${index}.standardId`)}>
                      <option value="">{t("assignments.rubric.noStandard")}</option>
                      {standards.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.code}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              </div>
              <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
                {MASTERY_LEVELS.map((level) => (
                  <Field
                    key={level}
                    label={t("assignments.rubric.level", { level, label: t(MASTERY_IDS[level].label) })}
                    required
                    error={e?.levels?.[String(level) as "4"]?.message}
                  >
                    {(c) => <Textarea {...c} className="min-h-20" {...register(`rubric.${index}.levels.${String(level) as "4"}`)} />}
                  </Field>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

// --- Attachments ---------------------------------------------------------------------------------

interface Upload {
  name: string;
  progress: number;
}

export function AttachmentsEditor({
  items,
  onChange,
  onUploading,
  error,
}: {
  items: AttachmentValues[];
  onChange: (next: AttachmentValues[]) => void;
  /** Told how many uploads are under way (saving waits for them). */
  onUploading: (count: number) => void;
  error?: string;
}) {
  const titleId = useId();
  const fileId = useId();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [library, setLibrary] = useState(false);
  const latest = useRef(items);
  useLayoutEffect(() => {
    latest.current = items;
  });
  const full = items.length + uploads.length >= ATTACHMENTS_MAX;
  const uploading = uploads.length;
  useEffect(() => onUploading(uploading), [uploading, onUploading]);

  const send = async (files: FileList | null) => {
    if (!files) return;
    setFailure(null);
    for (const file of Array.from(files)) {
      setUploads((u) => [...u, { name: file.name, progress: 0 }]);
      try {
        const stored = await contentApi.upload(file, (fraction) => setUploads((u) => u.map((x) => (x.name === file.name ? { ...x, progress: fraction } : x))));
        onChange([...latest.current, { kind: "file", id: stored.id, name: stored.name }]);
      } catch (err) {
        setFailure(`${file.name}: ${serverMessage(err) ?? t("assignments.attachments.uploadFailed")}`);
      } finally {
        setUploads((u) => u.filter((x) => x.name !== file.name));
      }
    }
    if (input.current) input.current.value = "";
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3" data-testid="attachments-editor">
      <h3 id={titleId} className={sectionTitle}>
        {t("assignments.attachments.title")}
      </h3>
      {items.length === 0 && uploads.length === 0 ? <p className="text-sm text-muted-foreground">{t("assignments.attachments.none")}</p> : null}
      <ul className="space-y-2" aria-label={t("assignments.attachments.attached")}>
        {items.map((a) => (
          <li key={`${a.kind}:${a.id}`} className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
            <span className="flex min-w-0 items-center gap-2">
              {a.kind === "file" ? <Paperclip className="size-4 shrink-0" aria-hidden="true" /> : <Library className="size-4 shrink-0" aria-hidden="true" />}
              <span className="truncate">{a.name}</span>
              <Badge>{a.kind === "file" ? t("assignments.attachments.uploaded") : t("assignments.attachments.library")}</Badge>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("assignments.attachments.remove", { name: a.name })}
              onClick={() => onChange(items.filter((x) => !(x.kind === a.kind && x.id === a.id)))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
        {uploads.map((u) => (
          <li key={u.name} className="space-y-1 rounded-md border border-border px-3 py-2" data-testid="upload-progress">
            <span className="block truncate text-sm">{t("assignments.attachments.uploading", { name: u.name })}</span>
            <progress className="h-2 w-full accent-primary" max={1} value={u.progress} aria-label={t("assignments.attachments.uploading", { name: u.name })} />
          </li>
        ))}
      </ul>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
      {failure ? (
        <Alert kind="error" title={t("assignments.attachments.notAttached")}>
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={fileId}
          type="file"
          multiple
          className="sr-only"
          onChange={(e) => void send(e.target.files)}
          data-testid="attachment-input"
          disabled={full}
        />
        <Button asChild variant="outline" aria-disabled={full || undefined}>
          {/* A label, not a button: inside the archived work's disabled fieldset it must look disabled too. */}
          <label htmlFor={fileId} className="cursor-pointer in-[fieldset:disabled]:cursor-not-allowed in-[fieldset:disabled]:opacity-50">
            <FileUp aria-hidden="true" />
            {t("assignments.attachments.upload")}
          </label>
        </Button>
        <Button variant="outline" aria-expanded={library} onClick={() => setLibrary((v) => !v)} disabled={full}>
          <Library aria-hidden="true" />
          {t("assignments.attachments.fromLibrary")}
        </Button>
      </div>
      {library ? <LibraryPicker chosen={items} onPick={(r) => onChange([...items, r])} /> : null}
    </section>
  );
}

function LibraryPicker({ chosen, onPick }: { chosen: AttachmentValues[]; onPick: (item: AttachmentValues) => void }) {
  const qId = useId();
  const t = useT();
  const [q, setQ] = useState("");
  const [asked, setAsked] = useState("");
  const search = useLibrarySearch(asked, true);
  const taken = new Set(chosen.filter((c) => c.kind === "resource").map((c) => c.id));
  return (
    <div className="space-y-3 rounded-md border border-border p-3" data-testid="library-picker">
      <form
        role="search"
        aria-label={t("assignments.attachments.searchLibrary")}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(q.trim());
        }}
      >
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={qId} className="block text-sm font-semibold">
            {t("assignments.attachments.searchField")}
          </label>
          <Input id={qId} value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {t("assignments.attachments.search")}
        </Button>
      </form>
      {search.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t("assignments.attachments.loadingLibrary")}
        </p>
      ) : search.isError ? (
        <Alert kind="error" title={t("assignments.attachments.libraryLoadError")}>
          <p>{serverMessage(search.error) ?? t("assignments.attachments.libraryLoadErrorText")}</p>
        </Alert>
      ) : search.data.resources.length === 0 ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t("assignments.attachments.nothingMatches")}
        </p>
      ) : (
        <ul className="max-h-64 space-y-1 overflow-y-auto" aria-label={t("assignments.attachments.libraryResources")}>
          {search.data.resources.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-2 rounded p-2 hover:bg-muted/50">
              <span className="flex min-w-0 items-center gap-2 text-sm">
                {r.kind === "link" ? <Link2 className="size-4 shrink-0" aria-hidden="true" /> : <Paperclip className="size-4 shrink-0" aria-hidden="true" />}
                <span className="truncate">{r.title}</span>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={taken.has(r.id)}
                aria-label={
                  taken.has(r.id)
                    ? t("assignments.attachments.attachedLabel", { title: r.title })
                    : t("assignments.attachments.attachLabel", { title: r.title })
                }
                onClick={() => onPick({ kind: "resource", id: r.id, name: r.title })}
              >
                {taken.has(r.id) ? t("assignments.attachments.attachedButton") : t("assignments.attachments.attach")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
