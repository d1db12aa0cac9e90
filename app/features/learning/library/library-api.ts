/**
 * Calls of the resource library (docs/api/library.md). Reads use getData with the url in the query
 * key; every change goes through apiRequest (CSRF) and refreshes the library's reads. Files are
 * uploaded one request each to POST /api/files (app/lib/upload.ts, with progress), then added to
 * the library with POST /api/library/resources.
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import { uploadFile } from "~/lib/upload";
import { DEFAULT_SUBJECTS } from "../../../../common/learning/subjects";
import type { LibraryFolders, LibraryResource, LibraryResources, ResourcesQuery } from "../../../../common/schemas/learning/library";

export const LIBRARY_KEY = "/api/library";
const FOLDERS_URL = `${LIBRARY_KEY}/folders`;
const RESOURCES_URL = `${LIBRARY_KEY}/resources`;
export const FILES_URL = "/api/files";

export type ResourceFilters = Partial<Pick<ResourcesQuery, "q" | "folderId" | "scope" | "subject" | "grade">> & { page: number };

export function useLibraryFolders() {
  return useQuery({ queryKey: [FOLDERS_URL], queryFn: () => getData<LibraryFolders>(FOLDERS_URL) });
}

/** The school's subjects for the pickers; the default ones until the library's folders have loaded. */
export function useLibrarySubjects(): readonly { code: string; name: string }[] {
  return useLibraryFolders().data?.subjects ?? DEFAULT_SUBJECTS;
}

export function useLibraryResources(filters: ResourceFilters) {
  const url = withQuery(RESOURCES_URL, filters);
  return useQuery({ queryKey: [RESOURCES_URL, filters], queryFn: () => getData<LibraryResources>(url), placeholderData: keepPreviousData });
}

/** A change under /api/library; the answer's `message` is what the toast says. */
export async function libraryChange<T = unknown>(method: "POST" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<{ message: string; data: T }> {
  const res = await apiRequest(method, `${LIBRARY_KEY}${path}`, body);
  return (await res.json()) as { message: string; data: T };
}

/** After any change: the folder tree (its counts) and every resource list, and My files (where each file is used). */
export async function afterLibraryChange(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(LIBRARY_KEY) }),
    client.invalidateQueries({ queryKey: [FILES_URL] }),
  ]);
}

/** Uploads one file (its own request, so its own progress bar) and adds it to the library. */
export async function addFileToLibrary(
  file: File,
  into: { folderId: string | null; scope: "teacher" | "school" },
  onProgress: (fraction: number) => void,
): Promise<LibraryResource> {
  const uploaded = await uploadFile(file, { url: FILES_URL, onProgress });
  const title = file.name.replace(/\.[^.]+$/, "").trim().slice(0, 200) || file.name;
  const { data } = await libraryChange<LibraryResource>("POST", "/resources", { kind: "file", fileId: uploaded.id, title, folderId: into.folderId, scope: into.scope });
  return data;
}

export const fileContentUrl = (fileId: string, download = false) => `${FILES_URL}/${encodeURIComponent(fileId)}/content${download ? "?download" : ""}`;
