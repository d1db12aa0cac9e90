/**
 * The one access module of the learning wing (docs/architecture.md, "Where the learning wing goes"):
 * every "may this person see this child, class or message" question is answered here, and no route
 * decides it alone.
 *
 * - admin and super_admin: every class and child.
 * - teacher: the classes they staff (lead, co-teacher or support) and the children enrolled in them
 *   now; nothing of any other class.
 * - student: their own record and their own classes; of classmates, first names only.
 * - guardian and parent: the children linked to them, and those children's classes.
 *
 * A refusal is a 404 with the same text as a missing row, so an id of someone else's tells nothing.
 * Accommodations (IEP/504) are for staff and the child's own guardians, never the child's classmates
 * or their families, and not shown to the child themselves.
 */
import { and, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { conversationRefusal, mayAnnounce, mayPost, mayWrite, messagingGroup, type Relation, type TeachingLink } from "#common/learning/messaging-rule";
import { ADMIN_ROLES, GUARDIAN_ROLES, inRoleGroup, ROLES, TEACHER_ROLES, type Role } from "#common/roles";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/client";
import {
  absenceReports,
  assignmentAttachments,
  assignments,
  classSessions,
  classStaff,
  classes,
  conferenceBookings,
  conferenceWindows,
  conversationParticipants,
  conversations,
  enrolments,
  files,
  guardianLinks,
  messageAttachments,
  messages,
  pointAwards,
  portfolioItems,
  reportCards,
  resourceFolders,
  resources,
  students,
  subjects,
  workFiles,
  work,
  users,
} from "../db/schema";
import { forbidden, notFound } from "../domain-errors";

type Reader = Pick<Db, "select" | "selectDistinct">;
export type Viewer = Pick<SessionUser, "id" | "role">;

export const CLASS_NOT_FOUND = "We could not find that class.";
export const STUDENT_NOT_FOUND = "We could not find that student.";
export const ASSIGNMENT_NOT_FOUND = "We could not find that work.";
export const WORK_NOT_FOUND = "We could not find that work.";
export const FILE_NOT_FOUND = "We could not find that file.";

export function isStaff(viewer: Viewer): boolean {
  return inRoleGroup(viewer.role, ADMIN_ROLES);
}

export function isGuardian(viewer: Viewer): boolean {
  return inRoleGroup(viewer.role, GUARDIAN_ROLES);
}

/** How the viewer stands to a child; decides what of the child's record they may read. */
export type ChildRelation = "staff" | "teacher" | "guardian" | "self";

/** The student record of a student account, or null (any other role, or an account not yet linked). */
export async function studentIdOfUser(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
  return row?.id ?? null;
}

/** The children linked to a guardian account. */
export async function childIdsOfGuardian(db: Reader, guardianUserId: string): Promise<string[]> {
  const rows = await db.select({ id: guardianLinks.studentId }).from(guardianLinks).where(eq(guardianLinks.guardianUserId, guardianUserId));
  return rows.map((r) => r.id);
}

/** The classes a teacher staffs, in any staff role. */
export async function classIdsOfTeacher(db: Reader, teacherUserId: string): Promise<string[]> {
  const rows = await db.select({ id: classStaff.classId }).from(classStaff).where(eq(classStaff.userId, teacherUserId));
  return rows.map((r) => r.id);
}

/** The classes children are enrolled in now. */
export async function openClassIdsOfStudents(db: Reader, studentIds: readonly string[]): Promise<string[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: enrolments.classId })
    .from(enrolments)
    .where(and(inArray(enrolments.studentId, [...studentIds]), isNull(enrolments.endedAt)));
  return rows.map((r) => r.id);
}

/**
 * The children whose records the viewer may read: "all" for staff, otherwise a list (possibly empty).
 * Teachers get the children enrolled now in a class they staff.
 */
export async function visibleStudentIds(db: Reader, viewer: Viewer): Promise<"all" | string[]> {
  if (isStaff(viewer)) return "all";
  if (viewer.role === "student") {
    const own = await studentIdOfUser(db, viewer.id);
    return own ? [own] : [];
  }
  if (isGuardian(viewer)) return childIdsOfGuardian(db, viewer.id);
  if (viewer.role === "teacher") {
    const rows = await db
      .selectDistinct({ id: enrolments.studentId })
      .from(enrolments)
      .innerJoin(classStaff, eq(classStaff.classId, enrolments.classId))
      .where(and(eq(classStaff.userId, viewer.id), isNull(enrolments.endedAt)));
    return rows.map((r) => r.id);
  }
  return [];
}

/**
 * The classes the viewer may see: "all" for staff; a teacher's own classes; a student's and a
 * guardian's children's classes they are enrolled in now.
 */
export async function visibleClassIds(db: Reader, viewer: Viewer): Promise<"all" | string[]> {
  if (isStaff(viewer)) return "all";
  if (viewer.role === "teacher") return classIdsOfTeacher(db, viewer.id);
  if (viewer.role === "student") {
    const own = await studentIdOfUser(db, viewer.id);
    return own ? openClassIdsOfStudents(db, [own]) : [];
  }
  if (isGuardian(viewer)) return openClassIdsOfStudents(db, await childIdsOfGuardian(db, viewer.id));
  return [];
}

/** Whether the viewer may see the class at all (its name, times and teachers). */
export async function canSeeClass(db: Reader, viewer: Viewer, classId: string): Promise<boolean> {
  const visible = await visibleClassIds(db, viewer);
  return visible === "all" || visible.includes(classId);
}

/** Whether the viewer teaches the class (or is staff): may read its roster with accommodations and guardians' contacts. */
export async function canTeachClass(db: Reader, viewer: Viewer, classId: string): Promise<boolean> {
  if (isStaff(viewer)) return true;
  if (viewer.role !== "teacher") return false;
  const [row] = await db
    .select({ classId: classStaff.classId })
    .from(classStaff)
    .where(and(eq(classStaff.classId, classId), eq(classStaff.userId, viewer.id)));
  return Boolean(row);
}

