/**
 * What a valid request to each endpoint looks like: a valid sample of its body or query. The schemas
 * are its contract's (common/api/, the ones the server parses with; schemasOf). The fuzzer starts
 * every request from the sample and mutates one thing; the schemas give it the fields, their types,
 * enums and limits. The test checks every sample against its schemas, so a schema change cannot
 * leave a sample stale. An endpoint missing here is still fuzzed, with an empty body and junk.
 */
import { z, ZodType } from "zod";
import { CONTRACTS } from "#common/api/index";
import { APPLICATION_STATUSES, DUPLICATE_DECISIONS } from "#common/application-status";
import { APPLICATION_GRADE_VALUES, FORM_GRADE_VALUES } from "#common/grades";
import { GRADE_CONFLICT_RESOLUTIONS } from "#common/schemas/application";
import { BILLING_FAMILY_PLANS, INVOICE_PERIODS, INVOICE_STATUSES, PAYMENT_KINDS, PAYMENT_METHODS } from "#common/schemas/billing";
import { ANSWER_KINDS, ASSIGNMENT_STATES } from "#common/schemas/learning/assignments";
import { LIVE_PARTICIPANT_ACTIONS } from "#common/schemas/learning/live";
import { absenceReportSchema } from "#common/schemas/learning/attendance";
import { dateInZone } from "#common/time-zone";
import { PORTFOLIO_STATUSES } from "#common/schemas/learning/portfolio";
import { LIBRARY_SCOPES } from "#common/schemas/learning/library";
import { workFileSchema } from "#common/schemas/learning/work";
import { ACCOMMODATION_PLANS } from "#common/schemas/learning/students";
import { SKILL_ICONS } from "#common/learning/badges";
import { AVATAR_IDS } from "#common/learning/avatars";
import { TEXT_SIZES } from "#common/learning/preferences";
import { TOUR_TIMES } from "#common/tour";
import { DAILY_LIMIT_CHOICES, GAME_KINDS } from "#common/learning/games";
import { dobForGrade, validApplication, validContact, validTour } from "../support/form-data";
import type { Rng } from "./prng";

const EMERGENCY_CONTACTS = [
  { name: "Rosa Delgado", phone: "+1 555 014 2231", relationship: "grandmother" },
  { name: "Tomasz Wrobel", phone: "(555) 018-4410", relationship: "neighbour" },
  { name: "Ines Araujo", phone: "555 017 9902" },
];

/** What the samples need from the fuzzer's world. */
export interface SampleContext {
  rng: Rng;
  /** A unique suffix for names that must not repeat (usernames, addresses). */
  unique: string;
  /** The account created at set-up, for a sign-in that succeeds. */
  account: { username: string; password: string };
  /** Tour dates on offer now (YYYY-MM-DD). */
  offeredDates: readonly string[];
}

/** An id that names nothing: the courses endpoints answer 400 or 404 for it, never 500. */
const FUZZ_UUID = "00000000-0000-4000-8000-000000000000";
const OTHER_UUID = "00000000-0000-4000-8000-000000000001";

export const FUZZ_PASSWORD = "Fuzz-Passw0rd-2026";

export interface CatalogEntry {
  /** The schemas a route parses its JSON body with itself, where its contract names none (one body, checked by each). */
  body?: ZodType[];
  /** The schema of the query string a route parses itself (values are strings, as they arrive). */
  query?: ZodType;
  /** A valid body, or valid query values. */
  sample: (ctx: SampleContext) => Record<string, unknown>;
}

const CONTRACT_BY_KEY = new Map(CONTRACTS.map(({ contract }) => [`${contract.method} ${contract.path}`, contract]));

/**
 * The schemas an endpoint parses its body and query with: its contract's (common/api/), or the
 * catalog's for the few routes that parse a body themselves (one that depends on the day, a second
 * form at one address).
 */
export function schemasOf(key: string): { body?: ZodType[]; query?: ZodType } {
  const contract = CONTRACT_BY_KEY.get(key);
  return {
    body: contract?.body instanceof ZodType ? [contract.body] : CATALOG[key]?.body,
    query: contract?.query ?? CATALOG[key]?.query,
  };
}

