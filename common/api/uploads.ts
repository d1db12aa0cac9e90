/** Contact attachments, one file per call (docs/api/public-forms.md). */
import { z } from "zod";
import { defineContract, MULTIPART, ok, PUBLIC } from "./contract";

/** One attachment (multipart part "file"); answers the upload id the contact message lists. */
export const uploadAttachment = defineContract({
  method: "POST",
  path: "/api/uploads",
  roles: PUBLIC,
  body: MULTIPART,
  output: ok(z.object({ id: z.string(), name: z.string(), size: z.number() })),
  status: 201,
});
