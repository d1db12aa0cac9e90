/**
 * The route table of docs/product.md section 2: every path the site answers, what kind of page it is and who
 * may see it. The React Router config (app/routes.ts) and the server's page handler (which answers
 * 200 for these paths and 404 for anything else) are both built from this one list.
 */
import type { Role } from "./roles";

export type RouteKind =
  /** Prerendered to static HTML with the shared header and footer. */
  | "public"
  /** Rendered in the browser from the app shell, without the shared layout. */
  | "app"
  /** Rendered in the browser behind the protected-route guard. */
  | "guarded";

export interface RouteEntry {
  path: string;
  kind: RouteKind;
  /** Page heading and the first part of the browser title. */
  title: string;
  /** Guarded routes only: the roles allowed in; an empty list means any signed-in user. */
  roles?: readonly Role[];
}

const ADMIN: readonly Role[] = ["admin", "super_admin"];
const TEACHER: readonly Role[] = ["teacher", "admin", "super_admin"];
const PARENT: readonly Role[] = ["guardian", "parent", "admin", "super_admin"];
const STUDENT: readonly Role[] = ["student", "admin", "super_admin"];
const SHARED: readonly Role[] = ["teacher", "student", "guardian", "parent", "admin", "super_admin"];
const MESSAGING: readonly Role[] = ["guardian", "parent", "teacher", "student", "admin", "super_admin"];

// The module rendering each path is in common/route-modules.ts, read only at build time.
const pub = (path: string, title: string): RouteEntry => ({ path, kind: "public", title });
const app = (path: string, title: string): RouteEntry => ({ path, kind: "app", title });
const guarded = (path: string, title: string, roles: readonly Role[]): RouteEntry => ({ path, kind: "guarded", title, roles });

export const ROUTES: readonly RouteEntry[] = [
  pub("/", "Quality Education From Anywhere"),
  pub("/our-school", "About Us"),
  pub("/curriculum", "Academics"),
  pub("/daily-life", "Daily Life"),
  pub("/admissions", "Admissions"),
  pub("/tuition", "Tuition"),
  pub("/faqs", "Frequently Asked Questions"),
  pub("/contact", "Contact Us"),
  pub("/careers", "Careers"),
  pub("/apply", "Apply to the school"),
  pub("/application", "Apply to the school"),

  app("/auth", "Sign In"),
  app("/forgot-password", "Forgot Password"),
  app("/reset-password", "Reset Password"),
  app("/verify-email", "Verify Email"),

  guarded("/portal", "Portal", []),
  guarded("/admin", "Admin Dashboard", ADMIN),
  guarded("/admin-portal", "Admin Portal", ADMIN),
  guarded("/admin/people", "People", ADMIN),
  guarded("/admin/courses", "Courses", ADMIN),
  guarded("/admin/operations", "Operations", ADMIN),
  guarded("/admin/reports", "Reports", ADMIN),
  guarded("/admin/settings", "School Settings", ADMIN),
  guarded("/teacher", "Teacher Dashboard", TEACHER),
  guarded("/enhanced-teacher-portal", "Teacher Portal", TEACHER),
  guarded("/teacher/classes", "Classes", TEACHER),
  guarded("/teacher/content", "Content", TEACHER),
  guarded("/teacher/insights", "Insights", TEACHER),
  guarded("/teacher/messages", "Teacher Messages", TEACHER),
  guarded("/teacher/gradebook", "Gradebook", TEACHER),
  guarded("/teacher/analytics", "Analytics", TEACHER),
  guarded("/teacher/attendance-reports", "Attendance Reports", TEACHER),
  guarded("/teacher/resource-library", "Resource Library", TEACHER),
  guarded("/parent", "Family Dashboard", PARENT),
  guarded("/enhanced-parent-portal", "Parent Portal", PARENT),
  guarded("/parent/progress", "Progress", PARENT),
  guarded("/parent/calendar", "Family Calendar", PARENT),
  guarded("/parent/messages", "Family Messages", PARENT),
  guarded("/parent/account", "Account", PARENT),
  guarded("/student", "Student Dashboard", STUDENT),
  guarded("/student-portal", "Student Portal", STUDENT),
  guarded("/student/courses", "My Courses", STUDENT),
  guarded("/student/assignments", "My Assignments", STUDENT),
  guarded("/student/calendar", "My Calendar", STUDENT),
  guarded("/student/messages", "My Messages", STUDENT),
  guarded("/student/profile", "My Profile", STUDENT),
  guarded("/student/portfolio", "My Portfolio", STUDENT),
  guarded("/portal/assignments/:id/work", "Assignment Work", STUDENT),
  guarded("/calendar", "Calendar", SHARED),
  guarded("/notifications", "Notifications", SHARED),
  guarded("/files", "Files", SHARED),
  guarded("/settings/security", "Security Settings", SHARED),
  guarded("/messages", "Messages", MESSAGING),
  guarded("/video-session/:sessionId", "Video Session", MESSAGING),
];

export const PUBLIC_PATHS = ROUTES.filter((r) => r.kind === "public").map((r) => r.path);

/** Turns "/portal/assignments/:id/work" into a matcher for one path segment per parameter. */
function toMatcher(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

const matchers = ROUTES.map((route) => ({ route, re: toMatcher(route.path) }));

/** The route entry for a concrete pathname (no query string, no trailing slash), if any. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return matchers.find((m) => m.re.test(pathname))?.route;
}

/** docs/product.md section 2: the links of the top bar and of the footer. */
export const HEADER_LINKS = [
  { to: "/our-school", label: "About Us" },
  { to: "/curriculum", label: "Academics" },
  { to: "/admissions", label: "Admissions" },
  { to: "/tuition", label: "Tuition" },
  { to: "/careers", label: "Careers" },
] as const;

export const FOOTER_LINKS = [
  { to: "/our-school", label: "About Us" },
  { to: "/curriculum", label: "Academics" },
  { to: "/admissions", label: "Admissions" },
  { to: "/contact", label: "Contact" },
] as const;
