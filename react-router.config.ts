import type { Config } from "@react-router/dev/config";
import { PAGE_PATHS } from "./common/routes";
import { NOT_FOUND_PRERENDER_PATHS } from "./common/site";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Public pages are prerendered to static HTML; everything else renders in the browser.
  ssr: false,
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
