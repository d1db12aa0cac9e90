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
import { cn } from "~/lib/utils";
import { GRADE_LEVELS } from "#common/grades";
import { LEARNING_FILE_POLICY } from "#common/learning/files";
import { LIBRARY_SCOPE_LABELS, LIBRARY_SCOPES, type LibraryFolder, type LibraryResource, type LibraryScope } from "#common/schemas/learning/library";
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

const GRADE_NAMES = new Map(GRADE_LEVELS.map((g) => [g.applicationValue, g.name]));

function FolderTreeList({ folders, selected, onSelect }: { folders: LibraryFolder[]; selected: string | null; onSelect: (id: string) => void }) {
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
              <span className="sr-only"> {f.resourceCount === 1 ? "item" : "items"}</span>
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
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </h3>
          {resource.description ? <p className="whitespace-pre-line text-sm text-muted-foreground">{resource.description}</p> : null}
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {isLink ? <span className="break-all">{resource.url}</span> : <span>{formatBytes(resource.size ?? 0)}</span>}
            <span>Added by {resource.owner.name}</span>
            <span>Updated {formatDay(resource.updatedAt)}</span>
            {folderPath ? <span>In {folderPath}</span> : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <Badge>
              {resource.scope === "school" ? <Users aria-hidden="true" /> : <UserRound aria-hidden="true" />}
              {LIBRARY_SCOPE_LABELS[resource.scope]}
            </Badge>
            {resource.subjectCode ? <Badge>{subjects.find((x) => x.code === resource.subjectCode)?.name ?? resource.subjectCode}</Badge> : null}
            {resource.grade ? <Badge>{GRADE_NAMES.get(resource.grade) ?? resource.grade}</Badge> : null}
            <Badge>
              {resource.usedIn === 0 ? "Not used in any assignment" : `Used in ${resource.usedIn} ${resource.usedIn === 1 ? "assignment" : "assignments"}`}
            </Badge>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {isLink ? (
            <Button asChild variant="outline" size="sm">
              <a href={href} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open<span className="sr-only"> {resource.title}</span>
              </a>
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm">
              <a href={fileContentUrl(resource.fileId!, true)} download>
                <Download aria-hidden="true" />
                Download<span className="sr-only"> {resource.title}</span>
              </a>
            </Button>
          )}
          {resource.canEdit ? (
            <>
              <Button variant="outline" size="sm" onClick={onEdit}>
                <Pencil aria-hidden="true" />
                Edit<span className="sr-only"> {resource.title}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={onArchive}>
                <Archive aria-hidden="true" />
                Archive<span className="sr-only"> {resource.title}</span>
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
          update(key, { state: "failed", message: problem });
          return;
        }
        try {
          await addFileToLibrary(file, { folderId: current?.id ?? null, scope: uploadScope }, (progress) => update(key, { progress }));
          update(key, { state: "done", progress: 1 });
        } catch (error) {
          update(key, { state: "failed", message: serverMessage(error) ?? "The upload did not finish. Please try again." });
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
          Upload files
        </Button>
        <Button variant="outline" onClick={() => setDialog({ kind: "link" })}>
          <Link2 aria-hidden="true" />
          Add a link
        </Button>
        <Button variant="outline" onClick={() => setDialog({ kind: "new-folder" })}>
          <FolderPlus aria-hidden="true" />
          New folder
        </Button>
        <p className="w-full text-sm text-muted-foreground">
          Files go to {current ? <strong>{pathOf(current.id)}</strong> : <strong>My resources</strong>} ({LIBRARY_SCOPE_LABELS[uploadScope].toLowerCase()}).{" "}
          {LEARNING_FILE_POLICY.acceptedLabel}, up to {formatBytes(LEARNING_FILE_POLICY.maxBytes)} each.
        </p>
      </div>

      <UploadProgress rows={uploads} />

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Folders" className="space-y-4">
          <QueryState query={foldersQuery} errorTitle="The folders could not be loaded." loadingLabel="Loading folders..." loadingClassName="min-h-24">
            {() => (
              <>
                <div className="lg:hidden">
                  <label htmlFor={`${ids}-folder`} className="mb-1.5 block text-sm font-semibold">
                    Folder
                  </label>
                  <Select id={`${ids}-folder`} value={folderId ?? ""} onChange={(e) => chooseFolder(e.target.value || null)}>
                    <option value="">All resources</option>
                    {flat.map((f) => (
                      <option key={f.folder.id} value={f.folder.id}>
                        {`${f.folder.scope === "school" ? "School" : "Mine"}: ${f.path} (${f.folder.resourceCount})`}
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
                    All resources
                  </button>
                  {LIBRARY_SCOPES.map((scope) => {
                    const list = tree.filter((f) => f.scope === scope);
                    return (
                      <div key={scope}>
                        <h2 className="mb-1 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                          {scope === "school" ? "School folders" : "My folders"}
                        </h2>
                        {list.length === 0 ? (
                          <p className="px-2 text-sm text-muted-foreground">None yet.</p>
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
                    Rename or move<span className="sr-only"> {current.name}</span>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "delete-folder", folder: current })}>
                    <Trash2 aria-hidden="true" />
                    Delete<span className="sr-only"> {current.name}</span>
                  </Button>
                </>
              ) : (
                <p className="text-sm text-muted-foreground">Made by {current.owner.name}.</p>
              )}
            </div>
          ) : null}
        </nav>

        <section aria-labelledby={`${ids}-list`} className="min-w-0 space-y-4">
          <h2 id={`${ids}-list`} className="text-lg font-semibold">
            {current ? pathOf(current.id) : "All resources"}
          </h2>
          <form role="search" onSubmit={submitSearch} className="flex gap-2">
            <label htmlFor={`${ids}-q`} className="sr-only">
              Search titles and descriptions
            </label>
            <Input
              id={`${ids}-q`}
              type="search"
              value={search}
              maxLength={100}
              placeholder="Search titles and descriptions"
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" />
              Search
            </Button>
          </form>
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor={`${ids}-scope`} className="mb-1.5 block text-sm font-semibold">
                Who can see it
              </label>
              <Select
                id={`${ids}-scope`}
                value={filters.scope ?? ""}
                onChange={(e) => setFilter({ scope: (e.target.value || undefined) as LibraryScope | undefined })}
              >
                <option value="">Mine and the school&apos;s</option>
                {LIBRARY_SCOPES.map((s) => (
                  <option key={s} value={s}>
                    {LIBRARY_SCOPE_LABELS[s]}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <label htmlFor={`${ids}-subject`} className="mb-1.5 block text-sm font-semibold">
                Subject
              </label>
              <Select id={`${ids}-subject`} value={filters.subject ?? ""} onChange={(e) => setFilter({ subject: e.target.value || undefined })}>
                <option value="">All subjects</option>
                {subjects.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <label htmlFor={`${ids}-grade`} className="mb-1.5 block text-sm font-semibold">
                Grade
              </label>
              <Select id={`${ids}-grade`} value={filters.grade ?? ""} onChange={(e) => setFilter({ grade: e.target.value || undefined })}>
                <option value="">All grades</option>
                {GRADE_LEVELS.map((g) => (
                  <option key={g.applicationValue} value={g.applicationValue}>
                    {g.name}
                  </option>
                ))}
              </Select>
            </div>
          </div>

          <QueryState
            query={resourcesQuery}
            errorTitle="The library could not be loaded."
            loadingLabel="Loading the library..."
            isEmpty={(page) => page.total === 0}
            empty={
              <Alert
                kind="info"
                title={
                  filters.q || filters.scope || filters.subject || filters.grade
                    ? "Nothing matches."
                    : current
                      ? "This folder is empty."
                      : "Your library is empty."
                }
              >
                <p>
                  {filters.q || filters.scope || filters.subject || filters.grade
                    ? "Try other words or clear a filter."
                    : "Upload files or add a link to start."}
                </p>
              </Alert>
            }
          >
            {(page) => (
              <div className="space-y-4">
                <ul className="space-y-3" aria-label="Resources">
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
                  label="Library pages"
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
