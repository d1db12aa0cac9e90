/**
 * The translation engines of issue 32 for real: the embedded Apertium (Debian's apertium and
 * apertium-eng-spa, which CI installs: a machine without them fails here, on purpose) as the server
 * runs it, one long-running pipeline per direction; and the client of a LibreTranslate-compatible
 * server (TRANSLATE_URL) against a small fake one on 127.0.0.1 (nothing leaves the machine).
 * Every log line is kept and checked never to hold a message's words.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findApertium, startApertium, type ApertiumTranslator } from "../../server/translation/apertium";
import { schoolGlossary } from "../../server/translation/glossary";
import { startTranslation } from "../../server/translation";
import { connectLibreTranslate } from "../../server/translation/libretranslate";
import { TRANSLATION_MAX_INPUT_BYTES, type Language } from "../../server/translation/translator";
import type { Log } from "../../server/log";

function recordingLog() {
  const lines: unknown[][] = [];
  const record = (...args: unknown[]) => void lines.push(args);
  const log = { fatal: record, error: record, warn: record, info: record, debug: record, trace: record } as unknown as Log;
  return { log, text: () => JSON.stringify(lines, (_k, v: unknown) => (v instanceof Error ? { name: v.name, message: v.message } : v)), lines };
}

const SECRET_WORDS = "Zanzibar-Quokka";

describe("Apertium, embedded", () => {
  const recorded = recordingLog();
  let translator: ApertiumTranslator;

  beforeAll(async () => {
    if (!findApertium({})) throw new Error("Apertium is not installed: apt-get install -y apertium apertium-eng-spa (CI installs them)");
    translator = await startApertium({ glossary: schoolGlossary, log: recorded.log, timeoutMs: 1_500 });
  }, 60_000);
  afterAll(() => translator?.close());

  it("translates both ways, with the school's glossary and Spanish for families", async () => {
    expect(translator.languages).toEqual(["en", "es"]);
    const spanish = await translator.translate("Please bring your reading log tomorrow. Is everything all right?", "en", "es");
    expect(spanish).toMatch(/^Por favor, /);
    expect(spanish).toContain("su registro de lectura");
    expect(spanish).toContain("¿");
    expect(spanish).not.toMatch(/vuestr/i);
    expect(await translator.translate("¿A qué hora es la reunión de padres y maestros?", "es", "en")).toContain("parent-teacher conference");
  });

  it("keeps what the stream format reserves, line breaks and blanks", async () => {
    const spanish = await translator.translate("The fee is $5 [cash] <b>a/b</b> @school.\n\nThanks!", "en", "es");
    expect(spanish).toContain("$5");
    expect(spanish).toContain("[");
    expect(spanish).toContain("<b>");
    expect(spanish).toContain("\n\n");
  });

  it("answers each of many requests at once with its own translation", async () => {
    const texts = Array.from({ length: 40 }, (_, i): { text: string; from: Language; to: Language } =>
      i % 2 ? { text: `Tengo ${i} libros.`, from: "es", to: "en" } : { text: `I have ${i} books.`, from: "en", to: "es" },
    );
    const answers = await Promise.all(texts.map((t) => translator.translate(t.text, t.from, t.to)));
    answers.forEach((answer, i) => expect(answer).toContain(String(i)));
  });

  it("sends nothing too long, nothing empty, and nothing already in the language", async () => {
    expect(await translator.translate("a ".repeat(TRANSLATION_MAX_INPUT_BYTES), "en", "es")).toBeNull();
    expect(await translator.translate("Hello", "en", "en")).toBe("Hello");
    expect(await translator.translate("  ", "en", "es")).toBe("  ");
  });

  it("answers null when the engine stalls, drops the late answer, and goes on", async () => {
    const pid = translator.status()["en-es"]!.pid!;
    process.kill(-pid, "SIGSTOP");
    try {
      const started = Date.now();
      expect(await translator.translate(`A stalled ${SECRET_WORDS}.`, "en", "es")).toBeNull();
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      process.kill(-pid, "SIGCONT");
    }
    expect(await translator.translate("Good morning.", "en", "es")).toBe("Buenos días.");
    expect(translator.status()["en-es"]!.restarts).toBe(0);
  });

  it("restarts a pipeline that died, answering null meanwhile", async () => {
    const before = translator.status()["es-en"]!.pid!;
    process.kill(-before, "SIGKILL");
    await expect.poll(() => translator.status()["es-en"]!.pid, { timeout: 2_000 }).not.toBe(before);
    expect(await translator.translate(`Hola ${SECRET_WORDS}`, "es", "en")).toBeNull(); // not up yet, or up: either way never another's text
    await expect.poll(() => translator.translate("Buenos días.", "es", "en"), { timeout: 15_000, interval: 250 }).toBe("Good morning.");
    expect(translator.status()["es-en"]!.restarts).toBe(1);
  });

  it("logs no message text", () => {
    expect(recorded.lines.length).toBeGreaterThan(0);
    expect(recorded.text()).not.toContain(SECRET_WORDS);
    expect(recorded.text()).not.toContain("reading log");
  });
});

describe("a LibreTranslate-compatible server (TRANSLATE_URL)", () => {
  const requests: Record<string, unknown>[] = [];
  let mode: "ok" | "error" | "slow" | "garbage" | "huge" = "ok";
  let url = "";
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d: Buffer) => (body += d.toString("utf8")));
    req.on("end", () => {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      requests.push({ path: req.url, method: req.method, type: req.headers["content-type"], ...parsed });
      if (mode === "error") return void res.writeHead(500).end(JSON.stringify({ error: "broken" }));
      if (mode === "slow") return void setTimeout(() => res.end(JSON.stringify({ translatedText: "tarde" })), 2_000);
      if (mode === "garbage") return void res.end("<html>not json</html>");
      if (mode === "huge") return void res.end(JSON.stringify({ translatedText: "x".repeat(5 * TRANSLATION_MAX_INPUT_BYTES) }));
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ translatedText: `(${String(parsed.target)}) ${String(parsed.q)}` }));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("posts {q, source, target, format: text} to /translate and answers translatedText", async () => {
    mode = "ok";
    const recorded = recordingLog();
    const client = connectLibreTranslate({ url, apiKey: "k", log: recorded.log });
    expect(client.name).toBe("libretranslate");
    expect(await client.translate("Hola", "es", "en")).toBe("(en) Hola");
    expect(requests.at(-1)).toEqual({
      path: "/translate",
      method: "POST",
      type: "application/json",
      q: "Hola",
      source: "es",
      target: "en",
      format: "text",
      api_key: "k",
    });
    await client.close();
  });

  it("answers null on an error status, a timeout, an answer of another shape or too large, and logs no text", async () => {
    const recorded = recordingLog();
    const client = connectLibreTranslate({ url: `${url}/`, timeoutMs: 300, log: recorded.log });
    for (const failing of ["error", "slow", "garbage", "huge"] as const) {
      mode = failing;
      expect(await client.translate(`Mensaje ${SECRET_WORDS}`, "es", "en")).toBeNull();
    }
    expect(recorded.lines).toHaveLength(4);
    expect(recorded.text()).toContain("timeout");
    expect(recorded.text()).not.toContain(SECRET_WORDS);
    await client.close();
  });

  it("answers null when the server is unreachable", async () => {
    const client = connectLibreTranslate({ url: "http://127.0.0.1:9", timeoutMs: 1_000, log: recordingLog().log });
    expect(await client.translate("Hola", "es", "en")).toBeNull();
  });
});

describe("startTranslation", () => {
  it("picks TRANSLATE_URL first, then Apertium when installed, else none", async () => {
    const { log } = recordingLog();
    const remote = await startTranslation({ mode: "auto", url: "http://127.0.0.1:9" }, log);
    expect(remote.name).toBe("libretranslate");
    await remote.close();
    expect((await startTranslation({ mode: "off" }, log)).name).toBe("none");
    const missing = await startTranslation({ mode: "auto", apertiumBin: "/nonexistent/apertium" }, log);
    expect(missing.name).toBe("none");
    expect(await missing.translate("Hello", "en", "es")).toBeNull();
    const embedded = await startTranslation({ mode: "auto" }, log);
    expect(embedded.name).toBe("apertium");
    // Closing stops every process of its pipelines.
    const pids = Object.values((embedded as ApertiumTranslator).status()).map((s) => s.pid!);
    expect(pids).toHaveLength(2);
    await embedded.close();
    const groupsLeft = () =>
      pids.filter((pid) => {
        try {
          process.kill(-pid, 0);
          return true;
        } catch {
          return false;
        }
      });
    // Killed at once; the system takes a moment to reap them.
    await expect.poll(groupsLeft, { timeout: 5_000, interval: 50 }).toEqual([]);
    expect(await embedded.translate("Hello", "en", "es")).toBeNull();
  }, 30_000);
});
