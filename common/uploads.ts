/**
 * File rules of docs/product.md sections 5 and 9, checked on the client before upload and again on the server
 * (where the bytes must also match the extension: server/uploads). Messages are the spec's.
 */
import { DEFAULT_LOCALE } from "./date-formats";

export interface UploadPolicy {
  maxFiles: number;
  maxBytes: number;
  /** Lower-case extensions with the dot. */
  extensions: readonly string[];
  /** Text naming the accepted types in messages ("images, .pdf, .doc, .docx, .txt"). */
  acceptedLabel: string;
}

export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".gif", ".webp"] as const;
export const MAX_FILE_NAME_LENGTH = 255;
export const MB = 1024 * 1024;

/** Upload defaults (docs/product.md section 9): 10 MB and 10 files. */
export const DEFAULT_UPLOAD_POLICY: UploadPolicy = {
  maxFiles: 10,
  maxBytes: 10 * MB,
  extensions: [...IMAGE_EXTENSIONS, ".pdf", ".doc", ".docx", ".txt"],
  acceptedLabel: "images, .pdf, .doc, .docx, .txt",
};

/** Contact attachments: at most 5 files of 10 MB; images, .pdf, .doc, .docx, .txt. */
export const CONTACT_UPLOAD_POLICY: UploadPolicy = { ...DEFAULT_UPLOAD_POLICY, maxFiles: 5 };

export const DANGEROUS_EXTENSIONS = [".exe", ".bat", ".cmd", ".scr", ".com", ".pif", ".vbs", ".js", ".jar"] as const;
export const FORBIDDEN_NAME_CHARACTERS = /[<>:"/\\|?*]/;

export function fileExtension(name: string) {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** "9.5 MB", "512 KB", "12 bytes", the number in `locale`'s digits (ungrouped: "1500 MB", as it always read). */
export function formatBytes(bytes: number, locale = DEFAULT_LOCALE) {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(value);
  if (bytes >= MB) return `${number(bytes / MB)} MB`;
  if (bytes >= 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes)} bytes`;
}

/** A size just over a limit, with enough decimals that it never reads the same as the limit ("10.01 MB"). */
export function formatSizeOver(bytes: number, limit: number) {
  const limitText = formatBytes(limit);
  if (formatBytes(bytes) !== limitText) return formatBytes(bytes);
  const unit = bytes >= MB ? MB : 1024;
  const suffix = bytes >= MB ? "MB" : "KB";
  for (const decimals of [2, 3, 4]) {
    const text = `${(bytes / unit).toFixed(decimals)} ${suffix}`;
    if (Number((bytes / unit).toFixed(decimals)) > limit / unit) return text;
  }
  return `${bytes.toLocaleString("en-US")} bytes`;
}

/** The `accept` attribute of a file input for a policy. */
export function acceptAttribute(policy: UploadPolicy) {
  return [...policy.extensions, "image/*"].join(",");
}

/** The first rule a file breaks, or undefined when it may be uploaded. */
export function fileProblem(file: { name: string; size: number }, policy: UploadPolicy): string | undefined {
  const extension = fileExtension(file.name);
  if (file.name.length > MAX_FILE_NAME_LENGTH) return `File name is too long (maximum ${MAX_FILE_NAME_LENGTH} characters)`;
  // eslint-disable-next-line no-control-regex -- refusing control characters in a file name is the point
  if (FORBIDDEN_NAME_CHARACTERS.test(file.name) || /[\u0000-\u001f]/.test(file.name)) {
    return 'File name cannot contain any of these characters: < > : " / \\ | ? *';
  }
  // Every extension in the name counts, so "report.exe.pdf" is refused like "report.exe".
  const parts = file.name
    .toLowerCase()
    .split(".")
    .slice(1)
    .map((p) => `.${p}`);
  const dangerous = parts.find((p) => (DANGEROUS_EXTENSIONS as readonly string[]).includes(p));
  if (dangerous) return `File type '${dangerous}' is not allowed for security reasons`;
  if (!policy.extensions.includes(extension)) {
    return `File type '${extension || file.name}' not allowed. Accepted types: ${policy.acceptedLabel}`;
  }
  if (file.size === 0) return "File is empty and cannot be uploaded";
  if (file.size > policy.maxBytes) return `File size ${formatSizeOver(file.size, policy.maxBytes)} exceeds the ${formatBytes(policy.maxBytes)} limit`;
  return undefined;
}

export function tooManyFiles(count: number, policy: UploadPolicy): string | undefined {
  return count > policy.maxFiles ? `Cannot upload more than ${policy.maxFiles} files` : undefined;
}
