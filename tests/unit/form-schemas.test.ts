/** The public forms' rules and exact messages (docs/product.md section 5), shared by client and server. */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { applicationFormSchema, applicationSchema, resolveGradeConflictSchema } from "#common/schemas/application";
import { CONTACT_MESSAGES, contactSchema } from "#common/schemas/contact";
import { INVALID_EMAIL, INVALID_PHONE, isValidPhone, PLUS_EMAIL } from "#common/schemas/fields";
import { TOUR_MESSAGES, tourSchema } from "#common/schemas/tour";
import { isOfferedTourDate, TOUR_TIMES, tourDates, tourTimeMinutes } from "#common/tour";
import { formatCalendarDate } from "#common/calendar-date";

/** field -> messages, the way the API's 400 answer lists them. */
function errors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

const contact = { parent_name: "Ana-María O'Neil Jr.", email: "Ana@Example.org", message: "We would love to learn more." };

describe("contact", () => {
  it("accepts a valid message and lower-cases the email", () => {
    const parsed = contactSchema.parse({ ...contact, phone: "", grade_level: "" });
    expect(parsed.email).toBe("ana@example.org");
    expect(parsed.phone).toBeUndefined();
    expect(parsed.grade_level).toBeUndefined();
  });

  it("parent name length and characters", () => {
    expect(errors(contactSchema, { ...contact, parent_name: "A" }).parent_name).toEqual([CONTACT_MESSAGES.nameShort]);
    expect(errors(contactSchema, { ...contact, parent_name: "A".repeat(51) }).parent_name).toEqual([CONTACT_MESSAGES.nameLong]);
    expect(errors(contactSchema, { ...contact, parent_name: "Ann <script>" }).parent_name).toEqual([CONTACT_MESSAGES.nameChars]);
    expect(errors(contactSchema, { ...contact, parent_name: "Zoë 2" }).parent_name).toEqual([CONTACT_MESSAGES.nameChars]);
    expect(errors(contactSchema, { ...contact, parent_name: "  Li  " })).toEqual({});
  });

  it("email: '+' is refused with its own message; invalid with the generic one", () => {
    expect(errors(contactSchema, { ...contact, email: "ana+school@example.org" }).email).toEqual([PLUS_EMAIL]);
    expect(errors(contactSchema, { ...contact, email: "not-an-email" }).email).toEqual([INVALID_EMAIL]);
    expect(errors(contactSchema, { ...contact, email: undefined }).email).toEqual([INVALID_EMAIL]);
  });

  it("phone: optional leading +, a non-zero digit, up to 15 more digits after stripping spaces, hyphens, parentheses", () => {
    for (const ok of ["+1 (800) 555-0142", "919-555-0100", "+447911123456", "1234567890123456"]) expect(isValidPhone(ok)).toBe(true);
    for (const bad of ["0800 555", "+0 123", "12345678901234567", "555.0100", "abc", "+"]) expect(isValidPhone(bad)).toBe(false);
    expect(errors(contactSchema, { ...contact, phone: "555.0100" }).phone).toEqual([INVALID_PHONE]);
  });

  it("message length and word count", () => {
    expect(errors(contactSchema, { ...contact, message: "Too short" }).message).toContain(CONTACT_MESSAGES.messageShort);
    expect(errors(contactSchema, { ...contact, message: "x".repeat(1001) }).message).toContain(CONTACT_MESSAGES.messageLong);
    expect(errors(contactSchema, { ...contact, message: "Hello-there-friends" }).message).toEqual([CONTACT_MESSAGES.messageWords]);
  });

  it("a chosen grade must be mentioned, or the message must be longer than 50 characters", () => {
    expect(errors(contactSchema, { ...contact, grade_level: "grade-3", message: "Please call me back soon" }).message).toEqual([CONTACT_MESSAGES.gradeMention]);
    expect(errors(contactSchema, { ...contact, grade_level: "grade-3", message: "Questions about third grade" })).toEqual({});
    expect(errors(contactSchema, { ...contact, grade_level: "kindergarten", message: "Is Kindergarten full this year?" })).toEqual({});
    expect(errors(contactSchema, { ...contact, grade_level: "grade-3", message: "Please call me back soon about the schedule options" })).toEqual({});
    expect(errors(contactSchema, { ...contact, grade_level: "grade-9" }).grade_level).toBeDefined();
  });
});

const tour = {
  parent_name: "Sam Lee",
  email: "sam@example.org",
  child_name: "Jo",
  grade_level: "grade-1",
  preferred_date: "2026-11-23",
  preferred_time: "9:00 AM",
};

