/** The standards catalog (docs/api/standards.md): the picker of teachers and staff. */
import { TEACHER_ROLES } from "../../roles";
import { standardsAnswerSchema, standardsQuerySchema } from "../../schemas/learning/standards";
import { defineContract, ok } from "../contract";

/** The standards that match the subject, grade and words, for the assignment form and the gradebook. */
export const standards = defineContract({
  method: "GET",
  path: "/api/standards",
  roles: TEACHER_ROLES,
  query: standardsQuerySchema,
  output: ok(standardsAnswerSchema),
});
