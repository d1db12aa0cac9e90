/**
 * The attachment upload client (app/lib/upload.ts): one multipart POST /api/uploads per file through
 * XMLHttpRequest with real progress, following the API client's anti-forgery rules (docs/product.md section 7)
 * and its "STATUS: text" errors (docs/product.md section 8). XMLHttpRequest is replaced by a small fake.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Upload = typeof import("../../app/lib/upload");
type FormErrors = typeof import("../../app/lib/form-errors");

interface Reply {
  status?: number;
  text?: string;
  statusText?: string;
  /** Progress events sent before the answer, as [loaded, total]. */
  progress?: [number, number][];
  /** Fail like a dropped connection instead of answering. */
  network?: boolean;
}

class FakeXhr {
  static sent: FakeXhr[] = [];
  static replies: Reply[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = "";
  responseText = "";
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const reply = FakeXhr.replies.shift() ?? { status: 201, text: JSON.stringify({ success: true, data: { id: "up-1", name: "a.pdf", size: 3 } }) };
    queueMicrotask(() => {
      if (this.aborted) return;
      for (const [loaded, total] of reply.progress ?? []) this.upload.onprogress?.({ lengthComputable: true, loaded, total });
      if (reply.network) {
        this.onerror?.();
        return;
      }
      this.status = reply.status ?? 0;
      this.statusText = reply.statusText ?? "";
      this.responseText = reply.text ?? "";
      this.onload?.();
    });
  }
}

let upload: Upload;
let formErrors: FormErrors;
let tokensIssued = 0;

beforeEach(async () => {
  FakeXhr.sent = [];
  FakeXhr.replies = [];
  tokensIssued = 0;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === "/api/settings") {
        tokensIssued += 1;
        return new Response("{}", { headers: { "X-CSRF-Token": `tok-${tokensIssued}` } });
      }
      return new Response("not found", { status: 404 });
    }),
  );
  vi.resetModules();
  upload = await import("../../app/lib/upload");
  formErrors = await import("../../app/lib/form-errors");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const pdf = () => new File(["%PDF-1.4"], "school-report.pdf", { type: "application/pdf" });

describe("uploadFile", () => {
  it("posts the file as the multipart part 'file' with cookies and the anti-forgery token, and resolves with the id", async () => {
    const file = pdf();
    FakeXhr.replies.push({ status: 201, text: JSON.stringify({ success: true, data: { id: "abc123", name: "school-report.pdf", size: 8 } }) });
    const result = await upload.uploadFile(file);
    expect(result).toEqual({ id: "abc123", name: "school-report.pdf", size: 8 });
    const [xhr] = FakeXhr.sent;
    expect(xhr!.method).toBe("POST");
    expect(xhr!.url).toBe("/api/uploads");
    expect(xhr!.withCredentials).toBe(true);
    expect(xhr!.headers["X-CSRF-Token"]).toBe("tok-1");
    expect(xhr!.body).toBeInstanceOf(FormData);
    const part = (xhr!.body as FormData).get("file");
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe("school-report.pdf");
  });

  it("reports progress as a fraction of the bytes sent", async () => {
    const seen: number[] = [];
    FakeXhr.replies.push({
      status: 201,
      text: JSON.stringify({ success: true, data: { id: "p", name: "school-report.pdf", size: 8 } }),
      progress: [
        [0, 400],
        [100, 400],
        [300, 400],
        [400, 400],
      ],
    });
    await upload.uploadFile(pdf(), { onProgress: (fraction) => seen.push(fraction) });
    expect(seen).toEqual([0, 0.25, 0.75, 1]);
  });

  it("clears the token after a successful upload, so the next call fetches a fresh one", async () => {
    await upload.uploadFile(pdf());
    await upload.uploadFile(pdf());
    expect(FakeXhr.sent.map((x) => x.headers["X-CSRF-Token"])).toEqual(["tok-1", "tok-2"]);
  });

  it("on a 403 that mentions the CSRF token, fetches a new token and retries once", async () => {
    FakeXhr.replies.push({ status: 403, text: JSON.stringify({ message: "Invalid CSRF token" }) });
    const result = await upload.uploadFile(pdf());
    expect(result.id).toBe("up-1");
    expect(FakeXhr.sent.map((x) => x.headers["X-CSRF-Token"])).toEqual(["tok-1", "tok-2"]);
  });

  it("retries only once, then fails with the second answer", async () => {
    FakeXhr.replies.push({ status: 403, text: "Missing CSRF token" }, { status: 403, text: "Missing CSRF token" });
    await expect(upload.uploadFile(pdf())).rejects.toThrow("403: Missing CSRF token");
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it("does not retry another 403", async () => {
    FakeXhr.replies.push({ status: 403, text: "Forbidden" });
    await expect(upload.uploadFile(pdf())).rejects.toThrow("403: Forbidden");
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("rejects a refused file with STATUS: text, which the form shows through formErrorMessage", async () => {
    const body = { message: "Invalid file", errors: [{ field: "file", message: "File type '.exe' is not allowed for security reasons" }] };
    FakeXhr.replies.push({ status: 400, text: JSON.stringify(body) });
    const error = await upload.uploadFile(pdf()).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`400: ${JSON.stringify(body)}`);
    expect(formErrors.formErrorMessage(error)).toBe("File type '.exe' is not allowed for security reasons");
  });

  it("uses the status text when the body is empty", async () => {
    FakeXhr.replies.push({ status: 500, text: "", statusText: "Internal Server Error" });
    const error = await upload.uploadFile(pdf()).catch((e: unknown) => e);
    expect((error as Error).message).toBe("500: Internal Server Error");
    expect(formErrors.formErrorMessage(error)).toBe(formErrors.SERVER_ERROR);
  });

  it("rejects with UploadNetworkError when the request never got an answer", async () => {
    FakeXhr.replies.push({ network: true });
    const error = await upload.uploadFile(pdf()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(formErrors.UploadNetworkError);
    expect(formErrors.formErrorMessage(error)).toBe(formErrors.NETWORK_ERROR);
  });

  it("rejects a success answer without an id", async () => {
    FakeXhr.replies.push({ status: 201, text: "{}" });
    await expect(upload.uploadFile(pdf())).rejects.toThrow(/^201: /);
  });

  it("can be cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(upload.uploadFile(pdf(), { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });
});
