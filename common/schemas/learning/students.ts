/**
 * Students and their families (issue 15, docs/api/students.md): Create student from an enrolled
 * application, the staff student record, guardian links, a child's password set by staff or by the
 * child's guardian, and the child's own profile (avatar and accessibility preferences). The same
 * schemas validate the dialogs and the server; the answer types are read by both sides.
 */
import { z } from "zod";
import { LANGUAGES } from "../../i18n/languages";
import { APPLICATION_GRADE_VALUES } from "../../grades";
import { AVATAR_IDS } from "../../learning/avatars";
import { TEXT_SIZES, learnerPreferencesSchema } from "../../learning/preferences";
import { registerSchema } from "../auth";
import { newChildPassword } from "../child-password";
import { email, FULL_NAME_MAX, optionalText, text } from "../fields";
import { studentWithdrawalViewSchema, withdrawalCreditSchema } from "./withdrawals";
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
/** More classes than a grade's day holds, with room for several specials. */
export const MAX_CLASSES = 40;

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
  classIds: "Choose classes from the list",
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
const classId = () =>
  optionalQuery(
    text({ error: STUDENT_MESSAGES.classId })
      .trim()
      .pipe(z.uuid({ error: STUDENT_MESSAGES.classId })),
  );

export const guardianInputSchema = z.object({
  fullName: text({ error: STUDENT_MESSAGES.guardianName })
    .trim()
    .min(1, STUDENT_MESSAGES.guardianName)
    .max(FULL_NAME_MAX, STUDENT_MESSAGES.guardianNameTooLong),
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
  /**
   * The grade's other classes to enrol the child in (live classes of the grade in the current year,
   * not homerooms). Left out: the set that goes with the homeroom (the draft's `classIds` of the
   * chosen homeroom, its classes with room), so a request with `classId` alone places the child in
   * the whole school day; an empty list enrols in the homeroom only.
   */
  classIds: z
    .array(z.uuid({ error: STUDENT_MESSAGES.classIds }), { error: STUDENT_MESSAGES.classIds })
    .max(MAX_CLASSES, STUDENT_MESSAGES.classIds)
    .refine((ids) => new Set(ids).size === ids.length, STUDENT_MESSAGES.classIds)
    .optional(),
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

/** A child's password, set by staff or by the child's guardian (a child of 5 has no email to reset it with): the children's rule. */
export const childPasswordSchema = z.object({ password: newChildPassword() });

export const preferencesPatchSchema = z
  .object({
    readingFont: z.boolean({ error: "Must be true or false" }),
    textSize: z.enum(TEXT_SIZES, { error: STUDENT_MESSAGES.textSize }),
    reducedMotion: z.boolean({ error: "Must be true or false" }),
    captions: z.boolean({ error: "Must be true or false" }),
  })
  .partial();

/** PATCH /api/family/children/:studentId/preferences: a guardian changes any of their child's preferences. */
export const childPreferencesPatchSchema = preferencesPatchSchema.refine((value) => Object.values(value).some((v) => v !== undefined), {
  message: STUDENT_MESSAGES.nothingToChange,
});

/** PATCH /api/student/profile: the child's avatar (or none) and any of their preferences. */
export const studentProfilePatchSchema = z
  .object({
    avatar: z.enum(AVATAR_IDS, { error: STUDENT_MESSAGES.avatar }).nullable().optional(),
    preferences: preferencesPatchSchema.optional(),
  })
  .refine((value) => value.avatar !== undefined || value.preferences !== undefined, { message: STUDENT_MESSAGES.nothingToChange });
export type StudentProfilePatch = z.input<typeof studentProfilePatchSchema>;

// ---- Answers ----

export const GRADE_SOURCES = ["placement", "calculated", "requested"] as const;
export type GradeSource = (typeof GRADE_SOURCES)[number];
export const GRADE_SOURCE_TEXT: Record<GradeSource, string> = {
  placement: "the placement grade staff chose in the grade review",
  calculated: "the grade the date of birth gives (no placement grade was set)",
  requested: "the grade the family requested (the date of birth gives no K-6 grade and no placement grade was set)",
};

/** A live class of the current year a child may be placed in, with its places (common/learning/capacity.ts). */
export const classChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.string(),
  subjectName: z.string(),
  capacity: z.number(),
  enrolled: z.number(),
});
export type ClassChoice = z.infer<typeof classChoiceSchema>;

export const homeroomChoiceSchema = classChoiceSchema.extend({
  /** The classes of its section (one per subject, ids of the draft's `classes`): the set preselected with it. */
  classIds: z.array(z.string()),
});
export type HomeroomChoice = z.infer<typeof homeroomChoiceSchema>;

export const GUARDIAN_OUTCOMES = ["linked", "invited", "not_linked", "already_linked"] as const;
export type GuardianOutcome = (typeof GUARDIAN_OUTCOMES)[number];

export const draftGuardianSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  relationship: z.string().optional(),
  /** What will happen to this address: linked to an existing account, invited, or not linked (and why). */
  outcome: z.enum(GUARDIAN_OUTCOMES),
  note: z.string(),
});
export type DraftGuardian = z.infer<typeof draftGuardianSchema>;

