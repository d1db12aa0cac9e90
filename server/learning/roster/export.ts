/**
 * The OneRoster 1.2 CSV export of the current school year (docs/api/roster.md): a zip of
 * manifest.csv and the bulk files orgs, academicSessions, courses, classes, users, roles and
 * enrollments, and demographics with each child's birth date alone (no other demographic field is
 * kept): the receiving system cannot make a child's record without it, and the file is a staff-only
 * download like the rest of the roster. Every file has every column of the 1.2 binding in its order
 * (mapping.ts HEADERS), empty where the school keeps nothing. The files are for another system, not
 * a spreadsheet: values go out exactly as stored through server/csv.ts's plain RFC 4180 writer (no
 * formula guard, no byte order mark), and teachers' and guardians' names in the given and family
 * parts they came with (names.ts), so an export re-imports as unchanged.
 */
import { strToU8, zipSync } from "fflate";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { school } from "#common/school";
import { rfc4180Document, type CsvValue } from "../../csv";
import type { Db } from "../../db/client";
import { classes, classStaff, enrolments, guardianLinks, schoolYears, students, subjects, terms, users } from "../../db/schema";
import {
  courseCode,
  courseSourcedId,
  courseTitle,
  formatList,
  HEADERS,
  ROSTER_FILES,
  toClassType,
  toEnrollmentRole,
  toOneRosterGrade,
  type RosterFile,
} from "./mapping";
import { rosterNameParts } from "./names";
import { notFound } from "../../domain-errors";

export const NO_CURRENT_YEAR = "There is no current school year to export. Add one on /admin/courses first.";

/** The org's sourcedId: the school, named once (common/school.ts). */
export const ORG_SOURCED_ID = school.shortName.toLowerCase().replace(/[^a-z0-9]+/g, "-");

const sidOf = (row: { id: string; sourcedId: string | null }) => row.sourcedId ?? row.id;

type Row = Partial<Record<string, CsvValue>>;

function document(file: RosterFile, rows: Row[]): string {
  const header = HEADERS[file] as readonly string[];
  return rfc4180Document(
    header,
    rows.map((r) => header.map((h) => r[h] ?? "")),
  );
}

export interface RosterExport {
  zip: Uint8Array;
  fileName: string;
  counts: Record<string, number>;
}

