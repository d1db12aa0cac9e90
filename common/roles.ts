export const ROLES = ["admin", "super_admin", "teacher", "guardian", "parent", "student"] as const;
export type Role = (typeof ROLES)[number];

/*
 * THE role groups (issue 31): every "who may" list of the app and the server is one of these (or ROLES,
 * everyone), never a list written where it is used.
 */
/** The office. */
export const ADMIN_ROLES = ["admin", "super_admin"] as const satisfies readonly Role[];
/** A child's family: the two roles a guardian link gives (a guardian and a parent stand alike to the child). */
export const GUARDIAN_ROLES = ["guardian", "parent"] as const satisfies readonly Role[];
/** The teacher's pages and reads: teachers, and the office (which may act for any teacher). */
export const TEACHER_ROLES = ["teacher", ...ADMIN_ROLES] as const satisfies readonly Role[];
/** The family's pages and reads: a child's guardians, and the office. */
export const FAMILY_ROLES = [...GUARDIAN_ROLES, ...ADMIN_ROLES] as const satisfies readonly Role[];
/** A child's own pages and reads: the child, and the office. */
export const STUDENT_ROLES = ["student", ...ADMIN_ROLES] as const satisfies readonly Role[];
/** Everyone but children. */
export const ADULT_ROLES = ["teacher", ...GUARDIAN_ROLES, ...ADMIN_ROLES] as const satisfies readonly Role[];

/** Whether `role` is one of the group (no role, as before the user is read, is in none). */
export function inRoleGroup(role: string | null | undefined, group: readonly Role[]): boolean {
  return role != null && (group as readonly string[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Where a signed-in user lands when they open /auth (docs/product.md section 2, /auth). */
export function homePathForRole(role: string): string {
  switch (role) {
    case "admin":
    case "super_admin":
      return "/admin";
    case "teacher":
      return "/teacher";
    case "guardian":
    case "parent":
      return "/parent";
    case "student":
      return "/student";
    default:
      return "/portal";
  }
}
