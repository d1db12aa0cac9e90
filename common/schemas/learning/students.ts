/**
 * Students and their families (issue 15, docs/api/students.md): Create student from an enrolled
 * application, the staff student record, guardian links, a child's password set by staff or by the
 * child's guardian, and the child's own profile (avatar and accessibility preferences). The same
 * schemas validate the dialogs and the server; the answer types are read by both sides.
 */
import { z } from "zod";
import { APPLICATION_GRADE_VALUES } from "../../grades";
import { AVATAR_IDS } from "../../learning/avatars";
import { TEXT_SIZES, type LearnerPreferences } from "../../learning/preferences";
import { registerSchema, newPassword } from "../auth";
import { email, FULL_NAME_MAX, optionalText, text } from "../fields";
import { optionalQuery, pagingQuerySchema, searchQuery } from "../paging";

export const ACCOMMODATION_PLANS = ["none", "iep", "504"] as const;
export type AccommodationPlan = (typeof ACCOMMODATION_PLANS)[number];
export const ACCOMMODATION_PLAN_LABELS: Record<AccommodationPlan, string> = {
  none: "No formal plan",
  iep: "IEP (Individualized Education Program)",
  "504": "Section 504 plan",
};

export const NAME_MAX = 60;
export const ACCOMMODATIONS_MAX = 2000;
export const MAX_GUARDIANS = 4;

export const STUDENT_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  nameTooLong: `Names must not exceed ${NAME_MAX} characters`,
  dateOfBirth: "Please enter the date of birth as YYYY-MM-DD",
  grade: "Choose a grade",
  plan: "Choose none, IEP or 504",
  accommodationsTooLong: `Accommodations must not exceed ${ACCOMMODATIONS_MAX} characters`,
  guardianName: "The guardian's full name is required",
  guardianNameTooLong: `Full name must not exceed ${FULL_NAME_MAX} characters`,
  guardians: "Add at least one guardian",
  tooManyGuardians: `A student can have at most ${MAX_GUARDIANS} guardians here`,
  sameGuardianTwice: "This email address is already in the list",
  classId: "Choose a class from the list",
  relationshipTooLong: "Relationship must not exceed 40 characters",
  avatar: "Choose one of the pictures",
  textSize: "Choose a text size",
  nothingToChange: "Nothing to change",
} as const;

const name = (required: string) => text({ error: required }).trim().min(1, required).max(NAME_MAX, STUDENT_MESSAGES.nameTooLong);
const calendarDay = () =>
  text({ error: STUDENT_MESSAGES.dateOfBirth })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, STUDENT_MESSAGES.dateOfBirth)
    .refine((value) => {
      const d = new Date(`${value}T00:00:00Z`);
      const year = Number(value.slice(0, 4));
      return year >= 1900 && year <= 2100 && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
    }, STUDENT_MESSAGES.dateOfBirth);
const grade = () => z.enum(APPLICATION_GRADE_VALUES, { error: STUDENT_MESSAGES.grade });
const plan = () => z.enum(ACCOMMODATION_PLANS, { error: STUDENT_MESSAGES.plan });
const accommodations = () => optionalText(ACCOMMODATIONS_MAX, STUDENT_MESSAGES.accommodationsTooLong, { multiline: true });
const classId = () => optionalQuery(text({ error: STUDENT_MESSAGES.classId }).trim().pipe(z.uuid({ error: STUDENT_MESSAGES.classId })));

export const guardianInputSchema = z.object({
  fullName: text({ error: STUDENT_MESSAGES.guardianName }).trim().min(1, STUDENT_MESSAGES.guardianName).max(FULL_NAME_MAX, STUDENT_MESSAGES.guardianNameTooLong),
  email: email(),
  relationship: optionalText(40, STUDENT_MESSAGES.relationshipTooLong),
});
export type GuardianInput = z.input<typeof guardianInputSchema>;

/** Create student: what the dialog sends, prefilled from the application and checked by staff. */
export const createStudentSchema = z.object({
  firstName: name(STUDENT_MESSAGES.firstName),
  lastName: name(STUDENT_MESSAGES.lastName),
  preferredName: optionalText(NAME_MAX, STUDENT_MESSAGES.nameTooLong),
  dateOfBirth: calendarDay(),
  grade: grade(),
  accommodationPlan: plan(),
  accommodations: accommodations(),
  photoReleaseConsent: z.boolean({ error: "Must be true or false" }),
  username: registerSchema.shape.username,
  guardians: z
    .array(guardianInputSchema, { error: STUDENT_MESSAGES.guardians })
    .min(1, STUDENT_MESSAGES.guardians)
    .max(MAX_GUARDIANS, STUDENT_MESSAGES.tooManyGuardians)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((g, i) => {
        const key = typeof g.email === "string" ? g.email.toLowerCase() : "";
        if (key && seen.has(key)) ctx.addIssue({ code: "custom", path: [i, "email"], message: STUDENT_MESSAGES.sameGuardianTwice });
        seen.add(key);
      });
    }),
  /** A homeroom class of the grade in the current year to enrol the child in; none leaves them unplaced. */
  classId: classId(),
});
export type CreateStudentInput = z.input<typeof createStudentSchema>;
export type CreateStudent = z.output<typeof createStudentSchema>;

export const studentsQuerySchema = pagingQuerySchema.extend({
  q: searchQuery(),
  grade: optionalQuery(grade()),
});
export type StudentsQuery = z.infer<typeof studentsQuerySchema>;

