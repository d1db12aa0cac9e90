/**
 * THE role groups (common/roles.ts, issue 31): who may do what is said with one of them, never with a
 * list of roles written where it is used (there were 19 such lists, eight of them the same
 * teacher-and-office list under one name).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_ROLES, ADULT_ROLES, FAMILY_ROLES, GUARDIAN_ROLES, inRoleGroup, ROLES, STUDENT_ROLES, TEACHER_ROLES } from "#common/roles";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ROLE = '"(?:admin|super_admin|teacher|guardian|parent|student)"';
/** Two or more roles in one array or set literal. */
const ROLE_LIST = new RegExp(`\\[\\s*${ROLE}\\s*,\\s*${ROLE}`);
/** A role compared twice in one condition (`role === "admin" || role === "super_admin"`). */
const ROLE_PAIR = new RegExp(`role === ${ROLE} \\|\\| [\\w.?]*role === ${ROLE}`);
/**
 * Lists that are facts of their own, not "who may": the six roles, the groups, the portals the sign-in
 * page names, the accounts staff create on /admin/people and the ones a visitor may register.
 */
const OWN_FACTS = new Set(["common/roles.ts", "app/features/auth/portal-copy.ts", "common/schemas/admin-people.ts", "common/schemas/auth.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe("role groups", () => {
  it("are the six roles grouped as the product uses them", () => {
    expect([...ADMIN_ROLES]).toEqual(["admin", "super_admin"]);
    expect([...GUARDIAN_ROLES]).toEqual(["guardian", "parent"]);
    expect([...TEACHER_ROLES].sort()).toEqual(["admin", "super_admin", "teacher"]);
    expect([...FAMILY_ROLES].sort()).toEqual(["admin", "guardian", "parent", "super_admin"]);
    expect([...STUDENT_ROLES].sort()).toEqual(["admin", "student", "super_admin"]);
    expect([...ADULT_ROLES].sort()).toEqual(ROLES.filter((r) => r !== "student").sort());
    expect(inRoleGroup("parent", GUARDIAN_ROLES)).toBe(true);
    expect(inRoleGroup("teacher", GUARDIAN_ROLES)).toBe(false);
    expect(inRoleGroup(undefined, ROLES)).toBe(false);
  });

  it("are the only role lists in the code: no list of roles is written where it is used", () => {
    const found: string[] = [];
    for (const top of ["app", "common", "server", "scripts"]) {
      for (const file of sourceFiles(path.join(ROOT, top))) {
        const name = path.relative(ROOT, file);
        if (OWN_FACTS.has(name)) continue;
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, i) => {
            if (ROLE_LIST.test(line) || ROLE_PAIR.test(line)) found.push(`${name}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found, "use a group of common/roles.ts (or add one there)").toEqual([]);
  });

  it("finds a list written in place", () => {
    expect(ROLE_LIST.test('requireRole(request, ["teacher", "admin", "super_admin"])')).toBe(true);
    expect(ROLE_LIST.test('new Set(["guardian", "parent"])')).toBe(true);
    expect(ROLE_PAIR.test('const staff = viewer.role === "admin" || viewer.role === "super_admin";')).toBe(true);
    expect(ROLE_LIST.test('requireRole(request, ["student"])')).toBe(false);
  });
});
