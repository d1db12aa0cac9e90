/**
 * Staff management of accounts (/admin/people, docs/api/admin-people.md) and the audit log. The
 * same schemas validate the "Add person" dialog and the server.
 */
import { z } from "zod";
import { ADMIN_ROLES, ROLES, type Role } from "../roles";
import { registerSchema } from "./auth";
import { email, FULL_NAME_MAX, FULL_NAME_TOO_LONG, optionalPhone, text } from "./fields";
import { optionalDate, optionalQuery, orderedDateRange, pagingQuerySchema, searchQuery } from "./paging";

/** How staff screens and mails name a role. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  super_admin: "Super admin",
  teacher: "Teacher",
  guardian: "Guardian",
  parent: "Parent",
  student: "Student",
};

/** Roles any staff member may create; admin accounts are created by a super_admin only. */
export const STAFF_CREATABLE_ROLES = ["teacher", "parent", "guardian", "student"] as const satisfies readonly Role[];

/** The roles `actorRole` may create and act on (deactivate, reset 2FA, resend the set-password email). */
export function manageableRoles(actorRole: Role | undefined): readonly Role[] {
  if (actorRole === "super_admin") return ROLES;
  if (actorRole === "admin") return STAFF_CREATABLE_ROLES;
  return [];
}

export function canManageRole(actorRole: Role | undefined, targetRole: string) {
  return (manageableRoles(actorRole) as readonly string[]).includes(targetRole);
}

export const isAdminRole = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role);

export const FULL_NAME_MESSAGES = {
  required: "Full name is required",
  tooLong: FULL_NAME_TOO_LONG,
} as const;

export const ROLE_MESSAGE = "Choose a role";

export const createPersonSchema = z.object({
  username: registerSchema.shape.username,
  fullName: text({ error: FULL_NAME_MESSAGES.required }).trim().min(1, FULL_NAME_MESSAGES.required).max(FULL_NAME_MAX, FULL_NAME_MESSAGES.tooLong),
  email: email(),
  phone: optionalPhone(),
  role: z.enum(ROLES, { error: ROLE_MESSAGE }),
});
export type CreatePersonInput = z.input<typeof createPersonSchema>;
export type CreatePerson = z.output<typeof createPersonSchema>;

export const ACCOUNT_STATES = ["active", "deactivated"] as const;

export const usersQuerySchema = pagingQuerySchema.extend({
  q: searchQuery(),
  role: optionalQuery(z.enum(ROLES, { error: "Unknown role" })),
  state: optionalQuery(z.enum(ACCOUNT_STATES, { error: "State must be active or deactivated" })),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/** One account as the staff list shows it (never a password hash, secret or token). */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  mfaEnabled: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The start of the newest session still on record, when there is one (ISO 8601). */
  lastSignInAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const auditQuerySchema = pagingQuerySchema
  .extend({
    q: searchQuery(),
    /** An action ("user.created") or a group of them ("user"). */
    action: optionalQuery(
      text()
        .trim()
        .max(80, "Action must not exceed 80 characters")
        .regex(/^[a-z_.]*$/, "Unknown action"),
    ),
    /** Part of the acting staff member's username. */
    actor: searchQuery(),
    /** First and last day, inclusive, in the school's time zone. */
    from: optionalDate(),
    to: optionalDate(),
  })
  .superRefine(orderedDateRange);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntryViewSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorUsername: z.string(),
  actorRole: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;
