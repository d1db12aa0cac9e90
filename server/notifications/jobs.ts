/**
 * The notifications' background work (issue 17), run by every instance from the app's housekeeping
 * about once a minute (server/app.ts) and by tests with a chosen `now`:
 *
 * 1. tell people of notifications held by quiet hours once they end (rows claimed with
 *    FOR UPDATE SKIP LOCKED, so two instances never tell the same one twice);
 * 1b. send the notification mails gathered per person and kind (./mail-gathering.ts);
 * 2. once per school day, at the digest time: raise "work due tomorrow" and "missing work" for
 *    children and their guardians (once per child and work, `subjectId`), under a transaction-level
 *    advisory lock and a day marker so one instance does it;
 * 2b. the unexplained-absence notices of attendance (server/learning/attendance/notices.ts), claimed
 *    per child and session;
 * 3. the family daily digest: for each guardian with at least one kind in the digest, one mail per
 *    school day, claimed by inserting the `notification_digests` row in the transaction that writes the
 *    mail (the primary key makes a second instance's claim wait, then do nothing).
 */
import { createHash } from "node:crypto";
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { formatLongCalendarDay, formatLongCalendarDayIn } from "#common/calendar-date";
import { formatTimeOfDay } from "#common/date-formats";
import { DEFAULT_LANGUAGE, LOCALES, languageOrDefault, type Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import { currentMastery, MASTERY_IDS, isMasteryLevel } from "#common/learning/mastery";
import { NOTIFICATION_KINDS, type NotificationKind } from "#common/notifications/kinds";
import { channelFor, isFamilyRole } from "#common/notifications/preferences";
import { dueDigestDate, nextDate } from "#common/notifications/timing";
import { GUARDIAN_ROLES, isRole } from "#common/roles";
import { school } from "#common/school";
import { formatTime, zonedDateTime } from "#common/time-zone";
import type { Db } from "../db/client";
import {
  assignmentAdjustments,
  assignments,
  guardianLinks,
  marks,
  notificationDigests,
  notificationPreferences,
  notifications,
  rubricCriteria,
  settings,
  standards,
  students,
  work,
  users,
} from "../db/schema";
import { sendAbsenceNotices } from "../learning/attendance/notices";
import { readWork, type WorkItem } from "../learning/work/work-read";
import { digestMail, isEmptyDigest, type DigestChild, type DigestContent } from "../mail/notification-mails";
import { enqueueMail } from "../mail/outbox";
import { getSchoolSetting } from "../settings";
import { readMailLinks, unsubscribeUrl } from "./links";
import { sendGatheredMails } from "./mail-gathering";
import { notify, tell, type NotificationInput } from "./notify";
import { readTogether } from "../db/read-together";
import { storedTitles } from "../learning/assignments/assignment-translations";
import { noTranslator, type Translator } from "../translation/translator";
import { childFullName, knownAs } from "#common/learning/child-name";

/** How often the housekeeping runs the jobs. */
export const NOTIFICATION_JOB_INTERVAL_MS = 60_000;
/** Missing work is announced if it became missing in the last week (not last term's, on the first run). */
const MISSING_LOOKBACK_MS = 7 * 86_400_000;
const HELD_BATCH = 500;
const REMINDERS_DAY_KEY = "notification_reminders_day";
/** pg_advisory_xact_lock key of the daily reminders ("notif" in ASCII). */
const REMINDERS_LOCK = 0x6e6f746966;

export interface JobResult {
  told: number;
  /** Notification mails sent, each with the notifications of one kind gathered for one person. */
  mailed: number;
  reminders: number;
  digests: number;
  /** Families told of an unexplained absence (server/learning/attendance/notices.ts). */
  absences: number;
}

/** `translator`: the school's engine, whose stored translations of work titles the digest uses (never waiting for it). */
export async function runNotificationJobs(db: Db, now: Date, translator: Translator = noTranslator): Promise<JobResult> {
  const told = await deliverHeld(db, now);
  const mailed = await sendGatheredMails(db, now);
  // Before the digest, so the day's digest lists the day's absences.
  const absences = await sendAbsenceNotices(db, now);
  const digestTime = await getSchoolSetting(db, "digest_time");
  const day = dueDigestDate(now, digestTime, school.timeZone);
  if (!day) return { told, mailed, reminders: 0, digests: 0, absences };
  const reminders = await raiseWorkReminders(db, now, day);
  const digests = await sendDigests(db, now, day, translator);
  return { told, mailed, reminders, digests, absences };
}

/** Tells people of the notifications whose quiet hours have ended; returns how many. */
export async function deliverHeld(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(isNotNull(notifications.heldUntil), lte(notifications.heldUntil, now)))
        .limit(HELD_BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return 0;
      const ids = due.map((d) => d.id);
      await tx.update(notifications).set({ heldUntil: null }).where(inArray(notifications.id, ids));
      await tell(tx, ids, { now });
      return ids.length;
    });
    total += count;
    if (count < HELD_BATCH) return total;
  }
}

