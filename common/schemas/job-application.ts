/**
 * The job application of docs/product.md section 5: one zod schema for the careers dialog. The application is
 * client-side only by spec (section 7: it makes no call), so nothing on the server reads it yet; it
 * lives in common/ like every other form schema so a future endpoint can validate with the same rules.
 */
import { z } from "zod";
import { text } from "./fields";

/** The CV formats and size stated beside the file input (docs/product.md section 5). */
export const CV_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
/** The file input's `accept` attribute. */
export const CV_ACCEPT = CV_EXTENSIONS.join(",");
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** The hint shown under the CV input, verbatim. */
export const CV_HINT = "PDF, DOC, DOCX (max 5MB)";

export const JOB_APPLICATION_MESSAGES = {
  fullName: "Please enter your full name",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  position: "Please choose a position",
  coverLetter: "Cover letter must be at least 50 characters",
  cvMissing: "Please upload your CV",
  cvEmpty: "Your CV file is empty. Please choose another file",
  cvType: "CV must be a PDF, DOC or DOCX file",
  cvSize: "CV must be 5 MB or smaller",
} as const;

const M = JOB_APPLICATION_MESSAGES;

/** Whether a file name ends with one of the accepted CV extensions (case-insensitive). */
export function hasCvExtension(fileName: string) {
  const lower = fileName.toLowerCase();
  return CV_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export const jobApplicationSchema = z.object({
  fullName: text({ error: M.fullName }).trim().min(2, { error: M.fullName }),
  email: text({ error: M.email })
    .trim()
    .pipe(z.email({ error: M.email })),
  // Spec: at least 10 characters. Only the characters a phone number is written with are accepted.
  phone: text({ error: M.phone })
    .trim()
    .min(10, { error: M.phone })
    .regex(/^\+?[\d\s().-]+$/, { error: M.phone }),
  position: text({ error: M.position }).trim().min(1, { error: M.position }),
  coverLetter: text({ error: M.coverLetter, multiline: true }).trim().min(50, { error: M.coverLetter }),
  cv: z
    .file({ error: M.cvMissing })
    .refine((file) => hasCvExtension(file.name), { error: M.cvType, abort: true })
    .refine((file) => file.size > 0, { error: M.cvEmpty, abort: true })
    .refine((file) => file.size <= CV_MAX_BYTES, { error: M.cvSize }),
});

/** What the form holds while it is being filled in (no CV chosen yet is allowed until submit). */
export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
export type JobApplication = z.output<typeof jobApplicationSchema>;
