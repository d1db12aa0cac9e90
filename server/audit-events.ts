/**
 * Every kind of audit event (issue 31): its action, the kind of thing it is about, and the schema of
 * its detail. recordAudit (./audit.ts) takes only these, so a new action is declared here first, and
 * its detail is checked when written: strict objects, so a field that was not declared (a family's
 * words, a token) cannot slip into the log. Never declare a password, token, code or message text.
 */
import { z, type ZodType } from "zod";
import { CARD_MAKERS } from "#common/schemas/sign-in-cards";

const id = z.string();
const count = z.number().int().nonnegative();
/** A field's value before or after a change (names, dates, grades, flags). */
const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const fieldValues = z.record(z.string(), fieldValue);

const userRole = z.strictObject({ userId: id, role: z.string() });
/** The guardian is null while an invitation waits for its account. */
const studentGuardian = z.strictObject({ studentId: id, guardianUserId: id.nullable() });
const conferenceDetail = z.strictObject({ studentId: id, teacherUserId: id });
const standardId = z.strictObject({ id });
/** A child's attendance status before (null: none yet) and after a teacher's mark. */
const attendanceMark = z.strictObject({ studentId: id, status: z.string(), was: z.string().nullable(), withReason: z.boolean() });
/** A teacher's marking: which marks changed (from, to), never the comment's words. */
const marking = z.strictObject({
  assignmentId: id,
  studentId: id,
  marks: z.array(z.strictObject({ mark: z.string(), from: z.number().nullable(), to: z.number().nullable() })),
  commentChanged: z.boolean(),
  hasComment: z.boolean(),
});

interface EventKind {
  target: string;
  detail?: ZodType;
}

