/**
 * How our school maps onto OneRoster 1.2 CSV (docs/api/roster.md, "Mapping"): file names and the
 * column headers of the 1.2 CSV binding, grades, course codes, class types, roles and usernames.
 * Pure rules, shared by the import and the export so one reads what the other writes.
 */
import type { SubjectDefinition } from "#common/learning/subjects";

/** The files of the OneRoster 1.2 CSV binding this school reads and writes, with their 1.2 headers in order. */
export const HEADERS = {
  "manifest.csv": ["propertyName", "value"],
  "orgs.csv": ["sourcedId", "status", "dateLastModified", "name", "type", "identifier", "parentSourcedId"],
  "academicSessions.csv": ["sourcedId", "status", "dateLastModified", "title", "type", "startDate", "endDate", "parentSourcedId", "schoolYear"],
  "courses.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "schoolYearSourcedId",
    "title",
    "courseCode",
    "grades",
    "orgSourcedId",
    "subjects",
    "subjectCodes",
  ],
  "classes.csv": [
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
  "users.csv": [
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
  "roles.csv": ["sourcedId", "status", "dateLastModified", "userSourcedId", "roleType", "role", "beginDate", "endDate", "orgSourcedId", "userProfileSourcedId"],
  "enrollments.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "classSourcedId",
    "schoolSourcedId",
    "userSourcedId",
    "role",
    "primary",
    "beginDate",
    "endDate",
  ],
  "demographics.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "birthDate",
    "sex",
    "americanIndianOrAlaskaNative",
    "asian",
    "blackOrAfricanAmerican",
    "nativeHawaiianOrOtherPacificIslander",
    "white",
    "demographicRaceTwoOrMoreRaces",
    "hispanicOrLatinoEthnicity",
    "countryOfBirthCode",
    "stateOfBirthAbbreviation",
    "cityOfBirth",
    "publicSchoolResidenceStatus",
  ],
} as const;

export type RosterFile = keyof typeof HEADERS;
export const ROSTER_FILES = Object.keys(HEADERS) as RosterFile[];

/** The order the import reads the files in (each refers only to the ones before it). */
export const IMPORT_ORDER: readonly RosterFile[] = [
  "orgs.csv",
  "academicSessions.csv",
  "courses.csv",
  "demographics.csv",
  "users.csv",
  "roles.csv",
  "classes.csv",
  "enrollments.csv",
];

/** The columns a row cannot do without, per file (the rest of 1.2's columns are optional here). */
export const REQUIRED_COLUMNS: Record<Exclude<RosterFile, "manifest.csv">, readonly string[]> = {
  "orgs.csv": ["sourcedId", "name", "type"],
  "academicSessions.csv": ["sourcedId", "title", "type", "startDate", "endDate"],
  "courses.csv": ["sourcedId", "title"],
  "classes.csv": ["sourcedId", "title", "courseSourcedId", "classType"],
  "users.csv": ["sourcedId", "givenName", "familyName"],
  "roles.csv": ["sourcedId", "userSourcedId", "roleType", "role"],
  "enrollments.csv": ["sourcedId", "classSourcedId", "userSourcedId", "role"],
  "demographics.csv": ["sourcedId", "birthDate"],
};

/** A file name as sent ("Users.CSV", "export/users.csv") to the binding's name, or null for a file we do not read. */
export function rosterFileName(name: string): RosterFile | null {
  const base = name.split(/[\\/]/).pop()!.toLowerCase();
  return ROSTER_FILES.find((f) => f.toLowerCase() === base) ?? null;
}

// --- grades --------------------------------------------------------------------------------------

/** Our grades (`K`, `1` ... `6`) as OneRoster's (CEDS) `KG`, `01` ... `06`. */
export function toOneRosterGrade(grade: string): string {
  return grade === "K" ? "KG" : grade.padStart(2, "0");
}

/** A OneRoster grade to ours, or null for a grade this school does not teach (PK, 07, ...). */
export function fromOneRosterGrade(value: string): string | null {
  const v = value.trim().toUpperCase();
  if (v === "KG" || v === "K") return "K";
  const m = /^0?([1-6])$/.exec(v);
  return m ? m[1]! : null;
}

