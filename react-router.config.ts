import type { Config } from "@react-router/dev/config";
import { PAGE_PATHS } from "./common/routes";
import { NOT_FOUND_PRERENDER_PATHS } from "./common/site";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Public pages are prerendered to static HTML; the others (sign-in, the portals) are rendered per request
  // with the signed-in person's data (app/entry.server.tsx, docs/decisions/0029).
  ssr: true,
  // Every route is in the first HTML's manifest, as it was in the browser-rendered app: no manifest requests on navigation.
  routeDiscovery: { mode: "initial" },
  // The not-found page is prerendered too, once per language (at a path no route owns) so a 404 answer carries real
  // content; the server serves that file with status 404 for every unknown path.
  prerender: [...PAGE_PATHS, ...Object.values(NOT_FOUND_PRERENDER_PATHS)],
  // Opt in to React Router 8's behaviour now, so the later upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