/** A stable uuid for "this kind, this work, this child", so a reminder is raised once per person. */
export function reminderSubjectId(kind: string, assignmentId: string, studentId: string): string {
  const h = createHash("sha256").update(`${kind}:${assignmentId}:${studentId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** "Tuesday, November 24, 2026 at 4:00 PM" in the school's zone. */
export function schoolTimeWords(at: Date, language: Language = DEFAULT_LANGUAGE): string {
  const { date, time } = zonedDateTime(at, school.timeZone);
  if (language === DEFAULT_LANGUAGE) return t(language, "mails.dayAtTime", { day: formatLongCalendarDay(date), time: formatTime(time) });
  const locale = LOCALES[language];
  return t(language, "mails.dayAtTime", { day: formatLongCalendarDayIn(date, locale), time: formatTimeOfDay(at, school.timeZone, locale) });
}

const isDueTomorrow = (item: WorkItem, tomorrow: string) =>
  item.dueAt !== null && zonedDateTime(item.dueAt, school.timeZone).date === tomorrow && (item.status === "not_started" || item.status === "in_progress");
const isRecentlyMissing = (item: WorkItem, now: Date) =>
  item.status === "missing" && item.dueAt !== null && item.dueAt.getTime() >= now.getTime() - MISSING_LOOKBACK_MS;

/** The published work that may be due tomorrow or recently missing, for every child. */
async function reminderWork(db: Pick<Db, "select">, now: Date): Promise<WorkItem[]> {
  const from = new Date(now.getTime() - MISSING_LOOKBACK_MS);
  const to = new Date(now.getTime() + 3 * 86_400_000);
  const [own, adjusted] = await readTogether(db, [
    () =>
      db
        .select({ id: assignments.id })
        .from(assignments)
        .where(
          and(
            eq(assignments.kind, "assignment"),
            isNull(assignments.archivedAt),
            lte(assignments.publishAt, now),
            gte(assignments.dueAt, from),
            lte(assignments.dueAt, to),
          ),
        ),
    () =>
      db
        .select({ id: assignmentAdjustments.assignmentId })
        .from(assignmentAdjustments)
        .where(and(gte(assignmentAdjustments.dueAt, from), lte(assignmentAdjustments.dueAt, to))),
  ]);
  const ids = [...new Set([...own, ...adjusted].map((r) => r.id))];
  return ids.length === 0 ? [] : readWork(db, { assignmentIds: ids, publishedOnly: true, now });
}

/**
 * Once per school day: "work due tomorrow" and "missing work" for each child (their own account) and
 * each of their guardians. Returns how many notifications were asked for (0 when already done today).
 */
export async function raiseWorkReminders(db: Db, now: Date, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REMINDERS_LOCK})`);
    const [done] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, REMINDERS_DAY_KEY));
    if (done?.value === day) return 0;
    await tx
      .insert(settings)
      .values({ key: REMINDERS_DAY_KEY, value: day })
      .onConflictDoUpdate({ target: settings.key, set: { value: day, updatedAt: now } });

    const tomorrow = nextDate(day);
    const work = (await reminderWork(tx, now)).filter((w) => isDueTomorrow(w, tomorrow) || isRecentlyMissing(w, now));
    if (work.length === 0) return 0;
    const studentIds = [...new Set(work.map((w) => w.studentId))];
    // One after the other: a transaction is one connection, which runs one query at a time anyway.
    const kids = await tx
      .select({ id: students.id, userId: students.userId, firstName: students.firstName, preferredName: students.preferredName })
      .from(students)
      .where(inArray(students.id, studentIds));
    const guardians = await tx
      .select({ studentId: guardianLinks.studentId, userId: guardianLinks.guardianUserId })
      .from(guardianLinks)
      .where(inArray(guardianLinks.studentId, studentIds));
    const kidOf = new Map(kids.map((k) => [k.id, k]));
    const notes: NotificationInput[] = [];
    for (const item of work) {
      const kid = kidOf.get(item.studentId);
      if (!kid) continue;
      const name = knownAs(kid);
      const kind: NotificationKind = item.status === "missing" ? "work_missing" : "work_due";
      const subjectId = reminderSubjectId(kind, item.assignmentId, item.studentId);
      const due = (language: Language) => schoolTimeWords(item.dueAt!, language);
      const words = kind === "work_due" ? "workDue" : "workMissing";
      if (kid.userId) {
        notes.push({
          userId: kid.userId,
          kind,
          studentId: kid.id,
          title: { id: `notices.${words}.child.title`, values: { title: item.title } },
          body: { id: `notices.${words}.child.body`, values: { due } },
          link: `/portal/assignments/${item.assignmentId}/work`,
          subjectId,
        });
      }
      for (const g of guardians.filter((g) => g.studentId === item.studentId)) {
        notes.push({
          userId: g.userId,
          kind,
          studentId: kid.id,
          title: { id: `notices.${words}.family.title`, values: { name, title: item.title } },
          body: { id: `notices.${words}.family.body`, values: { due } },
          link: `/parent/progress?child=${kid.id}`,
          subjectId,
        });
      }
    }
    await notify(tx, notes, { now, repeat: "keep" });
    return notes.length;
  });
}

