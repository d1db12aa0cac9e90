/**
 * The prerendered public pages' answers, made once at start-up and sent before the framework sees the
 * request (issue 37). A page's answer is the same for everyone (its header block, with the security
 * headers and the page's own policy, and its body in each encoding), so the framework's work per
 * request (routing, the hooks of every route, a request object and a logger of its own) bought it
 * nothing: the server's listener answers a GET or HEAD of a page's address itself, and leaves every
 * other request to Fastify. Fastify's own path to a page (site.ts: an escaped address, a request during
 * shutdown, `inject` in tests) sends the same answers.
 */
import type { FastifyBaseLogger, FastifyServerFactory } from "fastify";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import http from "node:http";
import { acceptedEncoding, etagMatches } from "../http/negotiation";
import { splitUrl } from "../http/request-path";

/** One answer of a page: its status, its headers (Content-Length aside) and as Node writes them, its body. */
export interface PageAnswer {
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  /** The headers as name, value, name, value... with Content-Length for a body: what `writeHead` takes. */
  rawHeaders: readonly string[];
  body?: Buffer;
}

export interface Page {
  body: Buffer;
  etag: string;
  csp: string;
  lastModified: Date;
  /** Each answer the page can get, all known at start-up. */
  answers: { notModified: PageAnswer; identity: PageAnswer; br?: PageAnswer; gzip?: PageAnswer };
}

export interface PageFiles {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

/** A page's answers, from its files and its headers in identity encoding. */
export function pageAnswers(files: PageFiles, identity: Readonly<Record<string, string>>): Page["answers"] {
  const answer = (status: PageAnswer["status"], headers: Readonly<Record<string, string>>, body?: Buffer): PageAnswer => {
    const raw = Object.entries(headers).flat();
    return { status, headers, rawHeaders: body ? [...raw, "content-length", String(body.length)] : raw, body };
  };
  return {
    notModified: answer(304, identity),
    identity: answer(200, identity, files.body),
    br: files.br && answer(200, { ...identity, "content-encoding": "br" }, files.br),
    gzip: files.gz && answer(200, { ...identity, "content-encoding": "gzip" }, files.gz),
  };
}

/** What a request for the page gets: 304 when it holds the page already, else the best encoding it takes. */
export function pageAnswer(page: Page, headers: IncomingHttpHeaders): PageAnswer {
  if (etagMatches(headers, page.etag)) return page.answers.notModified;
  const encoding = acceptedEncoding(headers);
  return (encoding && page.answers[encoding]) || page.answers.identity;
}

/** The pages answered ahead of the framework, by their address; none until the site is loaded. */
export class PageAnswers {
  #pages: ReadonlyMap<string, Page> = new Map();
  /** Where a page sent is logged, as Fastify logs its requests: only at level info or below. */
  #log: FastifyBaseLogger | undefined;
  #stopped = false;

  serve(pages: ReadonlyMap<string, Page>, log: FastifyBaseLogger) {
    this.#pages = pages;
    // pino has isLevelEnabled; the logger Fastify gives when logging is off has not.
    this.#log = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.("info") ? log : undefined;
  }

  /** From the start of shutdown, every request goes to Fastify, which answers 503 and closes the connection. */
  stop() {
    this.#stopped = true;
  }

  /** Answers a GET or HEAD of a page's very address (its query string aside); false leaves the request to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.#stopped || (request.method !== "GET" && request.method !== "HEAD")) return false;
    const page = this.#pages.get(splitUrl(request.url ?? "").path);
    if (!page) return false;
    const answer = pageAnswer(page, request.headers);
    // HEAD: Node sends the headers (the length of the body a GET gets) and drops the body.
    response.writeHead(answer.status, answer.rawHeaders as string[]);
    response.end(answer.body);
    // The request serializer (app.ts) writes its method and its address with any token redacted.
    this.#log?.info({ req: request, res: { statusCode: answer.status } }, "page sent");
    return true;
  }
}

/**
 * Fastify's HTTP server with the pages answered first. A server of one's own gets none of the settings
 * Fastify gives the server it makes (fastify/lib/server.js), so they are set here from its options.
 */
export function serverAnsweringPages(pages: PageAnswers): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer((options.http ?? {}) as http.ServerOptions, (request, response) => {
      if (!pages.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    return server;
  };
}
