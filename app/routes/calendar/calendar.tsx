import { PageHeading } from "~/components/layout/page-heading";
import { CalendarScreen } from "~/features/learning/calendar/calendar-screen";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** /calendar: everyone's calendar (staff: the whole school, with class and grade filters). */
export default function CalendarPage() {
  const title = useCurrentRoute()?.title ?? "Calendar";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="Classes, holidays and school events, by day, week or month." />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <CalendarScreen audience="everyone" />
      </div>
    </>
  );
}
