import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";
import { contractsForTheBrowser } from "./scripts/vite/contracts-for-the-browser";
import { signedInChunk } from "./scripts/vite/signed-in-chunk";
import { textsAsJson } from "./scripts/vite/texts-as-json";

const signedIn = signedInChunk();

// Canonical and Open Graph links are written into the prerendered HTML, so the public origin is
// fixed at build time (npm start builds with the PUBLIC_URL it is given).
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");

// Small modules every page runs at start-up (chrome, primitives, identity). Modules loaded on
// demand (mobile menu, theme menu, toaster, dialogs, forms) must not match, or they would load eagerly.
const EAGER_SHARED =
  /\/app\/(components\/layout\/(brand|nav-link-class|page-heading|reading-font-toggle|site-footer|site-header|skip-link|social-icons|theme-options|theme-provider|theme-toggle)|components\/ui\/(badge|button|card|lazy-toaster|section|spinner|tooltip|use-toast)|lib\/(on-demand|reading-font|seo|theme|utils))\.tsx?$|\/common\/(routes|roles|school|site)\.ts$/;

// Icons the public pages use go in one file; the screens rendered in the browser (sign-in, security,
// the portals, the learning wing) bring many icons of their own, which no public page should download, so theirs are
// left to the default splitting (with the code that uses them). The password fields live in
// components/forms but only signed-in and sign-in screens use them.
const PORTAL_ONLY_SOURCES =
  /\/app\/(features\/(admin|family|auth|mfa|learning)\/|routes\/(admin|family|portal|auth|settings|teacher|student|parent|calendar)\/|components\/(auth|learning)\/|components\/forms\/password-(input|rules)\.tsx$)/;

function publicIconFiles(): Set<string> {
  const barrel = readFileSync(path.resolve(import.meta.dirname, "node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const fileOf = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) fileOf.set(name!, file!);
  }
  const files = new Set<string>();
  const appDir = path.resolve(import.meta.dirname, "app");
  for (const entry of readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(appDir, entry).replaceAll("\\", "/");
    if (!/\.tsx?$/.test(file) || PORTAL_ONLY_SOURCES.test(file)) continue;
    for (const [, names] of readFileSync(file, "utf8").matchAll(/import \{([^}]*)\} from "lucide-react"/g)) {
      for (const name of names!.split(",").map((n) =>
        n
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!
          .trim(),
      )) {
        const icon = fileOf.get(name);
        if (icon) files.add(icon);
      }
    }
  }
  return files;
}
const PUBLIC_ICONS = publicIconFiles();
/** Icons only signed-in screens use: one file, so each portal route lists one icons file, not dozens of tiny ones (shorter route manifest, which every page downloads). */
const isPortalIcon = (id: string) => /node_modules[\\/]lucide-react[\\/].*[\\/]icons[\\/][\w-]+\.mjs$/.test(id) && !isPublicIcon(id);
const isPublicIcon = (id: string) => {
  const match = /node_modules[\\/]lucide-react[\\/].*[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(id);
  return match ? PUBLIC_ICONS.has(match[1]!) : /node_modules[\\/]lucide-react[\\/]/.test(id) && !/[\\/]icons[\\/]/.test(id);
};

/**
 * Catalogue areas go in one file per language and part, as common/i18n/<language>/shell.ts,
 * signed-in.ts, staff.ts and public-pages.ts group them (docs/decisions/0025, "Loading"):
 * "texts-es-public-pages", never a file named after an area that a page's route file shares ("tuition").
 */
const areaFilesOf = (part: string) =>
  new Set([...readFileSync(path.resolve(import.meta.dirname, `common/i18n/en/${part}.ts`), "utf8").matchAll(/from "\.\/([\w-]+)"/g)].map((m) => m[1]!));
const PARTS = ["shell", "public-pages", "signed-in", "staff", "documents"];
const PART_OF_AREA = new Map(PARTS.flatMap((part) => [...areaFilesOf(part)].map((area) => [area, part] as const)));
function textsChunk(id: string): string | null {
  const match = /\/common\/i18n\/([a-z]{2})\/([\w-]+)\.ts$/.exec(id.replaceAll("\\", "/"));
  if (!match || match[2] === "index") return null;
  const area = match[2]!;
  const part = PARTS.includes(area) ? area : PART_OF_AREA.get(area);
  // An area no part lists would land wherever the bundler puts it, perhaps in every page's download.
  if (!part) throw new Error(`common/i18n/${match[1]}/${area}.ts is in none of the parts ${PARTS.join(", ")}`);
  return `texts-${match[1]}-${part}`;
}

export default defineConfig({
  plugins: [tailwindcss(), contractsForTheBrowser(), signedIn.plugin, textsAsJson(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    __PUBLIC_URL__: JSON.stringify(publicUrl),
  },
  build: {
    assetsInlineLimit: 0,
    // Kept in build/client/.vite: the server finds there the files of each language's signed-in
    // texts, which a page in that language preloads (server/plugins/text-files.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files for what every page loads: a page used to fetch 30-37 small
        // modules, and each request costs a round trip on a phone network. Code loaded on demand
        // (menus, dialogs, forms) keeps its own chunks. See docs/decisions/0007.
        codeSplitting: {
          groups: [
            { name: textsChunk, debugName: "texts", priority: 15 },
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            { name: "icons", test: isPublicIcon, priority: 10 },
            { name: "portal-icons", test: isPortalIcon, priority: 9 },
            { name: "shared", test: (id: string) => EAGER_SHARED.test(id.replaceAll("\\", "/")), priority: 5 },
            { name: "signed-in", test: signedIn.inSignedInLayout, priority: 4, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // `npm run dev`: Vite serves the app with hot reload and hands /api to the Fastify server.
  server: {
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}` } },
  },
});
