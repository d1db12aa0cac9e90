/**
 * Sends one file to `POST /api/uploads` (docs/api/public-forms.md) with XMLHttpRequest, which, unlike
 * fetch, reports upload progress. It follows the API client's rules (app/lib/api.ts, docs/product.md section 7):
 * cookies, the anti-forgery token in X-CSRF-Token (cleared after a successful call; on a 403 that
 * mentions "CSRF token" it is cleared, fetched again and the upload retried once), and failures
 * raised as ApiError ("STATUS: text"), or UploadNetworkError when the request never got an answer.
 */
import { href } from "#common/api/contract";
import { uploadAttachment } from "#common/api/uploads";
import { ApiError, clearCsrfToken, getCsrfToken } from "./api";
import { UploadNetworkError } from "./form-errors";

export const UPLOAD_URL = href(uploadAttachment);
/** The multipart part the server reads. */
export const UPLOAD_PART = "file";

export interface UploadedFile {
  id: string;
  name: string;
  size: number;
}

export interface UploadOptions {
  /** Called with 0-1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Where to send it: POST /api/uploads (the public forms) unless given (POST /api/files, docs/api/files.md). */
  url?: string;
  /** Text fields sent before the file part (a voice answer's `kind` and `durationSeconds`). */
  fields?: Record<string, string>;
}

interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
}

async function send(file: File, { onProgress, signal, url = UPLOAD_URL, fields = {} }: UploadOptions): Promise<RawAnswer> {
  const token = await getCsrfToken();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled.", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader("X-CSRF-Token", token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.ontimeout = () => reject(new UploadNetworkError());
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(UPLOAD_PART, file, file.name);
    xhr.send(body);
  });
}

/** The 201 answer `{ success, data: { id, name, size } }`. */
function parseUploaded({ status, statusText, text }: RawAnswer, file: File): UploadedFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const data = json && typeof json === "object" && "data" in json ? json.data : json;
  if (!data || typeof data !== "object" || typeof (data as { id?: unknown }).id !== "string") {
    throw new ApiError(status, text || "The upload answer had no file id", statusText);
  }
  const { id, name, size } = data as { id: string; name?: unknown; size?: unknown };
  return { id, name: typeof name === "string" ? name : file.name, size: typeof size === "number" ? size : file.size };
}

/** Uploads one file; resolves with the id to list in the contact message's `attachments`. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  let answer = await send(file, options);
  if (answer.status === 403 && answer.text.includes("CSRF token")) {
    clearCsrfToken();
    answer = await send(file, options);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError(answer.status, answer.text, answer.statusText);
  }
  clearCsrfToken();
  return parseUploaded(answer, file);
}
