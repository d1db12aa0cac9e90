/**
 * How a guardian's children sign in, and a guardian sets their own child's password and helpers
 * (docs/api/students.md). Another family's child reads as missing (the route's own check).
 */
import { z } from "zod";
import { learnerPreferencesSchema } from "../../learning/preferences";
import { GUARDIAN_ROLES } from "../../roles";
import { languageChoiceSchema } from "../../schemas/account";
import { emergencyContactsInputSchema, emergencyContactsSchema } from "../../schemas/learning/emergency-contacts";
import { childPasswordSchema, childPreferencesPatchSchema, childSignInSchema } from "../../schemas/learning/students";
import { defineContract, done, ok } from "../contract";

/** Each of the guardian's children: their username and whether a password is set. */
export const childrenSignIn = defineContract({
  method: "GET",
  path: "/api/family/children-sign-in",
  roles: GUARDIAN_ROLES,
  output: ok(z.array(childSignInSchema)),
});

/** Sets or resets the guardian's own child's password. */
export const setChildPassword = defineContract({
  method: "POST",
  path: "/api/family/children/:studentId/password",
  roles: GUARDIAN_ROLES,
  body: childPasswordSchema,
  output: done,
});

/** Chooses the language of the guardian's own child's screens and read-aloud (issue 32). */
export const setChildLanguage = defineContract({
  method: "PUT",
  path: "/api/family/children/:studentId/language",
  roles: GUARDIAN_ROLES,
  body: languageChoiceSchema,
  output: ok(languageChoiceSchema),
});

/** A child's accessibility preferences, as their guardian reads them. */
export const childPreferences = defineContract({
  method: "GET",
  path: "/api/family/children/:studentId/preferences",
  roles: GUARDIAN_ROLES,
  output: ok(learnerPreferencesSchema),
});

/** Changes any of the child's preferences; answers them all. */
export const saveChildPreferences = defineContract({
  method: "PATCH",
  path: "/api/family/children/:studentId/preferences",
  roles: GUARDIAN_ROLES,
  body: childPreferencesPatchSchema,
  output: z.object({ success: z.literal(true), message: z.string(), data: learnerPreferencesSchema }),
});

/** The guardian's own child's emergency contacts in force and every earlier list (issue 36). */
export const childEmergencyContacts = defineContract({
  method: "GET",
  path: "/api/family/children/:studentId/emergency-contacts",
  roles: GUARDIAN_ROLES,
  output: ok(emergencyContactsSchema),
});

/** Replaces the guardian's own child's emergency contacts (1 to 3, in calling order); the old list stays as history. */
export const replaceChildEmergencyContacts = defineContract({
  method: "PUT",
  path: "/api/family/children/:studentId/emergency-contacts",
  roles: GUARDIAN_ROLES,
  body: emergencyContactsInputSchema,
  output: done.extend({ data: emergencyContactsSchema }),
});
