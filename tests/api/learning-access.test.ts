/**
 * The role-and-relationship walk (issue 15, "Rules the server enforces"): a small demo school is
 * seeded, then every learning endpoint (read from the running app's registry, so endpoints added
 * later are walked without editing this file) and every staff route of the learning wing
 * (/api/admin/courses*, /api/admin/students*, /api/admin/roster*) is called as each demo role with
 * path parameters naming someone else's class, child, session... The answer must be 403 or 404 and
 * hold nothing of theirs (names, the guardian's address, the class's name). Parameter-free reads
 * are checked for what they show: a guardian never another family's child, a student never
 * accommodations or classmates' last names, a teacher never a class they do not staff.
 *
 * A path parameter the walk does not know fails the walk (add it to `substitute` below), so no
 * endpoint goes unwalked.
 */
import { and, eq, isNull } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/auth/sessions";
import {
  absenceReports,
  applications,
  assignments,
  classMeetings,
  classSessions,
  commentBank,
  conferenceBookings,
  conferenceWindows,
  conversationParticipants,
  conversations,
  enrolments,
  files,
  gameAssignments,
  gameRounds,
  liveChecks,
  liveBoards,
  liveBoardStrokes,
  liveSlideDecks,
  liveSlidePages,
  liveRooms,
  messageReports,
  messages,
  pointAwards,
  portfolioItems,
  resourceFolders,
  resources,
  schoolDays,
  schoolYears,
  skills,
  subjects,
  workFiles,
  work,
  terms,
  users,
  notifications,
} from "../../server/db/schema";
import { keepGeneratedBytes } from "../../server/uploads/storage";
import { CONTRACTS, endpointKey } from "#common/api/index";
import { seedDemoSchool, type DemoSeedResult, type PlannedClass, type PlannedStudent } from "../../scripts/demo";
import { ACCOMMODATIONS } from "../../scripts/demo/names";
import { CATALOG, FUZZ_PASSWORD, schemasOf, type SampleContext } from "../fuzz/catalog";
import { createRng } from "../fuzz/prng";
import { TestClient, type TestResponse } from "../support/http-client";
import { PNG } from "../support/sample-files";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const NOW = new Date("2026-11-24T15:00:00Z");
/** The staff routes of the learning wing and of billing (children's names and families' figures), walked with the learning endpoints. */
const STAFF_LEARNING_ROUTE = /^[A-Z]+ \/api\/admin\/(courses|students|roster|safeguarding|billing)(\/|$|\.)/;
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Every endpoint as every role: the walk grows with each area (hundreds of calls on PostgreSQL). */
const WALK_TIMEOUT_MS = 120_000;

/** Someone else's things, as the walk aims at them. */
interface Target {
  classId: string;
  className: string;
  studentId: string;
  studentUserId: string;
  firstName: string;
  lastName: string;
  guardianUserId: string;
  guardianEmail: string;
  teacherUserId: string;
  sessionId: string;
  meetingId: string;
  enrolmentId: string;
  /** Work of the class, the child's work of it, and a saved comment of the class's teacher. */
  assignmentId: string;
  workId: string;
  commentId: string;
  /** A file the child handed in with that work (named after the child). */
  fileId: string;
  /** Points given to the child by their own teacher (undo is the author's alone). */
  awardId: string;
  /** A portfolio item of the child's, on work of the class (issue 16). */
  portfolioItemId: string;
  /** The lead teacher's own (teacher-scope) library folder and resource. */
  folderId: string;
  resourceId: string;
  /** The lead teacher's conference availability, and a conference of the child with them (issue 17). */
  windowId: string;
  bookingId: string;
  /** A notification of the child's guardian, about the child (the notifications tests walk real ones). */
  notificationId: string;
  /** The direct conversation of the child's guardian and teacher, its first message, and a report of it. */
  conversationId: string;
  messageId: string;
  reportId: string;
  /** An absence the child's guardian reported (attendance, issue 18). */
  absenceReportId: string;
  /** A round of a learning game the child started, and a game their teacher assigned the class (issue 34). */
  roundId: string;
  gameAssignmentId: string;
  /** A quick check asked in the class session's live room (issue 35). */
  checkId: string;
  /** Slides open in the class session's live room, with one rendered page (issue 35). */
  deckId: string;
  /** A stroke on the whiteboard of the class session's live room (issue 35). */
  strokeId: string;
}