interface DigestCandidate {
  userId: string;
  language: Language;
  email: string;
  fullName: string | null;
  digestKinds: NotificationKind[];
}

/** Guardians with a verified address, a child, at least one kind in the digest and no digest for `day` yet. */
async function digestCandidates(db: Pick<Db, "select" | "selectDistinct">, day: string): Promise<DigestCandidate[]> {
  const people = await db
    .selectDistinct({ userId: users.id, role: users.role, email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .innerJoin(guardianLinks, eq(guardianLinks.guardianUserId, users.id))
    .leftJoin(notificationDigests, and(eq(notificationDigests.userId, users.id), eq(notificationDigests.digestDate, day)))
    .where(
      and(
        inArray(users.role, [...GUARDIAN_ROLES]),
        isNull(users.deactivatedAt),
        isNotNull(users.email),
        isNotNull(users.emailVerifiedAt),
        isNull(notificationDigests.userId),
      ),
    );
  if (people.length === 0) return [];
  const prefs = await db
    .select()
    .from(notificationPreferences)
    .where(
      inArray(
        notificationPreferences.userId,
        people.map((p) => p.userId),
      ),
    );
  return people.flatMap((p) => {
    if (!isRole(p.role) || !isFamilyRole(p.role)) return [];
    const role = p.role;
    const digestKinds = NOTIFICATION_KINDS.filter(
      (kind) => channelFor(role, kind, prefs.find((x) => x.userId === p.userId && x.kind === kind)?.channel) === "digest",
    );
    return digestKinds.length > 0 ? [{ userId: p.userId, language: languageOrDefault(p.language), email: p.email!, fullName: p.fullName, digestKinds }] : [];
  });
}

/** Sends the day's family digests not sent yet; returns how many mails were written. */
export async function sendDigests(db: Db, now: Date, day: string, translator: Translator = noTranslator): Promise<number> {
  const candidates = await digestCandidates(db, day);
  if (candidates.length === 0) return 0;
  const links = await readMailLinks(db);
  if (!links) return 0;
  let sent = 0;
  for (const person of candidates) {
    const wrote = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(notificationDigests)
        .values({ userId: person.userId, digestDate: day, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: notificationDigests.userId });
      if (claimed.length === 0) return false;
      const content = await digestContent(tx, person.userId, day, now, person.language, translator);
      await tx
        .update(notifications)
        .set({ digestedAt: now })
        .where(
          and(
            eq(notifications.userId, person.userId),
            inArray(notifications.kind, person.digestKinds),
            isNull(notifications.digestedAt),
            isNull(notifications.heldUntil),
            lte(notifications.createdAt, now),
          ),
        );
      if (isEmptyDigest(content)) return false;
      await enqueueMail(tx, [
        digestMail({
          to: person.email,
          fullName: person.fullName,
          language: person.language,
          content,
          portalUrl: `${links.publicUrl}/parent`,
          preferencesUrl: `${links.publicUrl}/notifications`,
          unsubscribeUrl: unsubscribeUrl(links, person.userId, "digest"),
        }),
      ]);
      return true;
    });
    if (wrote) sent++;
  }
  return sent;
}

