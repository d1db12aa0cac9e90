/** The signed-in user (docs/api/accounts.md, docs/product.md section 7). */
import { userSchema } from "../types/session";
import { defineContract, PUBLIC } from "./contract";

/** The signed-in user, or 401 "Not authenticated" (which the client reads as null). */
export const currentUser = defineContract({
  method: "GET",
  path: "/api/user",
  roles: PUBLIC,
  output: userSchema,
});
