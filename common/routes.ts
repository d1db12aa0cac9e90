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
  /** Route module, relative to app/. */
  file: string;
  /** Guarded routes only: the roles allowed in; an empty list means any signed-in user. */
  roles?: readonly Role[];
}

const ADMIN: readonly Role[] = ["admin", "super_admin"];
const TEACHER: readonly Role[] = ["teacher", "admin", "super_admin"];
const PARENT: readonly Role[] = ["guardian", "parent", "admin", "super_admin"];
const STUDENT: readonly Role[] = ["student", "admin", "super_admin"];
const SHARED: readonly Role[] = ["teacher", "student", "guardian", "parent", "admin", "super_admin"];
const MESSAGING: readonly Role[] = ["guardian", "parent", "teacher", "student", "admin", "super_admin"];

const pub = (path: string, title: string, file: string): RouteEntry => ({ path, kind: "public", title, file });
const app = (path: string, title: string, file: string): RouteEntry => ({ path, kind: "app", title, file });
const guarded = (path: string, title: string, roles: readonly Role[], file = "routes/portal/guarded-page.tsx"): RouteEntry => ({
  path,
  kind: "guarded",
  title,
  file,
  roles,
});

export const ROUTES: readonly RouteEntry[] = [
  pub("/", "Quality Education From Anywhere", "routes/public/home.tsx"),
  pub("/our-school", "About Us", "routes/public/our-school.tsx"),
  pub("/curriculum", "Academics", "routes/public/curriculum.tsx"),
  pub("/daily-life", "Daily Life", "routes/public/daily-life.tsx"),
  pub("/admissions", "Admissions", "routes/public/admissions.tsx"),
  pub("/tuition", "Tuition", "routes/public/tuition.tsx"),
  pub("/faqs", "Frequently Asked Questions", "routes/public/faqs.tsx"),
  pub("/contact", "Contact Us", "routes/public/contact.tsx"),
  pub("/careers", "Careers", "routes/public/careers.tsx"),
  pub("/apply", "Apply to the school", "routes/public/apply.tsx"),
  pub("/application", "Apply to the school", "routes/public/apply.tsx"),

  app("/auth", "Sign In", "routes/auth/auth.tsx"),
  app("/forgot-password", "Forgot Password", "routes/auth/forgot-password.tsx"),
  app("/reset-password", "Reset Password", "routes/auth/reset-password.tsx"),
  app("/verify-email", "Verify Email", "routes/auth/verify-email.tsx"),

  guarded("/portal", "Portal", [], "routes/portal/landing.tsx"),
  guarded("/admin", "Admin Dashboard", ADMIN, "routes/admin/dashboard.tsx"),
  guarded("/admin-portal", "Admin Portal", ADMIN, "routes/admin/dashboard.tsx"),
  guarded("/admin/people", "People", ADMIN, "routes/admin/people.tsx"),
  guarded("/admin/courses", "Courses", ADMIN, "routes/admin/courses.tsx"),
  guarded("/admin/operations", "Operations", ADMIN, "routes/admin/operations.tsx"),
  guarded("/admin/reports", "Reports", ADMIN, "routes/admin/reports.tsx"),
  guarded("/admin/settings", "School Settings", ADMIN, "routes/admin/settings.tsx"),
  guarded("/teacher", "Teacher Dashboard", TEACHER, "routes/teacher/home.tsx"),
  guarded("/enhanced-teacher-portal", "Teacher Portal", TEACHER, "routes/teacher/home.tsx"),
  guarded("/teacher/classes", "Classes", TEACHER, "routes/teacher/classes.tsx"),
  guarded("/teacher/content", "Content", TEACHER),
  guarded("/teacher/insights", "Insights", TEACHER),
  guarded("/teacher/messages", "Teacher Messages", TEACHER),
  guarded("/teacher/gradebook", "Gradebook", TEACHER),
  guarded("/teacher/analytics", "Analytics", TEACHER),
  guarded("/teacher/attendance-reports", "Attendance Reports", TEACHER),
  guarded("/teacher/resource-library", "Resource Library", TEACHER),
  guarded("/parent", "Family Dashboard", PARENT, "routes/family/dashboard.tsx"),
  guarded("/enhanced-parent-portal", "Parent Portal", PARENT, "routes/family/dashboard.tsx"),
  guarded("/parent/progress", "Progress", PARENT),
  guarded("/parent/calendar", "Family Calendar", PARENT, "routes/calendar/parent-calendar.tsx"),
  guarded("/parent/messages", "Family Messages", PARENT),
  guarded("/parent/account", "Account", PARENT, "routes/family/account.tsx"),
  guarded("/student", "Student Dashboard", STUDENT, "routes/student/home.tsx"),
  guarded("/student-portal", "Student Portal", STUDENT, "routes/student/home.tsx"),
  guarded("/student/courses", "My Courses", STUDENT, "routes/student/courses.tsx"),
  guarded("/student/assignments", "My Assignments", STUDENT),
  guarded("/student/calendar", "My Calendar", STUDENT, "routes/calendar/student-calendar.tsx"),
  guarded("/student/messages", "My Messages", STUDENT),
  guarded("/student/profile", "My Profile", STUDENT, "routes/student/profile.tsx"),
  guarded("/student/portfolio", "My Portfolio", STUDENT),
  guarded("/portal/assignments/:id/work", "Assignment Work", STUDENT),
  guarded("/calendar", "Calendar", SHARED, "routes/calendar/calendar.tsx"),
  guarded("/notifications", "Notifications", SHARED),
  guarded("/files", "Files", SHARED),
  guarded("/settings/security", "Security Settings", SHARED, "routes/settings/security.tsx"),
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
