/** The school's public settings, which carry the anti-forgery token, and the security settings (docs/product.md section 7). */
import { z } from "zod";
import { ADMIN_ROLES } from "../roles";
import { defineContract, ok, PUBLIC } from "./contract";

/**
 * The school's public identity; its X-CSRF-Token header is the anti-forgery token (read by
 * app/lib/api.ts itself, which fetches this address directly).
 */
export const publicSettings = defineContract({
  method: "GET",
  path: "/api/settings",
  roles: PUBLIC,
  output: ok(z.object({ schoolName: z.string(), timeZone: z.string() })),
});

/** The idle timeout, read-only, for the admin roles. */
export const securitySettings = defineContract({
  method: "GET",
  path: "/api/settings/security",
  roles: ADMIN_ROLES,
  output: ok(z.object({ session_timeout_minutes: z.number() })),
});
