/**
 * The viewer's time zone on a page the server renders: the browser says it in a cookie
 * (`rememberViewerZone`), the server renders the next page's times in it and names it on the html
 * element, and the page hydrates with the same zone (`lastViewerZone`), so the HTML and the first
 * render in the browser agree.
 */
import { isValidTimeZone } from "#common/time-zone";
import { VIEWER_ZONE_COOKIE } from "#common/viewer-zone";
import { school } from "#common/school";
import { serverRender } from "./server-render";

/** The html element's attribute naming the zone a page rendered on the server shows its times in. */
export const VIEWER_ZONE_ATTRIBUTE = "data-viewer-zone";

/** The zone this page's HTML was rendered in, read before it hydrates; undefined for the school's. */
const zoneAtLoad = typeof document === "undefined" ? undefined : validZone(document.documentElement.getAttribute(VIEWER_ZONE_ATTRIBUTE));

function validZone(zone: string | null) {
  return zone && isValidTimeZone(zone) ? zone : undefined;
}

/** The zone the page's HTML was rendered in: the one its request's cookie named, else the school's. */
export function lastViewerZone(): string {
  const render = serverRender();
  if (render) return render.viewerZone ?? school.timeZone;
  return zoneAtLoad ?? school.timeZone;
}

/** Tells the server the browser's zone, for the pages it renders next (a year, this site only), unless it knew it. */
export function rememberViewerZone(zone: string) {
  if (zone === zoneAtLoad) return;
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${VIEWER_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax${secure}`;
}