/** How the viewer stands to the child, or null when they may not see the child's record. */
export async function relationToStudent(db: Reader, viewer: Viewer, studentId: string): Promise<ChildRelation | null> {
  if (isStaff(viewer)) return "staff";
  if (viewer.role === "student") return (await studentIdOfUser(db, viewer.id)) === studentId ? "self" : null;
  if (isGuardian(viewer)) {
    const [row] = await db
      .select({ id: guardianLinks.studentId })
      .from(guardianLinks)
      .where(and(eq(guardianLinks.studentId, studentId), eq(guardianLinks.guardianUserId, viewer.id)));
    return row ? "guardian" : null;
  }
  if (viewer.role === "teacher") {
    const [row] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(classStaff, eq(classStaff.classId, enrolments.classId))
      .where(and(eq(enrolments.studentId, studentId), isNull(enrolments.endedAt), eq(classStaff.userId, viewer.id)))
      .limit(1);
    return row ? "teacher" : null;
  }
  return null;
}

/** Accommodations and guardians' contacts: staff, the child's teachers and the child's own guardians. */
export function mayReadAccommodations(relation: ChildRelation): boolean {
  return relation === "staff" || relation === "teacher" || relation === "guardian";
}

/** The class, or a 404 that reads like a missing one. */
export async function requireVisibleClass(db: Reader, viewer: Viewer, classId: string): Promise<void> {
  if (!(await canSeeClass(db, viewer, classId))) throw notFound(CLASS_NOT_FOUND);
}

/** The class the viewer teaches, or a 404 that reads like a missing one (staff too, for a class that does not exist). */
export async function requireTaughtClass(db: Reader, viewer: Viewer, classId: string): Promise<void> {
  if (!(await canTeachClass(db, viewer, classId))) throw notFound(CLASS_NOT_FOUND);
  if (isStaff(viewer)) {
    const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
    if (!row) throw notFound(CLASS_NOT_FOUND);
  }
}

/** How the viewer stands to the child, or a 404 that reads like a missing one. */
export async function requireStudentRelation(db: Reader, viewer: Viewer, studentId: string): Promise<ChildRelation> {
  const relation = await relationToStudent(db, viewer, studentId);
  if (!relation) throw notFound(STUDENT_NOT_FOUND);
  return relation;
}

// --- Sign-in cards (issue 34) -------------------------------------------------------------

/** The class staff roles that may hand out a child's sign-in card: those who teach it (support staff do not). */
const CARD_MAKING_STAFF = ["lead", "co_teacher"];

/** Who makes a child's sign-in card, as the audit entry names them (common/schemas/sign-in-cards.ts). */
import type { CardMaker } from "#common/schemas/sign-in-cards";
export type { CardMaker };

/**
 * Whether the viewer may make (or replace) a child's sign-in card: the office, the child's own
 * guardian, or a lead or co-teacher of a class the child is in now; otherwise a 404 that reads like
 * a missing child.
 */
export async function requireCardMaker(db: Reader, viewer: Viewer, studentId: string): Promise<CardMaker> {
  const relation = await relationToStudent(db, viewer, studentId);
  if (relation === "staff" || relation === "guardian") return relation;
  if (relation === "teacher") {
    const [row] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(classStaff, eq(classStaff.classId, enrolments.classId))
      .where(
        and(eq(enrolments.studentId, studentId), isNull(enrolments.endedAt), eq(classStaff.userId, viewer.id), inArray(classStaff.role, CARD_MAKING_STAFF)),
      )
      .limit(1);
    if (row) return "teacher";
  }
  throw notFound(STUDENT_NOT_FOUND);
}

/** The class whose children's sign-in cards the viewer may make: the office, or its lead or co-teacher; else a 404 like a missing class. */
export async function requireCardClass(db: Reader, viewer: Viewer, classId: string): Promise<void> {
  await requireTaughtClass(db, viewer, classId);
  if (isStaff(viewer)) return;
  const [row] = await db
    .select({ classId: classStaff.classId })
    .from(classStaff)
    .where(and(eq(classStaff.classId, classId), eq(classStaff.userId, viewer.id), inArray(classStaff.role, CARD_MAKING_STAFF)));
  if (!row) throw notFound(CLASS_NOT_FOUND);
}

// --- Learning (issue 16): assignments, work and files -------------------------------------

/** Published work: children and families see an assignment from its publish time on, never a draft or an archived one. */
export function isPublished(row: { publishAt: Date | null; archivedAt: Date | null }, now: Date): boolean {
  return row.archivedAt === null && row.publishAt !== null && row.publishAt.getTime() <= now.getTime();
}

/**
 * How the viewer stands to an assignment: `teach` (staff, or a teacher of its class: drafts,
 * everyone's work), `learn` (a child enrolled in its class now, published work only) or `family`
 * (a guardian of such a child, published work only).
 */
export type AssignmentRelation = "teach" | "learn" | "family";

export interface AssignmentAccess {
  relation: AssignmentRelation;
  assignment: typeof assignments.$inferSelect;
  /** For `learn`, the child; for `family`, the viewer's children in the class (at least one). */
  studentIds: string[];
  /**
   * The child left the class (moved section, changed class) after starting or handing this work in: their own
   * work stays theirs and their family's to read (it is evidence on progress and report cards), but
   * nothing can be changed or handed in any more.
   */
  former: boolean;
}

