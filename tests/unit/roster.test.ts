/**
 * The OneRoster 1.2 CSV rules of server/learning/roster (docs/api/roster.md): how grades, courses,
 * class types, roles and usernames map, and how the CSV files are read (quoted fields, a byte order
 * mark, CRLF, missing columns, our own formula guard, zip limits).
 */
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DEFAULT_SUBJECTS } from "../../common/learning/subjects";
import { HttpError } from "../../server/errors";
import { csvDocument } from "../../server/csv";
import { checkManifest, parseCsv, readUpload } from "../../server/learning/roster/files";
import {
  courseCode,
  courseSourcedId,
  courseTitle,
  deriveUsername,
  fromClassType,
  fromEnrollmentRole,
  fromOneRosterGrade,
  mapUserRole,
  parseList,
  rosterFileName,
  subjectOfCourse,
  toClassType,
  toEnrollmentRole,
  toOneRosterGrade,
  unguardCell,
} from "../../server/learning/roster/mapping";

describe("OneRoster mapping", () => {
  it("maps grades both ways and refuses grades the school does not teach", () => {
    expect(["K", "1", "3", "6"].map(toOneRosterGrade)).toEqual(["KG", "01", "03", "06"]);
    expect(["KG", "01", "3", "06", " kg "].map(fromOneRosterGrade)).toEqual(["K", "1", "3", "6", "K"]);
    expect(["PK", "07", "12", "", "1st"].map(fromOneRosterGrade)).toEqual([null, null, null, null, null]);
  });

  it("names a course by subject and grade, and finds the subject of another system's course", () => {
    expect(courseCode("math", "3")).toBe("MATH-03");
    expect(courseCode("ela", "K")).toBe("ELA-KG");
    expect(courseSourcedId("social-studies", "K")).toBe("course-social-studies-kg");
    expect(courseTitle("Mathematics", "3")).toBe("Grade 3 Mathematics");
    expect(courseTitle("Art", "K")).toBe("Kindergarten Art");
    const code = (row: Parameters<typeof subjectOfCourse>[0]) => subjectOfCourse(row, DEFAULT_SUBJECTS)?.code ?? null;
    expect(code({ subjectCodes: "math" })).toBe("math");
    expect(code({ courseCode: "SCI-04" })).toBe("science");
    expect(code({ subjects: "English Language Arts" })).toBe("ela");
    expect(code({ title: "Grade 2 Social-Emotional Learning" })).toBe("sel");
    expect(code({ title: "Grade 5 Latin", courseCode: "LAT-05", subjects: "Latin" })).toBeNull();
  });

  it("maps class types, roles and enrolment roles", () => {
    expect(toClassType("homeroom")).toBe("homeroom");
    expect(toClassType("section")).toBe("scheduled");
    expect(fromClassType("scheduled")).toBe("section");
    expect(fromClassType("lab")).toBeNull();
    expect(mapUserRole("student")).toEqual({ kind: "student", accountRole: "student" });
    expect(mapUserRole("aide")).toEqual({ kind: "teacher", accountRole: "teacher" });
    expect(mapUserRole("parent")).toEqual({ kind: "guardian", accountRole: "parent" });
    expect(mapUserRole("guardian")).toEqual({ kind: "guardian", accountRole: "guardian" });
    expect(mapUserRole("administrator")).toEqual({ refused: expect.stringContaining("/admin/people") });
    expect(mapUserRole("proctor")).toEqual({ refused: expect.stringContaining("not one this school maps") });
    expect(toEnrollmentRole("lead")).toEqual({ role: "teacher", primary: true });
    expect(toEnrollmentRole("co_teacher")).toEqual({ role: "teacher", primary: false });
    expect(toEnrollmentRole("support")).toEqual({ role: "aide", primary: false });
    expect(fromEnrollmentRole("teacher", "true")).toBe("lead");
    expect(fromEnrollmentRole("teacher", "FALSE")).toBe("co_teacher");
    expect(fromEnrollmentRole("aide", "")).toBe("support");
    expect(fromEnrollmentRole("student", "false")).toBe("student");
    expect(fromEnrollmentRole("administrator", "false")).toBeNull();
  });

  it("derives safe, unique usernames", () => {
    const taken = new Set(["ava.lopez"]);
    expect(deriveUsername({ username: "Ava.Lopez", givenName: "Ava", familyName: "Lopez" }, taken)).toBe("Ava.Lopez.2");
    expect(deriveUsername({ username: "siobhan.o'brien", givenName: "Siobhán", familyName: "O'Brien" }, taken)).toBe("siobhan.obrien");
    expect(deriveUsername({ username: "", email: "rosa.lopez@example.com", givenName: "Rosa", familyName: "Lopez" }, taken)).toBe("rosa.lopez");
    expect(deriveUsername({ username: "=cmd|' /C calc'!A0", givenName: "X", familyName: "Y" }, taken)).toBe("cmd.C.calcA0");
    expect(deriveUsername({ givenName: "Zoë", familyName: "Ødegård" }, taken)).toBe("Zoë.Ødegård");
    expect(deriveUsername({ username: "a", givenName: "A", familyName: "B" }, taken)).toBe("A.B");
    expect(deriveUsername({ username: "!!", givenName: "@", familyName: "#" }, taken)).toBe("user");
    expect(deriveUsername({ username: "", givenName: "-", familyName: "_" }, taken)).toBe("user.2");
    expect(taken.has("ava.lopez.2")).toBe(true);
  });

  it("reads lists, file names and its own formula guard", () => {
    expect(parseList(" t1, t2 ,,t3")).toEqual(["t1", "t2", "t3"]);
    expect(parseList(undefined)).toEqual([]);
    expect(rosterFileName("export/Users.CSV")).toBe("users.csv");
    expect(rosterFileName("readme.txt")).toBeNull();
    expect(unguardCell("'+1 919 555 0110")).toBe("+1 919 555 0110");
    expect(unguardCell("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(unguardCell("O'Brien")).toBe("O'Brien");
  });
});

describe("reading OneRoster CSV", () => {
  it("reads quoted fields, a byte order mark and CRLF, by header name, with each row's line", () => {
    const text = '\uFEFFsourcedId,title,termSourcedIds\r\nc1,"Math, Section A","t1,t2"\r\nc2,"Say ""hi""\r\ntwice",t1\r\n\r\nc3,Plain,t3\r\n';
    const csv = parseCsv("classes.csv", text);
    expect(csv.columns).toEqual(["sourcedId", "title", "termSourcedIds"]);
    expect(csv.rows.map((r) => [r.line, r.get("sourcedId"), r.get("title"), r.get("termSourcedIds")])).toEqual([
      [2, "c1", "Math, Section A", "t1,t2"],
      [3, "c2", 'Say "hi"\r\ntwice', "t1"],
      [6, "c3", "Plain", "t3"],
    ]);
    expect(csv.missing).toEqual(["courseSourcedId", "classType"]);
    expect(csv.rows[0]!.get("location")).toBe("");
  });

  it("reads what our export writes (every cell quoted, formulas guarded)", () => {
    const text = csvDocument(["sourcedId", "givenName", "familyName", "phone"], [["u1", "Ana", "-Lima", "+1 555 0100"]]);
    const [row] = parseCsv("users.csv", text).rows;
    expect([row!.get("familyName"), row!.get("phone")]).toEqual(["-Lima", "+1 555 0100"]);
  });

  it("refuses broken CSV with the file's name", () => {
    expect(() => parseCsv("users.csv", 'sourcedId,givenName\nu1,"open quote\n')).toThrow(/users\.csv is not valid CSV/);
  });

  it("refuses a delta manifest and another major version", () => {
    const manifest = (rows: string) => parseCsv("manifest.csv", `propertyName,value\n${rows}`);
    expect(checkManifest(manifest("oneroster.version,1.2\nfile.users,bulk\n")).get("file.users")).toBe("bulk");
    expect(() => checkManifest(manifest("oneroster.version,1.2\nfile.users,delta\n"))).toThrow(/delta/);
    expect(() => checkManifest(manifest("oneroster.version,2.0\n"))).toThrow(/OneRoster 2\.0/);
  });

  it("unpacks a zip, keeps only OneRoster files and refuses junk and oversize entries", () => {
    const zip = zipSync({ "roster/users.csv": strToU8("sourcedId\n"), "README.txt": strToU8("hi"), "classes.csv": strToU8("sourcedId\n") });
    expect([...readUpload([{ name: "roster.zip", bytes: zip }]).keys()].sort()).toEqual(["classes.csv", "users.csv"]);
    const status = (fn: () => unknown) => {
      try {
        fn();
        return 0;
      } catch (err) {
        return err instanceof HttpError ? err.statusCode : -1;
      }
    };
    expect(status(() => readUpload([{ name: "roster.zip", bytes: strToU8("PK\u0003\u0004garbage") }]))).toBe(400);
    expect(status(() => readUpload([]))).toBe(400);
    expect(status(() => readUpload([{ name: "users.csv", bytes: new Uint8Array(10 * 1024 * 1024 + 1) }]))).toBe(413);
    // A small zip that inflates past the limit is refused before it is inflated.
    const bomb = zipSync({ "users.csv": new Uint8Array(11 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    expect(status(() => readUpload([{ name: "bomb.zip", bytes: bomb }]))).toBe(413);
    expect(status(() => readUpload([{ name: "a/users.csv", bytes: strToU8("x") }, { name: "users.csv", bytes: strToU8("y") }]))).toBe(400);
  });
});
