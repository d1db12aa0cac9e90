/**
 * When people are told (issue 17): the quiet-hours window in the school's zone (across midnight and
 * across both daylight-saving changes), when held notifications are released, the digest's day, the
 * default channels per role, and the signed one-click unsubscribe tokens.
 */
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "#common/notifications/kinds";
import { channelFor, channelsForRole, defaultChannel, kindsForRole } from "#common/notifications/preferences";
import { dueDigestDate, heldUntil, isQuietTime, nextWallClock } from "#common/notifications/timing";
import { readUnsubscribeToken, unsubscribeToken } from "../../server/notifications/links";

const NY = "America/New_York";
const QUIET = { start: "18:00", end: "07:00" };

describe("quiet hours", () => {
  it("is quiet from the start in the evening across midnight to the end in the morning, in the school's zone", () => {
    // 2026-11-24 is EST (UTC-5).
    expect(isQuietTime(new Date("2026-11-24T22:59:00Z"), QUIET, NY)).toBe(false); // 5:59 PM
    expect(isQuietTime(new Date("2026-11-24T23:00:00Z"), QUIET, NY)).toBe(true); // 6:00 PM
    expect(isQuietTime(new Date("2026-11-25T04:30:00Z"), QUIET, NY)).toBe(true); // 11:30 PM
    expect(isQuietTime(new Date("2026-11-25T05:30:00Z"), QUIET, NY)).toBe(true); // 0:30 AM
    expect(isQuietTime(new Date("2026-11-25T11:59:00Z"), QUIET, NY)).toBe(true); // 6:59 AM
    expect(isQuietTime(new Date("2026-11-25T12:00:00Z"), QUIET, NY)).toBe(false); // 7:00 AM
  });

  it("reads a window within one day, and equal times as no quiet hours", () => {
    const lunch = { start: "12:00", end: "13:00" };
    expect(isQuietTime(new Date("2026-11-24T17:30:00Z"), lunch, NY)).toBe(true);
    expect(isQuietTime(new Date("2026-11-24T18:00:00Z"), lunch, NY)).toBe(false);
    expect(isQuietTime(new Date("2026-11-24T03:00:00Z"), { start: "07:00", end: "07:00" }, NY)).toBe(false);
  });

  it("holds an evening notification until 7 AM the next morning and lets a school-hours one through", () => {
    expect(heldUntil(new Date("2026-11-24T23:30:00Z"), QUIET, NY)).toEqual(new Date("2026-11-25T12:00:00Z"));
    expect(heldUntil(new Date("2026-11-25T06:00:00Z"), QUIET, NY)).toEqual(new Date("2026-11-25T12:00:00Z")); // 1 AM, same morning
    expect(heldUntil(new Date("2026-11-24T15:00:00Z"), QUIET, NY)).toBeNull();
  });

  it("releases at 7 AM local on the nights daylight saving starts and ends", () => {
    // Sunday 8 March 2026: clocks go forward at 2 AM; 7 AM is EDT (UTC-4).
    expect(heldUntil(new Date("2026-03-07T23:30:00Z"), QUIET, NY)).toEqual(new Date("2026-03-08T11:00:00Z"));
    // Sunday 1 November 2026: clocks go back at 2 AM; 7 AM is EST (UTC-5).
    expect(heldUntil(new Date("2026-10-31T22:30:00Z"), QUIET, NY)).toEqual(new Date("2026-11-01T12:00:00Z"));
    // 6 PM EDT on Saturday 31 October is 22:00Z: quiet; 5:30 PM EDT is not.
    expect(isQuietTime(new Date("2026-10-31T22:00:00Z"), QUIET, NY)).toBe(true);
    expect(isQuietTime(new Date("2026-10-31T21:30:00Z"), QUIET, NY)).toBe(false);
  });

  it("finds the next wall-clock time strictly after now", () => {
    expect(nextWallClock(new Date("2026-11-25T12:00:00Z"), "07:00", NY)).toEqual(new Date("2026-11-26T12:00:00Z"));
  });
});

describe("the digest's day", () => {
  it("is today's school day once the digest time has come in the school's zone, none before", () => {
    expect(dueDigestDate(new Date("2026-11-24T21:59:00Z"), "17:00", NY)).toBeNull(); // 4:59 PM
    expect(dueDigestDate(new Date("2026-11-24T22:00:00Z"), "17:00", NY)).toBe("2026-11-24"); // 5 PM
    // 11 PM in New York is already the 25th in UTC: still the 24th's digest.
    expect(dueDigestDate(new Date("2026-11-25T04:00:00Z"), "17:00", NY)).toBe("2026-11-24");
    // Summer: 5 PM EDT is 21:00Z.
    expect(dueDigestDate(new Date("2026-06-10T21:00:00Z"), "17:00", NY)).toBe("2026-06-10");
    expect(dueDigestDate(new Date("2026-06-10T20:59:00Z"), "17:00", NY)).toBeNull();
  });
});

describe("channels", () => {
  it("tells families of messages and absences by email and of everyday work in the digest; children in the app", () => {
    expect(defaultChannel("guardian", "message")).toBe("email");
    expect(defaultChannel("parent", "absence")).toBe("email");
    expect(defaultChannel("guardian", "work_returned")).toBe("digest");
    expect(defaultChannel("guardian", "work_due")).toBe("digest");
    expect(defaultChannel("student", "message")).toBe("app");
    expect(defaultChannel("teacher", "message")).toBe("email");
    expect(kindsForRole("guardian")).toEqual(NOTIFICATION_KINDS);
    expect(kindsForRole("student")).not.toContain("application_status");
  });

  it("offers the digest to families only and falls back to the default for a choice no longer offered", () => {
    expect(channelsForRole("guardian")).toEqual(["email", "digest", "app"]);
    expect(channelsForRole("teacher")).toEqual(["email", "app"]);
    expect(channelFor("teacher", "message", "digest")).toBe("email");
    expect(channelFor("guardian", "message", "app")).toBe("app");
  });
});

describe("unsubscribe tokens", () => {
  const secret = "a-test-secret";
  const userId = "3f0c8a52-4f7e-4f6b-9a53-8d6f3d2b1c0a";

  it("name the person and the kind, and nothing else reads as one", () => {
    const token = unsubscribeToken(secret, userId, "work_returned");
    expect(readUnsubscribeToken(secret, token)).toEqual({ userId, scope: "work_returned" });
    expect(readUnsubscribeToken(secret, unsubscribeToken(secret, userId, "digest"))).toEqual({ userId, scope: "digest" });
    expect(readUnsubscribeToken("another-secret", token)).toBeNull();
    // Another kind's byte with this kind's signature is refused.
    const bytes = Buffer.from(token, "base64url");
    bytes[16] = 0;
    expect(readUnsubscribeToken(secret, bytes.toString("base64url"))).toBeNull();
    expect(readUnsubscribeToken(secret, "short")).toBeNull();
    expect(readUnsubscribeToken(secret, "A".repeat(44))).toBeNull();
  });
});
