/**
 * The route table of docs/product.md section 2: every path the site answers, what kind of page it is and who
 * may see it. The React Router config (app/routes.ts) and the server's page handler (which answers
 * 200 for these paths and 404 for anything else) are both built from this one list.
 */
import { localizedPath, splitLocalizedPath } from "./i18n/public-paths";
import { LANGUAGES } from "./i18n/languages";
import type { MessageId } from "./i18n/messages";
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
  /** Guarded routes: the title's message, shown in the person's language (`title` is its English). */
  titleId?: MessageId;
  /** Guarded routes only: the roles allowed in; an empty list means any signed-in user. */
  roles?: readonly Role[];
}

// The module rendering each path is in common/route-modules.ts, read only at build time.
const pub = (path: string, title: string): RouteEntry => ({ path, kind: "public", title });
const app = (path: string, title: string): RouteEntry => ({ path, kind: "app", title });
const guarded = (path: string, title: string, roles: readonly Role[], titleId: MessageId): RouteEntry => ({ path, kind: "guarded", title, roles, titleId });

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
  app("/auth/card", "Sign in with your card"),
  app("/forgot-password", "Forgot Password"),
  app("/reset-password", "Reset Password"),
  app("/verify-email", "Verify Email"),

  guarded("/portal", "Portal", [], "portal.title.portal"),
  guarded("/admin", "Admin Dashboard", ADMIN_ROLES, "portal.title.admin"),
  guarded("/admin-portal", "Admin Portal", ADMIN_ROLES, "portal.title.adminPortal"),
  guarded("/admin/people", "People", ADMIN_ROLES, "portal.title.adminPeople"),
  guarded("/admin/courses", "Courses", ADMIN_ROLES, "portal.title.adminCourses"),
  guarded("/admin/operations", "Operations", ADMIN_ROLES, "portal.title.adminOperations"),
  guarded("/admin/reports", "Reports", ADMIN_ROLES, "portal.title.adminReports"),
  guarded("/admin/settings", "School Settings", ADMIN_ROLES, "portal.title.adminSettings"),
  guarded("/teacher", "Teacher Dashboard", TEACHER_ROLES, "portal.title.teacher"),
  guarded("/enhanced-teacher-portal", "Teacher Portal", TEACHER_ROLES, "portal.title.enhancedTeacherPortal"),
  guarded("/teacher/classes", "Classes", TEACHER_ROLES, "portal.title.teacherClasses"),
  guarded("/teacher/content", "Assignments", TEACHER_ROLES, "portal.title.teacherContent"),
  guarded("/teacher/insights", "Insights", TEACHER_ROLES, "portal.title.teacherInsights"),
  guarded("/teacher/messages", "Teacher Messages", TEACHER_ROLES, "portal.title.teacherMessages"),
  guarded("/teacher/gradebook", "Gradebook", TEACHER_ROLES, "portal.title.teacherGradebook"),
  guarded("/teacher/analytics", "Analytics", TEACHER_ROLES, "portal.title.teacherAnalytics"),
  guarded("/teacher/attendance-reports", "Attendance Reports", TEACHER_ROLES, "portal.title.teacherAttendanceReports"),
  guarded("/teacher/resource-library", "Resource Library", TEACHER_ROLES, "portal.title.teacherResourceLibrary"),
  // Issue 34: the teacher's view of the learning games (practice per child and standard, games assigned).
  guarded("/teacher/practice", "Practice", TEACHER_ROLES, "portal.title.teacherPractice"),
  guarded("/parent", "Family Dashboard", FAMILY_ROLES, "portal.title.parent"),
  guarded("/enhanced-parent-portal", "Parent Portal", FAMILY_ROLES, "portal.title.enhancedParentPortal"),
  guarded("/parent/progress", "Progress", FAMILY_ROLES, "portal.title.parentProgress"),
  guarded("/parent/calendar", "Family Calendar", FAMILY_ROLES, "portal.title.parentCalendar"),
  guarded("/parent/messages", "Family Messages", FAMILY_ROLES, "portal.title.parentMessages"),
  guarded("/parent/account", "Account", FAMILY_ROLES, "portal.title.parentAccount"),
  guarded("/student", "Student Dashboard", STUDENT_ROLES, "portal.title.student"),
  guarded("/student-portal", "Student Portal", STUDENT_ROLES, "portal.title.studentPortal"),
  guarded("/student/courses", "My Courses", STUDENT_ROLES, "portal.title.studentCourses"),
  guarded("/student/assignments", "My Assignments", STUDENT_ROLES, "portal.title.studentAssignments"),
  guarded("/student/calendar", "My Calendar", STUDENT_ROLES, "portal.title.studentCalendar"),
  guarded("/student/messages", "My Messages", STUDENT_ROLES, "portal.title.studentMessages"),
  guarded("/student/profile", "My Profile", STUDENT_ROLES, "portal.title.studentProfile"),
  guarded("/student/portfolio", "My Portfolio", STUDENT_ROLES, "portal.title.studentPortfolio"),
  // Issue 34: the learning games the student portal promises.
  guarded("/student/games", "My Games", STUDENT_ROLES, "portal.title.studentGames"),
  guarded("/portal/assignments/:id/work", "Assignment Work", STUDENT_ROLES, "portal.title.portalAssignmentsWork"),
  guarded("/calendar", "Calendar", ROLES, "portal.title.calendar"),
  guarded("/notifications", "Notifications", ROLES, "portal.title.notifications"),
  guarded("/files", "Files", ROLES, "portal.title.files"),
  guarded("/settings/security", "Security Settings", ROLES, "portal.title.settingsSecurity"),
  guarded("/messages", "Messages", ROLES, "portal.title.messages"),
  guarded("/video-session/:sessionId", "Video Session", ROLES, "portal.title.videoSession"),
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
  // A public page or a sign-in and recovery page in another language ("/es/tuition", "/es/", "/es/auth");
  // signed-in pages have one address, in the person's language.
  const { language, path } = splitLocalizedPath(pathname);
  if (language === "en" || localizedPath(path, language) !== pathname) return undefined;
  const translated = matchers.find((m) => m.re.test(path))?.route;
  return translated && translated.kind !== "guarded" ? translated : undefined;
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
