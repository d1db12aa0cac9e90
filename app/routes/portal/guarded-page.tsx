import { ArrowLeft, Hourglass } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useUser } from "~/lib/auth";
import { useCurrentRoute, useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";
import { homePathForRole } from "#common/roles";
import type { auth } from "#common/i18n/en/auth";

/** What each area will hold, in one neutral sentence (docs/product.md section 2 names the areas, not their content). */
const WILL_HOLD: Record<string, keyof typeof auth> = {
  "/admin/courses": "auth.guarded.willHold.adminCourses",
  "/teacher/content": "auth.guarded.willHold.teacherContent",
  "/teacher/insights": "auth.guarded.willHold.teacherInsights",
  "/teacher/practice": "auth.guarded.willHold.teacherPractice",
  "/teacher/messages": "auth.guarded.willHold.teacherMessages",
  "/teacher/gradebook": "auth.guarded.willHold.teacherGradebook",
  "/teacher/analytics": "auth.guarded.willHold.teacherAnalytics",
  "/teacher/resource-library": "auth.guarded.willHold.teacherResources",
  "/parent/progress": "auth.guarded.willHold.parentProgress",
  "/parent/messages": "auth.guarded.willHold.parentMessages",
  "/student/assignments": "auth.guarded.willHold.studentAssignments",
  "/student/messages": "auth.guarded.willHold.studentMessages",
  "/student/profile": "auth.guarded.willHold.studentProfile",
  "/student/portfolio": "auth.guarded.willHold.studentPortfolio",
  "/student/games": "auth.guarded.willHold.studentGames",
  "/portal/assignments/:id/work": "auth.guarded.willHold.assignmentWork",
  "/notifications": "auth.guarded.willHold.notifications",
  "/files": "auth.guarded.willHold.files",
  "/messages": "auth.guarded.willHold.messages",
  "/video-session/:sessionId": "auth.guarded.willHold.videoSession",
};

/**
 * Every guarded area whose content is not built yet: its heading from the route table and a plain
 * statement that the area is not available yet, with a way back. It never shows made-up data.
 */
export default function GuardedPage() {
  const t = useT();
  const route = useCurrentRoute();
  const title = useRouteTitle();
  const { data: user } = useUser();
  const home = user ? homePathForRole(user.role) : "/portal";
  // On the role's own home (a teacher on /teacher, say) the way back is the portal landing.
  const back = route && route.path === home ? "/portal" : home;
  const sentence = route ? WILL_HOLD[route.path] : undefined;
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Card className="flex max-w-2xl flex-col gap-4" data-testid="not-available">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Hourglass className="size-5 text-primary" aria-hidden="true" />
            {t("auth.guarded.title")}
          </h2>
          <p>{sentence ? t("auth.guarded.textWillHold", { willHold: t(sentence) }) : t("auth.guarded.text")}</p>
          <div>
            <Button asChild variant="outline">
              <Link to={back}>
                <ArrowLeft aria-hidden="true" />
                {back === "/portal" ? t("auth.guarded.backToPortal") : t("auth.guarded.backToDashboard")}
              </Link>
            </Button>
          </div>
        </Card>
      </div>
    </>
  );
}