/** Ids everyone may know (the school's calendar and subjects): not someone else's. */
interface Shared {
  termId: string;
  yearId: string;
  subjectId: string;
  dayId: string;
  applicationId: string;
}

const PRIVATE = "private" as const;
const SHARED = "shared" as const;

/**
 * The value of a path parameter, for someone else's target. `:id` is read from the segment before
 * it (/classes/:id is a class). Throws for a parameter the walk does not know.
 */
function parameterValue(name: string, previousSegment: string, target: Target, shared: Shared): { value: string; kind: typeof PRIVATE | typeof SHARED } {
  const p = (value: string) => ({ value, kind: PRIVATE });
  const s = (value: string) => ({ value, kind: SHARED });
  switch (name) {
    case "classId":
    case "sectionId":
      return p(target.classId);
    case "studentId":
    case "childId":
      return p(target.studentId);
    case "userId":
    case "guardianId":
      return p(target.guardianUserId);
    case "teacherId":
      return p(target.teacherUserId);
    case "sessionId":
      return p(target.sessionId);
    case "meetingId":
      return p(target.meetingId);
    case "enrolmentId":
      return p(target.enrolmentId);
    case "assignmentId":
      return p(target.assignmentId);
    case "fileId":
      return p(target.fileId);
    case "awardId":
      return p(target.awardId);
    case "notificationId":
      return p(target.notificationId);
    case "itemId":
      return p(target.portfolioItemId);
    case "windowId":
      return p(target.windowId);
    case "bookingId":
      return p(target.bookingId);
    case "conversationId":
      return p(target.conversationId);
    case "messageId":
      return p(target.messageId);
    case "reportId":
      return p(target.reportId);
    case "roundId":
      return p(target.roundId);
    case "gameAssignmentId":
      return p(target.gameAssignmentId);
    case "checkId":
      return p(target.checkId);
    case "deckId":
      return p(target.deckId);
    case "strokeId":
      return p(target.strokeId);
    // An invoice: the first the walk's billing run issued, some family's (the office's routes alone take one).
    case "number":
      return p("2026-27-0001");
    // A billing family: one nobody has (the office's routes alone take one).
    case "familyId":
      return p("00000000-0000-4000-8000-000000000000");
    // A slide's number says nothing by itself: the deck is the private part.
    case "page":
      return s("1");
    // A calendar feed's secret URL: a token nobody was given must answer 404.
    case "file":
      return p(`${randomBytes(32).toString("base64url")}.ics`);
    case "token":
      return p(randomBytes(32).toString("base64url"));
    case "applicationId":
      return p(shared.applicationId);
    case "termId":
      return s(shared.termId);
    case "yearId":
    case "schoolYearId":
      return s(shared.yearId);
    case "subjectId":
      return s(shared.subjectId);
    case "dayId":
      return s(shared.dayId);
    case "id":
      switch (previousSegment) {
        case "classes":
        case "sections":
          return p(target.classId);
        case "students":
        case "children":
          return p(target.studentId);
        case "sessions":
          return p(target.sessionId);
        case "meetings":
        case "timetable":
          return p(target.meetingId);
        case "enrolments":
          return p(target.enrolmentId);
        case "assignments":
          return p(target.assignmentId);
        case "work":
          return p(target.workId);
        case "comment-bank":
          return p(target.commentId);
        case "files":
          return p(target.fileId);
        case "users":
        case "guardians":
        case "teachers":
        case "staff":
          return p(target.guardianUserId);
        // A person's file: an id naming nobody's (the files tests walk real ones).
        case "feeds":
        case "feed":
        case "applications":
          return p(shared.applicationId);
        case "folders":
          return p(target.folderId);
        case "resources":
          return p(target.resourceId);
        case "absence-reports":
          return p(target.absenceReportId);
        case "terms":
          return s(shared.termId);
        case "years":
          return s(shared.yearId);
        case "subjects":
          return s(shared.subjectId);
        case "days":
        case "holidays":
        case "calendar-days":
          return s(shared.dayId);
      }
  }
  throw new Error(
    `The role-and-relationship walk cannot substitute :${name}${name === "id" ? ` after /${previousSegment}/` : ""}: add it to parameterValue in tests/api/learning-access.test.ts`,
  );
}

