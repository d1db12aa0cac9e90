export const ROLES = ["admin", "super_admin", "teacher", "guardian", "parent", "student"] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES = ["admin", "super_admin"] as const satisfies readonly Role[];

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
