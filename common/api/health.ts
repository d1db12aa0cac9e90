/** The health check for load balancers (docs/product.md section 7, "Operations"). */
import { z } from "zod";
import { defineContract, PUBLIC } from "./contract";

/** 200 `{status: "ok", database: "ok"}` when this instance reaches its database, 503 with "error"/"unreachable" otherwise. */
export const health = defineContract({
  method: "GET",
  path: "/api/health",
  roles: PUBLIC,
  output: z.object({ status: z.enum(["ok", "error"]), database: z.enum(["ok", "unreachable"]) }),
});
