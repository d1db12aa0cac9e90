import {
  Bell,
  BookOpen,
  CalendarDays,
  ClipboardList,
  FolderOpen,
  Gamepad2,
  House,
  Images,
  Menu,
  MessageCircle,
  UserRound,
  X,
  type LucideIcon,
} from "lucide-react";
import { ListenWordButton } from "~/components/learning/listen-button";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useUser } from "~/lib/auth";
import { useCountInTitle, useMessageCount } from "~/lib/message-count";
import { useNotificationCount } from "~/lib/notification-count";
import { useTeacherCounts } from "~/lib/teacher-counts";
import { cn } from "~/lib/utils";
import type { MessageId } from "#common/i18n/messages";
import type { Role } from "#common/roles";
import { useT } from "~/lib/i18n";

export interface PortalLink {
  to: string;
  label: MessageId;
  /** One sentence for the /portal landing. */
  description: MessageId;
  /** The picture beside the word, for a child who does not read yet (issue 34). */
  icon?: LucideIcon;
}

const SECURITY: PortalLink = { to: "/settings/security", label: "portal.nav.security.label", description: "portal.nav.security.description" };
const FILES: PortalLink = { to: "/files", label: "portal.nav.files.label", description: "portal.nav.files.description" };
const NOTIFICATIONS: PortalLink = { to: "/notifications", label: "portal.nav.notifications.label", description: "portal.nav.notifications.description" };
const LIBRARY: PortalLink = { to: "/teacher/resource-library", label: "portal.nav.library.label", description: "portal.nav.library.description" };

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
        { to: "/admin", label: "portal.nav.adminHome.label", description: "portal.nav.adminHome.description" },
        { to: "/admin/operations", label: "portal.nav.adminOperations.label", description: "portal.nav.adminOperations.description" },
        { to: "/admin/people", label: "portal.nav.adminPeople.label", description: "portal.nav.adminPeople.description" },
        { to: "/admin/courses", label: "portal.nav.adminCourses.label", description: "portal.nav.adminCourses.description" },
        { to: "/admin/reports", label: "portal.nav.adminReports.label", description: "portal.nav.adminReports.description" },
        { to: "/admin/settings", label: "portal.nav.adminSettings.label", description: "portal.nav.adminSettings.description" },
        NOTIFICATIONS,
        { to: "/messages", label: "portal.nav.adminMessages.label", description: "portal.nav.adminMessages.description" },
        LIBRARY,
        FILES,
        SECURITY,
      ];
    case "guardian":
    case "parent":
      return [
        { to: "/parent", label: "portal.nav.parentHome.label", description: "portal.nav.parentHome.description" },
        { to: "/parent/progress", label: "portal.nav.parentProgress.label", description: "portal.nav.parentProgress.description" },
        { to: "/parent/messages", label: "portal.nav.parentMessages.label", description: "portal.nav.parentMessages.description" },
        { to: "/parent/calendar", label: "portal.nav.parentCalendar.label", description: "portal.nav.parentCalendar.description" },
        NOTIFICATIONS,
        { to: "/parent/account", label: "portal.nav.parentAccount.label", description: "portal.nav.parentAccount.description" },
        FILES,
        SECURITY,
      ];
    case "teacher":
      return [
        { to: "/teacher", label: "portal.nav.teacherHome.label", description: "portal.nav.teacherHome.description" },
        { to: "/teacher/classes", label: "portal.nav.teacherClasses.label", description: "portal.nav.teacherClasses.description" },
        { to: "/teacher/content", label: "portal.nav.teacherAssignments.label", description: "portal.nav.teacherAssignments.description" },
        { to: "/teacher/gradebook", label: "portal.nav.teacherGradebook.label", description: "portal.nav.teacherGradebook.description" },
        { to: "/teacher/attendance-reports", label: "portal.nav.teacherAttendance.label", description: "portal.nav.teacherAttendance.description" },
        { to: "/teacher/messages", label: "portal.nav.teacherMessages.label", description: "portal.nav.teacherMessages.description" },
        { to: "/teacher/insights", label: "portal.nav.teacherInsights.label", description: "portal.nav.teacherInsights.description" },
        { to: "/teacher/practice", label: "portal.nav.teacherPractice.label", description: "portal.nav.teacherPractice.description" },
        { to: "/teacher/analytics", label: "portal.nav.teacherAnalytics.label", description: "portal.nav.teacherAnalytics.description" },
        { to: "/calendar", label: "portal.nav.teacherCalendar.label", description: "portal.nav.teacherCalendar.description" },
        NOTIFICATIONS,
        LIBRARY,
        FILES,
        SECURITY,
      ];
    case "student":
      return [
        { to: "/student", label: "portal.nav.studentHome.label", description: "portal.nav.studentHome.description", icon: House },
        {
          to: "/student/assignments",
          label: "portal.nav.studentAssignments.label",
          description: "portal.nav.studentAssignments.description",
          icon: ClipboardList,
        },
        { to: "/student/courses", label: "portal.nav.studentCourses.label", description: "portal.nav.studentCourses.description", icon: BookOpen },
        { to: "/student/messages", label: "portal.nav.studentMessages.label", description: "portal.nav.studentMessages.description", icon: MessageCircle },
        { to: "/student/calendar", label: "portal.nav.studentCalendar.label", description: "portal.nav.studentCalendar.description", icon: CalendarDays },
        { to: "/student/games", label: "portal.nav.studentGames.label", description: "portal.nav.studentGames.description", icon: Gamepad2 },
        { to: "/student/portfolio", label: "portal.nav.studentPortfolio.label", description: "portal.nav.studentPortfolio.description", icon: Images },
        { to: "/notifications", label: "portal.nav.studentNotifications.label", description: "portal.nav.studentNotifications.description", icon: Bell },
        { to: "/student/profile", label: "portal.nav.studentProfile.label", description: "portal.nav.studentProfile.description", icon: UserRound },
        { to: "/files", label: "portal.nav.studentFiles.label", description: "portal.nav.studentFiles.description", icon: FolderOpen },
      ];
    default:
      return [SECURITY];
  }
}