export const CATALOG: Record<string, CatalogEntry> = {
  // The portal homes (docs/api/portal-homes.md): reads without input but the child's day.
  "GET /api/teacher/home": { sample: () => ({}) },
  "GET /api/teacher/attention-counts": { sample: () => ({}) },
  "GET /api/messages/unread-count": { sample: () => ({}) },
  "GET /api/teacher/classes": { sample: () => ({}) },
  "GET /api/teacher/classes/:classId": { sample: () => ({}) },
  "GET /api/student/home": { sample: () => ({}) },
  "GET /api/student/courses": { sample: () => ({}) },
  "GET /api/family/children": { sample: () => ({}) },
  "GET /api/family/home": { sample: () => ({}) },
  "GET /api/family/children/:studentId/day": { sample: ({ rng }) => rng.pick([{}, { date: "2026-11-24" }, { date: "2027-01-04" }]) },
  // Points and badges (docs/api/rewards.md); ids that name nothing answer 404.
  "GET /api/teacher/points": { sample: () => ({ classId: FUZZ_UUID }) },
  "POST /api/teacher/points": {
    sample: ({ rng }) => ({
      classId: FUZZ_UUID,
      studentIds: [FUZZ_UUID],
      skillId: FUZZ_UUID,
      points: rng.int(5) + 1,
      note: rng.pick(["", "Helped a friend tidy up."]),
    }),
  },
  "DELETE /api/teacher/points/:awardId": { sample: () => ({}) },
  "GET /api/student/rewards": { sample: () => ({}) },
  "GET /api/family/rewards": { sample: () => ({ studentId: FUZZ_UUID }) },
  // Learning games (docs/api/games.md): the fuzzer is an adult or no child, so rounds read as missing.
  "GET /api/student/games": { sample: () => ({}) },
  "POST /api/student/games/rounds": { sample: ({ rng }) => ({ kind: GAME_KINDS[rng.int(GAME_KINDS.length)]! }) },
  "GET /api/student/games/rounds/:roundId": { sample: () => ({}) },
  "POST /api/student/games/rounds/:roundId/answers": { sample: ({ rng }) => ({ index: rng.int(8), choice: "a" }) },
  "GET /api/teacher/practice": { sample: () => ({ classId: FUZZ_UUID }) },
  "POST /api/teacher/practice/assignments": {
    sample: ({ rng }) => ({ classId: FUZZ_UUID, kind: GAME_KINDS[rng.int(GAME_KINDS.length)]!, studentId: null, note: "Practise this week" }),
  },
  "DELETE /api/teacher/practice/assignments/:gameAssignmentId": { sample: () => ({}) },
  "GET /api/family/games": { sample: () => ({ studentId: FUZZ_UUID }) },
  "PUT /api/family/children/:studentId/game-limit": { sample: ({ rng }) => ({ minutesPerDay: DAILY_LIMIT_CHOICES[rng.int(DAILY_LIMIT_CHOICES.length)]! }) },
  "GET /api/admin/skills": { sample: () => ({}) },
  "POST /api/admin/skills": { sample: ({ rng, unique }) => ({ name: `Patience ${unique}`.slice(0, 40), icon: rng.pick(SKILL_ICONS) }) },
  // Insights and analytics of a class (docs/api/insights.md).
  "GET /api/teacher/insights": { sample: ({ rng }) => rng.pick([{ classId: FUZZ_UUID }, { classId: FUZZ_UUID, termId: FUZZ_UUID }]) },
  "GET /api/teacher/analytics": { sample: ({ rng }) => rng.pick([{ classId: FUZZ_UUID }, { classId: FUZZ_UUID, termId: FUZZ_UUID }]) },
  "PATCH /api/admin/skills/:skillId": { sample: ({ rng }) => rng.pick([{ archived: true }, { icon: rng.pick(SKILL_ICONS) }, { name: "Being patient" }]) },
  // Family progress and term comments (docs/api/progress.md).
  "GET /api/family/progress": { sample: ({ rng }) => rng.pick([{ studentId: FUZZ_UUID }, { studentId: FUZZ_UUID, termId: FUZZ_UUID }]) },
  "GET /api/student/progress": { sample: ({ rng }) => rng.pick([{}, { termId: FUZZ_UUID }]) },
  "GET /api/teacher/term-comments": { sample: () => ({ classId: FUZZ_UUID, termId: FUZZ_UUID }) },
  "PUT /api/teacher/term-comments": {
    sample: ({ rng }) => ({ classId: FUZZ_UUID, termId: FUZZ_UUID, studentId: FUZZ_UUID, comment: rng.pick(["Reads every day.\nKind to others.", ""]) }),
  },
  "GET /api/admin/report-cards": { sample: ({ rng }) => rng.pick([{}, { termId: FUZZ_UUID }]) },
  "POST /api/admin/report-cards": { sample: ({ rng }) => rng.pick([{ termId: FUZZ_UUID }, { termId: FUZZ_UUID, studentIds: [FUZZ_UUID] }]) },
  // Portfolios (docs/api/portfolio.md).
  "GET /api/student/portfolio": { sample: () => ({}) },
  "POST /api/student/portfolio": {
    sample: ({ rng }) => ({ workId: FUZZ_UUID, title: "My best poem", reflection: rng.pick(["", "I used rhymes.\nI am proud."]) }),
  },
  "DELETE /api/student/portfolio/:itemId": { sample: () => ({}) },
  "GET /api/student/portfolio.pdf": { sample: ({ rng }) => rng.pick([{}, { termId: FUZZ_UUID }]) },
  "GET /api/teacher/portfolio": { sample: ({ rng }) => ({ classId: FUZZ_UUID, status: rng.pick(PORTFOLIO_STATUSES) }) },
  "POST /api/teacher/portfolio/:itemId/approve": { sample: () => ({}) },
  "POST /api/teacher/portfolio/:itemId/decline": { sample: () => ({}) },
  "GET /api/family/portfolio": { sample: () => ({ studentId: FUZZ_UUID }) },
  "GET /api/family/portfolio.pdf": { sample: ({ rng }) => rng.pick([{ studentId: FUZZ_UUID }, { studentId: FUZZ_UUID, termId: FUZZ_UUID }]) },
  "POST /api/login": { sample: ({ account }) => ({ username: account.username, password: account.password }) },
  "POST /api/login/card": { sample: ({ rng }) => ({ code: rng.pick(["K7QM2-XPA93-TDF4R", "k7qm2 xpa93 tdf4r", "not a code"]) }) },
  // Handing a device to a child and coming back (issue 34): the hand-over has no body.
  "POST /api/family/children/:studentId/hand-over": { sample: () => ({}) },
  "POST /api/session/hand-back": { sample: () => ({ password: FUZZ_PASSWORD }) },
  "POST /api/register": {
    sample: ({ rng, unique }) => ({
      username: `fuzz.${unique}`,
      password: FUZZ_PASSWORD,
      email: `fuzz.${unique}@example.com`,
      phone: "555-123-4567",
      role: rng.pick(["guardian", "student"]),
    }),
  },
  "POST /api/auth/mfa/login": { sample: () => ({ code: "123456" }) },
  "POST /api/auth/forgot-password": { sample: ({ unique }) => ({ email: `fuzz.${unique}@example.com` }) },
  "POST /api/auth/reset-password": { sample: () => ({ token: "x".repeat(43), newPassword: FUZZ_PASSWORD }) },
  "POST /api/auth/verify-email": { sample: () => ({ token: "y".repeat(43) }) },
  "POST /api/auth/mfa/enable": { sample: () => ({ password: FUZZ_PASSWORD, verificationToken: "123456" }) },
  "POST /api/auth/mfa/disable": { sample: () => ({ password: FUZZ_PASSWORD, mfaToken: "123456" }) },
  "PATCH /api/account": {
    sample: ({ rng }) => ({ fullName: rng.pick(["Ana Lima", "Zoë Ødegård", ""]), phone: rng.pick(["+1 555 010 2030", ""]) }),
  },
  "PUT /api/account/language": { sample: ({ rng }) => ({ language: rng.pick(["en", "es"]) }) },
  "POST /api/account/password": { sample: () => ({ currentPassword: FUZZ_PASSWORD, newPassword: `${FUZZ_PASSWORD}!` }) },
  "POST /api/contact": {
    sample: ({ rng }) => validContact({ grade_level: rng.pick(["", ...FORM_GRADE_VALUES]), attachments: [] }),
  },
  "POST /api/tour-booking": {
    sample: ({ rng, offeredDates }) => validTour({ preferred_date: rng.pick(offeredDates), preferred_time: rng.pick(TOUR_TIMES) }),
  },
  "POST /api/application-submission": {
    sample: ({ rng, unique }) => {
      const grade = rng.int(7);
      return validApplication({
        child_first_name: `Kid${unique.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`,
        child_dob: dobForGrade(grade),
        // Now and then a grade the date of birth does not give: a grade conflict to resolve.
        child_grade_requested: rng.chance(0.3) ? rng.pick(APPLICATION_GRADE_VALUES) : APPLICATION_GRADE_VALUES[grade],
      });
    },
  },
  "POST /api/application-submission/:applicationId/resolve-grade-conflict": {
    sample: ({ rng }) => ({ resolution: rng.pick(GRADE_CONFLICT_RESOLUTIONS) }),
  },
  "POST /api/admin/users": {
    sample: ({ rng, unique }) => ({
      username: `staff.${unique}`,
      fullName: "Fuzz Person",
      email: `staff.${unique}@example.com`,
      phone: "555-765-4321",
      role: rng.pick(["teacher", "parent", "guardian", "student"]),
    }),
  },
  "PATCH /api/admin/settings": {
    sample: ({ rng }) => rng.pick([{ tour_slot_capacity: 50 }, { session_timeout_minutes: 720 }, { grade_cutoff_date: { month: 9, day: 1 } }, {}]),
  },
  "POST /api/admin/applications/:applicationId/status": {
    sample: ({ rng }) => ({ status: rng.pick(APPLICATION_STATUSES), note: "Checked by the fuzzer." }),
  },
  "POST /api/admin/applications/:applicationId/grade-review": {
    sample: ({ rng }) => ({ placementGrade: rng.pick(APPLICATION_GRADE_VALUES), note: "Placement reviewed." }),
  },
  "POST /api/admin/applications/:applicationId/duplicate-review": {
    sample: ({ rng }) => ({ decision: rng.pick(DUPLICATE_DECISIONS) }),
  },
  "POST /api/admin/tours/:id/cancel": { sample: () => ({ reason: "The family asked to cancel." }) },
  "POST /api/admin/tours/:id/reschedule": {
    sample: ({ rng, offeredDates }) => ({ preferredDate: rng.pick(offeredDates), preferredTime: rng.pick(TOUR_TIMES) }),
  },
  "GET /api/admin/applications": {
    sample: ({ rng }) =>
      rng.pick([
        { page: "1", pageSize: "25" },
        { q: "Rahman", status: rng.pick(APPLICATION_STATUSES) },
        { grade: rng.pick(APPLICATION_GRADE_VALUES), from: "2026-01-01", to: "2030-12-31", needs: rng.pick(["grade_conflict", "duplicate"]) },
      ]),
  },
  "GET /api/admin/users": {
    sample: ({ rng }) =>
      rng.pick([
        { page: "1", pageSize: "10" },
        { q: "fuzz", role: "teacher", state: rng.pick(["active", "deactivated"]) },
      ]),
  },
  "GET /api/admin/enquiries": { sample: ({ rng }) => ({ page: "1", pageSize: "25", q: "grade", unread: rng.pick(["1", "0"]) }) },
  "GET /api/admin/audit-log": {
    sample: () => ({ page: "2", pageSize: "5", action: "user", actor: "admin", from: "2026-01-01", to: "2030-12-31" }),
  },
  "POST /api/admin/applications/:applicationId/create-student": {
    sample: ({ rng, unique }) => ({
      firstName: "Maya",
      lastName: rng.pick(["Okafor", "Ødegård"]),
      dateOfBirth: "2019-06-01",
      grade: rng.pick(APPLICATION_GRADE_VALUES),
      accommodationPlan: rng.pick(ACCOMMODATION_PLANS),
      accommodations: rng.pick(["", "Extra time.\nRead-aloud."]),
      photoReleaseConsent: rng.chance(0.5),
      username: `kid.${unique}`,
      guardians: [{ fullName: "Grace Okafor", email: `family.${unique}@example.com` }],
      ...rng.pick([{}, { classId: FUZZ_UUID }, { classId: FUZZ_UUID, classIds: [] }, { classIds: [FUZZ_UUID] }]),
    }),
  },
  "GET /api/admin/students": {
    sample: ({ rng }) =>
      rng.pick([
        { page: "1", pageSize: "25" },
        { q: "Okafor", grade: rng.pick(APPLICATION_GRADE_VALUES) },
      ]),
  },
  "PATCH /api/admin/students/:id": {
    sample: ({ rng }) =>
      rng.pick([
        { preferredName: "May" },
        { grade: rng.pick(APPLICATION_GRADE_VALUES), accommodationPlan: rng.pick(ACCOMMODATION_PLANS) },
        { photoReleaseConsent: true },
      ]),
  },
  "POST /api/admin/students/:id/guardians": { sample: ({ unique }) => ({ fullName: "Bea Okafor", email: `bea.${unique}@example.com`, relationship: "aunt" }) },
  "POST /api/admin/students/:id/password": { sample: () => ({ password: FUZZ_PASSWORD }) },
  "POST /api/admin/students/:id/grade-classes": { sample: () => ({}) },
  // The move to the next year (issue 36): a year that does not exist, so a mutated dryRun never moves the fuzzer's school.
  "POST /api/admin/courses/rollover": { sample: () => ({ toYearId: "00000000-0000-4000-8000-00000000f022", dryRun: true }) },
  // Withdrawal (issue 36): today or earlier in the current school year, and a reason; re-enrolment on or after it.
  "POST /api/admin/students/:id/withdrawal": { sample: () => ({ withdrawnOn: dateInZone(Date.now()), reason: "The family is moving abroad." }) },
  "POST /api/admin/students/:id/re-enrolment": { sample: () => ({ reEnrolledOn: dateInZone(Date.now()) }) },
  // Emergency contacts (issue 36): the whole list, 1 to 3 in calling order, from staff or the child's guardian.
  "PUT /api/admin/students/:id/emergency-contacts": {
    sample: ({ rng }) => ({ contacts: rng.pick([EMERGENCY_CONTACTS.slice(0, 1), EMERGENCY_CONTACTS]) }),
  },
  "PUT /api/family/children/:studentId/emergency-contacts": {
    sample: ({ rng }) => ({ contacts: rng.pick([EMERGENCY_CONTACTS.slice(0, 2), EMERGENCY_CONTACTS.slice(1)]) }),
  },
  "POST /api/family/children/:studentId/password": { sample: () => ({ password: FUZZ_PASSWORD }) },
  "PUT /api/family/children/:studentId/language": { sample: ({ rng }) => ({ language: rng.pick(["en", "es"]) }) },
  // Sign-in cards (issue 34): making one has no body; the class sheet says whether to replace the live cards.
  "GET /api/family/sign-in-cards": { sample: () => ({}) },
  "POST /api/teacher/classes/:classId/sign-in-cards": { sample: ({ rng }) => ({ replaceExisting: rng.pick([true, false]) }) },
  "PATCH /api/family/children/:studentId/preferences": {
    sample: ({ rng }) => ({ textSize: rng.pick(TEXT_SIZES), captions: rng.chance(0.5) }),
  },
  "PATCH /api/student/profile": {
    sample: ({ rng }) => ({ avatar: rng.pick([...AVATAR_IDS, null]), preferences: { textSize: rng.pick(TEXT_SIZES), reducedMotion: rng.chance(0.5) } }),
  },
  // The resource library (docs/api/library.md).
  "GET /api/library/folders": { sample: () => ({}) },
  "POST /api/library/folders": { sample: ({ rng, unique }) => ({ name: `Fuzz folder ${unique}`, scope: rng.pick(LIBRARY_SCOPES) }) },
  "PATCH /api/library/folders/:id": { sample: ({ rng }) => rng.pick([{ name: "Renamed folder" }, { parentId: null }, { parentId: FUZZ_UUID }]) },
  "DELETE /api/library/folders/:id": { sample: () => ({}) },
  "GET /api/library/resources": {
    sample: ({ rng }) => rng.pick([{}, { q: "fractions", scope: "school", subject: "math", grade: "3", page: 1 }, { folderId: FUZZ_UUID }]),
  },
  "POST /api/library/resources": {
    sample: ({ rng, unique }) =>
      rng.pick([
        { kind: "link", url: "https://example.org/fuzz", title: `Fuzz link ${unique}`, scope: rng.pick(LIBRARY_SCOPES), grade: "2", subjectCode: "math" },
        { kind: "file", fileId: FUZZ_UUID, title: `Fuzz file ${unique}`, description: "Two lines\nof description" },
      ]),
  },
  "PATCH /api/library/resources/:id": {
    sample: ({ rng }) => rng.pick([{ title: "Renamed" }, { folderId: null, grade: "K" }, { url: "http://example.org/x" }]),
  },
  "POST /api/library/resources/:id/archive": { sample: () => ({}) },
  "GET /api/admin/tours": { sample: ({ offeredDates }) => ({ from: offeredDates[0], to: offeredDates.at(-1) }) },
  "GET /api/admin/reports": { sample: () => ({ from: "2026-01-01", to: "2030-12-31" }) },
  // Tuition billing (issue 36): a run (mostly dry), the office's list, a payment or refund, a credit note, PDFs.
  "POST /api/admin/billing/runs": {
    sample: ({ rng }) => ({ period: rng.pick(INVOICE_PERIODS), issuedOn: "2026-08-17", dueOn: "2026-09-01", dryRun: rng.chance(0.8) }),
  },
  "PATCH /api/admin/billing/families/:familyId": { sample: ({ rng }) => ({ plan: rng.pick(BILLING_FAMILY_PLANS) }) },
  "GET /api/admin/billing/invoices": { sample: ({ rng }) => rng.pick([{}, { status: rng.pick(INVOICE_STATUSES) }]) },
  "POST /api/admin/billing/invoices/:number/payments": {
    sample: ({ rng }) => ({
      kind: rng.pick(PAYMENT_KINDS),
      amountCents: 100_00,
      method: rng.pick(PAYMENT_METHODS),
      reference: "Transfer 2026-0917",
      receivedOn: "2026-09-17",
    }),
  },
  "POST /api/admin/billing/invoices/:number/credit-notes": { sample: () => ({ amountCents: 50_00, reason: "Two days of closure credited." }) },
  // An invoice's PDF (the family's own, the office's any): no body or query, only the number in the path.
  "GET /api/family/invoices/:number.pdf": { sample: () => ({}) },
  "GET /api/admin/billing/invoices/:number.pdf": { sample: () => ({}) },
  // Multipart (the OneRoster files); the fuzzer's JSON bodies and junk parts must be a clear 400.
  "POST /api/admin/roster/import": { sample: ({ rng }) => ({ dryRun: rng.pick(["true", "false"]) }) },
  "GET /api/admin/roster/export.zip": { sample: () => ({}) },
  "GET /api/admin/reports/applications.csv": {
    sample: ({ rng }) => ({ from: "2026-01-01", to: "2030-12-31", status: rng.pick(APPLICATION_STATUSES) }),
  },
  "GET /api/admin/reports/attendance": { sample: ({ rng }) => rng.pick([{}, { from: "2026-09-01", to: "2026-11-24" }]) },
  "GET /api/admin/reports/attendance.csv": {
    sample: ({ rng }) =>
      rng.pick([{}, { from: "2026-09-01", to: "2026-11-24", section: rng.pick(["grades", "classes", "children", "chronic", "runs", "unconfirmed"]) }]),
  },
  "GET /api/admin/reports/learning": { sample: ({ rng }) => rng.pick([{}, { from: "2026-09-01", to: "2026-11-24", days: 14 }]) },
  "GET /api/admin/reports/learning.csv": {
    sample: ({ rng }) => rng.pick([{}, { from: "2026-09-01", to: "2026-11-24", days: 3, section: rng.pick(["missing", "waiting", "standards"]) }]),
  },
  "GET /api/admin/courses/overview": { sample: ({ rng }) => rng.pick([{}, { yearId: FUZZ_UUID }]) },
  "POST /api/admin/courses/years": {
    sample: ({ unique }) => ({ name: `Fuzz ${unique}`.slice(0, 40), startsOn: "2041-08-17", endsOn: "2042-06-11" }),
  },
  "PATCH /api/admin/courses/years/:id": { sample: ({ rng }) => rng.pick([{ name: "2041-42" }, { startsOn: "2041-08-10", endsOn: "2042-06-12" }, {}]) },
  "PUT /api/admin/courses/years/:id/terms": {
    sample: () => ({
      terms: [
        { name: "Fall", startsOn: "2041-08-17", endsOn: "2041-11-20" },
        { name: "Winter", startsOn: "2041-11-30", endsOn: "2042-03-12" },
        { name: "Spring", startsOn: "2042-03-22", endsOn: "2042-06-11" },
      ],
    }),
  },
  "POST /api/admin/courses/years/:id/days": {
    sample: ({ rng }) => ({ kind: rng.pick(["holiday", "closure", "event"]), title: "Thanksgiving break", startsOn: "2041-11-26", endsOn: "2041-11-27" }),
  },
  "POST /api/admin/courses/subjects": { sample: ({ rng, unique }) => ({ name: `Robotics ${unique}`, category: rng.pick(["core", "specials", "sel"]) }) },
  "PATCH /api/admin/courses/subjects/:id": { sample: ({ unique }) => ({ name: `Renamed ${unique}` }) },
  "POST /api/admin/courses/classes": {
    sample: ({ rng, unique }) => ({
      schoolYearId: FUZZ_UUID,
      subjectId: FUZZ_UUID,
      kind: rng.pick(["homeroom", "section"]),
      grade: rng.pick(APPLICATION_GRADE_VALUES),
      name: `Fuzz class ${unique}`,
      maxStudents: rng.pick([null, 8]),
    }),
  },
  "PATCH /api/admin/courses/classes/:id": { sample: ({ rng }) => rng.pick([{ name: "Grade 2 Owls" }, { maxStudents: 10 }, { archived: false }]) },
  "PUT /api/admin/courses/classes/:id/staff": {
    sample: () => ({ staff: [{ userId: FUZZ_UUID, role: "lead" }] }),
  },
  "POST /api/admin/courses/classes/:id/enrolments": { sample: ({ rng }) => ({ studentId: FUZZ_UUID, ...rng.pick([{}, { confirmOtherGrade: true }]) }) },
  "POST /api/admin/courses/enrolments/:id/move": { sample: ({ rng }) => ({ toClassId: FUZZ_UUID, ...rng.pick([{}, { confirmOtherGrade: true }]) }) },
  "POST /api/admin/courses/classes/:id/meetings": {
    sample: ({ rng }) => ({ weekday: rng.int(5) + 1, startTime: "09:00", endTime: "09:45" }),
  },
  // The standards catalog for staff (docs/api/admin-standards.md).
  "GET /api/admin/standards": {
    sample: ({ rng }) =>
      rng.pick([
        {},
        { subject: "math", grade: rng.pick(APPLICATION_GRADE_VALUES), framework: rng.pick(["ccss-math", "school"]) },
        { q: "fraction", page: "2", pageSize: "50" },
      ]),
  },
  "POST /api/admin/standards": {
    sample: ({ rng, unique }) => ({
      code: `SEL.${unique}`.replace(/[^A-Za-z0-9.-]/g, "").slice(0, 30),
      subjectCode: rng.pick(["sel", "social-studies", "art", "music"]),
      grade: rng.pick(APPLICATION_GRADE_VALUES),
      domain: "Self-awareness",
      cluster: "Naming feelings",
      description: "Name their own feelings and say what caused them.",
    }),
  },
  "POST /api/admin/standards/:id/archive": { sample: () => ({}) },
  "POST /api/admin/standards/:id/restore": { sample: () => ({}) },
  // The teachers' standards picker.
  "GET /api/standards": { sample: ({ rng }) => rng.pick([{}, { subject: "math", grade: rng.pick(APPLICATION_GRADE_VALUES) }, { q: "3.NF" }]) },
  "PATCH /api/admin/standards/:id": {
    sample: ({ rng }) => rng.pick([{ description: "Name feelings and their causes." }, { grade: "3", cluster: "Feelings" }, {}]),
  },
  "GET /api/admin/courses/students": { sample: ({ rng }) => rng.pick([{}, { q: "Rahman" }]) },
  "GET /api/calendar": {
    sample: ({ rng }) => ({ from: "2026-11-01", to: "2026-12-06", ...(rng.chance(0.5) ? { grade: rng.pick(APPLICATION_GRADE_VALUES) } : {}) }),
  },
  "GET /api/calendar/feed": { sample: () => ({}) },
  "POST /api/calendar/feed": { sample: () => ({}) },
  "DELETE /api/calendar/feed": { sample: () => ({}) },
  "GET /api/calendar/feed/:file": { sample: () => ({}) },
  // Notifications (docs/api/notifications.md): every role's own; an unknown id or token answers 404.
  "GET /api/notifications": {
    sample: ({ rng }) => rng.pick([{}, { order: "newest" }, { order: "unread", page: 2, pageSize: 10 }]),
  },
  "GET /api/notifications/unread-count": { sample: () => ({}) },
  "POST /api/notifications/:notificationId/read": { sample: () => ({}) },
  "POST /api/notifications/read-all": { sample: () => ({}) },
  "GET /api/notifications/preferences": { sample: () => ({}) },
  "PUT /api/notifications/preferences": {
    sample: ({ rng }) => ({
      preferences: [{ kind: rng.pick(["message", "announcement", "conference"] as const), channel: rng.pick(["email", "app"] as const) }],
    }),
  },
  "GET /api/notifications/unsubscribe/:token": { sample: () => ({}) },
  "POST /api/notifications/unsubscribe/:token": { sample: () => ({}) },
  // Teacher content (docs/api/assignments.md).
  "GET /api/teacher/assignments": { sample: ({ rng }) => rng.pick([{}, { status: rng.pick(ASSIGNMENT_STATES) }, { classId: FUZZ_UUID }]) },
  "GET /api/teacher/assignments/:id": { sample: () => ({}) },
  "POST /api/teacher/assignments": {
    sample: ({ rng }) => ({ classId: FUZZ_UUID, kind: rng.pick(["assignment", "lesson"]), ...contentSample(rng) }),
  },
  "PUT /api/teacher/assignments/:id": { sample: ({ rng }) => contentSample(rng) },
  "POST /api/teacher/assignments/:id/publish": {
    sample: ({ rng }) => rng.pick([{}, { publishAt: { date: "2041-09-01", time: "07:30" } }]),
  },
  "POST /api/teacher/assignments/:id/unpublish": { sample: () => ({}) },
  "POST /api/teacher/assignments/:id/archive": { sample: () => ({}) },
  "POST /api/teacher/assignments/:id/restore": { sample: () => ({}) },
  "POST /api/teacher/assignments/:id/copy": { sample: () => ({ classId: FUZZ_UUID }) },
  "PUT /api/teacher/assignments/:id/adjustments/:studentId": {
    sample: ({ rng }) => ({
      due: { date: "2041-09-10", time: "15:00" },
      reducedWork: rng.pick([null, "The first five questions."]),
      readAloud: rng.chance(0.5),
      excused: false,
    }),
  },
  "DELETE /api/teacher/assignments/:id/adjustments/:studentId": { sample: () => ({}) },
  // The child's work (docs/api/work.md).
  "GET /api/student/assignments": { sample: () => ({}) },
  "GET /api/assignments/:id/work": { sample: ({ rng }) => rng.pick([{}, { studentId: FUZZ_UUID }]) },
  "PUT /api/assignments/:id/work/draft": {
    sample: ({ rng }) => ({ textAnswer: rng.pick(["I counted 20 apples.", "Line one\nline two", ""]), version: rng.int(3) }),
  },
  // The JSON form of adding a work file ({fileId}); the contract names the multipart one, the route parses both.
  "POST /api/assignments/:id/work/files": { body: [workFileSchema], sample: () => ({ fileId: FUZZ_UUID }) },
  "DELETE /api/assignments/:id/work/files/:fileId": { sample: () => ({}) },
  "POST /api/assignments/:id/work/submit": { sample: ({ rng }) => ({ version: rng.int(3) }) },
  // The gradebook and marking (docs/api/gradebook.md).
  "GET /api/teacher/gradebook": { sample: ({ rng }) => rng.pick([{ classId: FUZZ_UUID }, { classId: FUZZ_UUID, termId: FUZZ_UUID, standardId: FUZZ_UUID }]) },
  "GET /api/teacher/gradebook/standards": { sample: ({ rng }) => rng.pick([{ classId: FUZZ_UUID }, { classId: FUZZ_UUID, subject: "math" }]) },
  "GET /api/teacher/gradebook.csv": { sample: () => ({ classId: FUZZ_UUID }) },
  "GET /api/teacher/work/:id": { sample: () => ({}) },
  "GET /api/teacher/assignments/:assignmentId/students/:studentId/work": { sample: () => ({}) },
  "PUT /api/teacher/work/:id/marks": {
    sample: ({ rng }) => ({
      marks: [
        { criterionId: FUZZ_UUID, level: rng.int(4) + 1 },
        { standardId: FUZZ_UUID, level: 3 },
      ],
      feedback: rng.pick(["", "Lovely work!\nTry the last one again."]),
    }),
  },
  "PUT /api/teacher/assignments/:assignmentId/students/:studentId/marks": {
    sample: () => ({ marks: [{ standardId: FUZZ_UUID, level: 2 }], feedback: "Done on paper." }),
  },
  "POST /api/teacher/work/:id/return": { sample: () => ({}) },
  "POST /api/teacher/gradebook/return": { sample: () => ({ workIds: [FUZZ_UUID] }) },
  "GET /api/teacher/comment-bank": { sample: () => ({}) },
  "POST /api/teacher/comment-bank": { sample: ({ unique }) => ({ text: `Great effort ${unique}!` }) },
  "POST /api/teacher/comment-bank/:id/use": { sample: () => ({}) },
  "DELETE /api/teacher/comment-bank/:id": { sample: () => ({}) },
  // Parent-teacher conferences (docs/api/conferences.md).
  "GET /api/conferences/availability": { sample: ({ rng }) => rng.pick([{}, { from: "2041-09-02", to: "2041-09-30" }]) },
  "POST /api/conferences/availability": {
    sample: ({ rng }) => ({
      date: "2041-09-04",
      startTime: "15:00",
      endTime: "17:30",
      slotMinutes: rng.pick([15, 20]),
      breaks: rng.pick([[], [{ startTime: "16:00", endTime: "16:15" }]]),
      mode: rng.pick(["video", "phone"]),
      note: rng.pick(["", "Zoë's class first, please"]),
    }),
  },
  "PUT /api/conferences/availability/:windowId": {
    sample: () => ({ date: "2041-09-04", startTime: "15:00", endTime: "16:00", slotMinutes: 15, breaks: [], mode: "video" }),
  },
  "DELETE /api/conferences/availability/:windowId": { sample: () => ({}) },
  "GET /api/conferences/children/:studentId/slots": { sample: ({ rng }) => rng.pick([{}, { from: "2041-09-02" }]) },
  "POST /api/conferences/plan": { sample: () => ({ date: "2041-09-04", pairs: [{ studentId: FUZZ_UUID, teacherUserId: FUZZ_UUID }] }) },
  "POST /api/conferences/bookings": {
    sample: ({ rng }) => ({
      items: [{ studentId: FUZZ_UUID, teacherUserId: FUZZ_UUID, startsAt: "2041-09-04T19:00:00.000Z" }],
      phone: rng.pick(["", "(555) 123-4567"]),
      topic: rng.pick(["", "Reading at home\nand sleep"]),
    }),
  },
  "GET /api/conferences/bookings": { sample: ({ rng }) => ({ when: rng.pick(["upcoming", "past"]) }) },
  "GET /api/conferences/bookings/:bookingId": { sample: () => ({}) },
  "GET /api/conferences/bookings/:bookingId/slots": { sample: () => ({}) },
  "POST /api/conferences/bookings/:bookingId/reschedule": { sample: () => ({ startsAt: "2041-09-04T19:20:00.000Z" }) },
  "POST /api/conferences/bookings/:bookingId/cancel": { sample: ({ rng }) => ({ reason: rng.pick(["", "We are away that week."]) }) },
  // Messaging (docs/api/messages.md).
  "GET /api/messages/contacts": { sample: () => ({}) },
  "GET /api/messages/conversations": { sample: ({ rng }) => rng.pick([{}, { page: 1, pageSize: 25 }]) },
  "POST /api/messages/conversations": {
    sample: ({ rng, unique }) => ({
      participantIds: [FUZZ_UUID],
      body: rng.pick([`Hello ${unique}`, "A question about today.\nThank you!"]),
      attachmentIds: [],
    }),
  },
  "GET /api/messages/conversations/:conversationId": { sample: ({ rng }) => rng.pick([{}, { before: 12 }]) },
  "POST /api/messages/conversations/:conversationId/messages": { sample: ({ unique }) => ({ body: `Thank you ${unique}`, attachmentIds: [] }) },
  "POST /api/messages/conversations/:conversationId/reply": { sample: () => ({ body: "Will do, thank you!" }) },
  "GET /api/messages/announcement-classes": { sample: () => ({}) },
  "POST /api/messages/announcements": {
    sample: ({ rng }) => ({ classId: FUZZ_UUID, audience: rng.pick(["families", "children"]), subject: "Trip on Friday", body: "Please pack a lunch." }),
  },
  "POST /api/messages/:messageId/withdraw": { sample: () => ({}) },
  "POST /api/messages/:messageId/report": { sample: () => ({ reason: "This message upset my child." }) },
  "GET /api/events": { sample: () => ({}) },
  "GET /api/admin/safeguarding/reports": { sample: ({ rng }) => rng.pick([{}, { status: "open" }, { status: "handled", page: 2 }]) },
  "GET /api/admin/safeguarding/reports/:reportId": { sample: () => ({}) },
  "POST /api/admin/safeguarding/reports/:reportId/handle": { sample: () => ({ note: "Spoke with the family.\nNo further action." }) },
  // Live classes (docs/api/live.md).
  "GET /api/live/sessions/:sessionId": { sample: () => ({}) },
  "GET /api/live/sessions/:sessionId/signal": { sample: () => ({}) },
  "POST /api/live/sessions/:sessionId/open": { sample: () => ({}) },
  "POST /api/live/sessions/:sessionId/arrive": { sample: () => ({}) },
  "POST /api/live/sessions/:sessionId/admit": { sample: ({ rng }) => rng.pick([{ all: true }, { userIds: [FUZZ_UUID] }]) },
  "POST /api/live/sessions/:sessionId/token": { sample: () => ({}) },
  "POST /api/live/sessions/:sessionId/participants/:userId": {
    sample: ({ rng }) => ({ action: rng.pick([...LIVE_PARTICIPANT_ACTIONS]) }),
  },
  "POST /api/live/sessions/:sessionId/room": {
    sample: ({ rng }) => rng.pick([{ locked: true }, { classView: false, chatOn: true }, { muteAll: true }]),
  },
  "POST /api/live/sessions/:sessionId/me": { sample: ({ rng }) => rng.pick([{ selfMuted: true }, { handRaised: true }, { cameraOn: false }]) },
  "POST /api/live/sessions/:sessionId/chat": { sample: ({ rng }) => ({ body: rng.pick(["Hello!", "Line one\nline two"]) }) },
  "POST /api/live/sessions/:sessionId/end": { sample: () => ({}) },
  // Quick checks (docs/api/live.md "Quick checks").
  "POST /api/live/sessions/:sessionId/checks": {
    sample: ({ rng }) =>
      rng.pick([
        { kind: "thumbs" },
        { kind: "choice", question: "2 + 2?", choices: ["3", "4", "5"] },
        { kind: "number", question: "How many legs has a spider?" },
        { kind: "word", question: "A word that rhymes with cat" },
      ]),
  },
  "PATCH /api/live/sessions/:sessionId/checks/:checkId": { sample: ({ rng }) => rng.pick([{ closed: true }, { totalsShown: true }, { totalsShown: false }]) },
  "PUT /api/live/sessions/:sessionId/checks/:checkId/answer": { sample: ({ rng }) => ({ answer: rng.pick(["up", "4", "hat"]) }) },
  "GET /api/live/sessions/:sessionId/checks": { sample: () => ({}) },
  "PUT /api/live/sessions/:sessionId/checks/:checkId/evidence/:studentId": { sample: ({ rng }) => ({ level: rng.pick([1, 2, 3, 4, null]) }) },
  // Slides (docs/api/live.md "Slides").
  "POST /api/live/sessions/:sessionId/slides": { sample: () => ({ fileId: FUZZ_UUID }) },
  "PATCH /api/live/sessions/:sessionId/slides/:deckId": { sample: ({ rng }) => rng.pick([{ page: 1 }, { page: 12 }, { closed: true }]) },
  "GET /api/live/sessions/:sessionId/slides/:deckId/pages/:page": { sample: () => ({}) },
  // The whiteboard (docs/api/live.md "Whiteboard").
  "GET /api/live/sessions/:sessionId/board": { sample: () => ({}) },
  "POST /api/live/sessions/:sessionId/board/strokes": {
    sample: ({ rng }) => ({
      points: rng.pick([
        [[0.1, 0.2]],
        [
          [0, 0],
          [0.5, 0.5, 0.7],
          [1, 1],
        ],
      ]),
      colour: rng.pick(["black", "blue", "purple"]),
      size: rng.pick(["small", "medium", "large"]),
    }),
  },
  "DELETE /api/live/sessions/:sessionId/board/strokes/:strokeId": { sample: () => ({}) },
  "PATCH /api/live/sessions/:sessionId/board": {
    sample: ({ rng }) =>
      rng.pick([{ open: true }, { pen: "all" }, { pen: "one", penUserId: FUZZ_UUID }, { pen: "none" }, { background: "slide" }, { clear: true }]),
  },
  "POST /api/live/sessions/:sessionId/board/save": { sample: () => ({}) },
  // Small groups (docs/api/live.md "Small groups"): a second person, so that two groups each have someone.
  "POST /api/live/sessions/:sessionId/groups": {
    sample: ({ rng }) => ({ groups: [{ userIds: [FUZZ_UUID] }, { name: rng.pick(["Readers", "B"]), userIds: [OTHER_UUID] }], minutes: rng.pick([1, 10, 90]) }),
  },
  "POST /api/live/sessions/:sessionId/groups/message": { sample: ({ rng }) => ({ body: rng.pick(["Two minutes left", "Line one\nline two"]) }) },
  "POST /api/live/sessions/:sessionId/groups/place": { sample: ({ rng }) => rng.pick([{ groupId: null }, { groupId: FUZZ_UUID, userId: FUZZ_UUID }]) },
  "POST /api/live/sessions/:sessionId/groups/end": { sample: () => ({}) },
  "GET /api/live/sessions/:sessionId/groupings": { sample: () => ({}) },
  "POST /api/live/sessions/:sessionId/groupings": { sample: () => ({ name: "Reading", groups: [{ userIds: [FUZZ_UUID] }, { userIds: [OTHER_UUID] }] }) },
  // Attendance (docs/api/attendance.md).
  "GET /api/teacher/attendance/sessions": { sample: ({ rng }) => rng.pick([{}, { date: "2026-11-24" }, { date: "2026-11-24", classId: FUZZ_UUID }]) },
  "GET /api/teacher/sessions/:sessionId/attendance": { sample: () => ({}) },
  "PUT /api/teacher/sessions/:sessionId/attendance": {
    sample: ({ rng }) =>
      rng.pick([
        { marks: [{ studentId: FUZZ_UUID, status: "present" }] },
        { marks: [{ studentId: FUZZ_UUID, status: "absent", reason: "Called in sick.\nBack tomorrow." }] },
        { marks: [{ studentId: FUZZ_UUID, status: null }] },
      ]),
  },
  "GET /api/teacher/attendance-reports": {
    sample: ({ rng }) =>
      rng.pick([{}, { from: "2026-09-01", to: "2026-11-24" }, { from: "2026-11-01", to: "2026-11-24", classId: FUZZ_UUID, studentId: FUZZ_UUID }]),
  },
  "GET /api/teacher/attendance-reports.csv": { sample: ({ rng }) => rng.pick([{}, { from: "2026-09-01", to: "2026-11-24", classId: FUZZ_UUID }]) },
  "GET /api/family/attendance": { sample: ({ rng }) => rng.pick([{}, { from: "2026-10-01", to: "2026-10-31" }, { studentId: FUZZ_UUID }]) },
  "GET /api/family/absence-reports": { sample: () => ({}) },
  "POST /api/family/absence-reports": {
    // The first day must be today or later at the school: tomorrow is. The route parses with this
    // schema itself (its dates depend on the day), so its contract names no body.
    body: [absenceReportSchema(dateInZone(Date.now()))],
    sample: ({ rng }) => {
      const tomorrow = dateInZone(Date.now() + 86_400_000);
      return { studentId: FUZZ_UUID, fromDate: tomorrow, toDate: tomorrow, reason: rng.pick(["A family wedding.", "Hospital visit.\nBack on Monday."]) };
    },
  },
  "DELETE /api/family/absence-reports/:id": { sample: () => ({}) },
};

