import type { Config } from "@react-router/dev/config";
import { PUBLIC_PATHS } from "./common/routes";
import { NOT_FOUND_PRERENDER_PATH } from "./common/site";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Public pages are prerendered to static HTML; everything else renders in the browser.
  ssr: false,
  // The not-found page is prerendered too (at a path no route owns) so a 404 answer carries real
  // content; the server serves that file with status 404 for every unknown path.
  prerender: [...PUBLIC_PATHS, NOT_FOUND_PRERENDER_PATH],
} satisfies Config;
