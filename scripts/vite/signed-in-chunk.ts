/**
 * Every page a signed-in person opens runs the signed-in layout (app/components/auth/guarded-layout.tsx)
 * and everything it imports: the portal's frame, its navigation, the API client, the query cache, the
 * time-zone helpers. Split by the default rule (one file per set of pages that use a module), that code
 * came as some forty files of 0.2 to 5 KiB, and a page inserted one module preload per file as it went
 * live: at a phone's speed (4x slowdown), the family's home spent 150 ms of one task on those 60
 * requests alone (docs/decisions/0007, "The signed-in layout").
 *
 * This plugin finds, once the client build has its module graph, the modules the signed-in layout
 * imports statically (directly or through others), less those a public page can reach (statically or
 * on demand), so that no public page downloads the signed-in code. `inSignedInLayout` is the test of
 * the code-splitting group that puts them in one file.
 */
import type { Plugin } from "vite";

const SIGNED_IN_LAYOUT = /\/app\/components\/auth\/guarded-layout\.tsx(\?|$)/;
/** Where a public page's code starts: the root, the public layouts and the public pages. */
const PUBLIC_STARTS = /\/app\/(root\.tsx|components\/layout\/public-layout(-\w+)?\.tsx|routes\/public\/[^?]*)(\?|$)/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The contracts, schemas and types (decision 0030): modules whose values are mostly left out of the
 * browser's build, but kept, with zod, wherever a form loaded on demand uses them. Captured in the
 * signed-in file, a schema a form uses would be kept there and bring zod with it to every page.
 */
export const LEFT_TO_THE_BUNDLER = /\/common\/(api|schemas|types|learning)\/|\/node_modules\/(zod|react-hook-form|@hookform)\//;

/**
 * The modules reachable from `starts` through static imports (and imports on demand too, if
 * `onDemand`), not through or into `stop`.
 */
export function reachable(graph: ModuleGraph, starts: string[], onDemand: boolean, stop?: RegExp): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || stop?.test(id.replaceAll("\\", "/"))) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    queue.push(...info.importedIds);
    if (onDemand) queue.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

export function signedInChunk(): { plugin: Plugin; inSignedInLayout: (id: string) => boolean } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: "signed-in-chunk",
    // The group takes the layout's modules only, not what they import: the bundler asks then that
    // entries may gain exports (a route module keeps its own). The group's options are the server
    // build's too, which groups nothing (its modules are read from disk, not downloaded).
    options(options) {
      return { ...options, preserveEntrySignatures: "allow-extension" };
    },
    buildStart() {
      members = new Set();
    },
    buildEnd() {
      if (this.environment.name !== "client") return;
      const ids = [...this.getModuleIds()];
      const layout = ids.filter((id) => SIGNED_IN_LAYOUT.test(id.replaceAll("\\", "/")));
      if (layout.length === 0) this.error("signed-in-chunk: the client build has no signed-in layout module");
      const publicReach = reachable(
        this,
        ids.filter((id) => PUBLIC_STARTS.test(id.replaceAll("\\", "/"))),
        true,
      );
      members = new Set([...reachable(this, layout, false, LEFT_TO_THE_BUNDLER)].filter((id) => !publicReach.has(id)));
    },
  };
  return { plugin, inSignedInLayout: (id) => members.has(id) };
}
