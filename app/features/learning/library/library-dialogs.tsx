/**
 * The resource library's dialogs: a new folder, a folder's name and place, a link, a resource's
 * details and place, archiving a resource and deleting a folder. Each form is validated by the same
 * zod schema as the server (common/schemas/learning/library.ts); the server's field errors land on
 * their fields, anything else above the form.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { FolderPlus, Link2, Pencil } from "lucide-react";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { ZodType } from "zod";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { showFieldErrors } from "~/lib/form-errors";
import { useLanguage, useLocalize, useT } from "~/lib/i18n";
import { GRADE_LEVELS, gradeName } from "#common/grades";
import {
  FOLDER_MAX_DEPTH,
  LIBRARY_SCOPES,
  folderCreateSchema,
  folderPatchSchema,
  resourceCreateSchema,
  resourcePatchSchema,
  type LibraryFolder,
  type LibraryResource,
  type LibraryScope,
} from "#common/schemas/learning/library";
import { afterLibraryChange, libraryApi, useLibrarySubjects } from "./library-api";

/** A folder with its level (1 at the top) and its path, for the pickers. */
export interface FlatFolder {
  folder: LibraryFolder;
  depth: number;
  path: string;
}

export function flattenFolders(folders: LibraryFolder[], depth = 1, prefix = ""): FlatFolder[] {
  return folders.flatMap((folder) => {
    const path = prefix ? `${prefix} / ${folder.name}` : folder.name;
    return [{ folder, depth, path }, ...flattenFolders(folder.children, depth + 1, path)];
  });
}

function useLibraryForm<V extends FieldValues>(options: {
  schema: ZodType;
  defaults: DefaultValues<V>;
  fields: readonly string[];
  send: (values: V) => Promise<{ message: string }>;
  done: () => void;
  failureText: string;
}) {
  const client = useQueryClient();
  const localize = useLocalize();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<V>,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: options.defaults,
  });
  const submit = form.handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await options.send(values);
      toast({ variant: "success", title: localize(result.message) });
      await afterLibraryChange(client);
      options.done();
    } catch (error) {
      if (showFieldErrors(error, options.fields, form.setError) === 0) setFailure(serverMessage(error) ?? options.failureText);
    } finally {
      setBusy(false);
    }
  });
  return { form, submit, busy, failure };
}

function ScopeOptions() {
  const t = useT();
  return LIBRARY_SCOPES.map((s) => (
    <option key={s} value={s}>
      {t(`library.scope.${s}`)}
    </option>
  ));
}

function FolderOptions({ folders, scope, noneLabel }: { folders: FlatFolder[]; scope: string; noneLabel: string }) {
  return (
    <>
      <option value="">{noneLabel}</option>
      {folders
        .filter((f) => f.folder.scope === scope)
        .map((f) => (
          <option key={f.folder.id} value={f.folder.id}>
            {f.path}
          </option>
        ))}
    </>
  );
}