/** PATCH /api/admin/students/:id: any of these; an empty preferred name or accommodations clears it. */
export const updateStudentSchema = z
  .object({
    firstName: name(STUDENT_MESSAGES.firstName).optional(),
    lastName: name(STUDENT_MESSAGES.lastName).optional(),
    preferredName: text().trim().max(NAME_MAX, STUDENT_MESSAGES.nameTooLong).optional(),
    grade: grade().optional(),
    accommodationPlan: plan().optional(),
    accommodations: text({ multiline: true }).trim().max(ACCOMMODATIONS_MAX, STUDENT_MESSAGES.accommodationsTooLong).optional(),
    photoReleaseConsent: z.boolean({ error: "Must be true or false" }).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: STUDENT_MESSAGES.nothingToChange });
export type UpdateStudentInput = z.input<typeof updateStudentSchema>;

export const linkGuardianSchema = guardianInputSchema;

/** A child's password, set by staff or by the child's guardian (a child of 5 has no email to reset it with). */
export const childPasswordSchema = z.object({ password: newPassword() });

export const preferencesPatchSchema = z
  .object({
    readingFont: z.boolean({ error: "Must be true or false" }),
    textSize: z.enum(TEXT_SIZES, { error: STUDENT_MESSAGES.textSize }),
    reducedMotion: z.boolean({ error: "Must be true or false" }),
    captions: z.boolean({ error: "Must be true or false" }),
  })
  .partial();

/** PATCH /api/family/children/:studentId/preferences: a guardian changes any of their child's preferences. */
export const childPreferencesPatchSchema = preferencesPatchSchema.refine((value) => Object.values(value).some((v) => v !== undefined), { message: STUDENT_MESSAGES.nothingToChange });

/** PATCH /api/student/profile: the child's avatar (or none) and any of their preferences. */
export const studentProfilePatchSchema = z
  .object({
    avatar: z.enum(AVATAR_IDS, { error: STUDENT_MESSAGES.avatar }).nullable().optional(),
    preferences: preferencesPatchSchema.optional(),
  })
  .refine((value) => value.avatar !== undefined || value.preferences !== undefined, { message: STUDENT_MESSAGES.nothingToChange });
export type StudentProfilePatch = z.input<typeof studentProfilePatchSchema>;

// ---- Answers ----

export type GradeSource = "placement" | "calculated" | "requested";
export const GRADE_SOURCE_TEXT: Record<GradeSource, string> = {
  placement: "the placement grade staff chose in the grade review",
  calculated: "the grade the date of birth gives (no placement grade was set)",
  requested: "the grade the family requested (the date of birth gives no K-6 grade and no placement grade was set)",
};

export interface HomeroomChoice {
  id: string;
  name: string;
  grade: string;
  capacity: number;
  enrolled: number;
}

export interface DraftGuardian {
  fullName: string;
  email: string;
  relationship?: string;
  /** What will happen to this address: linked to an existing account, invited, or not linked (and why). */
  outcome: GuardianOutcome;
  note: string;
}

/** GET /api/admin/applications/:applicationId/student-draft. */
export interface StudentDraft {
  applicationId: string;
  status: string;
  /** The student already made from this application, when there is one. */
  existingStudentId: string | null;
  values: {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    grade: string;
    accommodationPlan: AccommodationPlan;
    accommodations: string;
    photoReleaseConsent: boolean;
    username: string;
  };
  gradeSource: GradeSource;
  guardians: DraftGuardian[];
  /** Homerooms of the current school year, every grade (the dialog shows the chosen grade's). */
  homerooms: HomeroomChoice[];
  currentYear: string | null;
}

export type GuardianOutcome = "linked" | "invited" | "not_linked" | "already_linked";

export interface GuardianResult {
  email: string;
  fullName: string;
  outcome: GuardianOutcome;
  /** The account linked or created (not for not_linked). */
  userId: string | null;
  message: string;
}

/** POST .../create-student (201). */
export interface CreateStudentResult {
  studentId: string;
  username: string;
  guardians: GuardianResult[];
  enrolledIn: string | null;
}

export interface StudentListItem {
  id: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  grade: string;
  username: string;
  homeroom: string | null;
  guardianCount: number;
  withdrawnAt: string | null;
}

export interface StudentGuardianView {
  userId: string;
  fullName: string | null;
  username: string;
  email: string | null;
  phone: string | null;
  role: string;
  emailVerified: boolean;
  /** Whether the guardian has chosen a password (an invitation not yet used reads false). */
  hasPassword: boolean;
  relationship: string | null;
  isPrimary: boolean;
}

export interface StudentClassView {
  classId: string;
  className: string;
  subjectName: string;
  grade: string;
  schoolYear: string;
  startedAt: string;
  endedAt: string | null;
  endReason: string | null;
  movedTo: string | null;
}

/** GET /api/admin/students/:id. */
export interface StudentRecord {
  id: string;
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  dateOfBirth: string;
  grade: string;
  accommodationPlan: AccommodationPlan;
  accommodations: string | null;
  photoReleaseConsent: boolean;
  applicationId: string | null;
  avatar: string | null;
  hasPassword: boolean;
  createdAt: string;
  withdrawnAt: string | null;
  guardians: StudentGuardianView[];
  /** Open enrolments first, then the history. */
  classes: StudentClassView[];
}

/** GET /api/student/profile: the child's own view (no accommodations, no guardians). */
export interface StudentProfile {
  firstName: string;
  lastName: string;
  preferredName: string | null;
  /** The name the child goes by. */
  displayName: string;
  grade: string;
  avatar: string | null;
  preferences: LearnerPreferences;
}

/** GET /api/family/children-sign-in: how each of the guardian's children signs in. */
export interface ChildSignIn {
  studentId: string;
  name: string;
  username: string;
  hasPassword: boolean;
}