/** Every role's Messages page: the waiting messages are counted beside it. */
const MESSAGE_PAGES = new Set(["/messages", "/parent/messages", "/teacher/messages", "/student/messages"]);

const BADGE = "ms-1.5 inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground";

/** A count beside a link: the number, and for screen readers the words after it (as the notifications' "3 unread"). */
function CountBadge({ count, words, testId }: { count: number; words: string; testId: string }) {
  const t = useT();
  return (
    <span className={BADGE} data-testid={testId}>
      {count > 99 ? t("portal.nav.unreadOver99") : count}
      <span className="sr-only"> {words}</span>
    </span>
  );
}

/** The link of the area the page belongs to: the longest link the path is, or lies under ("/teacher/classes/7" is Classes). */
export function currentLink(links: readonly PortalLink[], pathname: string): PortalLink | undefined {
  const under = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return links.filter((link) => under(link.to)).sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * The navigation of the guarded pages: the signed-in role's areas, the current one marked with
 * aria-current="page" (NavLink), with the counts of what waits: unread notifications, the messages
 * waiting beside Messages (also before the page title), and for a teacher the work to mark beside
 * Gradebook (the teacher's home's definition, server/learning/homes/attention.ts). From the md
 * breakpoint the links wrap onto a second line; nothing hides. Below it (phones, 320-767 px) the
 * links took three or four rows of every page (issue 33), so they fold under one bar: a Menu button
 * carrying the total of the counts, the current area named beside it, and the same list (one list,
 * the same links and counts at every width) shown under the bar while the menu is open. A child's
 * links are a picture and a word, 64 px high at every width, each with a small button beside it
 * that reads the word aloud (issue 34: children from five who do not read yet).
 */
export function PortalNav() {
  const t = useT();
  const { data: user } = useUser();
  const { data: unread } = useNotificationCount(Boolean(user));
  const { data: teacherCounts } = useTeacherCounts(user?.role === "teacher");
  const { data: messagesWaiting = 0 } = useMessageCount(Boolean(user));
  const { pathname } = useLocation();
  useCountInTitle(messagesWaiting, pathname);
  // The page the menu was opened on: another page (a link chosen, back, a link elsewhere) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const nav = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // Escape pressed in the menu (or with focus nowhere) closes it and gives focus back to the button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (!(event.target === document.body || (event.target instanceof Node && nav.current?.contains(event.target)))) return;
      event.preventDefault();
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
  if (!user) return null;
  const toMark = user.role === "teacher" ? (teacherCounts?.toMark ?? 0) : 0;
  const total = (unread ?? 0) + messagesWaiting + toMark;
  const links = portalLinksFor(user.role);
  const current = currentLink(links, pathname);
  // A child's menu: the big targets of the children's screens.
  const child = user.role === "student";
  const badge = (to: string) => {
    if (to === "/notifications" && unread)
      return (
        <span className={BADGE} data-testid="unread-count">
          {unread > 99 ? t("portal.nav.unreadOver99") : unread}
          <span className="sr-only"> {t("portal.nav.unread")}</span>
        </span>
      );
    if (MESSAGE_PAGES.has(to) && messagesWaiting > 0)
      return <CountBadge count={messagesWaiting} words={t("portal.nav.messagesWaiting", { count: messagesWaiting })} testId="messages-waiting-count" />;
    if (to === "/teacher/gradebook" && toMark > 0)
      return <CountBadge count={toMark} words={t("teaching.nav.toMark", { count: toMark })} testId="to-mark-count" />;
    return null;
  };
  return (
    <nav aria-label={t("portal.nav.label")} className="border-b print:hidden" data-testid="portal-nav" ref={nav}>
      <div className="mx-auto max-w-7xl px-2 sm:px-4 lg:px-6">
        <div className="flex min-w-0 items-center gap-3 py-1.5 md:hidden">
          <button
            ref={menuButton}
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpenOn(open ? null : pathname)}
            className={cn(
              "inline-flex shrink-0 items-center gap-2 rounded-md border px-3 font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
              child ? "min-h-16 text-lg" : "min-h-11 text-sm",
            )}
            data-testid="portal-nav-menu"
          >
            {open ? <X className={child ? "size-7" : "size-5"} aria-hidden="true" /> : <Menu className={child ? "size-7" : "size-5"} aria-hidden="true" />}
            {t("portal.nav.menu")}
            {total > 0 ? <CountBadge count={total} words={t("portal.nav.waitingTotal", { count: total })} testId="portal-nav-total" /> : null}
          </button>
          {current ? (
            <span className={cn("min-w-0 truncate font-semibold", child ? "text-lg" : "text-base")} data-testid="portal-nav-current">
              {t(current.label)}
            </span>
          ) : null}
        </div>
        <ul
          id={listId}
          className={cn(
            "gap-1 pb-2 md:flex-row md:flex-wrap md:py-1.5",
            // Two columns from 480 px keep the open menu short; one below, so long labels stay whole.
            open ? "grid grid-cols-1 min-[480px]:grid-cols-2 md:flex" : "hidden md:flex",
          )}
        >
          {links.map((link) => (
            <li key={link.to} className={cn(child && "flex min-w-0 items-center gap-1")}>
              <NavLink
                to={link.to}
                end
                // The list hides as the page changes: focus goes back to the Menu button, as the site's menu does.
                onClick={() => {
                  if (!open) return;
                  setOpenOn(null);
                  menuButton.current?.focus();
                }}
                className={({ isActive }) =>
                  cn(
                    "flex items-center rounded-md px-3 font-medium transition-colors hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
                    // A child's links: a picture and a word, 64 px high at every width (issue 34).
                    child ? "min-h-16 min-w-0 flex-1 gap-3 text-lg" : "min-h-11 text-base md:inline-flex md:min-h-10 md:text-sm",
                    isActive ? "bg-secondary font-semibold text-secondary-foreground" : "text-foreground",
                  )
                }
              >
                {child && link.icon ? <link.icon className="size-8 shrink-0" aria-hidden="true" /> : null}
                {child ? <span className="min-w-0 break-words">{t(link.label)}</span> : t(link.label)}
                {badge(link.to)}
              </NavLink>
              {child ? <ListenWordButton word={t(link.label)} data-testid="portal-nav-listen" /> : null}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
