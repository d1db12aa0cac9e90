/**
 * The files of each language's signed-in texts in the browser's build, found in the build's
 * Vite manifest (./client-manifest.ts).
 * A page rendered for a person who reads another language than English names them among its module
 * preloads (app/entry.server.tsx), so they come with the page's other scripts after the first paint.
 * Before, the browser asked for them only once the page's code had run and found the person's
 * language (app/lib/catalogue-loader.ts), one round trip later, and the page went live that much later.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "#common/i18n/languages";
import type { ClientManifest } from "./client-manifest";

/** The catalogue parts app/lib/catalogue-loader.ts downloads for a signed-in person in their language. */
const SIGNED_IN_PARTS = ["shell", "signed-in"];

/**
 * The public addresses ("/assets/texts-es-signed-in-….js") of the files each language other than English
 * needs on a signed-in page, with the files they import; none when the manifest is missing or names none.
 */
export function signedInTextFiles(manifest: ClientManifest, base = "/"): Partial<Record<Language, string[]>> {
  const files: Partial<Record<Language, string[]>> = {};
  for (const language of LANGUAGES) {
    if (language === DEFAULT_LANGUAGE) continue;
    const found = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || found.has(chunk.file)) return;
      found.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    // The parts are files of their own, named by vite.config.ts (textsChunk): "texts-es-signed-in".
    const names = new Set(SIGNED_IN_PARTS.map((part) => `texts-${language}-${part}`));
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.name && names.has(chunk.name)) visit(key);
    if (found.size > 0) files[language] = [...found].map((file) => `${base}${file}`);
  }
  return files;
}