/** The absences to list: the `absence` notifications attendance (issue 18, server/learning/attendance/notices.ts) raised since the last digest. */
async function absenceNotes(db: Pick<Db, "select">, userId: string, since: Date) {
  return db
    .select({ studentId: notifications.studentId, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "absence"), isNull(notifications.heldUntil), gt(notifications.createdAt, since)))
    .orderBy(asc(notifications.createdAt));
}

/** What one guardian's digest for `day` lists, per child. */
export async function digestContent(
  db: Pick<Db, "select">,
  userId: string,
  day: string,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
  translator: Translator = noTranslator,
): Promise<DigestContent> {
  const [previous] = await db
    .select({ sentAt: notificationDigests.sentAt })
    .from(notificationDigests)
    .where(and(eq(notificationDigests.userId, userId), sql`${notificationDigests.digestDate} < ${day}`))
    .orderBy(sql`${notificationDigests.digestDate} desc`)
    .limit(1);
  const since = previous?.sentAt ?? new Date(now.getTime() - 86_400_000);
  const kids = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName })
    .from(students)
    .innerJoin(guardianLinks, eq(guardianLinks.studentId, students.id))
    .where(eq(guardianLinks.guardianUserId, userId))
    .orderBy(asc(students.firstName));
  const kidIds = kids.map((k) => k.id);
  const [work, absences, unread] = await readTogether(db, [
    () => readWork(db, { studentIds: kidIds, publishedOnly: true, now }),
    () => absenceNotes(db, userId, since),
    () =>
      db
        .select({ studentId: notifications.studentId, title: notifications.title })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(notifications.kind, ["message", "announcement"]),
            isNull(notifications.readAt),
            isNull(notifications.heldUntil),
          ),
        )
        .orderBy(asc(notifications.createdAt)),
  ]);
  const tomorrow = nextDate(day);
  const returnedItems = work.filter((w) => w.work?.returnedAt && w.work.returnedAt > since && w.work.returnedAt <= now);
  const [marksOf, translated] = await Promise.all([
    returnedMarks(db, returnedItems, language),
    // The work's titles in the guardian's language where the school has translated them (issue 32).
    storedTitles(
      db,
      translator,
      work.map((w) => w.assignmentId),
      language,
    ),
  ]);
  let translatedTitles = false;
  const titleOf = (w: (typeof work)[number]) => {
    const title = translated.get(w.assignmentId);
    if (title === undefined) return w.title;
    translatedTitles = true;
    return title;
  };

  const children: DigestChild[] = kids.map((kid) => {
    const mine = work.filter((w) => w.studentId === kid.id);
    return {
      name: childFullName(kid),
      dueTomorrow: mine.filter((w) => isDueTomorrow(w, tomorrow)).map((w) => ({ title: titleOf(w), due: schoolTimeWords(w.dueAt!, language) })),
      missing: mine.filter((w) => w.status === "missing").map((w) => ({ title: titleOf(w), due: schoolTimeWords(w.dueAt!, language) })),
      returned: returnedItems.filter((w) => w.studentId === kid.id).map((w) => ({ title: titleOf(w), marks: marksOf.get(w.work!.id) ?? [] })),
      absences: absences.filter((a) => a.studentId === kid.id).map((a) => ({ title: a.title, body: a.body })),
      unreadMessages: unread.filter((m) => m.studentId === kid.id).map((m) => ({ title: m.title })),
    };
  });
  return {
    day: language === DEFAULT_LANGUAGE ? formatLongCalendarDay(day) : formatLongCalendarDayIn(day, LOCALES[language]),
    children,
    translatedTitles,
    otherUnread: unread.filter((m) => !m.studentId || !kidIds.includes(m.studentId)).map((m) => ({ title: m.title })),
  };
}