/** The assignment as the viewer may see it, or a 404 that reads like a missing one. */
export async function requireAssignmentAccess(db: Reader, viewer: Viewer, assignmentId: string, now: Date): Promise<AssignmentAccess> {
  const [assignment] = await db.select().from(assignments).where(eq(assignments.id, assignmentId));
  if (!assignment) throw notFound(ASSIGNMENT_NOT_FOUND);
  if (await canTeachClass(db, viewer, assignment.classId)) return { relation: "teach", assignment, studentIds: [], former: false };
  if (!isPublished(assignment, now)) throw notFound(ASSIGNMENT_NOT_FOUND);
  const children =
    viewer.role === "student"
      ? [await studentIdOfUser(db, viewer.id)].filter((id): id is string => id !== null)
      : isGuardian(viewer)
        ? await childIdsOfGuardian(db, viewer.id)
        : [];
  if (children.length > 0) {
    const relation = viewer.role === "student" ? "learn" : "family";
    const inClass = await db
      .select({ id: enrolments.studentId })
      .from(enrolments)
      .where(and(eq(enrolments.classId, assignment.classId), inArray(enrolments.studentId, children), isNull(enrolments.endedAt)));
    if (inClass.length > 0) return { relation, assignment, studentIds: inClass.map((r) => r.id), former: false };
    // Their own work in a class they have left: a child who was enrolled in it and started or handed this in.
    const formerly = await db
      .selectDistinct({ id: enrolments.studentId })
      .from(enrolments)
      .innerJoin(work, and(eq(work.studentId, enrolments.studentId), eq(work.assignmentId, assignment.id)))
      .where(and(eq(enrolments.classId, assignment.classId), inArray(enrolments.studentId, children), isNotNull(enrolments.endedAt)));
    if (formerly.length > 0) return { relation, assignment, studentIds: formerly.map((r) => r.id), former: true };
  }
  throw notFound(ASSIGNMENT_NOT_FOUND);
}

/** An assignment the viewer may change (staff or a teacher of its class), or a 404. */
export async function requireTaughtAssignment(db: Reader, viewer: Viewer, assignmentId: string) {
  const [assignment] = await db.select().from(assignments).where(eq(assignments.id, assignmentId));
  if (!assignment || !(await canTeachClass(db, viewer, assignment.classId))) throw notFound(ASSIGNMENT_NOT_FOUND);
  return assignment;
}

/**
 * How the viewer stands to a piece of work: `teach` (staff or a teacher of the assignment's class),
 * `self` (the child whose work it is) or `guardian` (that child's guardian). Children and families
 * reach only published work; marks and feedback are theirs once returned (the caller hides drafts).
 */
export type WorkRelation = "teach" | "self" | "guardian";

export async function requireWorkAccess(db: Reader, viewer: Viewer, workId: string, now: Date) {
  const [row] = await db
    .select({ work: work, assignment: assignments })
    .from(work)
    .innerJoin(assignments, eq(assignments.id, work.assignmentId))
    .where(eq(work.id, workId));
  if (!row) throw notFound(WORK_NOT_FOUND);
  if (await canTeachClass(db, viewer, row.assignment.classId)) return { relation: "teach" as WorkRelation, ...row };
  if (isPublished(row.assignment, now)) {
    const relation = await relationToStudent(db, viewer, row.work.studentId);
    if (relation === "self") return { relation: "self" as WorkRelation, ...row };
    if (relation === "guardian") return { relation: "guardian" as WorkRelation, ...row };
  }
  throw notFound(WORK_NOT_FOUND);
}

/**
 * Whether the viewer may read a file: its owner; staff; anyone who may see the published work it is
 * attached to (directly or through a library resource); the library's teachers for a school-wide
 * resource; the child, their guardians and their teachers for a piece of work's file; the child and
 * teachers for a portfolio item, the guardians once it is approved; a report card's guardians.
 */
export async function canReadFile(db: Reader, viewer: Viewer, fileId: string, now: Date): Promise<boolean> {
  const [file] = await db.select({ owner: files.ownerUserId }).from(files).where(eq(files.id, fileId));
  if (!file) return false;
  if (file.owner === viewer.id || isStaff(viewer)) return true;
  if (await canReadMessageFile(db, viewer, fileId)) return true;

  const reports = await db.select({ studentId: reportCards.studentId }).from(reportCards).where(eq(reportCards.fileId, fileId));
  for (const r of reports) if ((await relationToStudent(db, viewer, r.studentId)) === "guardian") return true;

  const handedIn = await db.select({ workId: workFiles.workId }).from(workFiles).where(eq(workFiles.fileId, fileId));
  for (const h of handedIn) {
    const allowed = await requireWorkAccess(db, viewer, h.workId, now).then(
      () => true,
      () => false,
    );
    if (allowed) return true;
  }

  const portfolio = await db
    .select({ studentId: portfolioItems.studentId, status: portfolioItems.status })
    .from(portfolioItems)
    .where(eq(portfolioItems.fileId, fileId));
  for (const p of portfolio) {
    const relation = await relationToStudent(db, viewer, p.studentId);
    if (relation === "self" || relation === "teacher" || (relation === "guardian" && p.status === "approved")) return true;
  }

  const library = await db.select({ id: resources.id, scope: resources.scope }).from(resources).where(eq(resources.fileId, fileId));
  if (viewer.role === "teacher" && library.some((r) => r.scope === "school")) return true;

  const attachedTo = await db
    .selectDistinct({ assignmentId: assignmentAttachments.assignmentId })
    .from(assignmentAttachments)
    .where(
      or(
        eq(assignmentAttachments.fileId, fileId),
        library.length > 0
          ? inArray(
              assignmentAttachments.resourceId,
              library.map((r) => r.id),
            )
          : undefined,
      ),
    );
  for (const a of attachedTo) {
    const allowed = await requireAssignmentAccess(db, viewer, a.assignmentId, now).then(
      () => true,
      () => false,
    );
    if (allowed) return true;
  }
  return false;
}