/** The concrete path, and whether it names something private of someone else's. */
function substitute(url: string, target: Target, shared: Shared): { path: string; private: boolean } {
  let isPrivate = false;
  const segments = url.split("/");
  const path = segments
    .map((segment, i) =>
      segment.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
        const { value, kind } = parameterValue(name, segments[i - 1] ?? "", target, shared);
        if (kind === PRIVATE) isPrivate = true;
        return encodeURIComponent(value);
      }),
    )
    .join("/");
  if (/[*]/.test(path)) throw new Error(`The role-and-relationship walk cannot walk the wildcard route ${url}`);
  return { path, private: isPrivate };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The words of `text` as whole words (a name inside a longer word is someone else's name). */
const mentions = (body: string, text: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(text)}($|[^\\p{L}\\p{N}])`, "u").test(body);

type Actor = "admin" | "teacher" | "otherTeacher" | "student" | "otherStudent" | "guardian" | "otherGuardian" | "childlessGuardian";
const NOT_STAFF: Exclude<Actor, "admin">[] = ["teacher", "otherTeacher", "student", "otherStudent", "guardian", "otherGuardian", "childlessGuardian"];

describe.each(DATABASE_KINDS)("the role-and-relationship walk on %s", (kind) => {
  let t: TestApp;
  let seeded: DemoSeedResult;
  let shared: Shared;
  const clients = {} as Record<Actor, TestClient>;
  const targets = {} as Record<Exclude<Actor, "admin">, Target>;
  /** What each actor must never see in a parameter-free read. */
  const forbidden = {} as Record<Exclude<Actor, "admin">, string[]>;
  const sampleContext: SampleContext = { rng: createRng(15), unique: "walk", account: { username: "walk", password: FUZZ_PASSWORD }, offeredDates: [] };

  /** The learning wing's and billing's endpoints and the staff ones that touch them, read from the contracts (common/api/learning/, billing.ts, admin/). */
  const walked = () =>
    CONTRACTS.filter(({ area, contract }) => area.startsWith("learning/") || area === "billing" || STAFF_LEARNING_ROUTE.test(endpointKey(contract)))
      .map(({ contract }) => endpointKey(contract))
      .sort();

  const call = async (client: TestClient, endpoint: string, path: string): Promise<TestResponse> => {
    const [method] = endpoint.split(" ") as [string, string];
    const sample = CATALOG[endpoint]?.sample(sampleContext) ?? {};
    const schemas = schemasOf(endpoint);
    if (MUTATING.has(method)) return client.mutate(method as "POST" | "PUT" | "PATCH" | "DELETE", path, schemas.body ? sample : {});
    const query = schemas.query ? `?${new URLSearchParams(Object.entries(sample).map(([k, v]) => [k, String(v)]))}` : "";
    return client.get(`${path}${query}`);
  };

  beforeAll(async () => {
    // Hundreds of calls from one address: the per-address API limit is lifted for the walk.
    t = await startTestApp(kind, { config: { apiRateLimitPerMinute: 1_000_000 } });
    seeded = await seedDemoSchool(t.db, { students: 24, password: "Sunflower-Maple-2026", now: NOW });
    const { plan, ids } = seeded;
    const linksOf = (student: PlannedStudent) => plan.links.filter((l) => l.studentKey === student.key);
    const familyOf = (student: PlannedStudent) => plan.students.filter((s) => s.familyKey === student.familyKey);
    const homerooms = plan.classes.filter((c) => c.subjectCode === "homeroom");
    /** A child of `homeroom` who is their family's only child (so the family sees no other class). */
    const onlyChildIn = (homeroom: PlannedClass) =>
      plan.students.find((s) => homeroom.studentKeys.includes(s.key) && familyOf(s).length === 1 && linksOf(s).length >= 1)!;
    const [roomA, roomB] = [homerooms.find((c) => c.grade === "1")!, homerooms.find((c) => c.grade === "4")!];
    const [childA, childB] = [onlyChildIn(roomA), onlyChildIn(roomB)];
    const guardianOf = (child: PlannedStudent) => plan.guardians.find((g) => g.key === linksOf(child)[0]!.guardianKey)!;
    const leadOf = (room: PlannedClass) => room.staff.find((s) => s.role === "lead")!.userKey;

    const targetFor = async (child: PlannedStudent, room: PlannedClass): Promise<Target> => {
      const classId = ids.get(room.key)!;
      const studentId = ids.get(`record:${child.key}`)!;
      const [session] = await t.db.select({ id: classSessions.id }).from(classSessions).where(eq(classSessions.classId, classId)).limit(1);
      const [meeting] = await t.db.select({ id: classMeetings.id }).from(classMeetings).where(eq(classMeetings.classId, classId)).limit(1);
      const [skill] = await t.db.select({ id: skills.id }).from(skills).limit(1);
      const [award] = await t.db
        .insert(pointAwards)
        .values({ studentId, skillId: skill!.id, classId, points: 2, awardedBy: ids.get(leadOf(room))!, createdAt: new Date() })
        .returning({ id: pointAwards.id });
      const [enrolment] = await t.db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.classId, classId), eq(enrolments.studentId, studentId), isNull(enrolments.endedAt)));
      const teacherUserId = ids.get(leadOf(room))!;
      const [assignment] = await t.db
        .insert(assignments)
        .values({ classId, title: "Walk work", dueAt: NOW, publishAt: new Date(NOW.getTime() - 86_400_000), answerKinds: ["text", "files", "voice"] })
        .returning({ id: assignments.id });
      const [stored] = await t.db
        .insert(work)
        .values({ assignmentId: assignment!.id, studentId, status: "submitted", submittedAt: NOW, attempts: 1, textAnswer: "A walk answer" })
        .returning({ id: work.id });
      const [file] = await t.db
        .insert(files)
        .values({
          ownerUserId: ids.get(child.key)!,
          originalName: `${child.firstName} drawing.png`,
          contentType: "image/png",
          ...(await keepGeneratedBytes(t.config.uploadsDir, PNG)),
        })
        .returning({ id: files.id });
      await t.db.insert(workFiles).values({ workId: stored!.id, fileId: file!.id, kind: "file" });
      const [round] = await t.db
        .insert(gameRounds)
        .values({ studentId, kind: "counting", seed: 7, language: "en", level: 1, startedAt: NOW, lastActiveAt: NOW })
        .returning({ id: gameRounds.id });
      const [game] = await t.db
        .insert(gameAssignments)
        .values({ classId, kind: "rhyming", note: "Walk practice", assignedBy: teacherUserId, createdAt: NOW })
        .returning({ id: gameAssignments.id });
      const [comment] = await t.db.insert(commentBank).values({ teacherUserId, text: "A walk comment" }).returning({ id: commentBank.id });
      const [item] = await t.db.insert(portfolioItems).values({ studentId, workId: stored!.id, title: "Walk item" }).returning({ id: portfolioItems.id });
      const [folder] = await t.db
        .insert(resourceFolders)
        .values({ name: `Private shelf of ${room.name}`, scope: "teacher", ownerUserId: teacherUserId })
        .returning({ id: resourceFolders.id });
      const [resource] = await t.db
        .insert(resources)
        .values({
          scope: "teacher",
          ownerUserId: teacherUserId,
          folderId: folder!.id,
          kind: "link",
          url: "https://example.org/private",
          title: `Private link of ${room.name}`,
        })
        .returning({ id: resources.id });
      const [window] = await t.db
        .insert(conferenceWindows)
        .values({ teacherUserId, date: "2026-12-08", startTime: "15:00", endTime: "17:00", slotMinutes: 20, mode: "video" })
        .returning({ id: conferenceWindows.id });
      const [booking] = await t.db
        .insert(conferenceBookings)
        .values({
          visitId: window!.id,
          windowId: window!.id,
          teacherUserId,
          studentId,
          bookedByUserId: ids.get(guardianOf(child).key)!,
          startsAt: new Date("2026-12-08T20:00:00Z"),
          endsAt: new Date("2026-12-08T20:20:00Z"),
          mode: "video",
        })
        .returning({ id: conferenceBookings.id });
      const [notification] = await t.db
        .insert(notifications)
        .values({
          userId: ids.get(guardianOf(child).key)!,
          kind: "work_returned",
          studentId,
          title: `${child.firstName} ${child.lastName}: Walk work was returned`,
          createdAt: NOW,
        })
        .returning({ id: notifications.id });
      const guardianUserId = ids.get(guardianOf(child).key)!;
      const [conversation] = await t.db
        .insert(conversations)
        .values({ kind: "direct", startedBy: guardianUserId, directKey: [guardianUserId, teacherUserId].sort().join(":") })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      const conversationId =
        conversation?.id ??
        (
          await t.db
            .select({ id: conversations.id })
            .from(conversations)
            .where(eq(conversations.directKey, [guardianUserId, teacherUserId].sort().join(":")))
        )[0]!.id;
      await t.db
        .insert(conversationParticipants)
        .values([guardianUserId, teacherUserId].map((userId) => ({ conversationId, userId })))
        .onConflictDoNothing();
      const [message] = await t.db
        .insert(messages)
        .values({ conversationId, senderId: guardianUserId, body: `A private walk message about ${child.firstName}` })
        .returning({ id: messages.id });
      const [report] = await t.db
        .insert(messageReports)
        .values({ messageId: message!.id, reporterId: teacherUserId, reason: "A walk report" })
        .returning({ id: messageReports.id });
      const [absence] = await t.db
        .insert(absenceReports)
        .values({ studentId, fromDate: "2026-12-09", toDate: "2026-12-10", reason: `${child.firstName} has a private appointment`, reportedBy: guardianUserId })
        .returning({ id: absenceReports.id });
      const [liveRoom] = await t.db.insert(liveRooms).values({ classSessionId: session!.id }).returning({ id: liveRooms.id });
      const [check] = await t.db
        .insert(liveChecks)
        .values({ roomId: liveRoom!.id, kind: "thumbs", openedAt: NOW, createdBy: teacherUserId })
        .returning({ id: liveChecks.id });
      const [deck] = await t.db
        .insert(liveSlideDecks)
        .values({ roomId: liveRoom!.id, title: "Walk slides", pageCount: 1, openedBy: teacherUserId, openedAt: NOW })
        .returning({ id: liveSlideDecks.id });
      const picture = await keepGeneratedBytes(t.config.uploadsDir, PNG);
      await t.db.insert(liveSlidePages).values({ deckId: deck!.id, page: 1, storedName: picture.storedName, contentType: "image/png", size: picture.size });
      await t.db.insert(liveBoards).values({ roomId: liveRoom!.id, open: true });
      const [stroke] = await t.db
        .insert(liveBoardStrokes)
        .values({
          roomId: liveRoom!.id,
          userId: teacherUserId,
          points: [
            [0.1, 0.1],
            [0.9, 0.9],
          ],
          pointCount: 2,
          colour: "black",
          size: "medium",
        })
        .returning({ id: liveBoardStrokes.id });
      return {
        checkId: check!.id,
        deckId: deck!.id,
        strokeId: stroke!.id,
        roundId: round!.id,
        gameAssignmentId: game!.id,
        absenceReportId: absence!.id,
        windowId: window!.id,
        bookingId: booking!.id,
        notificationId: notification!.id,
        conversationId,
        messageId: message!.id,
        reportId: report!.id,
        portfolioItemId: item!.id,
        classId,
        className: room.name,
        studentId,
        studentUserId: ids.get(child.key)!,
        firstName: child.firstName,
        lastName: child.lastName,
        guardianUserId: ids.get(guardianOf(child).key)!,
        guardianEmail: guardianOf(child).email!,
        teacherUserId: ids.get(leadOf(room))!,
        sessionId: session!.id,
        meetingId: meeting!.id,
        enrolmentId: enrolment!.id,
        assignmentId: assignment!.id,
        workId: stored!.id,
        commentId: comment!.id,
        fileId: file!.id,
        awardId: award!.id,
        folderId: folder!.id,
        resourceId: resource!.id,
      };
    };
    const [a, b] = [await targetFor(childA, roomA), await targetFor(childB, roomB)];

    const [childless] = await t.db
      .insert(users)
      .values({
        username: "walk.childless",
        email: "walk.childless@example.org",
        emailVerifiedAt: NOW,
        passwordHash: "!walk-only",
        role: "parent",
        fullName: "Casey Childless",
      })
      .returning({ id: users.id });
    const userIds: Record<Actor, string> = {
      admin: ids.get(plan.admin.key)!,
      teacher: ids.get(leadOf(roomA))!,
      otherTeacher: ids.get(leadOf(roomB))!,
      student: ids.get(childA.key)!,
      otherStudent: ids.get(childB.key)!,
      guardian: ids.get(guardianOf(childA).key)!,
      otherGuardian: ids.get(guardianOf(childB).key)!,
      childlessGuardian: childless!.id,
    };
    for (const [actor, userId] of Object.entries(userIds) as [Actor, string][]) {
      clients[actor] = new TestClient(t.url);
      clients[actor].setCookie("sid", (await createSession(t.db, userId)).id);
    }
    // Every family's tuition invoice for term 1 (issue 36): a family's invoice read has other families' to keep out.
    const billed = await clients.admin.mutate("POST", "/api/admin/billing/runs", {
      period: "term-1",
      issuedOn: "2026-08-17",
      dueOn: "2026-09-01",
      dryRun: false,
    });
    if (billed.status !== 200 || !(billed.json<{ data: { invoiceCount: number } }>().data.invoiceCount > 0))
      throw new Error(`The walk's billing run issued no invoices: ${billed.status} ${billed.text.slice(0, 200)}`);
    // Each one aims at the other side: A's people at B's child and class, and the other way round.
    Object.assign(targets, { teacher: b, student: b, guardian: b, otherTeacher: a, otherStudent: a, otherGuardian: a, childlessGuardian: a });

    const lastNamesBut = (keep: (s: PlannedStudent) => boolean) => [...new Set(plan.students.filter((s) => !keep(s)).map((s) => s.lastName))];
    const accommodationsBut = (keep: (s: PlannedStudent) => boolean) => plan.students.filter((s) => !keep(s) && s.accommodations).map((s) => s.accommodations!);
    const allAccommodations = ACCOMMODATIONS.map((x) => x.text);
    const teacherSees = (teacherKey: string) => {
      const staffed = plan.classes.filter((c) => c.staff.some((s) => s.userKey === teacherKey));
      const taught = new Set(staffed.flatMap((c) => c.studentKeys));
      const notStaffed = plan.classes.filter((c) => !staffed.includes(c)).map((c) => c.name);
      const untaught = (s: PlannedStudent) => taught.has(s.key);
      // A taught child's family name is the teacher's to read (on a conference with that family, say),
      // even when a brother or sister the teacher does not teach shares it (demo families have distinct names).
      const taughtFamilies = new Set(plan.students.filter((s) => taught.has(s.key)).map((s) => s.lastName));
      return [...notStaffed, ...lastNamesBut(untaught).filter((name) => !taughtFamilies.has(name)), ...accommodationsBut(untaught)];
    };
    const guardianSees = (child: PlannedStudent) => {
      const own = (s: PlannedStudent) => s.familyKey === child.familyKey;
      return [...lastNamesBut(own), ...accommodationsBut(own)];
    };
    const studentSees = (child: PlannedStudent) => [...lastNamesBut((s) => s.familyKey === child.familyKey), ...allAccommodations];
    Object.assign(forbidden, {
      teacher: teacherSees(leadOf(roomA)),
      otherTeacher: teacherSees(leadOf(roomB)),
      student: studentSees(childA),
      otherStudent: studentSees(childB),
      guardian: guardianSees(childA),
      otherGuardian: guardianSees(childB),
      childlessGuardian: [...lastNamesBut(() => false), ...allAccommodations],
    });

    const [year] = await t.db.select({ id: schoolYears.id }).from(schoolYears);
    const [term] = await t.db.select({ id: terms.id }).from(terms).limit(1);
    const [subject] = await t.db.select({ id: subjects.id }).from(subjects).limit(1);
    const [day] = await t.db.select({ id: schoolDays.id }).from(schoolDays).limit(1);
    const [application] = await t.db.select({ id: applications.applicationId }).from(applications).limit(1);
    shared = { yearId: year!.id, termId: term!.id, subjectId: subject!.id, dayId: day!.id, applicationId: application!.id };
  });
  afterAll(async () => {
    await t?.close();
  });

  it("can substitute every path parameter of every walked endpoint", () => {
    const unknown: string[] = [];
    for (const endpoint of walked()) {
      try {
        substitute(endpoint.split(" ")[1]!, targets.teacher, shared);
      } catch (err) {
        unknown.push(`${endpoint}: ${(err as Error).message}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it(
    "answers 403 or 404, with nothing of theirs, to every role aiming at someone else's class, child or record",
    async () => {
      const failures: string[] = [];
      for (const endpoint of walked()) {
        for (const actor of NOT_STAFF) {
          const target = targets[actor];
          const { path, private: isPrivate } = substitute(endpoint.split(" ")[1]!, target, shared);
          if (!isPrivate) continue;
          const res = await call(clients[actor], endpoint, path);
          if (res.status !== 403 && res.status !== 404) failures.push(`${actor} ${endpoint} -> ${res.status} ${res.text.slice(0, 200)}`);
          for (const secret of [target.firstName, target.lastName, target.guardianEmail, target.className]) {
            if (mentions(res.text, secret)) failures.push(`${actor} ${endpoint} shows "${secret}" of someone else`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "shows each role only their own in every read without parameters",
    async () => {
      const failures: string[] = [];
      for (const endpoint of walked()) {
        const [method, url] = endpoint.split(" ") as [string, string];
        if (method !== "GET") continue;
        for (const actor of NOT_STAFF) {
          const { path, private: isPrivate } = substitute(url, targets[actor], shared);
          if (isPrivate) continue;
          const res = await call(clients[actor], endpoint, path);
          if (res.status >= 500) failures.push(`${actor} ${endpoint} -> ${res.status}`);
          for (const secret of forbidden[actor]) if (mentions(res.text, secret)) failures.push(`${actor} ${endpoint} shows "${secret}"`);
        }
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it("refuses every staff route of the learning wing to every role but staff", async () => {
    const failures: string[] = [];
    for (const endpoint of walked().filter((e) => STAFF_LEARNING_ROUTE.test(e))) {
      for (const actor of NOT_STAFF) {
        const { path } = substitute(endpoint.split(" ")[1]!, targets[actor], shared);
        const res = await call(clients[actor], endpoint, path);
        if (res.status !== 403) failures.push(`${actor} ${endpoint} -> ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers staff on every read, whoever the ids belong to", async () => {
    const failures: string[] = [];
    for (const endpoint of walked()) {
      if (!endpoint.startsWith("GET ")) continue;
      const { path } = substitute(endpoint.split(" ")[1]!, targets.teacher, shared);
      const res = await call(clients.admin, endpoint, path);
      if (res.status >= 500) failures.push(`admin ${endpoint} -> ${res.status} ${res.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
