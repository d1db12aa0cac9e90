/** The viewer-zone cookie (common/viewer-zone.ts): the zone a browser says it is in, read by the server. */
import { describe, expect, it } from "vitest";
import { VIEWER_ZONE_COOKIE, viewerZoneOfCookies } from "#common/viewer-zone";

describe("viewerZoneOfCookies", () => {
  it("reads the zone among the other cookies, wherever it is", () => {
    expect(viewerZoneOfCookies(`sid=abc; ${VIEWER_ZONE_COOKIE}=America%2FLos_Angeles`)).toBe("America/Los_Angeles");
    expect(viewerZoneOfCookies(`${VIEWER_ZONE_COOKIE}=Europe%2FMadrid; sid=abc`)).toBe("Europe/Madrid");
    expect(viewerZoneOfCookies(`${VIEWER_ZONE_COOKIE}=UTC`)).toBe("UTC");
  });

  it("is undefined without the cookie", () => {
    expect(viewerZoneOfCookies(undefined)).toBeUndefined();
    expect(viewerZoneOfCookies("")).toBeUndefined();
    expect(viewerZoneOfCookies("sid=abc; other=1")).toBeUndefined();
    expect(viewerZoneOfCookies(`${VIEWER_ZONE_COOKIE}=`)).toBeUndefined();
  });

  it("takes no zone the platform does not know, nor text that is not one (it is written into the page)", () => {
    expect(viewerZoneOfCookies(`${VIEWER_ZONE_COOKIE}=Mars%2FOlympus`)).toBeUndefined();
    expect(viewerZoneOfCookies(`${VIEWER_ZONE_COOKIE}=%22%3E%3Cscript%3E`)).toBeUndefined();
    expect(viewerZoneOfCookies(`${VIEWER_ZONE_COOKIE}=%E0%A4%A`)).toBeUndefined();
  });
});
