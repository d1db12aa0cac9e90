/**
 * A child's emergency contacts (issue 36, docs/api/students.md): the people the school calls, in
 * order, when no guardian answers. The first comes from the application; staff and the child's
 * guardians replace the list, and every earlier list stays as history. The phone follows the
 * application form's own rule, so a number the application took is never refused here.
 */
import { z } from "zod";
import { applicationSchema } from "../application";
import { optionalText, text } from "../fields";

export const MAX_EMERGENCY_CONTACTS = 3;
export const EMERGENCY_CONTACT_NAME_MAX = 100;
export const EMERGENCY_CONTACT_RELATIONSHIP_MAX = 40;

export const EMERGENCY_CONTACT_MESSAGES = {
  name: "Enter the contact's name",
  nameTooLong: `The contact's name must not exceed ${EMERGENCY_CONTACT_NAME_MAX} characters`,
  atLeastOne: "Give at least one emergency contact",
  tooMany: `Give at most ${MAX_EMERGENCY_CONTACTS} emergency contacts`,
  relationshipTooLong: `The relationship must not exceed ${EMERGENCY_CONTACT_RELATIONSHIP_MAX} characters`,
} as const;

export const emergencyContactInputSchema = z.object({
  name: text({ error: EMERGENCY_CONTACT_MESSAGES.name })
    .trim()
    .min(1, EMERGENCY_CONTACT_MESSAGES.name)
    .max(EMERGENCY_CONTACT_NAME_MAX, EMERGENCY_CONTACT_MESSAGES.nameTooLong),
  phone: applicationSchema.shape.emergency_contact_phone,
  relationship: optionalText(EMERGENCY_CONTACT_RELATIONSHIP_MAX, EMERGENCY_CONTACT_MESSAGES.relationshipTooLong),
});
export type EmergencyContactInput = z.input<typeof emergencyContactInputSchema>;

/** PUT .../emergency-contacts: the whole list in calling order; it replaces the current one. */
export const emergencyContactsInputSchema = z.object({
  contacts: z
    .array(emergencyContactInputSchema, { error: EMERGENCY_CONTACT_MESSAGES.atLeastOne })
    .min(1, EMERGENCY_CONTACT_MESSAGES.atLeastOne)
    .max(MAX_EMERGENCY_CONTACTS, EMERGENCY_CONTACT_MESSAGES.tooMany),
});
export type EmergencyContactsInput = z.input<typeof emergencyContactsInputSchema>;
export type EmergencyContactsChange = z.output<typeof emergencyContactsInputSchema>;

/** A current contact, as the roster and the cards show it. */
export const emergencyContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  relationship: z.string().nullable(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** One row of the history: a contact of some list, who put it there, and when and by whom it was replaced. */
export const emergencyContactHistoryItemSchema = emergencyContactSchema.extend({
  id: z.string(),
  position: z.number(),
  createdAt: z.string(),
  /** The full name of who added it; null when the account is gone. */
  createdBy: z.string().nullable(),
  endedAt: z.string().nullable(),
  endedBy: z.string().nullable(),
});
export type EmergencyContactHistoryItem = z.infer<typeof emergencyContactHistoryItemSchema>;

export const emergencyContactsSchema = z.object({
  current: z.array(emergencyContactSchema),
  /** Every row ever, newest first (the current ones included). */
  history: z.array(emergencyContactHistoryItemSchema),
});
export type EmergencyContacts = z.infer<typeof emergencyContactsSchema>;
