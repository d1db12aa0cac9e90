import { PageHeading } from "~/components/layout/page-heading";
import { CalendarScreen } from "~/features/learning/calendar/calendar-screen";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** /parent/calendar: the family's children's classes and the school's days, with a filter by child. */
export default function ParentCalendarPage() {
  const title = useCurrentRoute()?.title ?? "Family Calendar";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="Your children's classes, holidays and school events." />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <CalendarScreen audience="family" />
      </div>
    </>
  );
}
