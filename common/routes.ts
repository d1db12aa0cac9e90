/**
 * The route table of docs/product.md section 2: every path the site answers, what kind of page it is and who
 * may see it. The React Router config (app/routes.ts) and the server's page handler (which answers
 * 200 for these paths and 404 for anything else) are both built from this one list.
 */
import { localizedPath, splitLocalizedPath } from "./i18n/public-paths";
import { LANGUAGES } from "./i18n/languages";
import { ADMIN_ROLES, FAMILY_ROLES, ROLES, TEACHER_ROLES, STUDENT_ROLES, type Role } from "./roles";

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
  guarded("/admin", "Admin Dashboard", ADMIN_ROLES),
  guarded("/admin-portal", "Admin Portal", ADMIN_ROLES),
  guarded("/admin/people", "People", ADMIN_ROLES),
  guarded("/admin/courses", "Courses", ADMIN_ROLES),
  guarded("/admin/operations", "Operations", ADMIN_ROLES),
  guarded("/admin/reports", "Reports", ADMIN_ROLES),
  guarded("/admin/settings", "School Settings", ADMIN_ROLES),
  guarded("/teacher", "Teacher Dashboard", TEACHER_ROLES),
  guarded("/enhanced-teacher-portal", "Teacher Portal", TEACHER_ROLES),
  guarded("/teacher/classes", "Classes", TEACHER_ROLES),
  guarded("/teacher/content", "Assignments", TEACHER_ROLES),
  guarded("/teacher/insights", "Insights", TEACHER_ROLES),
  guarded("/teacher/messages", "Teacher Messages", TEACHER_ROLES),
  guarded("/teacher/gradebook", "Gradebook", TEACHER_ROLES),
  guarded("/teacher/analytics", "Analytics", TEACHER_ROLES),
  guarded("/teacher/attendance-reports", "Attendance Reports", TEACHER_ROLES),
  guarded("/teacher/resource-library", "Resource Library", TEACHER_ROLES),
  guarded("/parent", "Family Dashboard", FAMILY_ROLES),
  guarded("/enhanced-parent-portal", "Parent Portal", FAMILY_ROLES),
  guarded("/parent/progress", "Progress", FAMILY_ROLES),
  guarded("/parent/calendar", "Family Calendar", FAMILY_ROLES),
  guarded("/parent/messages", "Family Messages", FAMILY_ROLES),
  guarded("/parent/account", "Account", FAMILY_ROLES),
  guarded("/student", "Student Dashboard", STUDENT_ROLES),
  guarded("/student-portal", "Student Portal", STUDENT_ROLES),
  guarded("/student/courses", "My Courses", STUDENT_ROLES),
  guarded("/student/assignments", "My Assignments", STUDENT_ROLES),
  guarded("/student/calendar", "My Calendar", STUDENT_ROLES),
  guarded("/student/messages", "My Messages", STUDENT_ROLES),
  guarded("/student/profile", "My Profile", STUDENT_ROLES),
  guarded("/student/portfolio", "My Portfolio", STUDENT_ROLES),
  guarded("/portal/assignments/:id/work", "Assignment Work", STUDENT_ROLES),
  guarded("/calendar", "Calendar", ROLES),
  guarded("/notifications", "Notifications", ROLES),
  guarded("/files", "Files", ROLES),
  guarded("/settings/security", "Security Settings", ROLES),
  guarded("/messages", "Messages", ROLES),
  guarded("/video-session/:sessionId", "Video Session", ROLES),
];

export const PUBLIC_PATHS = ROUTES.filter((r) => r.kind === "public").map((r) => r.path);

/** Every prerendered public page in every language: "/tuition", "/es/tuition", "/es/"... */
export const PAGE_PATHS: readonly string[] = LANGUAGES.flatMap((language) => PUBLIC_PATHS.map((path) => localizedPath(path, language)));

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
  const route = matchers.find((m) => m.re.test(pathname))?.route;
  if (route) return route;
  // A public page in another language ("/es/tuition", "/es/").
  const { language, path } = splitLocalizedPath(pathname);
  if (language === "en" || localizedPath(path, language) !== pathname) return undefined;
  const translated = matchers.find((m) => m.re.test(path))?.route;
  return translated?.kind === "public" ? translated : undefined;
}

/** docs/product.md section 2: the links of the top bar and of the footer. */
export const HEADER_LINKS = [
  { to: "/our-school", label: "About Us", message: "site.nav.aboutUs" },
  { to: "/curriculum", label: "Academics", message: "site.nav.academics" },
  { to: "/admissions", label: "Admissions", message: "site.nav.admissions" },
  { to: "/tuition", label: "Tuition", message: "site.nav.tuition" },
  { to: "/careers", label: "Careers", message: "site.nav.careers" },
] as const;

export const FOOTER_LINKS = [
  { to: "/our-school", label: "About Us", message: "site.nav.aboutUs" },
  { to: "/curriculum", label: "Academics", message: "site.nav.academics" },
  { to: "/admissions", label: "Admissions", message: "site.nav.admissions" },
  { to: "/contact", label: "Contact", message: "site.nav.contact" },
] as const;
