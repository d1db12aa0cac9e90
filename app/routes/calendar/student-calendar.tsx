import { PageHeading } from "~/components/layout/page-heading";
import { CalendarScreen } from "~/features/learning/calendar/calendar-screen";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** /student/calendar: a child's own week, big and with pictures. */
export default function StudentCalendarPage() {
  const title = useCurrentRoute()?.title ?? "My Calendar";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="Your classes this week, and the days with no school." />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <CalendarScreen audience="child" />
      </div>
    </>
  );
}
