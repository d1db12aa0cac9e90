import { PageHeading } from "~/components/layout/page-heading";
import { CalendarScreen } from "~/features/learning/calendar/calendar-screen";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/**
 * The three calendars, one module (each route module costs every page an entry in the route
 * manifest, tests/e2e/page-weight.test.ts): /calendar for everyone (staff: the whole school, with
 * class and grade filters), /parent/calendar for the family's children with a filter by child, and
 * /student/calendar, a child's own week, big and with pictures.
 */
const AUDIENCES = {
  "/calendar": { audience: "everyone", lead: "Classes, holidays and school events, by day, week or month." },
  "/parent/calendar": { audience: "family", lead: "Your children's classes, holidays and school events." },
  "/student/calendar": { audience: "child", lead: "Your classes this week, and the days with no school." },
} as const;

export default function CalendarPage() {
  const route = useCurrentRoute();
  const title = route?.title ?? "Calendar";
  const { audience, lead } = AUDIENCES[(route?.path ?? "/calendar") as keyof typeof AUDIENCES] ?? AUDIENCES["/calendar"];
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <CalendarScreen audience={audience} />
      </div>
    </>
  );
}
