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

/**
 * A drawing answer (app/features/learning/work/drawing-pad.tsx): a PNG of the pad's fixed size
 * (DRAWING_SIZE), so its bytes and pixels stay small whatever the screen it was drawn on.
 */
export const DRAWING_FILE_POLICY: UploadPolicy = {
  maxFiles: 1,
  maxBytes: 5 * MB,
  extensions: [".png"],
  acceptedLabel: ".png",
};

/** The drawing pad's logical size in pixels: the canvas scales to the screen, the saved PNG is this size. */
export const DRAWING_SIZE = { width: 1024, height: 768 } as const;

/** A photo of paper work, taken with the device's camera and made smaller in the browser before it is sent. */
export const PHOTO_FILE_POLICY: UploadPolicy = {
  maxFiles: 1,
  maxBytes: 8 * MB,
  extensions: [".jpg", ".jpeg", ".webp"],
  acceptedLabel: ".jpg, .jpeg, .webp",
};

/** The longer side, in pixels, the browser makes a photo before sending it (JPEG at PHOTO_JPEG_QUALITY). */
export const PHOTO_MAX_SIDE = 2048;
export const PHOTO_JPEG_QUALITY = 0.85;

/**
 * The most pixels on the longer side the server keeps of a drawing or a photo answer. A drawing is
 * exactly DRAWING_SIZE; a photo is made PHOTO_MAX_SIDE in the browser, with room for a browser
 * that could not make it smaller (an old one), but not for a phone's full 48-megapixel photo.
 */
export const ANSWER_PICTURE_MAX_SIDE = { drawing: 2048, photo: 4096 } as const;

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

export const FILE_KINDS = ["upload", "voice", "drawing", "photo", "report-card"] as const;
export type FileKind = (typeof FILE_KINDS)[number];
