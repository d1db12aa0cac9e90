/** The job application of docs/product.md section 5 and the four openings of docs/product.md sections 3 and 9. */
import { describe, expect, it } from "vitest";
import { JOB_OPENINGS } from "#common/careers";
import { CV_ACCEPT, CV_HINT, CV_MAX_BYTES, hasCvExtension, jobApplicationSchema, JOB_APPLICATION_MESSAGES as M } from "#common/schemas/job-application";

const pdf = (size = 1024, name = "cv.pdf", type = "application/pdf") => new File([new Uint8Array(size)], name, { type });

const valid = () => ({
  fullName: "Jordan Rivera",
  email: "jordan.rivera@example.com",
  phone: "+1 (919) 555-0188",
  position: JOB_OPENINGS[0]!.title,
  coverLetter: "I have taught kindergarten for six years and would love to teach small live classes online.",
  cv: pdf(),
});

/** The message zod gives for one field, or undefined when that field is valid. */
function messageFor(data: Record<string, unknown>, field: string) {
  const result = jobApplicationSchema.safeParse(data);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("job application schema", () => {
  it("accepts a complete application and trims the text fields", () => {
    const result = jobApplicationSchema.safeParse({ ...valid(), fullName: "  Jordan Rivera  ", email: " jordan.rivera@example.com " });
    expect(result.success).toBe(true);
    expect(result.data?.fullName).toBe("Jordan Rivera");
    expect(result.data?.email).toBe("jordan.rivera@example.com");
    expect(result.data?.cv).toBeInstanceOf(File);
  });

  it("gives the spec's message for every empty field", () => {
    const empty = { fullName: "", email: "", phone: "", position: "", coverLetter: "", cv: undefined };
    const result = jobApplicationSchema.safeParse(empty);
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      fullName: "Please enter your full name",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      position: M.position,
      coverLetter: "Cover letter must be at least 50 characters",
      cv: "Please upload your CV",
    });
  });

  it("needs a full name of at least 2 characters, spaces not counted", () => {
    expect(messageFor({ ...valid(), fullName: "J" }, "fullName")).toBe("Please enter your full name");
    expect(messageFor({ ...valid(), fullName: " J " }, "fullName")).toBe("Please enter your full name");
    expect(messageFor({ ...valid(), fullName: "Jo" }, "fullName")).toBeUndefined();
  });

  it("needs a valid email address", () => {
    for (const email of ["jordan", "jordan@", "@example.com", "jordan@example", "jordan rivera@example.com"]) {
      expect(messageFor({ ...valid(), email }, "email"), email).toBe("Please enter a valid email address");
    }
  });

  it("needs a phone number of at least 10 characters written with digits", () => {
    expect(messageFor({ ...valid(), phone: "555-0188" }, "phone")).toBe("Please enter a valid phone number");
    expect(messageFor({ ...valid(), phone: "call me any time" }, "phone")).toBe("Please enter a valid phone number");
    expect(messageFor({ ...valid(), phone: "9195550188" }, "phone")).toBeUndefined();
    expect(messageFor({ ...valid(), phone: "+44 20 7946 0958" }, "phone")).toBeUndefined();
  });

  it("needs a cover letter of at least 50 characters", () => {
    expect(messageFor({ ...valid(), coverLetter: "x".repeat(49) }, "coverLetter")).toBe("Cover letter must be at least 50 characters");
    expect(messageFor({ ...valid(), coverLetter: `${"x".repeat(49)}          ` }, "coverLetter")).toBe("Cover letter must be at least 50 characters");
    expect(messageFor({ ...valid(), coverLetter: "x".repeat(50) }, "coverLetter")).toBeUndefined();
  });

  it("needs a position", () => {
    expect(messageFor({ ...valid(), position: "" }, "position")).toBe(M.position);
  });

  it("needs a CV file", () => {
    expect(messageFor({ ...valid(), cv: undefined }, "cv")).toBe("Please upload your CV");
    expect(messageFor({ ...valid(), cv: "cv.pdf" }, "cv")).toBe("Please upload your CV");
  });

  it("accepts PDF, DOC and DOCX CVs whatever the case of the extension", () => {
    expect(messageFor({ ...valid(), cv: pdf(10, "CV.PDF") }, "cv")).toBeUndefined();
    expect(messageFor({ ...valid(), cv: pdf(10, "cv.doc", "application/msword") }, "cv")).toBeUndefined();
    // Some systems report no type for Word files; the extension decides.
    expect(messageFor({ ...valid(), cv: pdf(10, "my.cv.docx", "") }, "cv")).toBeUndefined();
  });

  it("refuses other formats", () => {
    for (const name of ["cv.txt", "cv.rtf", "cv.pdf.exe", "cv", "cv.png"]) {
      expect(messageFor({ ...valid(), cv: pdf(10, name, "") }, "cv"), name).toBe("CV must be a PDF, DOC or DOCX file");
    }
  });

  it("refuses a CV over 5 MB and accepts exactly 5 MB", () => {
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(messageFor({ ...valid(), cv: pdf(CV_MAX_BYTES + 1) }, "cv")).toBe("CV must be 5 MB or smaller");
    expect(messageFor({ ...valid(), cv: pdf(CV_MAX_BYTES) }, "cv")).toBeUndefined();
  });

  it("refuses an empty CV file", () => {
    expect(messageFor({ ...valid(), cv: pdf(0) }, "cv")).toBe(M.cvEmpty);
  });

  it("states the accepted formats for the file input", () => {
    expect(CV_ACCEPT).toBe(".pdf,.doc,.docx");
    expect(CV_HINT).toBe("PDF, DOC, DOCX (max 5MB)");
    expect(hasCvExtension("resume.Docx")).toBe(true);
    expect(hasCvExtension("resume.docx.txt")).toBe(false);
  });
});

describe("job openings (docs/product.md sections 3 and 9)", () => {
  it("lists four remote, full-time openings with the spec's salary ranges in order", () => {
    expect(JOB_OPENINGS).toHaveLength(4);
    expect(JOB_OPENINGS.map((o) => o.salary)).toEqual(["$18,000-$26,000", "$20,000-$28,000", "$22,000-$30,000", "$16,000-$22,000"]);
    for (const opening of JOB_OPENINGS) {
      expect(opening.location).toBe("Remote");
      expect(opening.type).toBe("Full-time");
      expect(Object.keys(opening).sort()).toEqual(["department", "description", "id", "location", "salary", "title", "type"]);
      expect(opening.description.length).toBeGreaterThan(100);
    }
  });

  it("has unique ids and titles", () => {
    expect(new Set(JOB_OPENINGS.map((o) => o.id)).size).toBe(4);
    expect(new Set(JOB_OPENINGS.map((o) => o.title)).size).toBe(4);
  });
});
