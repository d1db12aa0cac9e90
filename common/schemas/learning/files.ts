/**
 * The answers of a person's own files (docs/api/files.md, /files): what GET /api/files and
 * POST /api/files answer, shared by server/learning/files/store.ts and the My files screen.
 */
import { z } from "zod";
import { FILE_KINDS } from "../../learning/files";

export const ownFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  kind: z.enum(FILE_KINDS),
  durationSeconds: z.number().nullable(),
  createdAt: z.string(),
});
export type OwnFile = z.infer<typeof ownFileSchema>;

/** Where a file is used, in words its owner recognises. */
export const fileUseSchema = z.object({
  kind: z.enum(["assignment", "resource", "work", "portfolio", "report-card", "message"]),
  title: z.string(),
});
export type FileUse = z.infer<typeof fileUseSchema>;

export const ownFilesSchema = z.object({
  files: z.array(ownFileSchema.extend({ usedIn: z.array(fileUseSchema) })),
  usedBytes: z.number(),
  quotaBytes: z.number(),
});
export type OwnFiles = z.infer<typeof ownFilesSchema>;

/** The share of the quota from which My files warns that it is nearly full. */
export const QUOTA_WARNING_SHARE = 0.9;