/** GET /api/admin/applications/:applicationId/student-draft. */
export const studentDraftSchema = z.object({
  applicationId: z.string(),
  status: z.string(),
  /** The student already made from this application, when there is one. */
  existingStudentId: z.string().nullable(),
  values: z.object({
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    grade: z.string(),
    accommodationPlan: z.enum(ACCOMMODATION_PLANS),
    accommodations: z.string(),
    photoReleaseConsent: z.boolean(),
    username: z.string(),
  }),
  gradeSource: z.enum(GRADE_SOURCES),
  guardians: z.array(draftGuardianSchema),
  /** Homerooms of the current school year, every grade (the dialog shows the chosen grade's). */
  homerooms: z.array(homeroomChoiceSchema),
  /** The other live classes of the current school year, every grade. */
  classes: z.array(classChoiceSchema),
  /** By grade, the set preselected without a homeroom: one class of each subject, the first with room. */
  gradeSets: z.record(z.string(), z.array(z.string())),
  currentYear: z.string().nullable(),
});
export type StudentDraft = z.infer<typeof studentDraftSchema>;

export const guardianResultSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  outcome: z.enum(GUARDIAN_OUTCOMES),
  /** The account linked or created (not for not_linked). */
  userId: z.string().nullable(),
  message: z.string(),
});
export type GuardianResult = z.infer<typeof guardianResultSchema>;

/** POST .../create-student (201). */
export const createStudentResultSchema = z.object({
  studentId: z.string(),
  username: z.string(),
  guardians: z.array(guardianResultSchema),
  /** The homeroom entered, if any. */
  enrolledIn: z.string().nullable(),
  /** Every class entered, the homeroom first. */
  classes: z.array(z.string()),
});
export type CreateStudentResult = z.infer<typeof createStudentResultSchema>;

export const studentListItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  grade: z.string(),
  username: z.string(),
  homeroom: z.string().nullable(),
  guardianCount: z.number(),
  withdrawnAt: z.string().nullable(),
});
export type StudentListItem = z.infer<typeof studentListItemSchema>;

export const studentGuardianViewSchema = z.object({
  userId: z.string(),
  fullName: z.string().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string(),
  emailVerified: z.boolean(),
  /** Whether the guardian has chosen a password (an invitation not yet used reads false). */
  hasPassword: z.boolean(),
  relationship: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type StudentGuardianView = z.infer<typeof studentGuardianViewSchema>;

export const studentClassViewSchema = z.object({
  classId: z.string(),
  className: z.string(),
  subjectName: z.string(),
  grade: z.string(),
  schoolYear: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  movedTo: z.string().nullable(),
});
export type StudentClassView = z.infer<typeof studentClassViewSchema>;

/** GET /api/admin/students/:id. */
export const studentRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  dateOfBirth: z.string(),
  grade: z.string(),
  accommodationPlan: z.enum(ACCOMMODATION_PLANS),
  accommodations: z.string().nullable(),
  photoReleaseConsent: z.boolean(),
  applicationId: z.string().nullable(),
  avatar: z.string().nullable(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  /** Each leaving and return, newest first. */
  withdrawals: z.array(studentWithdrawalViewSchema),
  guardians: z.array(studentGuardianViewSchema),
  /** Open enrolments first, then the history. */
  classes: z.array(studentClassViewSchema),
});
export type StudentRecord = z.infer<typeof studentRecordSchema>;

/** POST /api/admin/students/:id/withdrawal: what the tuition credit wrote, and the record as it now is. */
export const withdrawalResultSchema = z.object({ credits: z.array(withdrawalCreditSchema), record: studentRecordSchema });
export type WithdrawalResult = z.infer<typeof withdrawalResultSchema>;

/** A class "Enrol in all of this grade's classes" did not add, and why (full, or a clash). */
export const classNotAddedSchema = z.object({
  className: z.string(),
  full: z.boolean(),
  message: z.string(),
});

/** POST /api/admin/students/:id/grade-classes: what was added, what not, and the record as it now is. */
export const gradeClassesResultSchema = z.object({
  added: z.array(z.string()),
  notAdded: z.array(classNotAddedSchema),
  record: studentRecordSchema,
});
export type GradeClassesResult = z.infer<typeof gradeClassesResultSchema>;

/** GET /api/student/profile: the child's own view (no accommodations, no guardians). */
export const studentProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  /** The name the child goes by. */
  displayName: z.string(),
  grade: z.string(),
  avatar: z.string().nullable(),
  preferences: learnerPreferencesSchema,
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** GET /api/family/children-sign-in: how each of the guardian's children signs in. */
export const childSignInSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  username: z.string(),
  hasPassword: z.boolean(),
  /** The language of the child's own screens and read-aloud (issue 32), set by the child or their guardian. */
  language: z.enum(LANGUAGES),
});
export type ChildSignIn = z.infer<typeof childSignInSchema>;
