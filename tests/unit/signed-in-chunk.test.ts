/**
 * The signed-in file (scripts/vite/signed-in-chunk.ts, decision 0007): what the signed-in layout
 * imports statically goes in it, never what a public page can reach, and never the contracts and
 * schemas (a schema kept there for a form loaded on demand would bring zod to every signed-in page).
 */
import { describe, expect, it } from "vitest";
import { LEFT_TO_THE_BUNDLER, reachable } from "../../scripts/vite/signed-in-chunk";

const graph = (edges: Record<string, { imports?: string[]; onDemand?: string[] }>) => ({
  getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
  getModuleInfo: (id: string) => (edges[id] ? { importedIds: edges[id].imports ?? [], dynamicallyImportedIds: edges[id].onDemand ?? [] } : null),
});

describe("the modules a start reaches", () => {
  const modules = graph({
    "/app/components/auth/guarded-layout.tsx": { imports: ["/app/lib/auth.ts", "/app/lib/portal-nav.tsx"], onDemand: ["/app/forms/password.tsx"] },
    "/app/lib/auth.ts": { imports: ["/common/api/session.ts", "/app/lib/auth.ts"] },
    "/app/lib/portal-nav.tsx": { imports: ["/node_modules/react/index.js"] },
    "/common/api/session.ts": { imports: ["/node_modules/zod/index.js"] },
    "/app/forms/password.tsx": { imports: ["/node_modules/react-hook-form/index.js"] },
  });

  it("follows static imports only, once each, through cycles", () => {
    expect([...reachable(modules, ["/app/components/auth/guarded-layout.tsx"], false)].sort()).toEqual([
      "/app/components/auth/guarded-layout.tsx",
      "/app/lib/auth.ts",
      "/app/lib/portal-nav.tsx",
      "/common/api/session.ts",
      "/node_modules/react/index.js",
      "/node_modules/zod/index.js",
    ]);
  });

  it("follows imports on demand too when asked (what a public page can reach)", () => {
    expect(reachable(modules, ["/app/components/auth/guarded-layout.tsx"], true)).toContain("/node_modules/react-hook-form/index.js");
  });

  it("neither enters nor passes through a module the stop matches", () => {
    const reached = reachable(modules, ["/app/components/auth/guarded-layout.tsx"], false, LEFT_TO_THE_BUNDLER);
    expect(reached).not.toContain("/common/api/session.ts");
    expect(reached).not.toContain("/node_modules/zod/index.js");
    expect(reached).toContain("/app/lib/auth.ts");
  });

  it("leaves the contracts, schemas, types and form libraries to the bundler's own splitting", () => {
    for (const id of [
      "/w/common/api/session.ts",
      "/w/common/schemas/login.ts",
      "/w/common/types/user.ts",
      "/w/common/learning/items.ts",
      "/w/node_modules/zod/v4/index.js",
      "/w/node_modules/react-hook-form/dist/index.esm.mjs",
    ]) {
      expect(LEFT_TO_THE_BUNDLER.test(id), id).toBe(true);
    }
    expect(LEFT_TO_THE_BUNDLER.test("/w/common/i18n/en/portal.ts")).toBe(false);
    expect(LEFT_TO_THE_BUNDLER.test("/w/app/lib/api.ts")).toBe(false);
  });
});