/** A comma-separated OneRoster list cell ("t1,t2") to its values. */
export function parseList(cell: string | undefined): string[] {
  if (!cell) return [];
  return cell
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

export function formatList(values: readonly string[]): string {
  return values.join(",");
}

// --- courses -------------------------------------------------------------------------------------

const COURSE_PREFIXES: Record<string, string> = {
  homeroom: "HR",
  ela: "ELA",
  math: "MATH",
  science: "SCI",
  "social-studies": "SS",
  art: "ART",
  music: "MUS",
  "pe-health": "PE",
  "digital-citizenship": "DIGI",
  sel: "SEL",
};

/** The course code prefix of a subject: `MATH` for math, the code upper-cased for a subject staff added. */
export function subjectPrefix(code: string): string {
  return COURSE_PREFIXES[code] ?? code.toUpperCase();
}

/** A course is a subject taught in a grade: code `MATH-03`, `ELA-KG`. */
export function courseCode(subjectCode: string, grade: string): string {
  return `${subjectPrefix(subjectCode)}-${toOneRosterGrade(grade)}`;
}

/** The course's sourcedId in an export: stable for one subject and grade. */
export function courseSourcedId(subjectCode: string, grade: string): string {
  return `course-${subjectCode}-${toOneRosterGrade(grade).toLowerCase()}`;
}

export function courseTitle(subjectName: string, grade: string): string {
  return `${grade === "K" ? "Kindergarten" : `Grade ${grade}`} ${subjectName}`;
}

type SubjectLike = Pick<SubjectDefinition, "code" | "name">;

/**
 * The subject of a course row: by its subjectCodes (our code or course prefix), its courseCode's
 * prefix, its subjects (our subject name), or last a subject name inside its title. Null when none.
 */
export function subjectOfCourse<S extends SubjectLike>(
  row: { title?: string; courseCode?: string; subjects?: string; subjectCodes?: string },
  subjects: readonly S[],
): S | null {
  const byCode = (value: string) => {
    const v = value.trim().toLowerCase();
    return subjects.find((s) => s.code.toLowerCase() === v || subjectPrefix(s.code).toLowerCase() === v) ?? null;
  };
  const byName = (value: string) => subjects.find((s) => s.name.toLowerCase() === value.trim().toLowerCase()) ?? null;
  for (const code of parseList(row.subjectCodes)) {
    const s = byCode(code);
    if (s) return s;
  }
  if (row.courseCode) {
    const prefix = row.courseCode.split("-")[0] ?? "";
    const s = byCode(prefix);
    if (s) return s;
  }
  for (const name of parseList(row.subjects)) {
    const s = byName(name);
    if (s) return s;
  }
  const title = (row.title ?? "").toLowerCase();
  // Longest name first, so "Social-Emotional Learning" wins over a shorter name inside it.
  const inTitle = [...subjects].sort((a, b) => b.name.length - a.name.length).find((s) => title.includes(s.name.toLowerCase()));
  return inTitle ?? null;
}

// --- classes, roles, enrolments --------------------------------------------------------------------

export type ClassKind = "homeroom" | "section";

export function toClassType(kind: string): "homeroom" | "scheduled" {
  return kind === "homeroom" ? "homeroom" : "scheduled";
}

export function fromClassType(value: string): ClassKind | null {
  const v = value.trim();
  if (v === "homeroom") return "homeroom";
  if (v === "scheduled") return "section";
  return null;
}

/** Who an imported person is here: a teacher account, a guardian account (role parent or guardian), or a student. */
export type PersonKind = "teacher" | "guardian" | "student";

export interface MappedRole {
  kind: PersonKind;
  /** The account role we create: `teacher`, `parent`, `guardian` or `student`. */
  accountRole: "teacher" | "parent" | "guardian" | "student";
}

const ADMIN_ONEROSTER_ROLES = new Set(["administrator", "districtAdministrator", "siteAdministrator", "systemAdministrator", "principal"]);

/** A OneRoster role of a child's family (its secondary roles make a teacher a child's guardian too). */
export function isFamilyOneRosterRole(role: string): boolean {
  const mapped = mapUserRole(role);
  return "kind" in mapped && mapped.kind === "guardian";
}

/** A OneRoster role to ours, or the reason it is not imported. */
export function mapUserRole(role: string): MappedRole | { refused: string } {
  switch (role.trim()) {
    case "student":
      return { kind: "student", accountRole: "student" };
    case "teacher":
    case "aide":
      return { kind: "teacher", accountRole: "teacher" };
    case "parent":
      return { kind: "guardian", accountRole: "parent" };
    case "guardian":
    case "relative":
      return { kind: "guardian", accountRole: "guardian" };
    case "":
      return { refused: "The user has no role (role column in users.csv, or a row in roles.csv)." };
    default:
      if (ADMIN_ONEROSTER_ROLES.has(role.trim())) return { refused: `Role ${role} is not imported: staff accounts are created on /admin/people.` };
      return { refused: `Role ${role} is not one this school maps (student, teacher, aide, parent, guardian, relative).` };
  }
}

/** Our class staff role as a OneRoster enrolment: the lead is the primary teacher, support staff are aides. */
export function toEnrollmentRole(staffRole: string): { role: "teacher" | "aide"; primary: boolean } {
  if (staffRole === "lead") return { role: "teacher", primary: true };
  if (staffRole === "support") return { role: "aide", primary: false };
  return { role: "teacher", primary: false };
}

/** An enrolment row's role and primary flag to ours. */
export function fromEnrollmentRole(role: string, primary: string | undefined): "student" | "lead" | "co_teacher" | "support" | null {
  const isPrimary = (primary ?? "").trim().toLowerCase() === "true";
  switch (role.trim()) {
    case "student":
      return "student";
    case "teacher":
      return isPrimary ? "lead" : "co_teacher";
    case "aide":
      return "support";
    default:
      return null;
  }
}

// --- usernames -------------------------------------------------------------------------------------

const USERNAME_CHARS = /[^\p{L}\p{N}._-]+/gu;

/**
 * A username for an imported account, from the file's `username` (or the email's local part, or the
 * name), kept to the registration rules (3-50 letters, digits, `.`, `-`, `_`) and made unique against
 * `taken` (lower-cased names; the chosen one is added).
 */
export function deriveUsername(input: { username?: string; email?: string; givenName: string; familyName: string }, taken: Set<string>): string {
  const candidates = [input.username ?? "", (input.email ?? "").split("@")[0] ?? "", `${input.givenName}.${input.familyName}`];
  let base = "";
  for (const candidate of candidates) {
    base = candidate
      .normalize("NFC")
      .replace(/\s+/g, ".")
      .replace(USERNAME_CHARS, "")
      .replace(/^[._-]+|[._-]+$/g, "")
      .slice(0, 44);
    if (base.length >= 3) break;
  }
  // Nothing usable in any of them (symbols only): a plain name, numbered below.
  if (base.length < 3) base = "user";
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}.${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/** The value of a cell exported with a formula guard ('=...) as it was: a leading quote before =, +, -, @, tab or CR is dropped. */
export function unguardCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