/** The file the viewer may read, or a 404 that reads like a missing one. */
export async function requireReadableFile(db: Reader, viewer: Viewer, fileId: string, now: Date): Promise<void> {
  if (!(await canReadFile(db, viewer, fileId, now))) throw notFound(FILE_NOT_FOUND);
}

// --- Teacher content (issue 16, /teacher/content): per-child changes ----------------------------

/** A child enrolled in the class now, or a 404 that reads like a missing child (a child elsewhere is not named). */
export async function requireEnrolledStudent(db: Reader, classId: string, studentId: string): Promise<void> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.classId, classId), eq(enrolments.studentId, studentId), isNull(enrolments.endedAt)))
    .limit(1);
  if (!row) throw notFound(STUDENT_NOT_FOUND);
}

// --- The child's work (issue 16, H4: /student/assignments and the work screen) -------------------

/**
 * The child's own work on an assignment: a student enrolled now in its class, published work only
 * (anyone else: a 404 that reads like missing work). The path names the assignment, never another
 * child, so a classmate reaches only their own work.
 */
export async function requireOwnWork(db: Reader, viewer: Viewer, assignmentId: string, now: Date) {
  const access = await requireAssignmentAccess(db, viewer, assignmentId, now);
  if (access.relation !== "learn" || access.former || !access.studentIds[0]) throw notFound(ASSIGNMENT_NOT_FOUND);
  return { assignment: access.assignment, studentId: access.studentIds[0] };
}

/**
 * Whose work on an assignment the viewer reads: the child their own; a guardian one of their
 * children in the class (`studentId` chooses; the first by default), or who left it after working
 * on this (`former`: read only). Anyone else: 404.
 */
export async function requireWorkReader(db: Reader, viewer: Viewer, assignmentId: string, studentId: string | undefined, now: Date) {
  const access = await requireAssignmentAccess(db, viewer, assignmentId, now);
  if (access.relation === "teach" || access.studentIds.length === 0) throw notFound(ASSIGNMENT_NOT_FOUND);
  if (studentId !== undefined && !access.studentIds.includes(studentId)) throw notFound(ASSIGNMENT_NOT_FOUND);
  return { relation: access.relation, assignment: access.assignment, studentIds: access.studentIds, studentId, former: access.former };
}

// --- Points and badges (issue 16, H7): who may give and undo points -------------------------------

export const AWARD_NOT_FOUND = "We could not find that award.";

/**
 * The children a teacher gives points to: every one must be enrolled now in `classId`, a class the
 * viewer teaches (staff: any class). Otherwise a 404 naming neither the class nor the child.
 */
export async function requireChildrenOfTaughtClass(db: Reader, viewer: Viewer, classId: string, studentIds: readonly string[]): Promise<void> {
  await requireTaughtClass(db, viewer, classId);
  if (studentIds.length === 0) return;
  const rows = await db
    .selectDistinct({ id: enrolments.studentId })
    .from(enrolments)
    .where(and(eq(enrolments.classId, classId), inArray(enrolments.studentId, [...studentIds]), isNull(enrolments.endedAt)));
  if (rows.length !== new Set(studentIds).size) throw notFound(STUDENT_NOT_FOUND);
}

/** A point award the viewer gave themselves (undo is the author's alone), or a 404. */
export async function requireOwnPointAward(db: Reader, viewer: Viewer, awardId: string) {
  const [award] = await db.select().from(pointAwards).where(eq(pointAwards.id, awardId));
  if (!award || award.awardedBy !== viewer.id) throw notFound(AWARD_NOT_FOUND);
  return award;
}

// --- Gradebook and marking (issue 16) ------------------------------------------------------------

/**
 * A child whose work on an assignment the viewer may mark (staff or a teacher of its class): the
 * child is enrolled in the class now, or has work on it already. Anything else is the 404 of a
 * missing child, so an id of another class's child tells nothing.
 */
export async function requireMarkableChild(db: Reader, viewer: Viewer, assignmentId: string, studentId: string) {
  const assignment = await requireTaughtAssignment(db, viewer, assignmentId);
  const [enrolled] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.classId, assignment.classId), eq(enrolments.studentId, studentId), isNull(enrolments.endedAt)))
    .limit(1);
  if (enrolled) return assignment;
  const [existing] = await db
    .select({ id: work.id })
    .from(work)
    .where(and(eq(work.assignmentId, assignmentId), eq(work.studentId, studentId)));
  if (existing) return assignment;
  throw notFound(STUDENT_NOT_FOUND);
}

/** Work the viewer marks (relation `teach`), or the 404 of a missing one (children and families included). */
export async function requireMarkableWork(db: Reader, viewer: Viewer, workId: string, now: Date) {
  const access = await requireWorkAccess(db, viewer, workId, now);
  if (access.relation !== "teach") throw notFound(WORK_NOT_FOUND);
  return { work: access.work, assignment: access.assignment };
}

// --- Resource library (issue 16, docs/api/library.md) --------------------------------------------

export const FOLDER_NOT_FOUND = "We could not find that folder.";
export const RESOURCE_NOT_FOUND = "We could not find that resource.";

/** A library folder or resource, as far as who may see it goes. */
interface LibraryItem {
  scope: string;
  ownerUserId: string;
}

/** The viewer sees their own teacher-scope items and every school-scope one; nobody sees another teacher's own. */
export function canSeeLibraryItem(viewer: Viewer, item: LibraryItem): boolean {
  if (!inRoleGroup(viewer.role, TEACHER_ROLES)) return false;
  return item.scope === "school" || item.ownerUserId === viewer.id;
}

/** Renaming, moving, editing, archiving: the owner, or staff for a school-scope item. */
export function mayEditLibraryItem(viewer: Viewer, item: LibraryItem): boolean {
  if (!canSeeLibraryItem(viewer, item)) return false;
  return item.ownerUserId === viewer.id || (item.scope === "school" && isStaff(viewer));
}

