/**
 * Every string any schema in common/schemas takes goes through the shared `text()` builder: a NUL
 * (which PostgreSQL refuses in text, answering 500) or any other unusual character is refused on the
 * field's own path with one clear message, and one-line fields refuse line breaks too. The schemas
 * are found by walking the modules, so a field added later with a bare z.string() fails here. The
 * schemas of answers (reachable from a contract's output, common/api/) describe what the server
 * sends and are left out.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTRACTS } from "#common/api/index";
import { hasUnusualCharacters, text, UNUSUAL_CHARACTERS } from "#common/schemas/fields";

const modules = import.meta.glob<Record<string, unknown>>("../../common/schemas/**/*.ts", { eager: true });

/** Every schema inside the answers of the contracts (common/api/): what the server sends, not what it takes. */
const answerSchemas = new Set<z.ZodType>();
function collectAnswer(schema: z.ZodType | undefined) {
  if (!schema || answerSchemas.has(schema)) return;
  answerSchemas.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (schema instanceof z.ZodObject) for (const field of Object.values(schema.shape)) collectAnswer(field as z.ZodType);
  for (const key of ["innerType", "element", "in", "out", "left", "right", "valueType"]) collectAnswer(def[key] as z.ZodType | undefined);
  for (const option of (def.options as z.ZodType[] | undefined) ?? []) collectAnswer(option);
}
for (const { contract } of CONTRACTS) if (contract.output instanceof z.ZodType) collectAnswer(contract.output);

/** Every exported object schema that is not part of an answer, named module.export. */
const schemas: [string, z.ZodObject][] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject && !answerSchemas.has(entry[1]))
    .map(([name, schema]) => [`${file.split("/").at(-1)!.replace(/\.ts$/, "")}.${name}`, schema] as [string, z.ZodObject]),
);

interface Def {
  type: string;
  format?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
}

/**
 * Whether a field takes free text somewhere inside its wrappers (enums, booleans, numbers, files do
 * not, nor ids: a uuid's format admits no unusual character).
 */
function takesText(schema: z.ZodType): boolean {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.type === "string") return def.format !== "uuid";
  if (def.innerType) return takesText(def.innerType);
  if (def.type === "pipe") return takesText(def.in!) || takesText(def.out!);
  return false;
}

const textFields = schemas.flatMap(([name, schema]) =>
  Object.entries(schema.shape)
    .filter(([, field]) => takesText(field as z.ZodType))
    .map(([key]) => [`${name}.${key}`, schema, key] as const),
);

/** Text areas: the only fields where a tab or a line break belongs. */
const MULTILINE = new Set([
  "contact.contactSchema.message",
  "tour.tourSchema.message",
  "application.applicationSchema.special_needs",
  "application.applicationFormSchema.special_needs",
  "job-application.jobApplicationSchema.coverLetter",
  "admin-applications.statusChangeSchema.note",
  "admin-applications.gradeReviewSchema.note",
  "admin-applications.duplicateReviewSchema.note",
  "admin-operations.tourCancelSchema.reason",
  "students.createStudentSchema.accommodations",
  "students.updateStudentSchema.accommodations",
  "withdrawals.withdrawalSchema.reason",
  "assignments.assignmentContentSchema.instructions",
  "assignments.assignmentCreateSchema.instructions",
  "assignments.adjustmentSchema.reducedWork",
  "work.workDraftSchema.textAnswer",
  "messages.startConversationSchema.body",
  "messages.sendMessageSchema.body",
  "messages.announcementSchema.body",
  "messages.reportMessageSchema.reason",
  "messages.handleReportSchema.note",
  "gradebook.marksSchema.feedback",
  "gradebook.commentCreateSchema.text",
  "progress.termCommentSchema.comment",
  "portfolio.addPortfolioItemSchema.reflection",
  "library.resourceCreateSchema.description",
  "conferences.bookingSchema.topic",
  "conferences.cancelBookingSchema.reason",
  "library.resourcePatchSchema.description",
  "live.liveChatSchema.body",
  "live.liveGroupsMessageSchema.body",
  "billing.creditNoteSchema.reason",
  "attendance.attendanceMarkSchema.reason",
  "attendance.absenceReportFieldsSchema.reason",
]);

function messagesAt(schema: z.ZodType, key: string, value: unknown) {
  const result = schema.safeParse({ [key]: value });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path.join(".") === key).map((issue) => issue.message);
}

describe("every string field of every schema", () => {
  it("is found: forms, accounts, staff commands and every staff list's search and dates", () => {
    const names = textFields.map(([name]) => name);
    for (const expected of [
      "contact.contactSchema.parent_name",
      "tour.tourSchema.preferred_date",
      "application.applicationSchema.child_dob",
      "auth.loginSchema.username",
      "auth.loginSchema.password",
      "auth.forgotPasswordSchema.email",
      "account.accountProfileSchema.fullName",
      "admin-people.usersQuerySchema.q",
      "admin-people.auditQuerySchema.action",
      "admin-applications.applicationListQuerySchema.q",
      "admin-operations.enquiriesQuerySchema.q",
      "admin-operations.exportQuerySchema.from",
      ...MULTILINE,
    ]) {
      expect(names).toContain(expected);
    }
    expect(names.length).toBeGreaterThan(60);
  });

  it.each(textFields.map(([name, schema, key]) => [name, schema, key] as const))("%s refuses a NUL with its own path and message", (_name, schema, key) => {
    expect(messagesAt(schema, key, "Ann\u0000Lee")).toEqual([UNUSUAL_CHARACTERS]);
  });

  it.each(textFields.map(([name, schema, key]) => [name, schema, key] as const))("%s takes line breaks only if it is a text area", (name, schema, key) => {
    const messages = messagesAt(schema, key, "First line\r\nsecond\tline");
    if (MULTILINE.has(name)) expect(messages).not.toContain(UNUSUAL_CHARACTERS);
    else expect(messages).toEqual([UNUSUAL_CHARACTERS]);
  });
});

describe("text()", () => {
  const line = text();
  const lines = text({ multiline: true });

  it("refuses control characters, lone surrogates and non-characters, alone", () => {
    for (const bad of ["a\u0000", "a\u0007b", "\u001b[31m", "a\u007f", "a\u0085b", "\ud800", "x\udc00", "a\ufffe", "a\uffff", "a\ufdd0", "a\u{1fffe}"]) {
      expect(hasUnusualCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(line.safeParse(bad).error?.issues).toEqual([expect.objectContaining({ message: UNUSUAL_CHARACTERS })]);
      expect(lines.safeParse(bad).error?.issues).toEqual([expect.objectContaining({ message: UNUSUAL_CHARACTERS })]);
    }
  });

  it("keeps every ordinary character: accents, scripts, emoji, typographic quotes", () => {
    for (const good of ["Zoë O'Neil-Ünal", "José María", "李小龙", "مريم", "👩‍👧 family", "“quoted” – dash", "a\u00a0b", "\u200bzero width"]) {
      expect(line.safeParse(good).success, good).toBe(true);
    }
  });

  it("allows tabs and line breaks only in a text area", () => {
    for (const value of ["a\nb", "a\r\nb", "a\tb"]) {
      expect(line.safeParse(value).success).toBe(false);
      expect(lines.safeParse(value).success).toBe(true);
    }
  });

  it("still answers a value that is not text with the field's own message", () => {
    expect(text({ error: "Please enter your name" }).safeParse(42).error?.issues[0]?.message).toBe("Please enter your name");
  });
});
