/**
 * Requests sent exactly as written. fetch() would tidy what the fuzzer means to send: it resolves
 * dot segments and percent-encodes the path, refuses some methods and sets its own content type.
 * node:http sends the path, method, headers and body bytes as given.
 */
import http from "node:http";

export interface RawRequest {
  method: string;
  /** The request target as sent: percent-encoding, dot segments and latin1 bytes untouched. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export function createRawClient(baseUrl: string, timeoutMs: number) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  return {
    send(request: RawRequest): Promise<RawResponse> {
      return new Promise((resolve, reject) => {
        const headers: Record<string, string | number> = { ...request.headers };
        if (request.body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "transfer-encoding")) {
          headers["content-length"] = request.body.length;
        }
        const req = http.request(
          { host: hostname, port: Number(port), method: request.method, path: request.path, headers, agent, timeout: timeoutMs },
          (res) => {
            // A live events stream (GET /api/events) stays open: its status and headers are the answer.
            if (String(res.headers["content-type"] ?? "").startsWith("text/event-stream")) {
              resolve({ status: res.statusCode ?? 0, headers: res.headers, text: "" });
              req.destroy();
              return;
            }
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
            res.on("error", reject);
          },
        );
        req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        req.on("error", reject);
        req.end(request.body);
      });
    },
    close() {
      agent.destroy();
    },
  };
}
