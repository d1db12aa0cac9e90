/**
 * POST /api/uploads under abuse (docs/api/public-forms.md): broken multipart bodies answer 400, a
 * file streams to disk and reading stops at the size limit, unclaimed uploads share a quota and
 * expire in two hours, a slow endless request is cut off, and memory does not grow with the files.
 * The everyday rules (names, types, signatures, attaching) are in public-forms.test.ts.
 */
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uploads } from "../../server/db/schema";
import { CHOOSE_FILE, ONE_FILE, UNREADABLE_UPLOAD, UPLOADS_PAUSED } from "../../server/routes/uploads";
import { purgeUnattachedUploads, UNATTACHED_UPLOAD_TTL_MS } from "../../server/uploads/storage";
import { validContact } from "../support/form-data";
import { TestClient } from "../support/http-client";
import { PDF } from "../support/sample-files";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";

const MB = 1024 * 1024;
const BOUNDARY = "----school-test-boundary";
type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

/** A multipart/form-data body; `end: false` leaves out the closing boundary. */
function multipart(parts: { name: string; filename?: string; content: Uint8Array | string }[], { end = true } = {}) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n`));
    if (part.filename !== undefined) chunks.push(Buffer.from("Content-Type: application/octet-stream\r\n"));
    chunks.push(Buffer.from("\r\n"), Buffer.from(part.content), Buffer.from("\r\n"));
  }
  if (end) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Cookie and anti-forgery headers of a fresh visitor, for requests built by hand. */
async function visitorHeaders(url: string) {
  const client = new TestClient(url);
  const token = await client.csrfToken();
  return { cookie: `csrf=${client.getCookie("csrf")}`, "x-csrf-token": token };
}

/** A request head written by hand on a raw socket (for bodies no HTTP client would send). */
function rawHead(url: string, headers: Record<string, string | number>) {
  const { host } = new URL(url);
  const lines = [`POST /api/uploads HTTP/1.1`, `Host: ${host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return `${lines.join("\r\n")}\r\n\r\n`;
}

function connect(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  // Writes after the server closed fail; what matters is what the server answered.
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  return { socket, closed, received: () => received };
}

const uploadsFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe.each(DATABASE_KINDS)("uploads under abuse on %s", (kind) => {
  let t: TestApp;
  const QUOTA = 120 * MB;
  beforeAll(async () => {
    t = await startTestApp(kind, { config: { formRateLimitPerHour: 100, uploadsUnclaimedQuotaBytes: QUOTA } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => resetDatabase(t.db));

  async function post(body: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
    const res = await fetch(`${t.url}/api/uploads`, {
      method: "POST",
      headers: { ...(await visitorHeaders(t.url)), "content-type": contentType },
      body: typeof body === "string" ? body : new Uint8Array(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as ErrorBody };
  }
  const storedRows = async () => (await t.db.select({ id: uploads.id }).from(uploads)).length;

  describe("a broken multipart body answers 400 with a message, and stores nothing", () => {
    it.each([
      ["without a boundary", () => post(multipart([{ name: "file", filename: "a.pdf", content: PDF }]), "multipart/form-data"), UNREADABLE_UPLOAD],
      ["cut short inside the file", () => post(multipart([{ name: "file", filename: "a.pdf", content: PDF }]).subarray(0, 120)), UNREADABLE_UPLOAD],
      ["without its closing boundary", () => post(multipart([{ name: "file", filename: "a.pdf", content: PDF }], { end: false })), UNREADABLE_UPLOAD],
      ["with a broken part header", () => post(`--${BOUNDARY}\r\nContent-Disposition form-data\r\n\r\n%PDF\r\n--${BOUNDARY}--\r\n`), CHOOSE_FILE],
      ["with no file part", () => post(multipart([{ name: "note", content: "hello" }])), CHOOSE_FILE],
      ["empty", () => post(""), CHOOSE_FILE],
      [
        "with two files",
        () =>
          post(
            multipart([
              { name: "file", filename: "a.pdf", content: PDF },
              { name: "file", filename: "b.pdf", content: PDF },
            ]),
          ),
        ONE_FILE,
      ],
      ["with the file under another name", () => post(multipart([{ name: "document", filename: "a.pdf", content: PDF }])), CHOOSE_FILE],
    ])("%s", async (_case, send, message) => {
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, errors: [{ field: "file", message }] });
      expect(await storedRows()).toBe(0);
      expect(uploadsFiles(t.config.uploadsDir).filter((f) => f.startsWith("incoming-"))).toEqual([]);
    });

    it("while a well-formed one with extra fields is accepted", async () => {
      const res = await post(
        multipart([
          { name: "note", content: "x" },
          { name: "file", filename: "a.pdf", content: PDF },
        ]),
      );
      expect(res.status).toBe(201);
    });
  });

  describe("size", () => {
    it("stops reading a body sent without a length at the limit: 400, the connection closed, nothing kept", async () => {
      const { socket, closed, received } = connect(t.url);
      const headers = await visitorHeaders(t.url);
      socket.write(rawHead(t.url, { ...headers, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, "Transfer-Encoding": "chunked" }));
      const head = multipart([{ name: "file", filename: "scan.pdf", content: "" }], { end: false }).subarray(0, -2);
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      chunk.write("%PDF-1.7\n");
      const writeChunk = (data: Buffer) => socket.write(Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]));
      writeChunk(head);
      // Up to 40 MB, stopping as soon as the server answers: it must answer at 10 MB and close.
      let sent = 0;
      while (sent < 40 * MB && !socket.destroyed && !received()) {
        if (!writeChunk(chunk)) await new Promise((resolve) => socket.once("drain", resolve).once("close", resolve));
        sent += chunk.length;
      }
      await closed;
      expect(received()).toMatch(/^HTTP\/1\.1 400 /);
      expect(received()).toMatch(/\r\nconnection: close\r\n/i);
      expect(received()).toContain('"message":"File size more than 10 MB exceeds the 10 MB limit"');
      expect(sent).toBeLessThan(20 * MB);
      expect(await storedRows()).toBe(0);
      expect(uploadsFiles(t.config.uploadsDir).filter((f) => f.startsWith("incoming-"))).toEqual([]);
    });

    it("refuses a body whose declared length is over the limit before reading it", async () => {
      const { socket, closed, received } = connect(t.url);
      const headers = await visitorHeaders(t.url);
      socket.write(rawHead(t.url, { ...headers, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, "Content-Length": 30 * MB }));
      await closed;
      expect(received()).toMatch(/^HTTP\/1\.1 400 /);
      expect(received()).toContain('"message":"File size 30 MB exceeds the 10 MB limit"');
    });
  });

  describe("unclaimed uploads", () => {
    async function fillQuota(leave: number, createdAt = new Date()) {
      const [row] = await t.db
        .insert(uploads)
        .values({ storedName: "f".repeat(48), originalName: "big.pdf", contentType: "application/pdf", size: QUOTA - leave, sha256: "0".repeat(64), createdAt })
        .returning({ id: uploads.id });
      return row!.id;
    }
    const upload = (bytes: Uint8Array) => new TestClient(t.url).upload("/api/uploads", { name: "a.pdf", bytes });

    it("share a quota: past it, uploads answer 503 with Retry-After until space comes back", async () => {
      const big = await fillQuota(PDF.length + 10, new Date(Date.now() - 60 * 60 * 1000));
      expect((await upload(PDF)).status).toBe(201);
      // What is left is smaller than this file: refused after reading, and the file is not kept.
      const filesBefore = uploadsFiles(t.config.uploadsDir).length;
      const over = await upload(PDF);
      expect(over.status).toBe(503);
      expect(over.json()).toEqual({ message: UPLOADS_PAUSED });
      // The oldest unclaimed upload expires in about an hour; the housekeeping then deletes it.
      const retryAfter = Number(over.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(55 * 60);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
      expect(uploadsFiles(t.config.uploadsDir)).toHaveLength(filesBefore);
      expect(await storedRows()).toBe(2);

      // Once an attachment is claimed by a message it no longer counts.
      await t.db.update(uploads).set({ size: QUOTA }).where(eq(uploads.id, big));
      expect((await upload(PDF)).status).toBe(503);
      const client = new TestClient(t.url);
      const [mine] = await t.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.originalName, "a.pdf"));
      expect((await client.mutate("POST", "/api/contact", validContact({ attachments: [mine!.id] }))).status).toBe(201);
      await t.db.delete(uploads).where(eq(uploads.id, big));
      expect((await upload(PDF)).status).toBe(201);
    });

    it("expire after two hours, all of them at the next purge, with what a crash left mid-upload", async () => {
      expect(UNATTACHED_UPLOAD_TTL_MS).toBe(2 * 60 * 60 * 1000);
      // More than one batch of the purge.
      const expired = new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS - 60_000);
      const rows = Array.from({ length: 1200 }, () => ({
        storedName: randomBytes(24).toString("hex"),
        originalName: "old.pdf",
        contentType: "application/pdf",
        size: 1000,
        sha256: "0".repeat(64),
        createdAt: expired,
      }));
      await t.db.insert(uploads).values(rows);
      const fresh = await new TestClient(t.url).upload("/api/uploads", { name: "new.pdf", bytes: PDF });
      expect(fresh.status).toBe(201);

      const dir = t.config.uploadsDir;
      const leftByCrash = path.join(dir, `incoming-${"a".repeat(32)}`);
      const inFlight = path.join(dir, `incoming-${"b".repeat(32)}`);
      writeFileSync(leftByCrash, "partial");
      writeFileSync(inFlight, "partial");
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      utimesSync(leftByCrash, twoHoursAgo, twoHoursAgo);

      expect(await purgeUnattachedUploads(t.db, dir)).toBe(1200);
      expect(await storedRows()).toBe(1);
      expect(existsSync(leftByCrash)).toBe(false);
      expect(existsSync(inFlight)).toBe(true);
      rmSync(inFlight);
    });
  });

  it("keep the server's memory flat: 10 concurrent 10 MB uploads add far less than 100 MB", async () => {
    const headers = await visitorHeaders(t.url);
    const { hostname, port } = new URL(t.url);
    const size = 10 * MB;
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    // The client side streams one shared 64 KB chunk, so only the server could hold the files.
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const first = Buffer.from(chunk);
    first.write("%PDF-1.7\n");
    async function* body() {
      yield head;
      yield first;
      for (let written = first.length; written < size; written += chunk.length) yield chunk;
      yield tail;
    }
    const send = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: hostname,
            port,
            method: "POST",
            path: "/api/uploads",
            headers: { ...headers, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "content-length": head.length + size + tail.length },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        Readable.from(body()).pipe(req);
      });

    // A first upload warms up the code paths, so the baseline is taken in the steady state.
    expect(await send()).toBe(201);
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    try {
      const statuses = await Promise.all(Array.from({ length: 10 }, send));
      expect(statuses).toEqual(Array(10).fill(201));
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage.rss());
    const grewMb = (peak - baseline) / MB;
    console.info(`[memory] 10 concurrent 10 MB uploads on ${kind}: RSS peak +${grewMb.toFixed(1)} MB`);
    expect(grewMb).toBeLessThan(50);
    expect(await storedRows()).toBe(11);
  });
});

