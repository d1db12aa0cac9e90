/**
 * Which route module renders each path of the route table (common/routes.ts). Only the React Router
 * config (app/routes.ts) reads it, at build time, so the module names stay out of the code every page
 * downloads; a guarded path not listed here is an area not built yet (routes/portal/guarded-page.tsx).
 */
export const GUARDED_PLACEHOLDER = "routes/portal/guarded-page.tsx";

const MODULES: Record<string, string> = {
  "/": "routes/public/home.tsx",
  "/our-school": "routes/public/our-school.tsx",
  "/curriculum": "routes/public/curriculum.tsx",
  "/daily-life": "routes/public/daily-life.tsx",
  "/admissions": "routes/public/admissions.tsx",
  "/tuition": "routes/public/tuition.tsx",
  "/faqs": "routes/public/faqs.tsx",
  "/contact": "routes/public/contact.tsx",
  "/careers": "routes/public/careers.tsx",
  "/apply": "routes/public/apply.tsx",
  "/application": "routes/public/apply.tsx",
  "/auth": "routes/auth/auth.tsx",
  "/auth/card": "routes/auth/card.tsx",
  "/forgot-password": "routes/auth/forgot-password.tsx",
  "/reset-password": "routes/auth/reset-password.tsx",
  "/verify-email": "routes/auth/verify-email.tsx",
  "/portal": "routes/portal/landing.tsx",
  "/admin": "routes/admin/dashboard.tsx",
  "/admin-portal": "routes/admin/dashboard.tsx",
  "/admin/people": "routes/admin/people.tsx",
  "/admin/courses": "routes/admin/courses.tsx",
  "/admin/operations": "routes/admin/operations.tsx",
  "/admin/reports": "routes/admin/reports.tsx",
  "/admin/settings": "routes/admin/settings.tsx",
  "/teacher": "routes/teacher/home.tsx",
  "/enhanced-teacher-portal": "routes/teacher/home.tsx",
  "/teacher/classes": "routes/teacher/classes.tsx",
  "/teacher/content": "routes/teacher/content.tsx",
  "/teacher/insights": "routes/teacher/insights.tsx",
  "/teacher/practice": "routes/teacher/practice.tsx",
  "/teacher/analytics": "routes/teacher/analytics.tsx",
  "/teacher/gradebook": "routes/teacher/gradebook.tsx",
  "/teacher/attendance-reports": "routes/teacher/attendance-reports.tsx",
  "/teacher/messages": "routes/messages/messages.tsx",
  "/parent/messages": "routes/messages/messages.tsx",
  "/student/messages": "routes/messages/messages.tsx",
  "/messages": "routes/messages/messages.tsx",
  "/video-session/:sessionId": "routes/portal/video-session.tsx",
  "/teacher/resource-library": "routes/portal/files.tsx",
  "/parent": "routes/family/dashboard.tsx",
  "/enhanced-parent-portal": "routes/family/dashboard.tsx",
  "/parent/calendar": "routes/calendar/calendar.tsx",
  "/parent/account": "routes/family/account.tsx",
  "/parent/progress": "routes/family/progress.tsx",
  "/student": "routes/student/home.tsx",
  "/student-portal": "routes/student/home.tsx",
  "/student/courses": "routes/student/courses.tsx",
  "/student/assignments": "routes/student/assignments.tsx",
  "/portal/assignments/:id/work": "routes/portal/assignment-work.tsx",
  "/student/calendar": "routes/calendar/calendar.tsx",
  "/student/profile": "routes/student/profile.tsx",
  "/student/portfolio": "routes/student/portfolio.tsx",
  "/student/games": "routes/student/games.tsx",
  "/calendar": "routes/calendar/calendar.tsx",
  "/files": "routes/portal/files.tsx",
  "/notifications": "routes/portal/notifications.tsx",
  "/settings/security": "routes/settings/security.tsx",
};

/** The route module of a path of the route table, relative to app/. */
export function routeModule(path: string): string {
  return MODULES[path] ?? GUARDED_PLACEHOLDER;
}
