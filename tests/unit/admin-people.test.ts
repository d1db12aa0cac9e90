/**
 * The rules the /admin/people screen applies before offering an action (the server enforces them
 * again), the school settings schema, and the people mails (no markup, the link once, the expiry).
 */
import { describe, expect, it } from "vitest";
import { actionsFor } from "../../app/features/admin/people/people-panel";
import { accountProfileSchema } from "#common/schemas/account";
import { createPersonSchema, type AdminUser } from "#common/schemas/admin-people";
import { SETTINGS_MESSAGES, formatSettingValue, schoolSettingsPatchSchema } from "#common/schemas/school-settings";
import { expiryText, invitationMail } from "../../server/mail/people-mails";
import { validSchoolSetting } from "../../server/settings";

const account = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: "t1",
  username: "pat",
  fullName: "Pat",
  email: "pat@example.com",
  emailVerified: false,
  phone: null,
  role: "teacher",
  mfaEnabled: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  lastSignInAt: null,
  deactivatedAt: null,
  ...overrides,
});

describe("full name", () => {
  it("has one limit whether staff enter it or the person edits it later", () => {
    const person = { username: "pat.rivera", email: "pat@example.com", role: "teacher" };
    expect(createPersonSchema.safeParse({ ...person, fullName: "x".repeat(100) }).success).toBe(true);
    expect(accountProfileSchema.safeParse({ fullName: "x".repeat(100) }).success).toBe(true);
    const staff = createPersonSchema.safeParse({ ...person, fullName: "x".repeat(101) });
    const profile = accountProfileSchema.safeParse({ fullName: "x".repeat(101) });
    expect(staff.error?.issues.map((i) => i.message)).toEqual(["Full name must not exceed 100 characters"]);
    expect(profile.error?.issues.map((i) => i.message)).toEqual(["Full name must not exceed 100 characters"]);
  });
});

describe("actionsFor", () => {
  const admin = { id: "a1", role: "admin" as const };
  const boss = { id: "s1", role: "super_admin" as const };

  it("offers an admin the actions on non-admin accounts only", () => {
    expect(actionsFor(admin, account())).toEqual(["resend-invite", "deactivate"]);
    expect(actionsFor(admin, account({ mfaEnabled: true }))).toEqual(["resend-invite", "reset-mfa", "deactivate"]);
    expect(actionsFor(admin, account({ deactivatedAt: "2026-02-01T00:00:00.000Z" }))).toEqual(["reactivate"]);
    expect(actionsFor(admin, account({ email: null }))).toEqual(["deactivate"]);
    expect(actionsFor(admin, account({ role: "admin" }))).toEqual([]);
    expect(actionsFor(admin, account({ role: "super_admin" }))).toEqual([]);
  });

  it("offers a super admin every account but their own", () => {
    expect(actionsFor(boss, account({ role: "admin" }))).toEqual(["resend-invite", "deactivate"]);
    expect(actionsFor(boss, account({ id: "s1", role: "super_admin" }))).toEqual([]);
    expect(actionsFor(null, account())).toEqual([]);
  });
});

describe("school settings schema", () => {
  it("accepts a subset and refuses what is not a setting", () => {
    expect(schoolSettingsPatchSchema.parse({ tour_slot_capacity: 8 })).toEqual({ tour_slot_capacity: 8 });
    expect(schoolSettingsPatchSchema.safeParse({ grade_cutoff_date: { month: 2, day: 29 } }).error?.issues[0]?.message).toBe(SETTINGS_MESSAGES.leapDay);
    expect(schoolSettingsPatchSchema.safeParse({ grade_cutoff_date: { month: 2, day: 28 } }).success).toBe(true);
    expect(schoolSettingsPatchSchema.safeParse({ grade_cutoff_date: { month: 11, day: 31 } }).success).toBe(false);
    expect(schoolSettingsPatchSchema.safeParse({ session_timeout_minutes: Number.NaN }).success).toBe(false);
    expect(schoolSettingsPatchSchema.safeParse({ other: 1 }).success).toBe(false);
  });

  it("words values for the change log", () => {
    expect(formatSettingValue("session_timeout_minutes", 1)).toBe("1 minute");
    expect(formatSettingValue("tour_slot_capacity", 5)).toBe("5 families per slot");
    expect(formatSettingValue("grade_cutoff_date", { month: 8, day: 15 })).toBe("August 15");
  });
});

describe("invitation mail", () => {
  it("names who created the account, the username, role and expiry, with the link once and no control characters in the name", () => {
    const mail = invitationMail({
      to: "pat@example.com",
      fullName: "Pat\r\nBcc: x@example.com",
      language: "en",
      username: "pat",
      role: "guardian",
      createdBy: "Dana Office (Admin)",
      link: "https://school.example/reset-password?token=abc",
      expiresAt: new Date("2026-07-08T16:30:00Z"),
      signInUrl: "https://school.example/auth",
    });
    expect(mail.kind).toBe("account.invitation");
    expect(mail.text).toContain("Hello Pat Bcc: x@example.com,");
    expect(mail.text).toContain("Dana Office (Admin) created a BrightPath Academy account for you.");
    expect(mail.text).toContain("Role: Guardian");
    expect(mail.text).toContain("expires on Wednesday, July 8, 2026 at 12:30 PM EDT");
    expect(mail.text.split("token=abc")).toHaveLength(2);
    expect(expiryText(new Date("2026-12-01T15:00:00Z"), "en")).toBe("Tuesday, December 1, 2026 at 10:00 AM EST");
  });

  it("is in the person's language, the role as the people screens name it", () => {
    const mail = invitationMail({
      to: "pat@example.com",
      fullName: "Pat Lee",
      language: "es",
      username: "pat",
      role: "guardian",
      createdBy: "Dana Office",
      link: "https://school.example/es/reset-password?token=abc",
      expiresAt: new Date("2026-07-08T16:30:00Z"),
      signInUrl: "https://school.example/es/auth",
    });
    expect(mail.subject).toBe("Su cuenta de BrightPath Academy está lista: elija su contraseña");
    expect(mail.text).toContain("Hola, Pat Lee:");
    expect(mail.text).toContain("Dana Office creó una cuenta de BrightPath Academy para usted.");
    expect(mail.text).toMatch(/Función: \S/);
    expect(mail.text).not.toContain("Role:");
    expect(mail.text).toContain(`vence el ${expiryText(new Date("2026-07-08T16:30:00Z"), "es")}.`);
    expect(expiryText(new Date("2026-07-08T16:30:00Z"), "es")).toMatch(/miércoles/);
  });
});

describe("validSchoolSetting", () => {
  it("gives every reader the value the settings screen would accept, or the default", () => {
    expect(validSchoolSetting("tour_slot_capacity", 12)).toBe(12);
    for (const stored of [0, 51, 2.5, "7", null, undefined]) expect(validSchoolSetting("tour_slot_capacity", stored)).toBe(5);
    expect(validSchoolSetting("session_timeout_minutes", 45)).toBe(45);
    for (const stored of [4, 721, -1, Number.NaN]) expect(validSchoolSetting("session_timeout_minutes", stored)).toBe(120);
    expect(validSchoolSetting("grade_cutoff_date", { month: 8, day: 15 })).toEqual({ month: 8, day: 15 });
    expect(validSchoolSetting("grade_cutoff_date", { month: 2, day: 30 })).toEqual({ month: 9, day: 1 });
    expect(validSchoolSetting("grade_cutoff_date", "September 1")).toEqual({ month: 9, day: 1 });
  });
});
