/**
 * Children's sign-in cards (issue 34, docs/api/sign-in-cards.md): a guardian makes and replaces their
 * own children's cards, a class's lead or co-teacher those of the class's children, the office
 * anyone's. A code is stored hashed, so it is answered once, by the call that makes it; making a card
 * for a child who has one replaces it, and the old code stops working at once. Another family's
 * child, or a class the teacher does not teach, reads as missing.
 */
import { z } from "zod";
import { ADULT_ROLES, GUARDIAN_ROLES, TEACHER_ROLES } from "../../roles";
import { classCardsSchema, printableSignInCardSchema, signInCardStatusSchema } from "../../schemas/sign-in-cards";
import { defineContract, ok } from "../contract";

/** The guardian's children and whether each has a live card. */
export const familySignInCards = defineContract({
  method: "GET",
  path: "/api/family/sign-in-cards",
  roles: GUARDIAN_ROLES,
  output: ok(z.array(signInCardStatusSchema)),
});

/** A class's children (enrolled now) and whether each has a live card: for its lead or co-teacher, and the office. */
export const classSignInCards = defineContract({
  method: "GET",
  path: "/api/teacher/classes/:classId/sign-in-cards",
  roles: TEACHER_ROLES,
  output: ok(z.array(signInCardStatusSchema)),
});

/** Makes a child's card, replacing their live one; answers it with its code, the only time the code is shown. */
export const makeSignInCard = defineContract({
  method: "POST",
  path: "/api/sign-in-cards/children/:studentId",
  roles: ADULT_ROLES,
  output: ok(printableSignInCardSchema),
  status: 201,
});

/** The class sheet: cards for the class's children without one (or, with replaceExisting, new cards for all); answers the cards made. */
export const makeClassSignInCards = defineContract({
  method: "POST",
  path: "/api/teacher/classes/:classId/sign-in-cards",
  roles: TEACHER_ROLES,
  body: classCardsSchema,
  output: ok(z.array(printableSignInCardSchema)),
  status: 201,
});
