/**
 * The translator for this app (issue 32): TRANSLATE_URL's LibreTranslate-compatible server when set;
 * otherwise, unless TRANSLATION=off, the embedded Apertium when it is installed; otherwise none
 * (every translation answers null and messages show as written). An embedded engine that fails to
 * start is logged and the app runs without translation, as it does without live video
 * (server/learning/live/media-server.ts).
 */
import type { Log } from "../log";
import { ApertiumNotInstalled, startApertium } from "./apertium";
import { schoolGlossary } from "./glossary";
import { connectLibreTranslate } from "./libretranslate";
import { noTranslator, type Translator } from "./translator";

export { TRANSLATION_LANGUAGES, isTranslationLanguage, noTranslator, type Language, type Translator } from "./translator";

/** The environment variables server/config.ts reads for translation. */
export const TRANSLATION_ENV = {
  /** `auto` (default; `off` under NODE_ENV=test): the embedded engine when installed; `off`: none. */
  mode: "TRANSLATION",
  /** A LibreTranslate-compatible server's address; when set it is used and Apertium is not started. */
  url: "TRANSLATE_URL",
  /** That server's api_key, if it asks for one. */
  apiKey: "TRANSLATE_API_KEY",
  /** The apertium launcher (a name on PATH or a path). */
  apertiumBin: "APERTIUM_BIN",
  /** Where Apertium's language data is (the folder holding modes/). */
  apertiumDataDir: "APERTIUM_DATADIR",
} as const;

export interface TranslationConfig {
  mode: "auto" | "off";
  url?: string;
  apiKey?: string;
  apertiumBin?: string;
  apertiumDataDir?: string;
  /** Per translation, before the original is shown instead. */
  timeoutMs?: number;
}

export async function startTranslation(config: TranslationConfig, log: Log): Promise<Translator> {
  if (config.url) {
    log.info({ translator: "libretranslate" }, "messages are translated by the server at TRANSLATE_URL");
    return connectLibreTranslate({ url: config.url, apiKey: config.apiKey, timeoutMs: config.timeoutMs, log });
  }
  if (config.mode === "off") return noTranslator;
  try {
    return await startApertium({ bin: config.apertiumBin, dataDir: config.apertiumDataDir, timeoutMs: config.timeoutMs, glossary: schoolGlossary, log });
  } catch (err) {
    if (err instanceof ApertiumNotInstalled)
      log.info("messages are not translated: apertium and apertium-eng-spa are not installed and TRANSLATE_URL is not set");
    else log.error({ err }, "the embedded translation engine did not start: messages are not translated");
    return noTranslator;
  }
}