/** A folder the viewer may see, or null. */
export async function visibleLibraryFolder(db: Reader, viewer: Viewer, folderId: string) {
  const [folder] = await db.select().from(resourceFolders).where(eq(resourceFolders.id, folderId));
  return folder && canSeeLibraryItem(viewer, folder) ? folder : null;
}

/** A folder the viewer may see, or a 404 that reads like a missing one. */
export async function requireLibraryFolder(db: Reader, viewer: Viewer, folderId: string) {
  const folder = await visibleLibraryFolder(db, viewer, folderId);
  if (!folder) throw notFound(FOLDER_NOT_FOUND);
  return folder;
}

/** A resource (not archived) the viewer may see, or a 404 that reads like a missing one. */
export async function requireLibraryResource(db: Reader, viewer: Viewer, resourceId: string) {
  const [resource] = await db.select().from(resources).where(eq(resources.id, resourceId));
  if (!resource || resource.archivedAt !== null || !canSeeLibraryItem(viewer, resource)) throw notFound(RESOURCE_NOT_FOUND);
  return resource;
}

// --- Conferences (issue 17, docs/api/conferences.md) ---------------------------------------------

export const CONFERENCE_NOT_FOUND = "We could not find that conference.";
export const WINDOW_NOT_FOUND = "We could not find that availability.";
export const TEACHER_NOT_FOUND = "We could not find that teacher.";

/**
 * A child the viewer books conferences for: a guardian's own child, or any child (not withdrawn)
 * for staff. Anyone else (a teacher, a child, another family) gets the 404 of a missing child.
 */
export async function requireConferenceChild(db: Reader, viewer: Viewer, studentId: string): Promise<void> {
  const relation = await relationToStudent(db, viewer, studentId);
  if (relation !== "guardian" && relation !== "staff") throw notFound(STUDENT_NOT_FOUND);
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), isNull(students.withdrawnAt)));
  if (!row) throw notFound(STUDENT_NOT_FOUND);
}

/** A child's current teachers: the active staff of the classes (not archived) the child is enrolled in now. */
export async function currentTeachersOfStudent(db: Reader, studentId: string): Promise<{ userId: string; name: string; classNames: string[] }[]> {
  const rows = await db
    .select({ userId: classStaff.userId, fullName: users.fullName, username: users.username, className: classes.name })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(classStaff, eq(classStaff.classId, classes.id))
    .innerJoin(users, eq(users.id, classStaff.userId))
    .where(and(eq(enrolments.studentId, studentId), isNull(enrolments.endedAt), isNull(classes.archivedAt), isNull(users.deactivatedAt)));
  const byTeacher = new Map<string, { userId: string; name: string; classNames: string[] }>();
  for (const r of rows) {
    const entry = byTeacher.get(r.userId) ?? { userId: r.userId, name: r.fullName ?? r.username, classNames: [] };
    if (!entry.classNames.includes(r.className)) entry.classNames.push(r.className);
    byTeacher.set(r.userId, entry);
  }
  return [...byTeacher.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The child's current teacher, or the 404 of a missing teacher (a teacher of another class tells nothing). */
export async function requireCurrentTeacher(
  db: Reader,
  studentId: string,
  teacherUserId: string,
): Promise<{ userId: string; name: string; classNames: string[] }> {
  const teacher = (await currentTeachersOfStudent(db, studentId)).find((t) => t.userId === teacherUserId);
  if (!teacher) throw notFound(TEACHER_NOT_FOUND);
  return teacher;
}

/** Whose availability the viewer manages: a teacher their own; staff any teacher's (`teacherUserId`, or their own). */
export async function requireAvailabilityOwner(db: Reader, viewer: Viewer, teacherUserId: string | undefined): Promise<string> {
  if (!teacherUserId || teacherUserId === viewer.id) return viewer.id;
  if (!isStaff(viewer)) throw notFound(TEACHER_NOT_FOUND);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, teacherUserId), eq(users.role, "teacher")));
  if (!row) throw notFound(TEACHER_NOT_FOUND);
  return row.id;
}

/** An availability window (not removed) the viewer manages: the teacher's own, or any for staff; otherwise a 404. */
export async function requireOwnWindow(db: Reader, viewer: Viewer, windowId: string) {
  const [window] = await db.select().from(conferenceWindows).where(eq(conferenceWindows.id, windowId));
  if (!window || window.archivedAt !== null) throw notFound(WINDOW_NOT_FOUND);
  if (window.teacherUserId !== viewer.id && !isStaff(viewer)) throw notFound(WINDOW_NOT_FOUND);
  return window;
}

/** How the viewer stands to a conference: its `teacher`, a `guardian` of its child, or `staff`. */
export type ConferenceRelation = "teacher" | "guardian" | "staff";

/** A conference the viewer may see and change, or the 404 of a missing one (another family's, another teacher's). */
export async function requireConferenceBooking(db: Reader, viewer: Viewer, bookingId: string) {
  const [booking] = await db.select().from(conferenceBookings).where(eq(conferenceBookings.id, bookingId));
  if (!booking) throw notFound(CONFERENCE_NOT_FOUND);
  if (booking.teacherUserId === viewer.id) return { relation: "teacher" as ConferenceRelation, booking };
  if (isStaff(viewer)) return { relation: "staff" as ConferenceRelation, booking };
  if (isGuardian(viewer)) {
    const [link] = await db
      .select({ id: guardianLinks.studentId })
      .from(guardianLinks)
      .where(and(eq(guardianLinks.studentId, booking.studentId), eq(guardianLinks.guardianUserId, viewer.id)));
    if (link) return { relation: "guardian" as ConferenceRelation, booking };
  }
  throw notFound(CONFERENCE_NOT_FOUND);
}