/** Builds the zip of the current year. */
export async function exportRoster(db: Db): Promise<RosterExport> {
  const [year] = await db.select().from(schoolYears).where(eq(schoolYears.isCurrent, true));
  if (!year) throw notFound(NO_CURRENT_YEAR);
  const yearSid = sidOf(year);
  const [termRows, classRows, subjectRows] = await Promise.all([
    db.select().from(terms).where(eq(terms.schoolYearId, year.id)).orderBy(terms.number),
    db
      .select()
      .from(classes)
      .where(and(eq(classes.schoolYearId, year.id), isNull(classes.archivedAt)))
      .orderBy(classes.grade, classes.name),
    db.select().from(subjects),
  ]);
  const classIds = classRows.map((c) => c.id);
  const [staffRows, enrolmentRows] = classIds.length
    ? await Promise.all([
        db.select().from(classStaff).where(inArray(classStaff.classId, classIds)),
        db
          .select()
          .from(enrolments)
          .where(and(inArray(enrolments.classId, classIds), isNull(enrolments.endedAt))),
      ])
    : [[], []];
  // The people: the children at the school (not withdrawn) and any enrolled this year, their
  // guardians, the teachers, and whoever else staffs a class.
  const enrolledIds = [...new Set(enrolmentRows.map((e) => e.studentId))];
  const studentRows = await db
    .select({ student: students, username: users.username, email: users.email, phone: users.phone, deactivatedAt: users.deactivatedAt })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(enrolledIds.length ? or(isNull(students.withdrawnAt), inArray(students.id, enrolledIds)) : isNull(students.withdrawnAt))
    .orderBy(students.lastName, students.firstName);
  const studentIds = studentRows.map((s) => s.student.id);
  const links = studentIds.length ? await db.select().from(guardianLinks).where(inArray(guardianLinks.studentId, studentIds)) : [];
  const teachers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "teacher"), isNull(users.deactivatedAt)));
  const staffIds = [...new Set([...teachers.map((u) => u.id), ...staffRows.map((s) => s.userId)])];
  const guardianIds = [...new Set(links.map((l) => l.guardianUserId))];
  const peopleIds = [...new Set([...staffIds, ...guardianIds])];
  const people = peopleIds.length ? await db.select().from(users).where(inArray(users.id, peopleIds)) : [];
  const personById = new Map(people.map((p) => [p.id, p]));
  const subjectById = new Map(subjectRows.map((s) => [s.id, s]));
  const studentById = new Map(studentRows.map((s) => [s.student.id, s]));
  const staffSet = new Set(staffIds);

  const orgs: Row[] = [{ sourcedId: ORG_SOURCED_ID, name: school.name, type: "school", identifier: school.shortName }];

  const sessions: Row[] = [
    { sourcedId: yearSid, title: year.name, type: "schoolYear", startDate: year.startsOn, endDate: year.endsOn, schoolYear: year.endsOn.slice(0, 4) },
    ...termRows.map((t) => ({
      sourcedId: sidOf(t),
      title: t.name,
      type: "term",
      startDate: t.startsOn,
      endDate: t.endsOn,
      parentSourcedId: yearSid,
      schoolYear: year.endsOn.slice(0, 4),
    })),
  ];
  const termSids = formatList(termRows.map(sidOf));

  const courses = new Map<string, Row>();
  const classesCsv: Row[] = classRows.map((c) => {
    const subject = subjectById.get(c.subjectId)!;
    const courseSid = courseSourcedId(subject.code, c.grade);
    if (!courses.has(courseSid))
      courses.set(courseSid, {
        sourcedId: courseSid,
        schoolYearSourcedId: yearSid,
        title: courseTitle(subject.name, c.grade),
        courseCode: courseCode(subject.code, c.grade),
        grades: toOneRosterGrade(c.grade),
        orgSourcedId: ORG_SOURCED_ID,
        subjects: subject.name,
        subjectCodes: subject.code,
      });
    return {
      sourcedId: sidOf(c),
      title: c.name,
      grades: toOneRosterGrade(c.grade),
      courseSourcedId: courseSid,
      classType: toClassType(c.kind),
      schoolSourcedId: ORG_SOURCED_ID,
      termSourcedIds: termSids,
      subjects: subject.name,
      subjectCodes: subject.code,
    };
  });

  const childrenOf = new Map<string, string[]>();
  const guardiansOf = new Map<string, string[]>();
  for (const l of links) {
    const child = studentById.get(l.studentId);
    const guardian = personById.get(l.guardianUserId);
    if (!child || !guardian) continue;
    childrenOf.set(guardian.id, [...(childrenOf.get(guardian.id) ?? []), sidOf(child.student)]);
    guardiansOf.set(child.student.id, [...(guardiansOf.get(child.student.id) ?? []), sidOf(guardian)]);
  }
  const usersCsv: Row[] = [];
  const rolesCsv: Row[] = [];
  const role = (userSid: string, roleName: string) =>
    rolesCsv.push({ sourcedId: `role-${userSid}`, userSourcedId: userSid, roleType: "primary", role: roleName, orgSourcedId: ORG_SOURCED_ID });
  for (const p of people) {
    const sid = sidOf(p);
    const isStaff = staffSet.has(p.id);
    usersCsv.push({
      sourcedId: sid,
      enabledUser: p.deactivatedAt ? "false" : "true",
      username: p.username,
      ...rosterNameParts(p),
      email: p.email,
      phone: p.phone,
      agentSourcedIds: isStaff ? "" : formatList(childrenOf.get(p.id) ?? []),
      primaryOrgSourcedId: ORG_SOURCED_ID,
    });
    role(sid, isStaff ? "teacher" : p.role === "parent" ? "parent" : "guardian");
  }
  for (const s of studentRows) {
    const sid = sidOf(s.student);
    usersCsv.push({
      sourcedId: sid,
      enabledUser: s.deactivatedAt ? "false" : "true",
      username: s.username,
      givenName: s.student.firstName,
      familyName: s.student.lastName,
      email: s.email,
      phone: s.phone,
      agentSourcedIds: formatList(guardiansOf.get(s.student.id) ?? []),
      grades: toOneRosterGrade(s.student.grade),
      preferredGivenName: s.student.preferredName,
      primaryOrgSourcedId: ORG_SOURCED_ID,
    });
    role(sid, "student");
  }

  const demographicsCsv: Row[] = studentRows.map((s) => ({ sourcedId: sidOf(s.student), birthDate: s.student.dateOfBirth }));

  const classById = new Map(classRows.map((c) => [c.id, c]));
  const enrollmentsCsv: Row[] = [
    ...staffRows.map((s) => {
      const cls = classById.get(s.classId)!;
      const person = personById.get(s.userId)!;
      const { role: r, primary } = toEnrollmentRole(s.role);
      return {
        sourcedId: `staff-${sidOf(cls)}-${sidOf(person)}`,
        classSourcedId: sidOf(cls),
        schoolSourcedId: ORG_SOURCED_ID,
        userSourcedId: sidOf(person),
        role: r,
        primary: String(primary),
      };
    }),
    ...enrolmentRows.map((e) => ({
      sourcedId: sidOf(e),
      classSourcedId: sidOf(classById.get(e.classId)!),
      schoolSourcedId: ORG_SOURCED_ID,
      userSourcedId: sidOf(studentById.get(e.studentId)!.student),
      role: "student",
      primary: "false",
      beginDate: e.startedAt.toISOString().slice(0, 10),
    })),
  ];

  const data: Partial<Record<RosterFile, Row[]>> = {
    "orgs.csv": orgs,
    "academicSessions.csv": sessions,
    "courses.csv": [...courses.values()],
    "classes.csv": classesCsv,
    "users.csv": usersCsv,
    "roles.csv": rolesCsv,
    "enrollments.csv": enrollmentsCsv,
    "demographics.csv": demographicsCsv,
  };
  // The manifest names every file of the 1.2 binding: bulk for the ones sent, absent for the rest.
  const OTHER_FILES = [
    "categories",
    "classResources",
    "courseResources",
    "lineItemLearningObjectiveIds",
    "lineItems",
    "lineItemScoreScales",
    "resources",
    "resultLearningObjectiveIds",
    "results",
    "resultScoreScales",
    "scoreScales",
    "userProfiles",
    "userResources",
  ];
  const manifest: Row[] = [
    { propertyName: "manifest.version", value: "1.0" },
    { propertyName: "oneroster.version", value: "1.2" },
    ...ROSTER_FILES.filter((f) => data[f]).map((f) => ({ propertyName: `file.${f.replace(/\.csv$/, "")}`, value: "bulk" })),
    ...OTHER_FILES.map((f) => ({ propertyName: `file.${f}`, value: "absent" })),
    { propertyName: "source.systemName", value: school.name },
    { propertyName: "source.systemCode", value: ORG_SOURCED_ID },
  ];
  const entries: Record<string, Uint8Array> = { "manifest.csv": strToU8(document("manifest.csv", manifest)) };
  const counts: Record<string, number> = {};
  for (const [file, rows] of Object.entries(data)) {
    entries[file] = strToU8(document(file as RosterFile, rows));
    counts[file] = rows.length;
  }
  const safeYear = year.name.replace(/[^A-Za-z0-9-]+/g, "-");
  return { zip: zipSync(entries, { level: 6 }), fileName: `oneroster-${ORG_SOURCED_ID}-${safeYear}.zip`, counts };
}
