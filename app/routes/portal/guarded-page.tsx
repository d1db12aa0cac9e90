import { ArrowLeft, Hourglass } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useUser } from "~/lib/auth";
import { useCurrentRoute, useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";
import { homePathForRole } from "#common/roles";

/** What each area will hold, in one neutral sentence (docs/product.md section 2 names the areas, not their content). */
const WILL_HOLD: Record<string, string> = {
  "/admin/courses": "It will hold the school's courses and classes.",
  "/teacher/content": "It will hold the lesson materials for your classes.",
  "/teacher/insights": "It will summarise how your classes are doing.",
  "/teacher/messages": "It will hold your messages with families and students.",
  "/teacher/gradebook": "It will hold the grades of your classes.",
  "/teacher/analytics": "It will show reports on class activity.",
  "/teacher/resource-library": "It will hold teaching resources shared by the school.",
  "/parent/progress": "It will show your child's progress at school.",
  "/parent/messages": "It will hold your messages with teachers and the school.",
  "/student/assignments": "It will list your assignments and when they are due.",
  "/student/messages": "It will hold your messages with your teachers.",
  "/student/profile": "It will show your student profile.",
  "/student/portfolio": "It will hold the work you choose to keep.",
  "/portal/assignments/:id/work": "It will be where you work on an assignment.",
  "/notifications": "It will list updates from the school.",
  "/files": "It will hold files shared with you.",
  "/messages": "It will hold your messages.",
  "/video-session/:sessionId": "It will be where live lessons take place.",
};

/**
 * Every guarded area whose content is not built yet: its heading from the route table and a plain
 * statement that the area is not available yet, with a way back. It never shows made-up data.
 */
export default function GuardedPage() {
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
            Not available yet
          </h2>
          <p>This area of the portal is not available yet.{sentence ? ` ${sentence}` : ""}</p>
          <div>
            <Button asChild variant="outline">
              <Link to={back}>
                <ArrowLeft aria-hidden="true" />
                {back === "/portal" ? "Back to the portal" : "Back to your dashboard"}
              </Link>
            </Button>
          </div>
        </Card>
      </div>
    </>
  );
}
