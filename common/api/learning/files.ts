/** People's own files (docs/api/files.md): upload, list, read and delete. */
import { ROLES } from "../../roles";
import { ownFileSchema, ownFilesSchema } from "../../schemas/learning/files";
import { FILE, MULTIPART, defineContract, done, ok } from "../contract";

/** Keeps one uploaded file (`kind=voice` and `durationSeconds` before the file for a voice answer). */
export const uploadFile = defineContract({
  method: "POST",
  path: "/api/files",
  roles: ROLES,
  body: MULTIPART,
  output: ok(ownFileSchema),
  status: 201,
});

/** The signed-in person's files, where each is used, and their quota. */
export const ownFiles = defineContract({
  method: "GET",
  path: "/api/files",
  roles: ROLES,
  output: ok(ownFilesSchema),
});

/**
 * A file's bytes, for anyone server/learning/access.ts canReadFile allows: shown in the page when the
 * type allows, downloaded otherwise or when the address ends with `?download` (no value, so append it
 * to `href(fileContent, ...)`).
 */
export const fileContent = defineContract({
  method: "GET",
  path: "/api/files/:id/content",
  roles: ROLES,
  output: FILE,
});

/** Deletes the signed-in person's own file when nothing uses it. */
export const deleteFile = defineContract({
  method: "DELETE",
  path: "/api/files/:id",
  roles: ROLES,
  output: done,
});