/**
 * Each returned work's marks per standard ("3.NF.A.1 marked Meets"), with the child's current
 * mastery of that standard now (common/learning/mastery.ts over all their returned marks on it).
 */
async function returnedMarks(db: Pick<Db, "select">, items: readonly WorkItem[], language: Language) {
  const result = new Map<string, { standard: string; mark: string; mastery: string }[]>();
  const workIds = items.map((w) => w.work!.id);
  if (workIds.length === 0) return result;
  const standardOf = sql<string | null>`coalesce(${marks.standardId}, ${rubricCriteria.standardId})`;
  const these = await db
    .select({ workId: marks.workId, standardId: standardOf, level: marks.level })
    .from(marks)
    .leftJoin(rubricCriteria, eq(rubricCriteria.id, marks.criterionId))
    .where(inArray(marks.workId, workIds));
  const standardIds = [...new Set(these.map((m) => m.standardId).filter((id): id is string => id !== null))];
  if (standardIds.length === 0) return result;
  const studentIds = [...new Set(items.map((w) => w.studentId))];
  const [codes, history] = await readTogether(db, [
    () => db.select({ id: standards.id, code: standards.code }).from(standards).where(inArray(standards.id, standardIds)),
    () =>
      db
        .select({
          studentId: work.studentId,
          standardId: standardOf,
          level: marks.level,
          at: sql<Date>`coalesce(${work.submittedAt}, ${work.returnedAt})`,
        })
        .from(marks)
        .innerJoin(work, eq(work.id, marks.workId))
        .leftJoin(rubricCriteria, eq(rubricCriteria.id, marks.criterionId))
        .where(
          and(
            inArray(work.studentId, studentIds),
            isNotNull(work.returnedAt),
            or(inArray(marks.standardId, standardIds), inArray(rubricCriteria.standardId, standardIds)),
          ),
        ),
  ]);
  const codeOf = new Map(codes.map((c) => [c.id, c.code]));
  const studentOf = new Map(items.map((w) => [w.work!.id, w.studentId]));
  for (const m of these) {
    if (!m.standardId || !isMasteryLevel(m.level)) continue;
    const studentId = studentOf.get(m.workId)!;
    const evidence = history.filter((h) => h.studentId === studentId && h.standardId === m.standardId).map((h) => ({ level: h.level, at: new Date(h.at) }));
    const list = result.get(m.workId) ?? [];
    const mastery = currentMastery(evidence);
    list.push({
      standard: codeOf.get(m.standardId) ?? "A standard",
      mark: t(language, MASTERY_IDS[m.level].label),
      mastery: mastery === null ? t(language, "mastery.notYetAssessed") : t(language, MASTERY_IDS[mastery].label),
    });
    result.set(m.workId, list);
  }
  return result;
}
