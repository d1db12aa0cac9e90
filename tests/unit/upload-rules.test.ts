/** The file rules and messages of docs/product.md section 5 ("File upload") and the limits of section 9. */
import { describe, expect, it } from "vitest";
import { CONTACT_UPLOAD_POLICY, DEFAULT_UPLOAD_POLICY, fileProblem, formatBytes, MB, tooManyFiles } from "#common/uploads";

const ok = (name: string, size = 1000) => fileProblem({ name, size }, CONTACT_UPLOAD_POLICY);

describe("upload rules", () => {
  it("accepts images, PDF, Word documents and text up to 10 MB", () => {
    for (const name of ["photo.JPG", "scan.jpeg", "a.png", "b.gif", "c.webp", "report.pdf", "letter.doc", "letter.docx", "notes.txt"]) {
      expect(ok(name)).toBeUndefined();
    }
    expect(ok("report.pdf", 10 * MB)).toBeUndefined();
  });

  it("refuses empty and oversized files with the spec's messages", () => {
    expect(ok("report.pdf", 0)).toBe("File is empty and cannot be uploaded");
    // Just over the limit: enough precision that the size never reads like the limit itself.
    expect(ok("report.pdf", 10 * MB + 1)).toBe("File size 10,485,761 bytes exceeds the 10 MB limit");
    expect(ok("report.pdf", 10 * MB + 20_000)).toBe("File size 10.02 MB exceeds the 10 MB limit");
    expect(ok("report.pdf", 12.5 * MB)).toBe("File size 12.5 MB exceeds the 10 MB limit");
  });

  it("refuses other types, naming the accepted ones", () => {
    expect(ok("archive.zip")).toBe("File type '.zip' not allowed. Accepted types: images, .pdf, .doc, .docx, .txt");
    expect(ok("README")).toBe("File type 'README' not allowed. Accepted types: images, .pdf, .doc, .docx, .txt");
  });

  it("refuses dangerous extensions anywhere in the name", () => {
    for (const ext of ["exe", "bat", "cmd", "scr", "com", "pif", "vbs", "js", "jar"]) {
      expect(ok(`setup.${ext}`)).toBe(`File type '.${ext}' is not allowed for security reasons`);
    }
    expect(ok("invoice.exe.pdf")).toBe("File type '.exe' is not allowed for security reasons");
  });

  it("refuses long names and forbidden characters", () => {
    expect(ok(`${"a".repeat(251)}.pdf`)).toBeUndefined();
    expect(ok(`${"a".repeat(252)}.pdf`)).toBe("File name is too long (maximum 255 characters)");
    for (const c of ["<", ">", ":", '"', "/", "\\", "|", "?", "*"]) expect(ok(`bad${c}name.pdf`)).toMatch(/cannot contain/);
  });

  it("counts files: 5 for contact, 10 by default", () => {
    expect(tooManyFiles(5, CONTACT_UPLOAD_POLICY)).toBeUndefined();
    expect(tooManyFiles(6, CONTACT_UPLOAD_POLICY)).toBe("Cannot upload more than 5 files");
    expect(tooManyFiles(11, DEFAULT_UPLOAD_POLICY)).toBe("Cannot upload more than 10 files");
  });

  it("formats sizes for people", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(5 * MB)).toBe("5 MB");
  });
});
