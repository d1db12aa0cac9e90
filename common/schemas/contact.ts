/** The general contact form (docs/product.md section 5, "Contact form"). Attachments are checked by common/uploads. */
import { z } from "zod";
import { FORM_GRADE_VALUES, gradeByFormValue } from "../grades";
import { CONTACT_UPLOAD_POLICY, tooManyFiles } from "../uploads";
import { optionalPhone, schoolEmail, text } from "./fields";

export const NAME_PATTERN = /^[\p{L}\s'.-]+$/u;
export const CONTACT_MESSAGES = {
  nameShort: "Parent name must be at least 2 characters",
  nameLong: "Parent name must not exceed 50 characters",
  nameChars: "Parent name can only contain letters, spaces, hyphens, apostrophes, and periods",
  messageShort: "Message must be at least 10 characters",
  messageLong: "Message must not exceed 1000 characters",
  messageWords: "Message must contain at least 3 words",
  gradeMention: "When selecting a grade level, please mention it in your message or provide more details",
} as const;

export function wordCount(text: string) {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** With a grade chosen, the message must mention "grade" or the grade, or be longer than 50 characters. */
export function messageFitsGrade(message: string, gradeValue: string | undefined) {
  if (!gradeValue) return true;
  const text = message.toLowerCase();
  const grade = gradeByFormValue(gradeValue);
  const mentions = [gradeValue.toLowerCase(), "grade", ...(grade ? [grade.name.toLowerCase()] : [])];
  return message.trim().length > 50 || mentions.some((m) => text.includes(m));
}

export const contactSchema = z
  .object({
    parent_name: text({ error: CONTACT_MESSAGES.nameShort })
      .trim()
      .min(2, CONTACT_MESSAGES.nameShort)
      .max(50, CONTACT_MESSAGES.nameLong)
      .regex(NAME_PATTERN, CONTACT_MESSAGES.nameChars),
    email: schoolEmail(),
    phone: optionalPhone(),
    grade_level: z
      .enum(["", ...FORM_GRADE_VALUES], { error: "Please select a grade level from the list" })
      .optional()
      .transform((value) => (value ? value : undefined)),
    message: text({ error: CONTACT_MESSAGES.messageShort, multiline: true })
      .trim()
      .min(10, CONTACT_MESSAGES.messageShort)
      .max(1000, CONTACT_MESSAGES.messageLong)
      .refine((value) => wordCount(value) >= 3, CONTACT_MESSAGES.messageWords),
  })
  .superRefine((data, ctx) => {
    // Only a message that passes its own rules is checked against the grade, so one message shows at a time.
    const messageOk = typeof data.message === "string" && data.message.length >= 10 && data.message.length <= 1000 && wordCount(data.message) >= 3;
    if (messageOk && !messageFitsGrade(data.message, data.grade_level)) {
      ctx.addIssue({ code: "custom", path: ["message"], message: CONTACT_MESSAGES.gradeMention });
    }
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/** The uploads (ids answered by POST /api/uploads) a contact message lists as its attachments. */
export const contactAttachmentsSchema = z.object({
  attachments: z
    .array(z.uuid({ error: "An attachment could not be found. Please attach the file again." }), {
      error: "Attachments must be a list of uploaded files",
    })
    .refine((ids) => !tooManyFiles(ids.length, CONTACT_UPLOAD_POLICY), tooManyFiles(CONTACT_UPLOAD_POLICY.maxFiles + 1, CONTACT_UPLOAD_POLICY)!)
    .refine((ids) => new Set(ids).size === ids.length, "The same file is attached twice")
    .default([]),
});
