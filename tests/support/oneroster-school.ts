/**
 * A whole school as OneRoster 1.2 CSV files, made up for scale tests and benchmarks of the roster
 * import (docs/api/roster.md): one year of three terms, every grade K-6, homerooms of 12 and
 * Mathematics, ELA and Science sections of 12, a teacher per class, one or two guardians per
 * family (some families with two children), and the students' birth dates in demographics.csv.
 */
const GRADES = ["KG", "01", "02", "03", "04", "05", "06"];
const SUBJECTS = [
  { code: "homeroom", prefix: "HR", name: "Homeroom", type: "homeroom" },
  { code: "math", prefix: "MATH", name: "Mathematics", type: "scheduled" },
  { code: "ela", prefix: "ELA", name: "English Language Arts", type: "scheduled" },
  { code: "science", prefix: "SCI", name: "Science", type: "scheduled" },
];
const GIVEN = ["Ava", "Leo", "Mia", "Noah", "Zoë", "Omar", "Priya", "Kenji", "Lucía", "Ethan", "Amara", "Finn", "Sofia", "Mateo", "Aisha", "Jonas"];
const FAMILY = ["Lopez", "Nguyen", "O'Brien", "Okafor", "Schmidt", "Rossi", "Kowalski", "Haddad", "Tanaka", "Silva", "Dubois", "Patel", "Johnson", "Ivanova"];

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (header: string[], rows: string[][]) => [header.join(","), ...rows.map((r) => r.map(cell).join(","))].join("\r\n") + "\r\n";

