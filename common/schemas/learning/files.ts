/**
 * The answers of a person's own files (docs/api/files.md, /files): what GET /api/files and
 * POST /api/files answer, shared by server/learning/files/store.ts and the My files screen.
 */
import type { FileKind } from "../../learning/files";

export interface OwnFile {
  id: string;
  name: string;
  size: number;
  contentType: string;
  kind: FileKind;
  durationSeconds: number | null;
  createdAt: string;
}

/** Where a file is used, in words its owner recognises. */
export interface FileUse {
  kind: "assignment" | "resource" | "submission" | "portfolio" | "report-card" | "message";
  title: string;
}

export interface OwnFiles {
  files: (OwnFile & { usedIn: FileUse[] })[];
  usedBytes: number;
  quotaBytes: number;
}

/** The share of the quota from which My files warns that it is nearly full. */
export const QUOTA_WARNING_SHARE = 0.9;
