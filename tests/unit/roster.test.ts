/**
 * The OneRoster 1.2 CSV rules of server/learning/roster (docs/api/roster.md): how grades, courses,
 * class types, roles and usernames map, and how the CSV files are read (quoted fields, a byte order
 * mark, CRLF, missing columns, our own formula guard, zip limits, UTF-8 only), and how the export
 * writes them (plain RFC 4180, every 1.2 column, names in the parts they came with).
 */
import { crc32, deflateRawSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DEFAULT_SUBJECTS } from "#common/learning/subjects";
import { DomainError } from "../../server/domain-errors";
import { STATUS_OF_KIND } from "../../server/errors";
import { csvDocument, rfc4180Document } from "../../server/csv";
import { checkManifest, parseCsv, readUpload, UPLOAD_LIMITS, type UploadedFile } from "../../server/learning/roster/files";
import { fullNameOf, rosterNameParts } from "../../server/learning/roster/names";
import {
  courseCode,
  courseSourcedId,
  courseTitle,
  deriveUsername,
  fromClassType,
  fromEnrollmentRole,
  fromOneRosterGrade,
  HEADERS,
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

  it("reads what our export writes, and what earlier exports wrote (every cell quoted, formulas guarded)", () => {
    for (const write of [rfc4180Document, csvDocument]) {
      const text = write(["sourcedId", "givenName", "familyName", "phone"], [["u1", "Ana María", "-Lima", "+1 555 0100"]]);
      const [row] = parseCsv("users.csv", text).rows;
      expect([row!.get("givenName"), row!.get("familyName"), row!.get("phone")]).toEqual(["Ana María", "-Lima", "+1 555 0100"]);
    }
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
        return err instanceof DomainError ? STATUS_OF_KIND[err.kind] : -1;
      }
    };
    expect(status(() => readUpload([{ name: "roster.zip", bytes: strToU8("PK\u0003\u0004garbage") }]))).toBe(400);
    expect(status(() => readUpload([]))).toBe(400);
    expect(status(() => readUpload([{ name: "users.csv", bytes: new Uint8Array(10 * 1024 * 1024 + 1) }]))).toBe(413);
    // A small zip that inflates past the limit is refused before it is inflated.
    const bomb = zipSync({ "users.csv": new Uint8Array(11 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    expect(status(() => readUpload([{ name: "bomb.zip", bytes: bomb }]))).toBe(413);
    expect(
      status(() =>
        readUpload([
          { name: "a/users.csv", bytes: strToU8("x") },
          { name: "users.csv", bytes: strToU8("y") },
        ]),
      ),
    ).toBe(400);
  });
});