export const AUDIT_EVENTS = {
  "application.status_changed": { target: "application", detail: z.strictObject({ from: z.string(), to: z.string(), withNote: z.boolean() }) },
  "application.grade_reviewed": {
    target: "application",
    detail: z.strictObject({
      placementGrade: z.string().nullable(),
      requestedGrade: z.string().nullable(),
      calculatedGrade: z.string().nullable(),
      familyChoice: z.string().nullable(),
    }),
  },
  "application.duplicate_merged": {
    target: "application",
    detail: z.strictObject({ decision: z.string(), earlierApplicationId: z.string(), from: z.string().optional(), to: z.string().optional() }),
  },
  "application.duplicate_dismissed": { target: "application", detail: z.strictObject({ decision: z.string(), earlierApplicationId: z.string() }) },
  "reports.exported": {
    target: "application",
    detail: z.strictObject({ from: z.string().nullable(), to: z.string().nullable(), status: z.string().nullable(), rows: count }),
  },

  "user.created": { target: "user", detail: userRole },
  "user.invite_resent": { target: "user", detail: z.strictObject({ userId: id }) },
  "user.deactivated": { target: "user", detail: userRole },
  "user.reactivated": { target: "user", detail: userRole },
  "user.mfa_reset": { target: "user", detail: z.strictObject({ userId: id, wasEnabled: z.boolean() }) },

  "contact_message.read": { target: "contact_message" },
  "contact_message.unread": { target: "contact_message" },
  "tour.cancelled": { target: "tour_booking", detail: z.strictObject({ date: z.string(), time: z.string(), reasonGiven: z.boolean() }) },
  "tour.rescheduled": {
    target: "tour_booking",
    detail: z.strictObject({ from: z.strictObject({ date: z.string(), time: z.string() }), to: z.strictObject({ date: z.string(), time: z.string() }) }),
  },
  "setting.changed": { target: "setting", detail: z.strictObject({ key: z.string(), old: z.unknown(), new: z.unknown() }) },

  "school_year.created": { target: "school_year" },
  "school_year.updated": {
    target: "school_year",
    detail: z.strictObject({
      before: z.strictObject({ name: z.string(), startsOn: z.string(), endsOn: z.string() }),
      after: z.strictObject({ name: z.string(), startsOn: z.string(), endsOn: z.string() }),
    }),
  },
  "school_year.made_current": { target: "school_year" },
  "school_year.rolled_over": {
    target: "school_year",
    detail: z.strictObject({ fromYear: z.string(), promoted: count, graduated: count, classesCopied: count }),
  },
  "school_year.terms_set": { target: "school_year" },
  "school_year.day_added": { target: "school_year", detail: z.strictObject({ dayId: id, kind: z.string() }) },
  "school_year.day_removed": { target: "school_year" },
  "subject.created": { target: "subject" },
  "subject.renamed": { target: "subject" },

  "class.created": { target: "class" },
  "class.updated": { target: "class" },
  "class.archived": { target: "class" },
  "class.staff_set": {
    target: "class",
    detail: z.strictObject({
      before: z.array(z.strictObject({ userId: id, role: z.string() })),
      after: z.array(z.strictObject({ userId: id, role: z.string() })),
    }),
  },
  "class.meeting_added": { target: "class" },
  "class.meeting_removed": { target: "class" },
  "class.sessions_generated": { target: "class", detail: z.strictObject({ created: count, kept: count, removed: count }) },
  "class.session_cancelled": { target: "class", detail: z.strictObject({ sessionId: id }) },

  "student.created": { target: "student", detail: z.strictObject({ studentId: id, applicationId: z.string(), grade: z.string() }) },
  "student.updated": {
    target: "student",
    detail: z.strictObject({ studentId: id, fields: z.array(z.string()), grade: z.strictObject({ from: z.string(), to: z.string() }).optional() }),
  },
  "student.enrolled": { target: "student", detail: z.strictObject({ classId: id, enrolmentId: id }) },
  "student.unenrolled": { target: "student", detail: z.strictObject({ classId: id, enrolmentId: id }) },
  "student.moved": { target: "student", detail: z.strictObject({ fromClassId: id, toClassId: id, endedEnrolmentId: id, enrolmentId: id }) },
  "student.guardian_linked": { target: "student", detail: studentGuardian },
  "student.guardian_invited": { target: "student", detail: studentGuardian },
  "student.guardian_unlinked": { target: "student", detail: studentGuardian },
  "student.password_set": { target: "student", detail: z.strictObject({ studentId: id, by: z.enum(["guardian", "staff"]) }) },
  "student.withdrawn": {
    target: "student",
    detail: z.strictObject({ studentId: id, withdrawnOn: z.string(), endedEnrolments: count, creditNotes: z.array(z.string()) }),
  },
  "student.re_enrolled": { target: "student", detail: z.strictObject({ studentId: id, reEnrolledOn: z.string() }) },
  /** How many contacts the new list has and how many rows it ended, never who they are. */
  "student.emergency_contacts_changed": {
    target: "student",
    detail: z.strictObject({ studentId: id, by: z.enum(["guardian", "staff"]), contacts: count, ended: count }),
  },
  "student.sign_in_card_made": {
    target: "student",
    detail: z.strictObject({ studentId: id, by: z.enum(CARD_MAKERS), replaced: z.boolean() }),
  },
  "student.signed_in_with_card": { target: "student", detail: z.strictObject({ studentId: id, secondFactorRequired: z.boolean() }) },
  /** A guardian handed their device to their child, and came back with their password (issue 34). */
  "student.device_handed_over": { target: "student", detail: studentGuardian },
  "student.device_handed_back": { target: "student", detail: studentGuardian },
  "roster.imported": {
    target: "roster_import",
    detail: z.strictObject({ totals: z.record(z.string(), count), files: z.array(z.record(z.string(), z.unknown())) }),
  },

  /** A teacher's own level for one answer to a quick check counted for a standard (issue 35); null: back to right or wrong. */
  "live_check.evidence_set": {
    target: "live_check",
    detail: z.strictObject({ studentId: id, standardId: id, from: z.number().int().nullable(), to: z.number().int().nullable() }),
  },
  "standard.created": { target: "standard", detail: standardId },
  "standard.updated": { target: "standard", detail: z.strictObject({ id, before: fieldValues, after: fieldValues }) },
  "standard.archived": { target: "standard", detail: standardId },
  "standard.restored": { target: "standard", detail: standardId },
  "skill.created": { target: "skill", detail: z.strictObject({ icon: z.string() }) },
  "skill.updated": {
    target: "skill",
    detail: z.strictObject({
      before: z.strictObject({ name: z.string(), icon: z.string(), archived: z.boolean() }),
      after: z.strictObject({ name: z.string(), icon: z.string(), archived: z.boolean() }),
    }),
  },
  "report_cards.generated": {
    target: "report_card",
    detail: z.strictObject({ termId: id, students: count, copiesInOtherLanguages: count, superseded: count }),
  },

  "assignment.created": { target: "assignment" },
  "assignment.changed": { target: "assignment" },
  "assignment.scheduled": { target: "assignment" },
  "assignment.published": { target: "assignment" },
  "assignment.unpublished": { target: "assignment" },
  "assignment.archived": { target: "assignment" },
  "assignment.restored": { target: "assignment" },
  "assignment.adjusted": { target: "assignment" },
  "assignment.adjustment_removed": { target: "assignment" },
  "assignment.copied": { target: "assignment" },
  "submission.marked": { target: "submission", detail: marking },
  "submission.marks_changed_after_return": { target: "submission", detail: marking },
  "submission.returned": { target: "submission", detail: z.strictObject({ assignmentId: id, studentId: id, again: z.boolean(), marks: count }) },
  "attendance.marked": { target: "attendance", detail: attendanceMark },
  "attendance.corrected": { target: "attendance", detail: attendanceMark },
  "attendance.mark_removed": { target: "attendance", detail: z.strictObject({ studentId: id, was: z.string() }) },

  "library_folder.changed": { target: "library_folder" },
  "library_folder.deleted": { target: "library_folder" },
  "library_resource.changed": { target: "library_resource" },
  "library_resource.archived": { target: "library_resource" },
  "conference_window.created": { target: "conference_window", detail: z.strictObject({ teacherUserId: id }) },
  "conference_window.changed": { target: "conference_window", detail: z.strictObject({ teacherUserId: id }) },
  "conference_window.removed": { target: "conference_window", detail: z.strictObject({ teacherUserId: id }) },
  "conference.booked": { target: "conference", detail: conferenceDetail },
  "conference.rescheduled": { target: "conference", detail: conferenceDetail },
  "conference.cancelled": { target: "conference", detail: conferenceDetail },
  "message_report.conversation_read": { target: "message_report", detail: z.strictObject({ conversationId: id, messages: count }) },
  "message_report.handled": { target: "message_report" },
  // Tuition billing (server/billing/): figures and ids, never a reference or a reason as staff typed them.
  "billing.families_made": { target: "billing_family", detail: z.strictObject({ families: count }) },
  "billing.invoices_issued": {
    target: "school_year",
    detail: z.strictObject({ period: z.string(), invoices: count, totalCents: z.number().int(), familiesMade: count }),
  },
  "billing.payment_recorded": {
    target: "invoice",
    detail: z.strictObject({ paymentId: id, kind: z.string(), amountCents: z.number().int(), method: z.string() }),
  },
  "billing.credit_note_written": { target: "invoice", detail: z.strictObject({ creditNote: z.string(), amountCents: z.number().int() }) },
  "billing.ledger_exported": { target: "invoice", detail: z.strictObject({ rows: count, schoolYearId: id.optional() }) },
  "billing.family_plan_changed": { target: "billing_family", detail: z.strictObject({ from: z.string(), to: z.string() }) },
} as const satisfies Record<string, EventKind>;