// --- Messaging (issue 17, docs/api/messages.md): who may write to whom ----------------------------

export const CONVERSATION_NOT_FOUND = "We could not find that conversation.";
export const MESSAGE_NOT_FOUND = "We could not find that message.";
export const MAY_NOT_WRITE = "You cannot send messages to this person.";
export const MAY_NOT_POST = "You cannot send messages in this conversation.";
export const TWO_CHILDREN = "A conversation can include only one child.";
export const OTHER_FAMILY = "A conversation with a child can include only that child's own family.";
export const FAMILIES_APART =
  "A conversation can include only one family. Write to each family on its own, or send a class announcement: its replies come to you alone.";
export const NOT_TOGETHER = "Everyone in a group conversation must be allowed to write to each other. Write to these people separately instead.";

/**
 * Whether two of these people are one family, by the guardian links that hold now: a child's account
 * and a guardian of the child, or two guardians of the same child.
 */
async function familiesAmong(db: Reader, userIds: readonly string[]): Promise<(a: string, b: string) => boolean> {
  const ids = [...new Set(userIds)];
  if (ids.length < 2) return () => false;
  const rows = await db
    .select({ studentId: guardianLinks.studentId, guardian: guardianLinks.guardianUserId, child: students.userId })
    .from(guardianLinks)
    .innerJoin(students, eq(students.id, guardianLinks.studentId))
    .where(or(inArray(guardianLinks.guardianUserId, ids), inArray(students.userId, ids)));
  // Each person's family, as the children (student ids) it is made of.
  const childrenOf = new Map<string, Set<string>>();
  const add = (userId: string, studentId: string) => childrenOf.set(userId, (childrenOf.get(userId) ?? new Set()).add(studentId));
  for (const r of rows) {
    add(r.guardian, r.studentId);
    if (r.child) add(r.child, r.studentId);
  }
  return (a, b) => [...(childrenOf.get(a) ?? [])].some((child) => childrenOf.get(b)?.has(child) === true);
}

/**
 * The people the viewer is linked to by teaching, as user ids: `teaches` (the children enrolled now
 * in a class the viewer staffs, and their guardians) and `taughtBy` (the staff of the classes the
 * viewer, or one of the viewer's children, is enrolled in now).
 */
export interface TeachingLinks {
  teaches: Set<string>;
  taughtBy: Set<string>;
}

export async function teachingLinks(db: Reader, viewer: Viewer): Promise<TeachingLinks> {
  const links: TeachingLinks = { teaches: new Set(), taughtBy: new Set() };
  if (viewer.role === "teacher") {
    const children = await visibleStudentIds(db, viewer);
    if (children !== "all" && children.length > 0) {
      const accounts = await db.select({ userId: students.userId }).from(students).where(inArray(students.id, children));
      for (const a of accounts) if (a.userId) links.teaches.add(a.userId);
      const guardians = await db.selectDistinct({ userId: guardianLinks.guardianUserId }).from(guardianLinks).where(inArray(guardianLinks.studentId, children));
      for (const g of guardians) links.teaches.add(g.userId);
    }
  } else if (viewer.role === "student" || isGuardian(viewer)) {
    const classIds = await visibleClassIds(db, viewer);
    if (classIds !== "all" && classIds.length > 0) {
      const staff = await db.selectDistinct({ userId: classStaff.userId }).from(classStaff).where(inArray(classStaff.classId, classIds));
      for (const s of staff) links.taughtBy.add(s.userId);
    }
  }
  return links;
}

export function linkTo(links: TeachingLinks, userId: string): TeachingLink {
  return links.teaches.has(userId) ? "teaches" : links.taughtBy.has(userId) ? "taught_by" : "none";
}

/** Active accounts (not deactivated) with their roles, by id; an unknown or deactivated id is absent. */
async function activeRoles(db: Reader, userIds: readonly string[]): Promise<Map<string, Role>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNull(users.deactivatedAt)));
  return new Map(rows.map((r) => [r.id, r.role as Role]));
}

/**
 * The ids of everyone the viewer may write to (the composer's contacts), by THE rule
 * (common/learning/messaging-rule.ts): never the viewer, never a deactivated account.
 */
export async function messagingContactIds(db: Reader, viewer: Viewer): Promise<string[]> {
  const links = await teachingLinks(db, viewer);
  const candidates = new Set<string>([...links.teaches, ...links.taughtBy]);
  const group = messagingGroup(viewer.role);
  if (group === "office" || group === "teacher" || group === "family") {
    const roles: Role[] = group === "office" ? [...ROLES] : group === "teacher" ? [...TEACHER_ROLES] : [...ADMIN_ROLES];
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, roles), isNull(users.deactivatedAt)));
    for (const r of rows) candidates.add(r.id);
  }
  candidates.delete(viewer.id);
  const roles = await activeRoles(db, [...candidates]);
  return [...roles].filter(([id, role]) => mayWrite(viewer, { role }, linkTo(links, id))).map(([id]) => id);
}

/**
 * The members of a new conversation started by the viewer, checked by THE rule: each one an active
 * account the viewer may write to, at most one child, and in a group every two members allowed to
 * share it (never two families, never a child with another family). Anything else is a 403 (whatever
 * the request says), naming no one.
 */
