import { NavLink } from "react-router";
import { useUser } from "~/lib/auth";
import { useNotificationCount } from "~/lib/notification-count";
import { cn } from "~/lib/utils";
import type { Role } from "#common/roles";

export interface PortalLink {
  to: string;
  label: string;
  /** One sentence for the /portal landing. */
  description: string;
}

const SECURITY: PortalLink = { to: "/settings/security", label: "Security", description: "Two-factor authentication for your sign-in." };
const FILES: PortalLink = { to: "/files", label: "Files", description: "Your own files, the space they take and where each is used." };
const NOTIFICATIONS: PortalLink = {
  to: "/notifications",
  label: "Notifications",
  description: "What happened for you: messages, returned work, work due and missing; and how you hear of each.",
};
const LIBRARY: PortalLink = {
  to: "/teacher/resource-library",
  label: "Resource Library",
  description: "Files and links for lessons, your own and the school's.",
};

/**
 * The areas each role works in, for the portal navigation and the /portal landing (docs/product.md
 * sections 2 and 6): only areas that work. Areas not built yet keep their "Not available yet" page
 * but are not listed. The role's home comes first.
 */
export function portalLinksFor(role: Role | undefined): PortalLink[] {
  switch (role) {
    case "admin":
    case "super_admin":
      return [
        { to: "/admin", label: "Dashboard", description: "What needs attention: new applications, reviews, tours and messages." },
        { to: "/admin/operations", label: "Operations", description: "Applications, tour bookings and contact messages." },
        { to: "/admin/people", label: "People", description: "Staff, family and student accounts." },
        { to: "/admin/courses", label: "Courses", description: "School years, classes, enrolment and the timetable." },
        { to: "/admin/reports", label: "Reports", description: "Admissions figures and the applications export." },
        { to: "/admin/settings", label: "School Settings", description: "Session timeout, tour capacity, the grade cut-off date and class sizes." },
        NOTIFICATIONS,
        { to: "/messages", label: "Messages", description: "Conversations, class announcements and the safeguarding queue of reported messages." },
        LIBRARY,
        FILES,
        SECURITY,
      ];
    case "guardian":
    case "parent":
      return [
        { to: "/parent", label: "Home", description: "Your children's classes and teachers, your applications and your tour bookings." },
        {
          to: "/parent/progress",
          label: "Progress",
          description: "Your children's mastery of each standard with the work and comments behind it, upcoming and missing work, report cards.",
        },
        { to: "/parent/messages", label: "Messages", description: "Write to your children's teachers and the school office; class announcements." },
        { to: "/parent/calendar", label: "Calendar", description: "Your children's classes, school holidays and events." },
        NOTIFICATIONS,
        { to: "/parent/account", label: "Account", description: "Your name, email address, phone number and password." },
        FILES,
        SECURITY,
      ];
    case "teacher":
      return [
        { to: "/teacher", label: "Home", description: "Today's classes, the week ahead and what needs your attention." },
        { to: "/teacher/classes", label: "Classes", description: "Your class lists with accommodations and guardians' contacts." },
        {
          to: "/teacher/content",
          label: "Assignments",
          description: "Lessons and assignments: instructions, standards, rubrics, due dates and changes for one child.",
        },
        {
          to: "/teacher/gradebook",
          label: "Gradebook",
          description: "Your classes' work by child: mark with the rubric, return, and see mastery of the standards.",
        },
        {
          to: "/teacher/attendance-reports",
          label: "Attendance",
          description: "Take attendance for today's sessions, correct it with a reason, and see rates over a term.",
        },
        { to: "/teacher/messages", label: "Messages", description: "Conversations with families, children and colleagues; announcements to your classes." },
        { to: "/teacher/insights", label: "Insights", description: "Children who need attention and why, missing and late work, mastery per standard." },
        { to: "/teacher/analytics", label: "Analytics", description: "Your classes' trends over the term: work in on time, days to return, mastery." },
        { to: "/calendar", label: "Calendar", description: "Your classes, school holidays and events by day, week and month." },
        NOTIFICATIONS,
        LIBRARY,
        FILES,
        SECURITY,
      ];
    case "student":
      return [
        { to: "/student", label: "Home", description: "Your classes today." },
        { to: "/student/assignments", label: "My Assignments", description: "Your work: what is due, what you sent in and what came back." },
        { to: "/student/courses", label: "My Courses", description: "Your classes and your teachers." },
        { to: "/student/messages", label: "My Messages", description: "Write to your teachers and read what they send you." },
        { to: "/student/calendar", label: "My Calendar", description: "Your class times and school days off." },
        { to: "/student/portfolio", label: "My Portfolio", description: "The work you are proud of, for your family to see." },
        { to: "/notifications", label: "Notifications", description: "Work back from your teacher, work due tomorrow, badges and messages." },
        { to: "/student/profile", label: "My Profile", description: "Your name, your picture and how the portal looks for you." },
        { to: "/files", label: "My Files", description: "Your pictures, recordings and work." },
      ];
    default:
      return [SECURITY];
  }
}

/**
 * The navigation of the guarded pages: the signed-in role's areas, the current one marked with
 * aria-current="page" (NavLink). Links wrap onto a second line on narrow screens; nothing hides.
 */
export function PortalNav() {
  const { data: user } = useUser();
  const { data: unread } = useNotificationCount(Boolean(user));
  if (!user) return null;
  return (
    <nav aria-label="Portal" className="border-b print:hidden" data-testid="portal-nav">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-2 py-1.5 sm:px-4 lg:px-6">
        {portalLinksFor(user.role).map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  isActive ? "bg-secondary font-semibold text-secondary-foreground" : "text-foreground",
                )
              }
            >
              {link.label}
              {link.to === "/notifications" && unread ? (
                <span
                  className="ms-1.5 inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground"
                  data-testid="unread-count"
                >
                  {unread > 99 ? "99+" : unread}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
