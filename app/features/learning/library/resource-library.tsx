/**
 * /teacher/resource-library (docs/api/library.md): the teacher's own folders and the school's as a
 * tree (a select on a phone), a search box and filters, the list with each item's type, size and
 * where it is used; Upload files (several at once, one request each with its own progress bar),
 * Add a link, New folder, edit, move and archive; open and download links to the file's content.
 */
import { useQueryClient } from "@tanstack/react-query";
import {
  Archive,
  Download,
  ExternalLink,
  Folder,
  FolderOpen,
  FolderPlus,
  Library,
  Link2,
  Pencil,
  Search,
  Trash2,
  Upload,
  Users,
  UserRound,
} from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { FileTypeLabel } from "~/components/learning/file-type";
import { UploadProgress, updateRow, type UploadRow } from "~/components/learning/upload-progress";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Select } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { formatDay } from "~/lib/dates";
import { useLanguage, useLocale, useLocalize, useRichT, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { GRADE_LEVELS, gradeName } from "#common/grades";
import { LEARNING_FILE_POLICY } from "#common/learning/files";
import { acceptedTypes } from "~/components/learning/accepted-types";
import { LIBRARY_SCOPES, type LibraryFolder, type LibraryResource, type LibraryScope } from "#common/schemas/learning/library";
import { acceptAttribute, fileProblem, formatBytes } from "#common/uploads";
import {
  AddLinkDialog,
  ArchiveResourceDialog,
  DeleteFolderDialog,
  EditFolderDialog,
  EditResourceDialog,
  NewFolderDialog,
  flattenFolders,
  type FlatFolder,
} from "./library-dialogs";
import {
  addFileToLibrary,
  afterLibraryChange,
  fileContentUrl,
  useLibraryFolders,
  useLibraryResources,
  useLibrarySubjects,
  type ResourceFilters,
} from "./library-api";

const GRADES = new Map(GRADE_LEVELS.map((g) => [g.applicationValue, g]));

function FolderTreeList({ folders, selected, onSelect }: { folders: LibraryFolder[]; selected: string | null; onSelect: (id: string) => void }) {
  const t = useT();
  return (
    <ul className="space-y-0.5">
      {folders.map((f) => (
        <li key={f.id}>
          <button
            type="button"
            onClick={() => onSelect(f.id)}
            aria-current={selected === f.id ? "true" : undefined}
            className={cn(
              "flex min-h-10 w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              selected === f.id && "bg-muted font-semibold",
            )}
          >
            {selected === f.id ? <FolderOpen className="size-4 shrink-0" aria-hidden="true" /> : <Folder className="size-4 shrink-0" aria-hidden="true" />}
            <span className="min-w-0 flex-1 break-words">{f.name}</span>
            <span className="text-xs text-muted-foreground">
              {f.resourceCount}
              <span className="sr-only"> {t("library.items", { count: f.resourceCount })}</span>
            </span>
          </button>
          {f.children.length > 0 ? (
            <div className="ml-4 border-l pl-2">
              <FolderTreeList folders={f.children} selected={selected} onSelect={onSelect} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function ResourceItem({
  resource,
  folderPath,
  onEdit,
  onArchive,
}: {
  resource: LibraryResource;
  folderPath: string | null;
  onEdit: () => void;
  onArchive: () => void;
}) {
  const subjects = useLibrarySubjects();
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  const grade = resource.grade ? GRADES.get(resource.grade) : undefined;
  const isLink = resource.kind === "link";
  const href = isLink ? resource.url! : fileContentUrl(resource.fileId!);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <FileTypeLabel contentType={resource.contentType} name={resource.fileName} link={isLink} />
          <h3 className="text-base font-semibold break-words">
            <a href={href} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline focus-visible:underline">
              {resource.title}
              <span className="sr-only"> {t("library.item.newTab")}</span>
            </a>
          </h3>
          {resource.description ? <p className="whitespace-pre-line text-sm text-muted-foreground">{resource.description}</p> : null}
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {isLink ? <span className="break-all">{resource.url}</span> : <span>{formatBytes(resource.size ?? 0)}</span>}
            <span>{t("library.item.addedBy", { name: resource.owner.name })}</span>
            <span>{t("library.item.updated", { day: formatDay(resource.updatedAt, locale) })}</span>
            {folderPath ? <span>{t("library.item.in", { path: folderPath })}</span> : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <Badge>
              {resource.scope === "school" ? <Users aria-hidden="true" /> : <UserRound aria-hidden="true" />}
              {t(`library.scope.${resource.scope}`)}
            </Badge>
            {resource.subjectCode ? <Badge>{subjects.find((x) => x.code === resource.subjectCode)?.name ?? resource.subjectCode}</Badge> : null}
            {resource.grade ? <Badge>{grade ? gradeName(grade, language) : resource.grade}</Badge> : null}
            <Badge>{resource.usedIn === 0 ? t("library.item.notUsed") : t("library.item.usedIn", { count: resource.usedIn })}</Badge>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {isLink ? (
            <Button asChild variant="outline" size="sm">
              <a href={href} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {t("library.item.open")}
                <span className="sr-only"> {resource.title}</span>
              </a>
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm">
              <a href={fileContentUrl(resource.fileId!, true)} download>
                <Download aria-hidden="true" />
                {t("library.item.download")}
                <span className="sr-only"> {resource.title}</span>
              </a>
            </Button>
          )}
          {resource.canEdit ? (
            <>
              <Button variant="outline" size="sm" onClick={onEdit}>
                <Pencil aria-hidden="true" />
                {t("library.item.edit")}
                <span className="sr-only"> {resource.title}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={onArchive}>
                <Archive aria-hidden="true" />
                {t("library.archive")}
                <span className="sr-only"> {resource.title}</span>
              </Button>
            </>
          ) : null}
        </div>
      </Card>
    </li>
  );
}

export function ResourceLibrary() {
  const client = useQueryClient();
  const ids = useId();
  const t = useT();
  const rt = useRichT();
  const language = useLanguage();
  const localize = useLocalize();
  const foldersQuery = useLibraryFolders();
  const subjects = useLibrarySubjects();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Omit<ResourceFilters, "folderId">>({ page: 1 });
  const resourcesQuery = useLibraryResources({ ...filters, folderId: folderId ?? undefined });
  const [dialog, setDialog] = useState<
    | { kind: "new-folder" }
    | { kind: "edit-folder"; folder: LibraryFolder }
    | { kind: "delete-folder"; folder: LibraryFolder }
    | { kind: "link" }
    | { kind: "edit"; resource: LibraryResource }
    | { kind: "archive"; resource: LibraryResource }
    | null
  >(null);
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);

  const tree = foldersQuery.data?.folders ?? [];
  const flat: FlatFolder[] = flattenFolders(tree);
  const current = flat.find((f) => f.folder.id === folderId)?.folder ?? null;
  const pathOf = (id: string | null) => (id ? (flat.find((f) => f.folder.id === id)?.path ?? null) : null);
  const uploadScope: LibraryScope = current?.scope ?? "teacher";

  const chooseFolder = (id: string | null) => {
    setFolderId(id);
    setFilters((f) => ({ ...f, page: 1 }));
  };
  const setFilter = (patch: Partial<Omit<ResourceFilters, "folderId" | "page">>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ q: search.trim() || undefined });
  };

  async function uploadAll(files: File[]) {
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setUploads((rows) => [...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: "uploading" as const })), ...rows]);
    const update = (key: string, patch: Partial<UploadRow>) => setUploads((rows) => updateRow(rows, key, patch));
    await Promise.all(
      batch.map(async ({ file, key }) => {
        const problem = fileProblem({ name: file.name, size: file.size }, LEARNING_FILE_POLICY);
        if (problem) {
          update(key, { state: "failed", message: localize(problem) });
          return;
        }
        try {
          await addFileToLibrary(file, { folderId: current?.id ?? null, scope: uploadScope }, (progress) => update(key, { progress }));
          update(key, { state: "done", progress: 1 });
        } catch (error) {
          update(key, { state: "failed", message: serverMessage(error) ?? t("library.uploadFailed") });
        }
      }),
    );
    await afterLibraryChange(client);
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          accept={acceptAttribute(LEARNING_FILE_POLICY)}
          data-testid="library-file-input"
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = "";
            if (chosen.length > 0) void uploadAll(chosen);
          }}
        />
        <Button onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" />
          {t("library.uploadFiles")}
        </Button>
        <Button variant="outline" onClick={() => setDialog({ kind: "link" })}>
          <Link2 aria-hidden="true" />
          {t("library.addLink")}
        </Button>
        <Button variant="outline" onClick={() => setDialog({ kind: "new-folder" })}>
          <FolderPlus aria-hidden="true" />
          {t("library.newFolder")}
        </Button>
        <p className="w-full text-sm text-muted-foreground">
          {rt("library.filesGo", {
            place: current ? pathOf(current.id) : t("library.myResources"),
            scope: t(`library.scope.${uploadScope}`).toLowerCase(),
            accepted: acceptedTypes(t),
            size: formatBytes(LEARNING_FILE_POLICY.maxBytes),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      </div>

      <UploadProgress rows={uploads} />

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t("library.folders")} className="space-y-4">
          <QueryState query={foldersQuery} errorTitle={t("library.foldersLoadError")} loadingLabel={t("library.loadingFolders")} loadingClassName="min-h-24">
            {() => (
              <>
                <div className="lg:hidden">
                  <label htmlFor={`${ids}-folder`} className="mb-1.5 block text-sm font-semibold">
                    {t("library.folder")}
                  </label>
                  <Select id={`${ids}-folder`} value={folderId ?? ""} onChange={(e) => chooseFolder(e.target.value || null)}>
                    <option value="">{t("library.allResources")}</option>
                    {flat.map((f) => (
                      <option key={f.folder.id} value={f.folder.id}>
                        {t("library.folderOption", { scope: f.folder.scope, path: f.path, count: f.folder.resourceCount })}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="hidden space-y-4 lg:block">
                  <button
                    type="button"
                    onClick={() => chooseFolder(null)}
                    aria-current={folderId === null ? "true" : undefined}
                    className={cn(
                      "flex min-h-10 w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                      folderId === null && "bg-muted font-semibold",
                    )}
                  >
                    <Library className="size-4" aria-hidden="true" />
                    {t("library.allResources")}
                  </button>
                  {LIBRARY_SCOPES.map((scope) => {
                    const list = tree.filter((f) => f.scope === scope);
                    return (
                      <div key={scope}>
                        <h2 className="mb-1 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                          {scope === "school" ? t("library.schoolFolders") : t("library.myFolders")}
                        </h2>
                        {list.length === 0 ? (
                          <p className="px-2 text-sm text-muted-foreground">{t("library.noneYet")}</p>
                        ) : (
                          <FolderTreeList folders={list} selected={folderId} onSelect={chooseFolder} />
                        )}
                      </div>
                    );
                  })}
                </div>
              </>
            )}
          </QueryState>
          {current ? (
            <div className="flex flex-wrap gap-2">
              {current.canEdit ? (
                <>
                  <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "edit-folder", folder: current })}>
                    <Pencil aria-hidden="true" />
                    {t("library.renameOrMove")}
                    <span className="sr-only"> {current.name}</span>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "delete-folder", folder: current })}>
                    <Trash2 aria-hidden="true" />
                    {t("library.delete")}
                    <span className="sr-only"> {current.name}</span>
                  </Button>
                </>
              ) : (
                <p className="text-sm text-muted-foreground">{t("library.madeBy", { name: current.owner.name })}</p>
              )}
            </div>
          ) : null}
        </nav>

        <section aria-labelledby={`${ids}-list`} className="min-w-0 space-y-4">
          <h2 id={`${ids}-list`} className="text-lg font-semibold">
            {current ? pathOf(current.id) : t("library.allResources")}
          </h2>
          <form role="search" onSubmit={submitSearch} className="flex gap-2">
            <label htmlFor={`${ids}-q`} className="sr-only">
              {t("library.searchLabel")}
            </label>
            <Input
              id={`${ids}-q`}
              type="search"
              value={search}
              maxLength={100}
              placeholder={t("library.searchLabel")}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" />
              {t("library.search")}
            </Button>
          </form>
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor={`${ids}-scope`} className="mb-1.5 block text-sm font-semibold">
                {t("library.whoCanSee")}
              </label>
              <Select
                id={`${ids}-scope`}
                value={filters.scope ?? ""}
                onChange={(e) => setFilter({ scope: (e.target.value || undefined) as LibraryScope | undefined })}
              >
                <option value="">{t("library.mineAndSchool")}</option>
                {LIBRARY_SCOPES.map((s) => (
                  <option key={s} value={s}>
                    {t(`library.scope.${s}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <label htmlFor={`${ids}-subject`} className="mb-1.5 block text-sm font-semibold">
                {t("library.subject")}
              </label>
              <Select id={`${ids}-subject`} value={filters.subject ?? ""} onChange={(e) => setFilter({ subject: e.target.value || undefined })}>
                <option value="">{t("library.allSubjects")}</option>
                {subjects.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <label htmlFor={`${ids}-grade`} className="mb-1.5 block text-sm font-semibold">
                {t("library.grade")}
              </label>
              <Select id={`${ids}-grade`} value={filters.grade ?? ""} onChange={(e) => setFilter({ grade: e.target.value || undefined })}>
                <option value="">{t("library.allGrades")}</option>
                {GRADE_LEVELS.map((g) => (
                  <option key={g.applicationValue} value={g.applicationValue}>
                    {gradeName(g, language)}
                  </option>
                ))}
              </Select>
            </div>
          </div>

          <QueryState
            query={resourcesQuery}
            errorTitle={t("library.loadError")}
            loadingLabel={t("library.loading")}
            isEmpty={(page) => page.total === 0}
            empty={
              <Alert
                kind="info"
                title={
                  filters.q || filters.scope || filters.subject || filters.grade
                    ? t("library.nothingMatches")
                    : current
                      ? t("library.folderEmpty")
                      : t("library.libraryEmpty")
                }
              >
                <p>{filters.q || filters.scope || filters.subject || filters.grade ? t("library.tryOther") : t("library.startHint")}</p>
              </Alert>
            }
          >
            {(page) => (
              <div className="space-y-4">
                <ul className="space-y-3" aria-label={t("library.resources")}>
                  {page.resources.map((r) => (
                    <ResourceItem
                      key={r.id}
                      resource={r}
                      folderPath={folderId ? null : pathOf(r.folderId)}
                      onEdit={() => setDialog({ kind: "edit", resource: r })}
                      onArchive={() => setDialog({ kind: "archive", resource: r })}
                    />
                  ))}
                </ul>
                <Pager
                  page={page.page}
                  pageSize={page.pageSize}
                  total={page.total}
                  onPage={(p) => setFilters((f) => ({ ...f, page: p }))}
                  label={t("library.pages")}
                />
              </div>
            )}
          </QueryState>
        </section>
      </div>

      <NewFolderDialog
        key={`new-${folderId ?? "top"}-${dialog?.kind === "new-folder"}`}
        open={dialog?.kind === "new-folder"}
        onOpenChange={(open) => !open && setDialog(null)}
        folders={flat}
        parent={current}
      />
      <AddLinkDialog
        key={`link-${folderId ?? "top"}-${dialog?.kind === "link"}`}
        open={dialog?.kind === "link"}
        onOpenChange={(open) => !open && setDialog(null)}
        folders={flat}
        folder={current}
      />
      {dialog?.kind === "edit-folder" ? <EditFolderDialog folder={dialog.folder} folders={flat} onOpenChange={(open) => !open && setDialog(null)} /> : null}
      {dialog?.kind === "delete-folder" ? (
        <DeleteFolderDialog folder={dialog.folder} onOpenChange={(open) => !open && setDialog(null)} onDeleted={() => chooseFolder(null)} />
      ) : null}
      {dialog?.kind === "edit" ? <EditResourceDialog resource={dialog.resource} folders={flat} onOpenChange={(open) => !open && setDialog(null)} /> : null}
      {dialog?.kind === "archive" ? <ArchiveResourceDialog resource={dialog.resource} onOpenChange={(open) => !open && setDialog(null)} /> : null}
    </div>
  );
}