type Catalog = typeof AUDIT_EVENTS;
export type AuditAction = keyof Catalog;
/** What an audit entry is about: a table's row, named for the admin log's filter. */
export type AuditTargetType = Catalog[AuditAction]["target"];

/** The actions of one kind of target, without its prefix: ActionsOf<"assignment"> is "created" | "changed" | ... */
export type ActionsOf<P extends string> = AuditAction extends infer A ? (A extends `${P}.${infer S}` ? S : never) : never;

type DetailOf<A extends AuditAction> = Catalog[A] extends { detail: infer S extends ZodType } ? { detail: z.input<S> } : { detail?: never };

/** One audit event: its action, the readable id of its target, one plain sentence, and its declared detail. */
export type AuditEvent = {
  [A in AuditAction]: {
    action: A;
    /** The readable id where there is one (APP-..., a username, a setting key), else the row id. */
    targetId: string;
    /** One plain sentence, e.g. "Moved APP-2026-7K3QH9XM from Submitted to Under review." */
    summary: string;
  } & DetailOf<A>;
}[AuditAction];

/** The event's detail as declared (strict: an undeclared field throws, so it never reaches the log). */
export function checkedDetail(event: AuditEvent): Record<string, unknown> | null {
  const kind: EventKind = AUDIT_EVENTS[event.action];
  if (!kind.detail) return null;
  return kind.detail.parse(event.detail) as Record<string, unknown>;
}