/** The status the domain error a call throws answers with (0 when it throws nothing). */
const status = (fn: () => unknown) => {
  try {
    fn();
    return 0;
  } catch (err) {
    return err instanceof DomainError ? STATUS_OF_KIND[err.kind] : -1;
  }
};
const message = (fn: () => unknown) => {
  try {
    fn();
    return "";
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
};

interface RawEntry {
  name: string;
  /** The bytes as stored (deflated for method 8). */
  data: Uint8Array;
  /** The uncompressed size the zip declares. */
  size: number;
  /** The CRC-32 it declares. */
  crc?: number;
  method?: 0 | 8;
  /** Point this entry's directory record at an earlier entry's local header and data (a bomb's trick). */
  sameAs?: number;
}

/** A zip written by hand, so a test can make it lie: sizes it declares, entries sharing one stream. */
function rawZip(entries: RawEntry[]): Uint8Array {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  const header = (sig: number, e: RawEntry, central: boolean, offset = 0) => {
    const name = Buffer.from(e.name, "latin1");
    const b = Buffer.alloc(central ? 46 : 30);
    b.writeUInt32LE(sig, 0);
    let p = 4;
    if (central) p += 2; // version made by
    b.writeUInt16LE(20, p); // version needed
    b.writeUInt16LE(0, p + 2); // flags
    b.writeUInt16LE(e.method ?? 8, p + 4);
    b.writeUInt32LE(e.crc ?? 0, p + 10);
    b.writeUInt32LE(e.data.length, p + 14);
    b.writeUInt32LE(e.size, p + 18);
    b.writeUInt16LE(name.length, p + 22);
    if (central) b.writeUInt32LE(offset, 42);
    return Buffer.concat([b, name]);
  };
  for (const e of entries) {
    if (e.sameAs !== undefined) {
      offsets.push(offsets[e.sameAs]!);
      continue;
    }
    offsets.push(at);
    const local = Buffer.concat([header(0x04034b50, e, false), e.data]);
    parts.push(local);
    at += local.length;
  }
  const directoryStart = at;
  for (const [i, e] of entries.entries()) {
    const record = header(0x02014b50, e, true, offsets[i]!);
    parts.push(record);
    at += record.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(at - directoryStart, 12);
  end.writeUInt32LE(directoryStart, 16);
  return new Uint8Array(Buffer.concat([...parts, end]));
}

const entry = (name: string, text: string | Uint8Array, declared?: number): RawEntry => {
  const bytes = typeof text === "string" ? strToU8(text) : text;
  return { name, data: new Uint8Array(deflateRawSync(bytes)), size: declared ?? bytes.length, crc: crc32(bytes) };
};
const stored = (name: string, text: string, declared?: number): RawEntry => {
  const bytes = strToU8(text);
  return { name, data: bytes, size: declared ?? bytes.length, crc: crc32(bytes), method: 0 };
};
const upload = (zip: Uint8Array): UploadedFile[] => [{ name: "roster.zip", bytes: zip }];

describe("reading a zip from outside", () => {
  it("reads an honest hand-made zip, stored or deflated", () => {
    const zip = rawZip([entry("users.csv", "sourcedId,givenName\nu1,Zoë\n"), stored("orgs.csv", "sourcedId\no1\n")]);
    const texts = readUpload(upload(zip));
    expect(texts.get("users.csv")).toBe("sourcedId,givenName\nu1,Zoë\n");
    expect(texts.get("orgs.csv")).toBe("sourcedId\no1\n");
  });

  it("refuses entries that share one compressed stream, before inflating any", () => {
    // 30 names over one 10 MB stream of 12 KB: 300 MB if each were inflated.
    const stream = entry("users.csv", new Uint8Array(10 * 1024 * 1024 - 1));
    const names = ["classes.csv", "courses.csv", "orgs.csv", "roles.csv", "enrollments.csv", ...Array.from({ length: 24 }, (_, i) => `notes-${i}.txt`)];
    const zip = rawZip([stream, ...names.map((name) => ({ ...stream, name, sameAs: 0 }))]);
    expect(zip.length).toBeLessThan(20_000);
    expect(status(() => readUpload(upload(zip)))).toBe(400);
    expect(message(() => readUpload(upload(zip)))).toBe(
      "roster.zip is not a well-formed zip (two of its files share the same data). Please send the zip your other system exported.",
    );
    // Overlapping (not only equal) places are refused too: an entry starting inside another's data.
    const a = entry("users.csv", "x".repeat(5000));
    const b = entry("classes.csv", "y");
    const overlapping = rawZip([a, b]);
    const view = new DataView(overlapping.buffer);
    const second = overlapping.length - 22 - (46 + "classes.csv".length);
    view.setUint32(second + 42, 10, true); // classes.csv's local header said to start inside users.csv's data
    overlapping.set([0x50, 0x4b, 0x03, 0x04], 10);
    expect(status(() => readUpload(upload(overlapping)))).toBe(400);
  });

  it("refuses more entries than a roster zip has", () => {
    const many = Object.fromEntries(
      Array.from({ length: UPLOAD_LIMITS.maxZipEntries + 1 }, (_, i) => [i ? `readme-${i}.txt` : "users.csv", strToU8("sourcedId\n")]),
    );
    expect(message(() => readUpload(upload(zipSync(many, { level: 0 }))))).toMatch(/^roster\.zip holds more than 64 files/);
    const enough = Object.fromEntries(
      Array.from({ length: UPLOAD_LIMITS.maxZipEntries }, (_, i) => [i ? `readme-${i}.txt` : "users.csv", strToU8("sourcedId\n")]),
    );
    expect([...readUpload(upload(zipSync(enough, { level: 0 }))).keys()]).toEqual(["users.csv"]);
  });

  it("refuses a roster file sent twice before inflating either", () => {
    // The second copy is not even deflate: it is never reached.
    const zip = rawZip([entry("users.csv", "sourcedId\n"), { name: "export/Users.csv", data: strToU8("not deflate at all"), size: 100 }]);
    expect(message(() => readUpload(upload(zip)))).toBe("users.csv was sent twice.");
    // Across uploads too: a zip's users.csv and a users.csv beside it.
    expect(message(() => readUpload([...upload(zipSync({ "users.csv": strToU8("sourcedId\n") })), { name: "users.csv", bytes: strToU8("sourcedId\n") }]))).toBe(
      "users.csv was sent twice.",
    );
  });

  it("refuses declared sizes that add up past the limit, before inflating any", () => {
    const files = ["users.csv", "classes.csv", "courses.csv", "roles.csv", "enrollments.csv"];
    const nineMb = 9 * 1024 * 1024;
    const zip = rawZip(files.map((name) => ({ name, data: strToU8("never inflated"), size: nineMb })));
    expect(files.length * nineMb).toBeGreaterThan(UPLOAD_LIMITS.maxTotalBytes);
    expect(status(() => readUpload(upload(zip)))).toBe(413);
    expect(message(() => readUpload(upload(zip)))).toMatch(/add up to more than 40 MB/);
  });

  it("refuses, never truncates, an entry that inflates past its declared size", () => {
    const rows = `sourcedId,givenName\n${"u1,Ana\n".repeat(300_000)}`; // 2 MB, declared as 1 KB
    const zip = rawZip([entry("users.csv", rows, 1024)]);
    expect(status(() => readUpload(upload(zip)))).toBe(400);
    expect(message(() => readUpload(upload(zip)))).toBe(
      "users.csv in roster.zip holds more data than the zip says it does, so nothing was imported (the file was not cut short). Please export the zip again.",
    );
    // Stored (not deflated) the same way.
    expect(message(() => readUpload(upload(rawZip([stored("users.csv", "sourcedId\nu1\nu2\n", 10)]))))).toMatch(/holds more data than the zip says/);
    // Declaring more than it holds, or other bytes than it holds (CRC-32), is a broken zip.
    const broken = "The zip file could not be read. Please send the zip your other system exported, or the CSV files themselves.";
    expect(message(() => readUpload(upload(rawZip([entry("users.csv", "sourcedId\n", 500)]))))).toBe(broken);
    expect(message(() => readUpload(upload(rawZip([{ ...entry("users.csv", "sourcedId\n"), crc: 1234 }]))))).toBe(broken);
  });
});

describe("reading text that is not UTF-8", () => {
  // "Tomás Müller" as Excel's plain "CSV" saves it on Windows (Windows-1252).
  const windows1252 = new Uint8Array([...strToU8("sourcedId,givenName,familyName\r\nu1,Tom"), 0xe1, ...strToU8("s,M"), 0xfc, ...strToU8("ller\r\n")]);

  it("refuses a Windows-1252 file by name, telling the admin how to save it as CSV UTF-8", () => {
    const err = message(() => readUpload([{ name: "users.csv", bytes: windows1252 }]));
    expect(err).toMatch(/^users\.csv is not saved as UTF-8 text/);
    expect(err).toContain('"CSV UTF-8 (Comma delimited) (*.csv)"');
    expect(status(() => readUpload([{ name: "users.csv", bytes: windows1252 }]))).toBe(400);
    expect(message(() => readUpload(upload(zipSync({ "export/users.csv": windows1252 }))))).toMatch(/^export\/users\.csv is not saved as UTF-8 text/);
  });

  it("reads UTF-8 with or without a byte order mark", () => {
    const text = "sourcedId,givenName,familyName\r\nu1,Tomás,Müller\r\n";
    for (const bytes of [strToU8(text), strToU8(`\uFEFF${text}`)]) {
      const source = readUpload([{ name: "users.csv", bytes }]).get("users.csv")!;
      expect(parseCsv("users.csv", source).rows[0]!.get("givenName")).toBe("Tomás");
    }
  });
});

describe("writing OneRoster CSV for another system", () => {
  it("writes values unchanged, quoted only where RFC 4180 needs it, with no byte order mark", () => {
    const doc = rfc4180Document(
      ["sourcedId", "phone", "familyName", "note", "empty"],
      [
        ["u1", "+16039876543", "-Lima", 'a "b", c\nd', null],
        ["u2", "=1", "@home", "", undefined],
      ],
    );
    expect(doc).toBe('sourcedId,phone,familyName,note,empty\r\nu1,+16039876543,-Lima,"a ""b"", c\nd",\r\nu2,=1,@home,,\r\n');
  });

  it("has every column of the 1.2 binding's demographics.csv, in order", () => {
    expect(HEADERS["demographics.csv"]).toEqual([
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
    ]);
  });

  it("keeps a teacher's or guardian's given and family names as they came", () => {
    const account = { username: "acruz", fullName: fullNameOf("Ana María", "de la Cruz"), givenName: "Ana María", familyName: "de la Cruz" };
    expect(account.fullName).toBe("Ana María de la Cruz");
    expect(rosterNameParts(account)).toEqual({ givenName: "Ana María", familyName: "de la Cruz" });
    // A one-word name travels as both parts, and reads back as one name.
    expect(fullNameOf("Cher", "Cher")).toBe("Cher");
    expect(rosterNameParts({ username: "cher", fullName: "Cher", givenName: "Cher", familyName: "Cher" })).toEqual({ givenName: "Cher", familyName: "Cher" });
    // The name edited since (the parts no longer make it up): the edit wins.
    expect(rosterNameParts({ ...account, fullName: "Ana María Reyes" })).toEqual({ givenName: "Ana María", familyName: "Reyes" });
    // Entered whole (no parts): everything before the last word is the given name.
    expect(rosterNameParts({ username: "mrivera", fullName: "Marisol Rivera", givenName: null, familyName: null })).toEqual({
      givenName: "Marisol",
      familyName: "Rivera",
    });
    expect(rosterNameParts({ username: "pat", fullName: null, givenName: null, familyName: null })).toEqual({ givenName: "pat", familyName: "pat" });
  });
});