/** A valid body of the assignment editor. */
function contentSample(rng: Rng) {
  return {
    title: rng.pick(["Fractions on a number line", "Zoë's reading log"]),
    instructions: rng.pick(["", "<p>Read <strong>pages 4-6</strong>.</p><ul><li>Draw it</li></ul>"]),
    due: rng.pick([null, { date: "2041-09-08", time: "15:30" }]),
    answerKinds: rng.pick([["text"], [...ANSWER_KINDS]]),
    standardIds: [],
    rubric: rng.pick([
      [],
      [{ title: "Explains thinking", standardId: null, levels: { "4": "Clearly, with examples", "3": "Clearly", "2": "In part", "1": "Not yet" } }],
    ]),
    attachments: [],
  };
}

export interface FieldInfo {
  /** The path of the field in the body ("grade_cutoff_date.month" is ["grade_cutoff_date", "month"]). */
  path: string[];
  type?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
}

/** Every field the schemas name (nested objects too), with what their JSON Schema says about it. */
export function fieldsOf(schemas: ZodType[]): FieldInfo[] {
  const fields: FieldInfo[] = [];
  const walk = (schema: JsonSchema, path: string[]) => {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const p = property.anyOf?.find((s) => s.type !== "null") ?? property;
      fields.push({
        path: [...path, name],
        type: p.type,
        enum: p.enum,
        minLength: p.minLength,
        maxLength: p.maxLength,
        minimum: p.minimum,
        maximum: p.maximum,
      });
      if (p.properties) walk(p, [...path, name]);
    }
  };
  for (const schema of schemas) walk(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema, []);
  return fields;
}