describe("tour", () => {
  it("accepts a valid booking", () => {
    expect(errors(tourSchema, tour)).toEqual({});
  });

  it("required fields carry the spec's messages", () => {
    const found = errors(tourSchema, {});
    expect(found.parent_name).toEqual([TOUR_MESSAGES.parentName]);
    expect(found.child_name).toEqual([TOUR_MESSAGES.childName]);
    expect(found.email).toEqual([INVALID_EMAIL]);
    expect(found.grade_level).toEqual([TOUR_MESSAGES.grade]);
    expect(found.preferred_date).toEqual([TOUR_MESSAGES.date]);
    expect(found.preferred_time).toEqual([TOUR_MESSAGES.time]);
    expect(errors(tourSchema, { ...tour, preferred_time: "12:00 PM" }).preferred_time).toEqual([TOUR_MESSAGES.time]);
    expect(errors(tourSchema, { ...tour, preferred_date: "2026-02-30" }).preferred_date).toEqual([TOUR_MESSAGES.date]);
    expect(errors(tourSchema, { ...tour, preferred_date: "" }).preferred_date).toEqual([TOUR_MESSAGES.date]);
  });

  it("offers the next 20 weekdays starting tomorrow in New York, skipping weekends", () => {
    // Saturday 21 November 2026, 14:00 UTC.
    const dates = tourDates(new Date("2026-11-21T14:00:00Z")).map(formatCalendarDate);
    expect(dates).toHaveLength(20);
    expect(dates[0]).toBe("2026-11-23");
    expect(dates).not.toContain("2026-11-28");
    expect(dates.at(-1)).toBe("2026-12-18");
    // Late Friday evening in New York is already Saturday in UTC: tomorrow is still Saturday, so Monday first.
    expect(formatCalendarDate(tourDates(new Date("2026-11-21T03:00:00Z"))[0]!)).toBe("2026-11-23");
    expect(isOfferedTourDate("2026-11-21", new Date("2026-11-21T14:00:00Z"))).toBe(false);
    expect(isOfferedTourDate("2026-12-18", new Date("2026-11-21T14:00:00Z"))).toBe(true);
    expect(isOfferedTourDate("2026-12-21", new Date("2026-11-21T14:00:00Z"))).toBe(false);
  });

  it("times are the spec's seven slots", () => {
    expect(TOUR_TIMES.map(tourTimeMinutes)).toEqual([540, 600, 660, 780, 840, 900, 960]);
  });
});

const application = {
  parent_name: "Sam Lee",
  parent_email: "SAM@example.org",
  child_first_name: "Jo",
  child_last_name: "Lee",
  child_dob: "2019-05-10",
  child_grade_requested: "3",
  emergency_contact_name: "Pat Lee",
  emergency_contact_phone: "919-555-0100",
  ferpa_consent: true,
};

describe("application", () => {
  it("accepts a valid application; booleans default to false", () => {
    const parsed = applicationSchema.parse({ ...application, secondary_guardian_email: "" });
    expect(parsed.parent_email).toBe("sam@example.org");
    expect(parsed.is_mid_year_transfer).toBe(false);
    expect(parsed.marketing_consent).toBe(false);
    expect(parsed.secondary_guardian_email).toBeUndefined();
  });

  it("required fields and consents carry the spec's messages", () => {
    const found = errors(applicationSchema, {
      ...application,
      child_dob: "",
      child_grade_requested: "",
      emergency_contact_name: "",
      emergency_contact_phone: "123",
      ferpa_consent: false,
      secondary_guardian_email: "nope",
    });
    expect(found.child_dob).toEqual(["Please select child's date of birth"]);
    expect(found.child_grade_requested).toEqual(["Please select requested grade level"]);
    expect(found.emergency_contact_name).toEqual(["Emergency contact name required"]);
    expect(found.emergency_contact_phone).toEqual(["Emergency contact phone required"]);
    expect(found.ferpa_consent).toEqual(["FERPA consent is required"]);
    expect(found.secondary_guardian_email).toEqual(["Valid email required"]);
    const { ferpa_consent: _omit, ...withoutConsent } = application;
    expect(errors(applicationSchema, withoutConsent).ferpa_consent).toEqual(["FERPA consent is required"]);
  });

  it("takes the start as YYYY-MM: optional over the API, required on the form", () => {
    expect(applicationSchema.parse(application).desired_start).toBeUndefined();
    expect(applicationSchema.parse({ ...application, desired_start: " 2026-12 " }).desired_start).toBe("2026-12");
    for (const bad of ["", "next-year", "2026-13", "2026-12-01", 202612, null]) {
      expect(errors(applicationSchema, { ...application, desired_start: bad }).desired_start, String(bad)).toEqual([
        "Please choose when your child would like to start",
      ]);
    }
    expect(errors(applicationFormSchema, application).desired_start).toEqual(["Please choose when your child would like to start"]);
    expect(errors(applicationFormSchema, { ...application, desired_start: "" }).desired_start).toEqual(["Please choose when your child would like to start"]);
    expect(applicationFormSchema.parse({ ...application, desired_start: "2027-08" }).desired_start).toBe("2027-08");
  });

  it("refuses wrong types", () => {
    expect(errors(applicationSchema, { ...application, is_mid_year_transfer: "yes" }).is_mid_year_transfer).toBeDefined();
    expect(errors(applicationSchema, { ...application, child_first_name: 42 }).child_first_name).toBeDefined();
  });

  it("grade-conflict resolutions are the three offered ones", () => {
    expect(resolveGradeConflictSchema.safeParse({ resolution: "placement_assessment" }).success).toBe(true);
    expect(resolveGradeConflictSchema.safeParse({ resolution: "skip" }).success).toBe(false);
  });
});
