/**
 * A school's own LibreTranslate (or any server answering its API) at TRANSLATE_URL: POST /translate
 * with {q, source, target, format: "text"} (and api_key when TRANSLATE_API_KEY is set) answers
 * {translatedText}. Every failure (refused, timed out, an error status, an answer of another shape)
 * answers null and is logged with its status or code only, never with the text.
 */
import type { Log } from "../log";
import { refuseInput, TRANSLATION_LANGUAGES, TRANSLATION_MAX_INPUT_BYTES, TRANSLATION_TIMEOUT_MS, type Translator } from "./translator";

export interface LibreTranslateOptions {
  /** The server's address, e.g. http://127.0.0.1:5000 (requests go to its /translate). */
  url: string;
  apiKey?: string;
  timeoutMs?: number;
  maxInputBytes?: number;
  /** Requests at once; more answer null (the engine is busy) rather than queue without bound. */
  maxConcurrent?: number;
  log: Pick<Log, "warn">;
}

/** An answer larger than this is not read (a text translated is seldom 4 times its source). */
const MAX_ANSWER_BYTES = 4 * TRANSLATION_MAX_INPUT_BYTES + 4_096;

/** The answer's text, or null past `max` bytes (read no further). */
async function readBounded(res: Response, max: number): Promise<string | null> {
  if (Number(res.headers.get("content-length") ?? 0) > max) {
    await res.body?.cancel();
    return null;
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function translateEndpoint(url: string): string {
  const base = new URL(url);
  if (!base.pathname.endsWith("/translate")) base.pathname = `${base.pathname.replace(/\/+$/, "")}/translate`;
  return base.toString();
}

export function connectLibreTranslate(options: LibreTranslateOptions): Translator {
  const endpoint = translateEndpoint(options.url);
  const timeoutMs = options.timeoutMs ?? TRANSLATION_TIMEOUT_MS;
  const maxInputBytes = options.maxInputBytes ?? TRANSLATION_MAX_INPUT_BYTES;
  const maxConcurrent = options.maxConcurrent ?? 16;
  let running = 0;
  const controllers = new Set<AbortController>();
  let closed = false;

  const failed = (reason: Record<string, unknown>) => {
    options.log.warn({ translator: "libretranslate", ...reason }, "a translation failed; the original is shown");
    return null;
  };

  return {
    name: "libretranslate",
    // The school's engine has its own words: its answers are kept whatever our glossary says.
    version: "libretranslate",
    // The engine is the school's: it is asked about our languages only (a catalogue adds one here).
    languages: TRANSLATION_LANGUAGES,
    async translate(text, from, to) {
      const refused = refuseInput(text, from, to, maxInputBytes);
      if (refused === "same-language" || refused === "empty") return text;
      if (refused || closed || running >= maxConcurrent) return null;
      running += 1;
      const controller = new AbortController();
      controllers.add(controller);
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const res = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ q: text, source: from, target: to, format: "text", ...(options.apiKey ? { api_key: options.apiKey } : {}) }),
          signal: controller.signal,
          redirect: "error",
        });
        if (!res.ok) {
          await res.body?.cancel();
          return failed({ status: res.status });
        }
        const body = await readBounded(res, MAX_ANSWER_BYTES);
        if (body === null) return failed({ invalidAnswer: "too large" });
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          return failed({ invalidAnswer: "not json" });
        }
        const translated = (parsed as { translatedText?: unknown } | null)?.translatedText;
        if (typeof translated !== "string") return failed({ invalidAnswer: "no translatedText" });
        return translated;
      } catch (err) {
        if (closed) return null;
        return failed({ code: controller.signal.aborted ? "timeout" : ((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name) });
      } finally {
        clearTimeout(timer);
        controllers.delete(controller);
        running -= 1;
      }
    },
    close: async () => {
      closed = true;
      for (const controller of controllers) controller.abort();
    },
  };
}