export function oneRosterSchool({ students = 2000, perClass = 12 }: { students?: number; perClass?: number } = {}): Record<string, string> {
  const users: string[][] = [];
  const roles: string[][] = [];
  const demographics: string[][] = [];
  const classes: string[][] = [];
  const courses: string[][] = [];
  const enrollments: string[][] = [];
  const terms = ["t1", "t2", "t3"].join(",");
  const user = (
    sid: string,
    role: string,
    username: string,
    given: string,
    family: string,
    extra: { email?: string; agents?: string; grade?: string } = {},
  ) => {
    users.push([
      sid,
      "",
      "",
      "true",
      username,
      "",
      given,
      family,
      "",
      "",
      extra.email ?? "",
      "",
      "",
      extra.agents ?? "",
      extra.grade ?? "",
      "",
      "",
      "",
      "",
      "",
      "",
      "org",
      "",
    ]);
    roles.push([`r-${sid}`, "", "", sid, "primary", role, "", "", "org", ""]);
  };
  // Students spread over the grades; a family has one or two children (every fifth family two).
  const byGrade = new Map<string, string[]>(GRADES.map((g) => [g, []]));
  let family = 0;
  for (let i = 0; i < students; i++) {
    const grade = GRADES[i % GRADES.length]!;
    const sid = `stu-${i}`;
    const given = GIVEN[i % GIVEN.length]!;
    const last = `${FAMILY[i % FAMILY.length]!}-${Math.floor(i / 2)}`;
    const sibling = i % 10 === 1; // shares the family of the child before
    if (!sibling) family++;
    const agents = sibling ? `gua-${family}-a` : i % 3 === 0 ? `gua-${family}-a,gua-${family}-b` : `gua-${family}-a`;
    user(sid, "student", `${given}.${last}`.toLowerCase(), given, last, { agents, grade });
    const year = 2026 - 5 - GRADES.indexOf(grade);
    demographics.push([sid, "", "", `${year}-0${1 + (i % 9)}-1${i % 9}`, i % 2 ? "male" : "female"]);
    byGrade.get(grade)!.push(sid);
    if (!sibling) {
      user(`gua-${family}-a`, "parent", `parent.${family}.a`, "Pat", last, { email: `parent.${family}.a@example.com` });
      if (i % 3 === 0) user(`gua-${family}-b`, "guardian", `guardian.${family}.b`, "Sam", last, { email: `guardian.${family}.b@example.com` });
    }
  }
  let teacher = 0;
  for (const grade of GRADES) {
    const kids = byGrade.get(grade)!;
    const sections = Math.max(1, Math.ceil(kids.length / perClass));
    for (const subject of SUBJECTS) {
      const courseSid = `crs-${subject.code}-${grade}`;
      courses.push([
        courseSid,
        "",
        "",
        "sy",
        `${grade === "KG" ? "Kindergarten" : `Grade ${Number(grade)}`} ${subject.name}`,
        `${subject.prefix}-${grade}`,
        grade,
        "org",
        subject.name,
        subject.code,
      ]);
      for (let s = 0; s < sections; s++) {
        const classSid = `cls-${subject.code}-${grade}-${s}`;
        classes.push([classSid, "", "", `${subject.name} ${grade} section ${s + 1}`, grade, courseSid, "", subject.type, "", "org", terms, "", "", ""]);
        const tid = `tea-${teacher++}`;
        user(tid, "teacher", `teacher.${teacher}`, "Taylor", `Teacher${teacher}`, { email: `teacher.${teacher}@school.example.org` });
        enrollments.push([`enr-${classSid}-${tid}`, "", "", classSid, "org", tid, "teacher", "true", "", ""]);
        for (const kid of kids.slice(s * perClass, (s + 1) * perClass))
          enrollments.push([`enr-${classSid}-${kid}`, "", "", classSid, "org", kid, "student", "false", "", ""]);
      }
    }
  }
  return {
    "manifest.csv": csv(
      ["propertyName", "value"],
      [
        ["manifest.version", "1.0"],
        ["oneroster.version", "1.2"],
        ...["academicSessions", "classes", "courses", "demographics", "enrollments", "orgs", "roles", "users"].map((f) => [`file.${f}`, "bulk"]),
      ],
    ),
    "orgs.csv": csv(
      ["sourcedId", "status", "dateLastModified", "name", "type", "identifier", "parentSourcedId"],
      [["org", "", "", "Scale Test Elementary", "school", "STE", ""]],
    ),
    "academicSessions.csv": csv(
      ["sourcedId", "status", "dateLastModified", "title", "type", "startDate", "endDate", "parentSourcedId", "schoolYear"],
      [
        ["sy", "", "", "2026-27", "schoolYear", "2026-08-17", "2027-06-11", "", "2027"],
        ["t1", "", "", "Term 1", "term", "2026-08-17", "2026-12-18", "sy", "2027"],
        ["t2", "", "", "Term 2", "term", "2027-01-04", "2027-03-26", "sy", "2027"],
        ["t3", "", "", "Term 3", "term", "2027-04-05", "2027-06-11", "sy", "2027"],
      ],
    ),
    "courses.csv": csv(
      ["sourcedId", "status", "dateLastModified", "schoolYearSourcedId", "title", "courseCode", "grades", "orgSourcedId", "subjects", "subjectCodes"],
      courses,
    ),
    "classes.csv": csv(
      [
        "sourcedId",
        "status",
        "dateLastModified",
        "title",
        "grades",
        "courseSourcedId",
        "classCode",
        "classType",
        "location",
        "schoolSourcedId",
        "termSourcedIds",
        "subjects",
        "subjectCodes",
        "periods",
      ],
      classes,
    ),
    "users.csv": csv(
      [
        "sourcedId",
        "status",
        "dateLastModified",
        "enabledUser",
        "username",
        "userIds",
        "givenName",
        "familyName",
        "middleName",
        "identifier",
        "email",
        "sms",
        "phone",
        "agentSourcedIds",
        "grades",
        "password",
        "userMasterIdentifier",
        "resourceSourcedIds",
        "preferredGivenName",
        "preferredMiddleName",
        "preferredFamilyName",
        "primaryOrgSourcedId",
        "pronouns",
      ],
      users,
    ),
    "roles.csv": csv(
      ["sourcedId", "status", "dateLastModified", "userSourcedId", "roleType", "role", "beginDate", "endDate", "orgSourcedId", "userProfileSourcedId"],
      roles,
    ),
    "demographics.csv": csv(["sourcedId", "status", "dateLastModified", "birthDate", "sex"], demographics),
    "enrollments.csv": csv(
      ["sourcedId", "status", "dateLastModified", "classSourcedId", "schoolSourcedId", "userSourcedId", "role", "primary", "beginDate", "endDate"],
      enrollments,
    ),
  };
}
