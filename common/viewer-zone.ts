/**
 * The cookie in which the browser tells the server its time zone, so a page rendered on the server
 * shows times in the viewer's zone (app/lib/viewer-zone.ts).
 */
import { isValidTimeZone } from "./time-zone";

export const VIEWER_ZONE_COOKIE = "viewer_zone";

/** The zone of a cookie header's viewer-zone cookie, when it names one. */
export function viewerZoneOfCookies(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name !== VIEWER_ZONE_COOKIE || !value) continue;
    try {
      const zone = decodeURIComponent(value);
      return isValidTimeZone(zone) ? zone : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