export async function requireMayStartConversation(db: Reader, viewer: Viewer, memberIds: readonly string[]): Promise<{ id: string; role: Role }[]> {
  const ids = [...new Set(memberIds)].filter((id) => id !== viewer.id);
  const roles = await activeRoles(db, ids);
  if (roles.size !== ids.length) throw forbidden(MAY_NOT_WRITE);
  // How the members stand to each other matters only in a group: a direct conversation is the viewer's links alone.
  const everyone = ids.length > 1 ? [viewer, ...ids.map((id) => ({ id, role: roles.get(id)! }))] : [viewer];
  const [linkSets, family] = await Promise.all([
    Promise.all(everyone.map((person) => teachingLinks(db, person))),
    familiesAmong(
      db,
      everyone.map((p) => p.id),
    ),
  ]);
  const linksOf = new Map(everyone.map((person, i) => [person.id, linkSets[i]!]));
  const relation = (a: { id: string }, b: { id: string }): Relation => ({ link: linkTo(linksOf.get(a.id)!, b.id), family: family(a.id, b.id) });
  const members = ids.map((id) => ({ id, role: roles.get(id)!, ...relation(viewer, { id }) }));
  const refusal = conversationRefusal(viewer, members, relation);
  if (refusal === "two_children") throw forbidden(TWO_CHILDREN);
  if (refusal === "other_family") throw forbidden(OTHER_FAMILY);
  if (refusal === "families_apart") throw forbidden(FAMILIES_APART);
  if (refusal === "not_together") throw forbidden(NOT_TOGETHER);
  if (refusal) throw forbidden(MAY_NOT_WRITE);
  return members.map(({ id, role }) => ({ id, role }));
}

/** A conversation the viewer takes part in, or a 404 that reads like a missing one (the office too: it reads others' only from a report). */
export async function requireConversationParticipant(db: Reader, viewer: Viewer, conversationId: string) {
  const [row] = await db
    .select({ conversation: conversations, lastReadSeq: conversationParticipants.lastReadSeq })
    .from(conversations)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, viewer.id)))
    .where(eq(conversations.id, conversationId));
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/**
 * Whether the viewer may post in the conversation now (every send is checked again, with the classes
 * and guardian links as they are now), by THE rule: an announcement's starter alone; the starter to
 * every other participant; anyone else to the starter, and only while they may still share the
 * conversation with everyone who reads it. Refused: 403.
 */
export async function requireMayPost(db: Reader, viewer: Viewer, conversation: typeof conversations.$inferSelect): Promise<void> {
  const participants = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversation.id));
  const others = participants.map((p) => p.userId).filter((id) => id !== viewer.id);
  const roles = await activeRoles(db, [...others, conversation.startedBy]);
  const links = await teachingLinks(db, viewer);
  const isStarter = conversation.startedBy === viewer.id;
  const starterRole = roles.get(conversation.startedBy);
  const starter = isStarter ? null : starterRole ? { role: starterRole, link: linkTo(links, conversation.startedBy) } : undefined;
  // Someone left (a deactivated account): the starter keeps writing to the rest; a starter who left ends the conversation.
  const activeIds = others.filter((id) => roles.has(id));
  // The starter must write to each directly; being one family matters only to those who answer.
  const family = isStarter ? () => false : await familiesAmong(db, [viewer.id, ...activeIds]);
  const activeOthers = activeIds.map((id) => ({ role: roles.get(id)!, link: linkTo(links, id), family: family(viewer.id, id) }));
  const kind = conversation.kind as "direct" | "group" | "announcement";
  if (starter === undefined || (isStarter && activeOthers.length === 0 && kind !== "announcement") || !mayPost(viewer, { kind }, starter, activeOthers)) {
    throw forbidden(MAY_NOT_POST);
  }
}

/** A class the viewer may announce to (a teacher of it, or the office): otherwise the 404 of a missing class. */
export async function requireAnnouncementClass(db: Reader, viewer: Viewer, classId: string): Promise<void> {
  if (!inRoleGroup(viewer.role, TEACHER_ROLES)) throw forbidden("You do not have permission to do this.");
  await requireTaughtClass(db, viewer, classId);
  if (!mayAnnounce(viewer, true)) throw forbidden("You do not have permission to do this.");
}

/** A message of a conversation the viewer takes part in, or a 404 that reads like a missing one. */
export async function requireParticipantMessage(db: Reader, viewer: Viewer, messageId: string) {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, viewer.id)),
    )
    .where(eq(messages.id, messageId));
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return row.message;
}

/** A file attached to a message the viewer may read: a participant of its conversation, the message not withdrawn. */
export async function canReadMessageFile(db: Reader, viewer: Viewer, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, viewer.id)),
    )
    .where(and(eq(messageAttachments.fileId, fileId), isNull(messages.withdrawnAt)))
    .limit(1);
  return Boolean(row);
}

// --- Live classes (issue 18): who may come to a session's room -----------------------------------

export const LIVE_SESSION_NOT_FOUND = "We could not find that session.";
export const LIVE_FOR_CHILDREN = "This live class is for the children of the class. Your child joins from their own account; you are welcome to sit with them.";

/**
 * A session that has a live room and who the viewer is in it. A class session: `host` (a teacher of
 * the class, or staff) or `learner` (a child enrolled in the class now). A video conference (issue
 * 17): `host` (its teacher) or `learner` (a guardian of the child it is about). The one "what session
 * is this and who may come" lookup.
 */
export interface LiveSessionAccess {
  kind: "class" | "conference";
  sessionId: string;
  /** The class, for a class session. */
  classId: string | null;
  /** What the page calls the session: the class's name, or "Conference about <child>". */
  className: string;
  /** The class's subject code and grade (the standards a quick check may count for); null for a conference. */
  subjectCode: string | null;
  grade: string | null;
  startsAt: Date;
  endsAt: Date;
  role: "host" | "learner";
  /** The child, for a learner in a class (a conference's guardians come for their child, not as one). */
  studentId: string | null;
  /** How the room names the viewer: a child's first name, a teacher's full name. */
  displayName: string;
}

/**
 * The session as the viewer may come to it. A guardian of a child of the class is told plainly that
 * the child joins from their own account (403); anyone else, a cancelled session or a missing one:
 * the 404 of a missing session, naming nothing.
 */
