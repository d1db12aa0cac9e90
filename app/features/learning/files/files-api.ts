/**
 * Calls of My files (docs/api/files.md): the list with the quota, uploads one request each
 * (app/lib/upload.ts, with progress) and deleting a file nothing uses.
 */
import { useQuery } from "@tanstack/react-query";
import { apiRequest, getData } from "~/lib/api";
import { uploadFile, type UploadOptions } from "~/lib/upload";
import type { OwnFiles } from "../../../../common/schemas/learning/files";

export const FILES_KEY = "/api/files";

export function useOwnFiles() {
  return useQuery({ queryKey: [FILES_KEY], queryFn: () => getData<OwnFiles>(FILES_KEY) });
}

export function uploadOwnFile(file: File, onProgress: UploadOptions["onProgress"]) {
  return uploadFile(file, { url: FILES_KEY, onProgress });
}

export async function deleteOwnFile(id: string): Promise<{ message: string }> {
  const res = await apiRequest("DELETE", `${FILES_KEY}/${encodeURIComponent(id)}`);
  return (await res.json()) as { message: string };
}

export const contentUrl = (id: string, download = false) => `${FILES_KEY}/${encodeURIComponent(id)}/content${download ? "?download" : ""}`;
