/**
 * Rules for people's own files (issue 16: attachments, the resource library, work, voice
 * answers), checked in the browser before an upload and again on the server, where the bytes must
 * also match the extension (server/uploads/file-signature.ts). Messages follow common/uploads.ts.
 */
import type { Role } from "../roles";
import { IMAGE_EXTENSIONS, MB, type UploadPolicy } from "../uploads";

/** Files a teacher attaches or a child hands in: 25 MB each. */
export const LEARNING_FILE_POLICY: UploadPolicy = {
  maxFiles: 10,
  maxBytes: 25 * MB,
  extensions: [...IMAGE_EXTENSIONS, ".pdf", ".doc", ".docx", ".pptx", ".xlsx", ".txt"],
  acceptedLabel: "images, .pdf, .doc, .docx, .pptx, .xlsx, .txt",
};

/** A voice answer recorded in the browser: Chromium and Firefox record WebM or Ogg Opus, Safari MP4 audio. */
export const VOICE_FILE_POLICY: UploadPolicy = {
  maxFiles: 3,
  maxBytes: 10 * MB,
  extensions: [".webm", ".ogg", ".m4a"],
  acceptedLabel: ".webm, .ogg, .m4a",
};

/** The longest voice answer the recorder takes (a K-2 child's answer is a minute or two). */
export const VOICE_MAX_SECONDS = 5 * 60;

/** What each person may keep in their own files, by role. */
export const FILE_QUOTA_BYTES: Record<Role, number> = {
  student: 250 * MB,
  guardian: 100 * MB,
  parent: 100 * MB,
  teacher: 2048 * MB,
  admin: 2048 * MB,
  super_admin: 2048 * MB,
};

export function quotaMessage(quotaBytes: number) {
  return `This file would take you over your ${Math.round(quotaBytes / MB)} MB of storage. Delete files you no longer need on My files and try again.`;
}

export const FILE_KINDS = ["upload", "voice", "report-card"] as const;
export type FileKind = (typeof FILE_KINDS)[number];