describe("a request that never ends", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits belong to the HTTP server, not the database: one run on PGlite is enough.
    t = await startTestApp("pglite", { config: { requestTimeoutMs: 1000 } });
  });
  afterAll(async () => t?.close());

  it("is cut off after REQUEST_TIMEOUT_SECONDS when its body trickles in", async () => {
    const { socket, closed, received } = connect(t.url);
    const headers = await visitorHeaders(t.url);
    socket.write(rawHead(t.url, { ...headers, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, "Content-Length": 9 * MB }));
    socket.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.txt"\r\n\r\n`);
    const started = Date.now();
    const trickle = setInterval(() => socket.write("a"), 100);
    try {
      // Generous: the limit is 1 s, checked every 250 ms; without a limit the socket stays open.
      const outcome = await Promise.race([closed.then(() => "closed"), new Promise((resolve) => setTimeout(() => resolve("still open"), 10_000))]);
      expect(outcome).toBe("closed");
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    expect(received()).not.toMatch(/^HTTP\/1\.1 201/);
    // The partial file goes once the server has seen the request end.
    for (let i = 0; i < 40 && uploadsFiles(t.config.uploadsDir).some((f) => f.startsWith("incoming-")); i++) await sleep(50);
    expect(uploadsFiles(t.config.uploadsDir)).toEqual([]);
  });

  it("is cut off when its headers trickle in", async () => {
    const { socket, closed } = connect(t.url);
    socket.write("POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const trickle = setInterval(() => socket.write("X-Slow: a\r\n"), 100);
    try {
      const outcome = await Promise.race([closed.then(() => "closed"), new Promise((resolve) => setTimeout(() => resolve("still open"), 10_000))]);
      expect(outcome).toBe("closed");
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });
});
