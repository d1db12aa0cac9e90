/** A small HTTP client with a cookie jar, so API tests behave like one browser. */
import http from "node:http";

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  json: <T = unknown>() => T;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  getCookie(name: string) {
    return this.cookies.get(name);
  }

  clearCookies() {
    this.cookies.clear();
  }

  private prepare(options: { body?: unknown; headers?: Record<string, string> }) {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    }
    return { headers, body };
  }

  private keepCookies(setCookies: string[]) {
    for (const cookie of setCookies) {
      const [pair] = cookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<TestResponse> {
    const { headers, body } = this.prepare(options);
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: "manual" });
    this.keepCookies(res.headers.getSetCookie());
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
  }

  /**
   * A request whose path goes out exactly as written (fetch would resolve "/./", "//", "%2e" and
   * backslashes first), for tests of how the server reads odd addresses.
   */
  rawRequest(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<TestResponse> {
    const { headers, body } = this.prepare(options);
    const { hostname, port } = new URL(this.baseUrl);
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: hostname, port, method, path, headers: { ...headers, ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, one);
            }
            this.keepCookies(responseHeaders.getSetCookie());
            const text = Buffer.concat(chunks).toString("utf8");
            resolve({ status: res.statusCode ?? 0, headers: responseHeaders, text, json: <T>() => JSON.parse(text) as T });
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  /** A multipart upload of one file (part name `file`), with a fresh CSRF token. */
  async upload(path: string, file: { name: string; bytes: Uint8Array; type?: string }, fieldName = "file"): Promise<TestResponse> {
    const token = await this.csrfToken();
    const form = new FormData();
    form.append(fieldName, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
    const headers: Record<string, string> = { "x-csrf-token": token };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(`${this.baseUrl}${path}`, { method: "POST", headers, body: form });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, { headers });
  }

  /** Fetches a CSRF token from GET /api/settings, as the browser client does. */
  async csrfToken(): Promise<string> {
    const res = await this.get("/api/settings");
    const token = res.headers.get("x-csrf-token");
    if (!token) throw new Error("GET /api/settings did not return an X-CSRF-Token header");
    return token;
  }

  /** A mutating call carrying a fresh CSRF token. */
  async mutate(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown) {
    const token = await this.csrfToken();
    return this.request(method, path, { body, headers: { "x-csrf-token": token } });
  }
}
