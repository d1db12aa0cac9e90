import { CalendarDays, UsersRound } from "lucide-react";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { CalendarScreen } from "~/features/learning/calendar/calendar-screen";
import { useUser } from "~/lib/auth";
import { useCurrentRoute, useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";
import { inRoleGroup, TEACHER_ROLES } from "#common/roles";

// The conferences' code loads when its tab opens, not with every calendar (nor in the route manifest).
// A family's absence reports load with /parent/calendar only.
const AbsenceReports = lazy(() => import("~/features/learning/attendance/absence-reports").then((m) => ({ default: m.AbsenceReports })));
const ConferencesScreen = lazy(() => import("~/features/learning/conferences/conferences-screen").then((m) => ({ default: m.ConferencesScreen })));

/**
 * The three calendars, one module (each route module costs every page an entry in the route
 * manifest, tests/e2e/page-weight.test.ts): /calendar for everyone (staff: the whole school, with
 * class and grade filters), /parent/calendar for the family's children with a filter by child, and
 * /student/calendar, a child's own week, big and with pictures.
 */
const AUDIENCES = {
  "/calendar": { audience: "everyone", lead: "calendar.lead.everyone" },
  "/parent/calendar": { audience: "family", lead: "calendar.lead.family" },
  "/student/calendar": { audience: "child", lead: "calendar.lead.child" },
} as const;

export default function CalendarPage() {
  const t = useT();
  const route = useCurrentRoute();
  const title = useRouteTitle();
  const { audience, lead } = AUDIENCES[(route?.path ?? "/calendar") as keyof typeof AUDIENCES] ?? AUDIENCES["/calendar"];
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const conferences = audience === "family" ? "family" : audience === "everyone" && user.data && inRoleGroup(user.data.role, TEACHER_ROLES) ? "teacher" : null;
  const tab = conferences && params.get("tab") === "conferences" ? "conferences" : "calendar";
  const chooseTab = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === "conferences") next.set("tab", "conferences");
    else next.delete("tab");
    setParams(next, { preventScrollReset: true });
  };
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t(lead)} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {conferences ? (
          <Tabs value={tab} onValueChange={chooseTab}>
            <TabsList aria-label={t("calendar.tabs.label")}>
              <TabsTrigger value="calendar">
                <CalendarDays aria-hidden="true" />
                {t("calendar.tabs.calendar")}
              </TabsTrigger>
              <TabsTrigger value="conferences">
                <UsersRound aria-hidden="true" />
                {t("calendar.tabs.conferences")}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="calendar">
              <CalendarScreen audience={audience} />
              {audience === "family" ? (
                <div className="mt-12">
                  <Suspense fallback={<LoadingScreen label={t("calendar.loading")} className="min-h-24" />}>
                    <AbsenceReports />
                  </Suspense>
                </div>
              ) : null}
            </TabsContent>
            <TabsContent value="conferences">
              <Suspense fallback={<LoadingScreen label={t("calendar.loading")} className="min-h-48" />}>
                <ConferencesScreen audience={conferences} />
              </Suspense>
            </TabsContent>
          </Tabs>
        ) : (
          <CalendarScreen audience={audience} />
        )}
      </div>
    </>
  );
}