function SubjectGradeFields({
  register,
  errors,
}: {
  register: (name: "subjectCode" | "grade") => object;
  errors: { subjectCode?: { message?: string }; grade?: { message?: string } };
}) {
  const subjects = useLibrarySubjects();
  const t = useT();
  const language = useLanguage();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("library.subject")} error={errors.subjectCode?.message}>
        {(control) => (
          <Select {...control} {...register("subjectCode")}>
            <option value="">{t("library.anySubject")}</option>
            {subjects.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("library.grade")} error={errors.grade?.message}>
        {(control) => (
          <Select {...control} {...register("grade")}>
            <option value="">{t("library.anyGrade")}</option>
            {GRADE_LEVELS.map((g) => (
              <option key={g.applicationValue} value={g.applicationValue}>
                {gradeName(g, language)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

interface FolderValues {
  name: string;
  scope: LibraryScope;
  parentId: string;
}

export function NewFolderDialog({
  open,
  onOpenChange,
  folders,
  parent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folders: FlatFolder[];
  parent: LibraryFolder | null;
}) {
  const t = useT();
  const defaults: FolderValues = { name: "", scope: parent?.scope ?? "teacher", parentId: parent?.id ?? "" };
  const { form, submit, busy, failure } = useLibraryForm<FolderValues>({
    schema: folderCreateSchema,
    defaults,
    fields: ["name", "scope", "parentId"],
    send: (values) => libraryApi.createFolder(values),
    done: () => onOpenChange(false),
    failureText: t("library.newFolder.failed"),
  });
  const { errors } = form.formState;
  const scope = form.watch("scope");
  const parents = folders.filter((f) => f.depth < FOLDER_MAX_DEPTH);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("library.newFolder")}
      label={t("library.newFolder")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("library.newFolder.submit")}
      busyLabel={t("library.newFolder.busy")}
      icon={<FolderPlus aria-hidden="true" />}
    >
      <Field label={t("library.folderName")} required error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </Field>
      <Field label={t("library.whoCanSee")} required error={errors.scope?.message} description={t("library.newFolder.scopeNote")}>
        {(control) => (
          <Select {...control} {...form.register("scope", { onChange: () => form.setValue("parentId", "") })}>
            <ScopeOptions />
          </Select>
        )}
      </Field>
      <Field label={t("library.inside")} error={errors.parentId?.message} description={t("library.insideNote", { max: FOLDER_MAX_DEPTH })}>
        {(control) => (
          <Select {...control} {...form.register("parentId")}>
            <FolderOptions folders={parents} scope={scope} noneLabel={t("library.atTheTop")} />
          </Select>
        )}
      </Field>
    </FormDialog>
  );
}

/** Rename and move a folder: inside a folder shared the same way, never inside itself. */
export function EditFolderDialog({ folder, onOpenChange, folders }: { folder: LibraryFolder; onOpenChange: (open: boolean) => void; folders: FlatFolder[] }) {
  const t = useT();
  const { form, submit, busy, failure } = useLibraryForm<{ name: string; parentId: string }>({
    schema: folderPatchSchema,
    defaults: { name: folder.name, parentId: folder.parentId ?? "" },
    fields: ["name", "parentId"],
    send: (values) => libraryApi.updateFolder(folder.id, values),
    done: () => onOpenChange(false),
    failureText: t("library.editFolder.failed"),
  });
  const inside = new Set(flattenFolders([folder]).map((f) => f.folder.id));
  const parents = folders.filter((f) => !inside.has(f.folder.id) && f.depth < FOLDER_MAX_DEPTH);
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("library.editFolder.title", { name: folder.name })}
      label={t("library.editFolder.label")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("library.editFolder.submit")}
      busyLabel={t("library.saving")}
      icon={<Pencil aria-hidden="true" />}
    >
      <Field label={t("library.folderName")} required error={form.formState.errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </Field>
      <Field label={t("library.inside")} error={form.formState.errors.parentId?.message}>
        {(control) => (
          <Select {...control} {...form.register("parentId")}>
            <FolderOptions folders={parents} scope={folder.scope} noneLabel={t("library.atTheTop")} />
          </Select>
        )}
      </Field>
    </FormDialog>
  );
}

interface LinkValues {
  kind: "link";
  url: string;
  title: string;
  description: string;
  scope: LibraryScope;
  folderId: string;
  subjectCode: string;
  grade: string;
}

export function AddLinkDialog({
  open,
  onOpenChange,
  folders,
  folder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folders: FlatFolder[];
  folder: LibraryFolder | null;
}) {
  const t = useT();
  const defaults: LinkValues = {
    kind: "link",
    url: "",
    title: "",
    description: "",
    scope: folder?.scope ?? "teacher",
    folderId: folder?.id ?? "",
    subjectCode: "",
    grade: "",
  };
  const { form, submit, busy, failure } = useLibraryForm<LinkValues>({
    schema: resourceCreateSchema,
    defaults,
    fields: ["url", "title", "description", "scope", "folderId", "subjectCode", "grade"],
    send: (values) => libraryApi.createResource(values),
    done: () => onOpenChange(false),
    failureText: t("library.addLink.failed"),
  });
  const { errors } = form.formState;
  const scope = form.watch("scope");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("library.addLink")}
      label={t("library.addLink")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("library.addLink.submit")}
      busyLabel={t("library.addLink.busy")}
      icon={<Link2 aria-hidden="true" />}
    >
      <Field label={t("library.webAddress")} required error={errors.url?.message} description={t("library.addLink.urlNote")}>
        {(control) => <Input {...control} type="url" inputMode="url" autoComplete="off" placeholder="https://" {...form.register("url")} />}
      </Field>
      <Field label={t("library.title")} required error={errors.title?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("title")} />}
      </Field>
      <Field label={t("library.description")} error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register("description")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("library.whoCanSee")} required error={errors.scope?.message}>
          {(control) => (
            <Select {...control} {...form.register("scope", { onChange: () => form.setValue("folderId", "") })}>
              <ScopeOptions />
            </Select>
          )}
        </Field>
        <Field label={t("library.folder")} error={errors.folderId?.message}>
          {(control) => (
            <Select {...control} {...form.register("folderId")}>
              <FolderOptions folders={folders} scope={scope} noneLabel={t("library.noFolder")} />
            </Select>
          )}
        </Field>
      </div>
      <SubjectGradeFields register={(name) => form.register(name)} errors={errors} />
    </FormDialog>
  );
}

interface ResourceValues {
  title: string;
  description: string;
  url?: string;
  scope?: LibraryScope;
  folderId: string;
  subjectCode: string;
  grade: string;
}

/** A resource's details and place. Only the person who added it changes who can see it. */
export function EditResourceDialog({
  resource,
  onOpenChange,
  folders,
}: {
  resource: LibraryResource;
  onOpenChange: (open: boolean) => void;
  folders: FlatFolder[];
}) {
  const t = useT();
  const defaults: ResourceValues = {
    title: resource.title,
    description: resource.description ?? "",
    ...(resource.kind === "link" ? { url: resource.url ?? "" } : {}),
    ...(resource.mine ? { scope: resource.scope } : {}),
    folderId: resource.folderId ?? "",
    subjectCode: resource.subjectCode ?? "",
    grade: resource.grade ?? "",
  };
  const { form, submit, busy, failure } = useLibraryForm<ResourceValues>({
    schema: resourcePatchSchema,
    defaults,
    fields: ["title", "description", "url", "scope", "folderId", "subjectCode", "grade"],
    send: (values) => libraryApi.updateResource(resource.id, values),
    done: () => onOpenChange(false),
    failureText: t("library.editResource.failed"),
  });
  const { errors } = form.formState;
  const scope = form.watch("scope") ?? resource.scope;
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("library.editResource.title", { title: resource.title })}
      label={t("library.editResource.label")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("library.editResource.submit")}
      busyLabel={t("library.saving")}
      icon={<Pencil aria-hidden="true" />}
    >
      {resource.kind === "link" ? (
        <Field label={t("library.webAddress")} required error={errors.url?.message}>
          {(control) => <Input {...control} type="url" inputMode="url" autoComplete="off" {...form.register("url")} />}
        </Field>
      ) : null}
      <Field label={t("library.title")} required error={errors.title?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("title")} />}
      </Field>
      <Field label={t("library.description")} error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register("description")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {resource.mine ? (
          <Field label={t("library.whoCanSee")} required error={errors.scope?.message}>
            {(control) => (
              <Select {...control} {...form.register("scope", { onChange: () => form.setValue("folderId", "") })}>
                <ScopeOptions />
              </Select>
            )}
          </Field>
        ) : null}
        <Field label={t("library.folder")} error={errors.folderId?.message}>
          {(control) => (
            <Select {...control} {...form.register("folderId")}>
              <FolderOptions folders={folders} scope={scope} noneLabel={t("library.noFolder")} />
            </Select>
          )}
        </Field>
      </div>
      <SubjectGradeFields register={(name) => form.register(name)} errors={errors} />
    </FormDialog>
  );
}

