/**
 * The import boundaries of docs/architecture.md ("Boundaries"), enforced: the checker
 * (tests/support/import-boundaries.ts) finds no violation in the tree, and finds each kind of
 * violation when one is planted.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkBoundaries, describeViolations, featureOf, importsOf, readSourceTree, type SourceFile } from "../support/import-boundaries";

const REPO = path.resolve(import.meta.dirname, "../..");
const tree = readSourceTree(REPO);

/** What the checker says of one more file planted in the tree. */
function planted(file: SourceFile) {
  return describeViolations(checkBoundaries([...tree, file]).filter((violation) => violation.file === file.path));
}

describe("import boundaries", () => {
  it("reads the whole tree", () => {
    const roots = new Set(tree.map((file) => file.path.split("/")[0]));
    expect([...roots].sort()).toEqual(["app", "common", "scripts", "server"]);
    expect(tree.some((file) => file.path === "server/routes/admin/index.ts")).toBe(true);
    expect(tree.some((file) => file.path.endsWith(".tsx"))).toBe(true);
  });

  it("finds no import that crosses a boundary", () => {
    expect(describeViolations(checkBoundaries(tree))).toEqual([]);
  });

  it("reads every kind of import", () => {
    const file = {
      path: "app/x.tsx",
      text: [
        'import a from "./a";',
        'import type { B } from "./b";',
        'import "./c";',
        'export { d } from "./d";',
        'export * from "./e";',
        'const f = await import("./f");',
        'type G = typeof import("./g");',
        "const h = <div>{`${1}`}</div>;",
      ].join("\n"),
    };
    expect(importsOf(file)).toEqual(["./a", "./b", "./c", "./d", "./e", "./f", "./g"]);
  });

  it("treats each admin area as a feature, and app/features/admin/*.ts as the areas' shared module", () => {
    expect(featureOf("app/features/tour/tour-form.tsx")).toBe("tour");
    expect(featureOf("app/features/admin/people/people-panel.tsx")).toBe("admin/people");
    expect(featureOf("app/features/admin/query-keys.ts")).toBe("admin");
    expect(featureOf("app/lib/api.ts")).toBeNull();
  });

  describe("reports a planted violation", () => {
    it("common importing app or server", () => {
      expect(planted({ path: "common/planted.ts", text: 'import { apiRequest } from "../app/lib/api";' })).toEqual([
        'common/planted.ts imports "../app/lib/api" (app/lib/api.ts): common imports only common (and packages), not app',
      ]);
      expect(planted({ path: "common/schemas/planted.ts", text: 'export type { AppConfig } from "../../server/config";' })).toEqual([
        'common/schemas/planted.ts imports "../../server/config" (server/config.ts): common imports only common (and packages), not server',
      ]);
    });

    it("server importing app, and app importing server (type-only and dynamic imports too)", () => {
      expect(planted({ path: "server/planted.ts", text: 'const m = await import("../app/lib/dates");' })).toEqual([
        'server/planted.ts imports "../app/lib/dates" (app/lib/dates.ts): server does not import app',
      ]);
      expect(planted({ path: "app/lib/planted.ts", text: 'import type { SessionUser } from "../../server/auth/sessions";' })).toEqual([
        'app/lib/planted.ts imports "../../server/auth/sessions" (server/auth/sessions.ts): app does not import server',
      ]);
    });

    it("a feature importing another feature, and an admin area importing another area", () => {
      expect(planted({ path: "app/features/family/planted.tsx", text: 'import { TourForm } from "~/features/tour/tour-form";' })).toEqual([
        'app/features/family/planted.tsx imports "~/features/tour/tour-form" (app/features/tour/tour-form.tsx): a feature does not import another feature (family -> tour)',
      ]);
      expect(planted({ path: "app/features/admin/audit/planted.ts", text: 'import { USERS_KEY } from "../people/people-api";' })).toEqual([
        'app/features/admin/audit/planted.ts imports "../people/people-api" (app/features/admin/people/people-api.ts): a feature does not import another feature (admin/audit -> admin/people)',
      ]);
      expect(planted({ path: "app/features/admin/planted.ts", text: 'export * from "./people/people-api";' })).toEqual([
        'app/features/admin/planted.ts imports "./people/people-api" (app/features/admin/people/people-api.ts): a feature does not import another feature (admin -> admin/people)',
      ]);
      // An area may import its group's shared module.
      expect(planted({ path: "app/features/admin/audit/planted.ts", text: 'import { DASHBOARD_KEY } from "../query-keys";' })).toEqual([]);
    });

    it("components or lib importing features or routes", () => {
      expect(planted({ path: "app/components/ui/planted.tsx", text: 'import { TourForm } from "~/features/tour/tour-form";' })).toEqual([
        'app/components/ui/planted.tsx imports "~/features/tour/tour-form" (app/features/tour/tour-form.tsx): app/components does not import app/features',
      ]);
      expect(planted({ path: "app/lib/planted.ts", text: 'import Home from "../routes/public/home";' })).toEqual([
        'app/lib/planted.ts imports "../routes/public/home" (app/routes/public/home.tsx): app/lib does not import app/routes',
      ]);
    });

    it("a server route module importing another route module; registration files may", () => {
      expect(planted({ path: "server/routes/admin/planted.ts", text: 'import { adminTourRoutes } from "./tours";' })).toEqual([
        'server/routes/admin/planted.ts imports "./tours" (server/routes/admin/tours.ts): a route module does not import another route module (shared helpers live outside server/routes/)',
      ]);
      expect(planted({ path: "server/mail/planted.ts", text: 'import { contactRoutes } from "../routes/contact";' })).toEqual([
        'server/mail/planted.ts imports "../routes/contact" (server/routes/contact.ts): only registration files (server/api.ts, server/routes/**/index.ts) import route modules',
      ]);
      expect(planted({ path: "server/routes/planted/index.ts", text: 'import { contactRoutes } from "../contact";' })).toEqual([]);
    });
  });
});
