/**
 * Calls of My files (docs/api/files.md, contracts in common/api/learning/files.ts): the list with the
 * quota, uploads one request each (app/lib/upload.ts, with progress) and deleting a file nothing uses.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { callAnswer } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { uploadFile, type UploadOptions } from "~/lib/upload";
import { href } from "#common/api/contract";
import { deleteFile, fileContent, ownFiles, uploadFile as uploadFileContract } from "#common/api/learning/files";

export function useOwnFiles() {
  return useQuery(queryOptions(ownFiles));
}

/** Refreshes the list and the quota after an upload or a delete. */
export function refreshOwnFiles(client: QueryClient) {
  return invalidate(client, ownFiles);
}

export function uploadOwnFile(file: File, onProgress: UploadOptions["onProgress"]) {
  return uploadFile(file, { url: uploadFileContract.path, onProgress });
}

export async function deleteOwnFile(id: string): Promise<{ message: string }> {
  return callAnswer(deleteFile, { params: { id } });
}

/** A file's address: shown in the page when its type allows, or downloaded (`?download`, no value). */
export const contentUrl = (id: string, download = false) => `${href(fileContent, { params: { id } })}${download ? "?download" : ""}`;