/** A one-off change behind an "are you sure?": busy while it runs, the outcome in a toast. */
function useConfirmedAction(run: () => Promise<{ message: string }>, done: () => void) {
  const client = useQueryClient();
  const t = useT();
  const localize = useLocalize();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await run();
      toast({ variant: "success", title: localize(result.message) });
      await afterLibraryChange(client);
      done();
    } catch (err) {
      setError(serverMessage(err) ?? t("library.confirm.failed"));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, confirm };
}

export function ArchiveResourceDialog({ resource, onOpenChange }: { resource: LibraryResource; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const { busy, error, confirm } = useConfirmedAction(
    () => libraryApi.archiveResource(resource.id),
    () => onOpenChange(false),
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("library.archive.title", { title: resource.title })}
      confirmLabel={t("library.archive")}
      busyLabel={t("library.archiving")}
      destructive
      onConfirm={confirm}
      error={error}
    >
      <p>{t("library.archive.text")}</p>
      {resource.usedIn > 0 ? <p>{t("library.archive.keeps", { count: resource.usedIn })}</p> : null}
    </ConfirmDialog>
  );
}

export function DeleteFolderDialog({
  folder,
  onOpenChange,
  onDeleted,
}: {
  folder: LibraryFolder;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const { busy, error, confirm } = useConfirmedAction(
    () => libraryApi.deleteFolder(folder.id),
    () => {
      onOpenChange(false);
      onDeleted();
    },
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("library.deleteFolder.title", { name: folder.name })}
      confirmLabel={t("library.deleteFolder.submit")}
      busyLabel={t("library.deleteFolder.busy")}
      destructive
      onConfirm={confirm}
      error={error}
    >
      <p>{t("library.deleteFolder.text")}</p>
    </ConfirmDialog>
  );
}