export async function requireLiveSession(db: Reader, viewer: Viewer, sessionId: string): Promise<LiveSessionAccess> {
  const [row] = await db
    .select({ session: classSessions, className: classes.name, grade: classes.grade, subjectCode: subjects.code })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(eq(classSessions.id, sessionId));
  if (!row) return requireLiveConference(db, viewer, sessionId);
  if (row.session.status === "cancelled") throw notFound(LIVE_SESSION_NOT_FOUND);
  const base = {
    kind: "class" as const,
    sessionId,
    classId: row.session.classId,
    className: row.className,
    subjectCode: row.subjectCode,
    grade: row.grade,
    startsAt: row.session.startsAt,
    endsAt: row.session.endsAt,
  };
  if (await canTeachClass(db, viewer, row.session.classId)) {
    const [person] = await db.select({ fullName: users.fullName, username: users.username }).from(users).where(eq(users.id, viewer.id));
    return { ...base, role: "host", studentId: null, displayName: person?.fullName || person?.username || "Teacher" };
  }
  if (viewer.role === "student") {
    const [child] = await db
      .select({ id: students.id, firstName: students.firstName })
      .from(students)
      .innerJoin(enrolments, and(eq(enrolments.studentId, students.id), eq(enrolments.classId, row.session.classId), isNull(enrolments.endedAt)))
      .where(eq(students.userId, viewer.id))
      .limit(1);
    if (child) return { ...base, role: "learner", studentId: child.id, displayName: child.firstName };
  }
  if (isGuardian(viewer) && (await canSeeClass(db, viewer, row.session.classId))) throw forbidden(LIVE_FOR_CHILDREN);
  throw notFound(LIVE_SESSION_NOT_FOUND);
}

/**
 * A booked video conference as a live session: its teacher hosts; the guardians of the child it is
 * about wait to be let in. Anyone else (another family, the child, another teacher) gets the 404 of a
 * missing session.
 */
async function requireLiveConference(db: Reader, viewer: Viewer, bookingId: string): Promise<LiveSessionAccess> {
  const [row] = await db
    .select({ booking: conferenceBookings, childFirst: students.firstName, childPreferred: students.preferredName, childLast: students.lastName })
    .from(conferenceBookings)
    .innerJoin(students, eq(students.id, conferenceBookings.studentId))
    .where(eq(conferenceBookings.id, bookingId));
  if (!row || row.booking.status !== "booked" || row.booking.mode !== "video") throw notFound(LIVE_SESSION_NOT_FOUND);
  const child = `${row.childPreferred || row.childFirst} ${row.childLast}`;
  const base = {
    kind: "conference" as const,
    sessionId: bookingId,
    classId: null,
    className: `Conference about ${child}`,
    subjectCode: null,
    grade: null,
    startsAt: row.booking.startsAt,
    endsAt: row.booking.endsAt,
    studentId: null,
  };
  const [person] = await db.select({ fullName: users.fullName, username: users.username }).from(users).where(eq(users.id, viewer.id));
  const name = person?.fullName || person?.username || "Guest";
  if (row.booking.teacherUserId === viewer.id) return { ...base, role: "host", displayName: name };
  if (isGuardian(viewer) && (await childIdsOfGuardian(db, viewer.id)).includes(row.booking.studentId)) return { ...base, role: "learner", displayName: name };
  throw notFound(LIVE_SESSION_NOT_FOUND);
}

// --- Attendance (issue 18, docs/api/attendance.md): sessions' attendance and families' absence reports

export const SESSION_NOT_FOUND = "We could not find that session.";
export const ABSENCE_REPORT_NOT_FOUND = "We could not find that absence report.";

/** The classes whose attendance the viewer takes and reads: "all" for staff, a teacher's own classes, nothing for anyone else. */
export async function attendanceClassIds(db: Reader, viewer: Viewer): Promise<"all" | string[]> {
  if (isStaff(viewer)) return "all";
  if (viewer.role === "teacher") return classIdsOfTeacher(db, viewer.id);
  return [];
}

/** A class session of a class the viewer teaches (or any, for staff), or the 404 of a missing session. */
export async function requireAttendanceSession(db: Reader, viewer: Viewer, sessionId: string) {
  const [row] = await db
    .select({
      id: classSessions.id,
      classId: classSessions.classId,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      status: classSessions.status,
    })
    .from(classSessions)
    .where(eq(classSessions.id, sessionId));
  if (!row || !(await canTeachClass(db, viewer, row.classId))) throw notFound(SESSION_NOT_FOUND);
  return row;
}

/** The staff of a class (its teachers, in any staff role), to tell of its attendance changing. */
export async function staffIdsOfClass(db: Reader, classId: string): Promise<string[]> {
  const rows = await db.select({ id: classStaff.userId }).from(classStaff).where(eq(classStaff.classId, classId));
  return rows.map((r) => r.id);
}

/** A child of the viewer's family (a guardian linked to them), or the 404 of a missing child. */
export async function requireOwnChild(db: Reader, viewer: Viewer, studentId: string): Promise<void> {
  if (!isGuardian(viewer) || (await relationToStudent(db, viewer, studentId)) !== "guardian") throw notFound(STUDENT_NOT_FOUND);
}

/** An absence report of a child of the viewer's family (whichever guardian sent it), or the 404 of a missing one. */
export async function requireFamilyAbsenceReport(db: Reader, viewer: Viewer, reportId: string) {
  const [row] = await db
    .select({ report: absenceReports })
    .from(absenceReports)
    .innerJoin(guardianLinks, and(eq(guardianLinks.studentId, absenceReports.studentId), eq(guardianLinks.guardianUserId, viewer.id)))
    .where(eq(absenceReports.id, reportId));
  if (!row || !isGuardian(viewer)) throw notFound(ABSENCE_REPORT_NOT_FOUND);
  return row.report;
}
