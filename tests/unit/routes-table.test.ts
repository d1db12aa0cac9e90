/**
 * The route table (common/routes.ts) against docs/product.md section 2. The expected tables are copied from
 * the spec by hand, not derived from the module, so a change to either shows up here.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { homePathForRole, isRole, ROLES } from "#common/roles";
import { FOOTER_LINKS, findRoute, HEADER_LINKS, PUBLIC_PATHS, ROUTES } from "#common/routes";
import { t } from "#common/i18n/messages";
import { routeModule } from "#common/route-modules";

// docs/product.md section 2, "Public pages (shared layout with header and footer)".
const PUBLIC = ["/", "/our-school", "/curriculum", "/daily-life", "/admissions", "/tuition", "/faqs", "/contact", "/careers", "/apply", "/application"];

// docs/product.md section 2, "Public pages without the shared layout", /verify-email (issue 6: the
// link of the email verification mail, docs/api/family-and-account.md) and /auth/card (issue 34: the
// page a child's sign-in card's QR code opens).
const APP = ["/auth", "/auth/card", "/forgot-password", "/reset-password", "/verify-email"];

const ADMIN = ["admin", "super_admin"];
const TEACHER = ["teacher", "admin", "super_admin"];
const PARENT = ["guardian", "parent", "admin", "super_admin"];
const STUDENT = ["student", "admin", "super_admin"];
const SHARED = ["teacher", "student", "guardian", "parent", "admin", "super_admin"];
const MESSAGING = ["guardian", "parent", "teacher", "student", "admin", "super_admin"];

// docs/product.md section 2, "Guarded routes". An empty list is "any signed-in user"; {id} is written :id.
const GUARDED: Record<string, string[]> = {
  "/portal": [],
  "/admin": ADMIN,
  "/admin-portal": ADMIN,
  "/admin/people": ADMIN,
  "/admin/courses": ADMIN,
  "/admin/operations": ADMIN,
  "/admin/reports": ADMIN,
  "/admin/settings": ADMIN,
  "/teacher": TEACHER,
  "/enhanced-teacher-portal": TEACHER,
  "/teacher/classes": TEACHER,
  "/teacher/content": TEACHER,
  "/teacher/insights": TEACHER,
  "/teacher/messages": TEACHER,
  "/teacher/gradebook": TEACHER,
  "/teacher/analytics": TEACHER,
  "/teacher/attendance-reports": TEACHER,
  "/teacher/resource-library": TEACHER,
  "/parent": PARENT,
  "/enhanced-parent-portal": PARENT,
  "/parent/progress": PARENT,
  "/parent/calendar": PARENT,
  "/parent/messages": PARENT,
  "/parent/account": PARENT,
  "/student": STUDENT,
  "/student-portal": STUDENT,
  "/student/courses": STUDENT,
  "/student/assignments": STUDENT,
  "/student/calendar": STUDENT,
  "/student/messages": STUDENT,
  "/student/profile": STUDENT,
  "/student/portfolio": STUDENT,
  // Issue 34: the learning games and the teacher's view of them.
  "/student/games": STUDENT,
  "/teacher/practice": TEACHER,
  "/portal/assignments/:id/work": STUDENT,
  "/calendar": SHARED,
  "/notifications": SHARED,
  "/files": SHARED,
  "/settings/security": SHARED,
  "/messages": MESSAGING,
  "/video-session/:sessionId": MESSAGING,
};

const sorted = (roles: readonly string[] | undefined) => [...(roles ?? [])].sort();

describe("ROUTES", () => {
  it("holds exactly the paths of docs/product.md section 2, each once", () => {
    const paths = ROUTES.map((r) => r.path);

    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...PUBLIC, ...APP, ...Object.keys(GUARDED)].sort());
  });

  it("serves the public pages with the shared layout, /apply and /application included", () => {
    for (const p of PUBLIC) expect(findRoute(p)?.kind, p).toBe("public");
    expect([...PUBLIC_PATHS].sort()).toEqual([...PUBLIC].sort());
  });

  it("shows the same application form on /apply and /application", () => {
    expect(routeModule("/apply")).toBe(routeModule("/application"));
    expect(findRoute("/apply")?.title).toBe("Apply to the school");
  });

  it("renders /auth, /forgot-password and /reset-password as app routes without a guard", () => {
    for (const p of APP) {
      const route = findRoute(p);
      expect(route?.kind, p).toBe("app");
      expect(route?.roles, p).toBeUndefined();
    }
  });

  // Issue 32: the sign-in and recovery pages in Spanish; signed-in pages keep one address.
  it("answers /es/auth, /es/forgot-password, /es/reset-password and /es/verify-email as the same app routes", () => {
    for (const p of APP) expect(findRoute(`/es${p}`), p).toBe(findRoute(p));
    for (const p of ["/es/portal", "/es/admin", "/es/portal/assignments/1/work", "/es/auth/", "/es/es/auth", "/en/auth", "/fr/auth"]) {
      expect(findRoute(p), p).toBeUndefined();
    }
  });

  it.each(Object.entries(GUARDED))("guards %s with the spec's roles", (p, roles) => {
    const route = ROUTES.find((r) => r.path === p);
    expect(route?.kind).toBe("guarded");
    expect(sorted(route?.roles)).toEqual(sorted(roles));
  });

  it("never lists a role that does not exist", () => {
    for (const route of ROUTES) for (const role of route.roles ?? []) expect(isRole(role), `${route.path}: ${role}`).toBe(true);
  });

  it("points every route at an existing route module", () => {
    for (const route of ROUTES) expect(existsSync(path.resolve(import.meta.dirname, "../../app", routeModule(route.path))), routeModule(route.path)).toBe(true);
  });
});

describe("findRoute", () => {
  it("matches parameterised paths one segment per parameter", () => {
    expect(findRoute("/portal/assignments/42/work")?.path).toBe("/portal/assignments/:id/work");
    expect(findRoute("/video-session/abc")?.path).toBe("/video-session/:sessionId");
  });

  it.each([
    "/portal/assignments//work",
    "/portal/assignments/1/2/work",
    "/video-session/",
    "/video-session/a/b",
    "/nope",
    "/our-school/extra",
    "/our-school/",
    "/OUR-SCHOOL",
    "",
  ])("finds nothing for %j", (p) => {
    expect(findRoute(p)).toBeUndefined();
  });

  it("does not treat regular-expression characters in a path as patterns", () => {
    expect(findRoute("/admin-portal")?.path).toBe("/admin-portal");
    expect(findRoute("/adminXportal")).toBeUndefined();
  });
});

describe("shared chrome links", () => {
  it("top bar: About Us, Academics, Admissions, Tuition, Careers", () => {
    expect(HEADER_LINKS.map(({ to, label }) => ({ to, label }))).toEqual([
      { to: "/our-school", label: "About Us" },
      { to: "/curriculum", label: "Academics" },
      { to: "/admissions", label: "Admissions" },
      { to: "/tuition", label: "Tuition" },
      { to: "/careers", label: "Careers" },
    ]);
  });

  it("footer: /our-school, /curriculum, /admissions and /contact", () => {
    expect(FOOTER_LINKS.map((l) => l.to)).toEqual(["/our-school", "/curriculum", "/admissions", "/contact"]);
    for (const link of FOOTER_LINKS) expect(link.label.trim()).not.toBe("");
  });

  it("links only to public pages", () => {
    for (const link of [...HEADER_LINKS, ...FOOTER_LINKS]) expect(findRoute(link.to)?.kind, link.to).toBe("public");
    // The English catalogue shows the spec's label.
    for (const link of [...HEADER_LINKS, ...FOOTER_LINKS]) expect(t("en", link.message)).toBe(link.label);
  });
});

describe("roles", () => {
  it("are the six roles of docs/product.md section 6", () => {
    expect([...ROLES].sort()).toEqual(["admin", "guardian", "parent", "student", "super_admin", "teacher"]);
  });

  it("isRole rejects anything else", () => {
    expect(isRole("parent")).toBe(true);
    for (const value of ["Parent", "", "root", null, undefined, 1]) expect(isRole(value)).toBe(false);
  });

  // docs/product.md section 2, /auth: where an already signed-in user is sent.
  it.each([
    ["admin", "/admin"],
    ["super_admin", "/admin"],
    ["teacher", "/teacher"],
    ["guardian", "/parent"],
    ["parent", "/parent"],
    ["student", "/student"],
    ["janitor", "/portal"],
    ["", "/portal"],
    ["ADMIN", "/portal"],
  ])("homePathForRole(%j) is %s", (role, expected) => {
    expect(homePathForRole(role)).toBe(expected);
  });
});
