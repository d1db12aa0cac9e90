/**
 * Calls of the resource library (docs/api/library.md, contracts in common/api/learning/library.ts).
 * Every change refreshes the library's reads (and My files, where each file is used). Files are
 * uploaded one request each to POST /api/files (app/lib/upload.ts, with progress), then added to
 * the library with POST /api/library/resources.
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { callAnswer } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { uploadFile } from "~/lib/upload";
import { href, pathOf } from "#common/api/contract";
import { fileContent, ownFiles, uploadFile as uploadFileContract } from "#common/api/learning/files";
import {
  archiveLibraryResource,
  createLibraryFolder,
  createLibraryResource,
  deleteLibraryFolder,
  libraryFolders,
  libraryResources,
  updateLibraryFolder,
  updateLibraryResource,
} from "#common/api/learning/library";
import { DEFAULT_SUBJECTS } from "#common/learning/subjects";
import type { LibraryResource, ResourcesQuery } from "#common/schemas/learning/library";
import type { Input } from "#common/api/contract";

export type ResourceFilters = Partial<Pick<ResourcesQuery, "q" | "folderId" | "scope" | "subject" | "grade">> & { page: number };

export function useLibraryFolders() {
  return useQuery(queryOptions(libraryFolders));
}

/** The school's subjects for the pickers; the default ones until the library's folders have loaded. */
export function useLibrarySubjects(): readonly { code: string; name: string }[] {
  return useLibraryFolders().data?.subjects ?? DEFAULT_SUBJECTS;
}

export function useLibraryResources(filters: ResourceFilters) {
  return useQuery({ ...queryOptions(libraryResources, { query: filters }), placeholderData: keepPreviousData });
}

/** The library's changes; each answer's `message` is what the toast says. */
export const libraryApi = {
  createFolder: (body: Input<typeof createLibraryFolder>["body"]) => callAnswer(createLibraryFolder, { body }),
  updateFolder: (id: string, body: Input<typeof updateLibraryFolder>["body"]) => callAnswer(updateLibraryFolder, { params: { id }, body }),
  deleteFolder: (id: string) => callAnswer(deleteLibraryFolder, { params: { id } }),
  createResource: (body: Input<typeof createLibraryResource>["body"]) => callAnswer(createLibraryResource, { body }),
  updateResource: (id: string, body: Input<typeof updateLibraryResource>["body"]) => callAnswer(updateLibraryResource, { params: { id }, body }),
  archiveResource: (id: string) => callAnswer(archiveLibraryResource, { params: { id } }),
};

/** After any change: the folder tree (its counts) and every resource list, and My files (where each file is used). */
export async function afterLibraryChange(client: QueryClient) {
  await Promise.all([invalidate(client, libraryFolders), invalidate(client, libraryResources), invalidate(client, ownFiles)]);
}

/** Uploads one file (its own request, so its own progress bar) and adds it to the library. */
export async function addFileToLibrary(
  file: File,
  into: { folderId: string | null; scope: "teacher" | "school" },
  onProgress: (fraction: number) => void,
): Promise<LibraryResource> {
  const uploaded = await uploadFile(file, { url: pathOf(uploadFileContract.path), onProgress });
  const title =
    file.name
      .replace(/\.[^.]+$/, "")
      .trim()
      .slice(0, 200) || file.name;
  const { data } = await libraryApi.createResource({ kind: "file", fileId: uploaded.id, title, folderId: into.folderId, scope: into.scope });
  return data;
}

/** A file's address: shown in the page, or downloaded (`?download`, no value). */
export const fileContentUrl = (fileId: string, download = false) => `${href(fileContent, { params: { id: fileId } })}${download ? "?download" : ""}`;
