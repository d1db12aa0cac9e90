/**
 * A family's application (docs/api/public-forms.md): stored with a readable id and the status
 * "submitted", checked for a grade conflict and for an earlier application of the same child, and
 * confirmed by email, all in one transaction. The family answers a grade conflict with one of three
 * choices, recorded once.
 */
import { DEFAULT_LANGUAGE, type Language } from "#common/i18n/languages";
import { and, eq, or, sql } from "drizzle-orm";
import { compareCalendarDates, parseCalendarDate } from "#common/calendar-date";
import { calendarDateInZone } from "#common/time-zone";
import { findStartOption } from "#common/grade-placement";
import type { Application, GradeConflictResolution } from "#common/schemas/application";
import { school } from "#common/school";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/queries";
import { applicationEvents, applications } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { applicationMails, gradeConflictResolvedMail } from "../mail/templates";
import { getSchoolSetting } from "../settings";
import { APPLICATION_ID_PATTERN, checkGrade, childKey, newApplicationId, startNotOffered, type GradeCheck } from "./application-rules";
import { conflict, invalid, notFound } from "../domain-errors";

export const INITIAL_STATUS = "submitted";
const DOB_IN_FUTURE = "Date of birth must be in the past";

/** Checks and stores a submitted application with its event and mails; the stored row and the grade check. */
export async function submitApplication(
  db: Db,
  form: Application,
  ip: string,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ stored: typeof applications.$inferSelect; grade: GradeCheck }> {
  const today = calendarDateInZone(now, school.timeZone);
  const problems: { field: string; message: string }[] = [];
  if (compareCalendarDates(parseCalendarDate(form.child_dob)!, today) >= 0) problems.push({ field: "child_dob", message: DOB_IN_FUTURE });
  // A start is one of those on offer today: never a month gone by, nor one past the next school year.
  const start = form.desired_start === undefined ? undefined : findStartOption(today, form.desired_start);
  if (form.desired_start !== undefined && !start) problems.push({ field: "desired_start", message: startNotOffered(today) });
  if (problems.length) throw invalid(problems[0]!.message, problems);
  // With a start chosen, joining the year in progress follows from it, whatever the flag said.
  const isMidYearTransfer = start ? !start.nextSchoolYear : form.is_mid_year_transfer;
  const cutoff = await getSchoolSetting(db, "grade_cutoff_date");
  const grade = checkGrade({
    childFirstName: form.child_first_name,
    dob: form.child_dob,
    requestedGrade: form.child_grade_requested,
    desiredStart: start?.value,
    isMidYearTransfer,
    today,
    cutoff,
    language,
  });
  const key = childKey(form.child_first_name, form.child_last_name);

  const stored = await insertWithUniqueId(async (applicationId) =>
    db.transaction(async (tx) => {
      // Two submissions for one child at the same moment still see each other.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      const [earlier] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(
          or(
            and(eq(applications.childKey, key), eq(applications.childDob, form.child_dob)),
            and(eq(applications.childKey, key), eq(applications.parentEmail, form.parent_email)),
          ),
        )
        .orderBy(applications.createdAt)
        .limit(1);

      const [row] = await tx
        .insert(applications)
        .values({
          applicationId,
          status: INITIAL_STATUS,
          parentName: form.parent_name,
          parentEmail: form.parent_email,
          parentPhone: form.parent_phone,
          secondaryGuardianName: form.secondary_guardian_name,
          secondaryGuardianEmail: form.secondary_guardian_email,
          childFirstName: form.child_first_name,
          childLastName: form.child_last_name,
          childKey: key,
          childDob: form.child_dob,
          childGradeRequested: form.child_grade_requested,
          calculatedGrade: grade.calculatedGrade,
          isMidYearTransfer,
          desiredStart: start?.value ?? null,
          schoolYear: grade.schoolYear,
          priorSchoolName: form.prior_school_name,
          priorSchoolContact: form.prior_school_contact,
          specialNeeds: form.special_needs,
          previousOnlineExperience: form.previous_online_experience,
          emergencyContactName: form.emergency_contact_name,
          emergencyContactPhone: form.emergency_contact_phone,
          ferpaConsent: form.ferpa_consent,
          photoReleaseConsent: form.photo_release_consent,
          marketingConsent: form.marketing_consent,
          gradeConflict: grade.conflict !== undefined,
          duplicateOf: earlier?.id ?? null,
          ip,
          language,
        })
        .returning();
      await tx.insert(applicationEvents).values({
        applicationId: row!.id,
        type: "submitted",
        toStatus: INITIAL_STATUS,
        detail: { gradeConflict: grade.conflict ?? null, duplicateOf: earlier?.id ?? null },
      });
      await enqueueMail(tx, applicationMails(form, row!, grade.placement, language));
      return row!;
    }),
  );
  return { stored, grade };
}

/** Records the family's answer to a grade conflict (once; the same answer again is accepted). */
export async function resolveGradeConflict(db: Db, rawApplicationId: string, resolution: GradeConflictResolution): Promise<void> {
  const applicationId = rawApplicationId.toUpperCase();
  if (!APPLICATION_ID_PATTERN.test(applicationId)) throw notFound("Application not found");

  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.applicationId, applicationId)).for("update");
    if (!row) throw notFound("Application not found");
    if (!row.gradeConflict) throw conflict("This application has no grade placement question to answer.");
    if (row.gradeConflictResolution && row.gradeConflictResolution !== resolution) {
      throw conflict("A choice was already recorded for this application. Please contact our admissions team to change it.");
    }
    if (!row.gradeConflictResolution) {
      await tx
        .update(applications)
        .set({ gradeConflictResolution: resolution, gradeConflictResolvedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(applications.id, row.id));
      await tx.insert(applicationEvents).values({ applicationId: row.id, type: "grade_conflict_resolved", detail: { resolution } });
      await enqueueMail(tx, [gradeConflictResolvedMail(row.applicationId, resolution)]);
    }
  });
}

/** Runs `insert` with a fresh id until it is not already taken (a collision is one in a trillion). */
async function insertWithUniqueId<T>(insert: (applicationId: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(newApplicationId());
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}
