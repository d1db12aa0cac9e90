/** A family's children (docs/api/portal-homes.md): the contracts of the guardian's children and each child's day. */
import { FAMILY_ROLES } from "../../roles";
import { childDayQuerySchema, childDaySchema, familyChildSchema, familyHomeSchema } from "../../schemas/learning/homes";
import { defineContract, ok } from "../contract";
import { z } from "zod";

/** The children linked to the signed-in guardian (an empty list for anyone else of the family roles). */
export const familyChildren = defineContract({
  method: "GET",
  path: "/api/family/children",
  roles: FAMILY_ROLES,
  output: ok(z.array(familyChildSchema)),
});

/** One of the family's children's day: classes that day and the next school day, classes, accommodations. */
export const childDay = defineContract({
  method: "GET",
  path: "/api/family/children/:studentId/day",
  roles: FAMILY_ROLES,
  query: childDayQuerySchema,
  output: ok(childDaySchema),
});

/**
 * The top of the family's home: their children's work due today or tomorrow, and the latest of their
 * work (handed in, returned with the comment) and badges, newest first (empty for anyone without children).
 */
export const familyHome = defineContract({
  method: "GET",
  path: "/api/family/home",
  roles: FAMILY_ROLES,
  output: ok(familyHomeSchema),
});
