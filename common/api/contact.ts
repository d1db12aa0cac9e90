/** The General Contact form (docs/product.md section 7, docs/api/public-forms.md). */
import { z } from "zod";
import { contactAttachmentsSchema, contactSchema } from "../schemas/contact";
import { defineContract, PUBLIC } from "./contract";

/**
 * A contact message with its upload ids (`attachments`). The two schemas' problems are reported
 * together, as parseInput does with two schemas: an intersection checks both sides and joins their issues.
 */
export const sendContact = defineContract({
  method: "POST",
  path: "/api/contact",
  roles: PUBLIC,
  body: z.intersection(contactSchema, contactAttachmentsSchema),
  output: z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.string() }) }),
  status: 201,
});
