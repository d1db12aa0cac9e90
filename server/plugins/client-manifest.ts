/**
 * The browser build's Vite manifest (build/client/.vite/manifest.json, kept by `build.manifest` in
 * vite.config.ts), read once when the server starts: which file each chunk is, its name, and the
 * chunks it imports. The rendered pages use it to name a language's text files among a page's
 * preloads (./text-files.ts) and to put each module after the modules it imports (app/lib/hydrate-on-intent.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

/** The manifest next to `serverDir` (build/server → build/client/.vite/manifest.json); empty before a build. */
export function readClientManifest(serverDir: string): ClientManifest {
  const file = path.join(path.dirname(serverDir), "client", ".vite", "manifest.json");
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, "utf8")) as ClientManifest;
}

/** Each file's public address ("/assets/root-….js") and the addresses of the files it imports statically. */
export function moduleImports(manifest: ClientManifest, base = "/"): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const chunk of Object.values(manifest)) {
    const imported = (chunk.imports ?? []).flatMap((key) => (manifest[key] ? [`${base}${manifest[key].file}`] : []));
    imports.set(`${base}${chunk.file}`, imported);
  }
  return imports;
}
