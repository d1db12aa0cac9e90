import { BookOpen, CalendarDays, FileSpreadsheet, ListChecks, School } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Container } from "~/components/ui/section";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { CalendarTab, ClassesTab, StandardsTab, SubjectsTab, YearPicker } from "~/features/admin/courses/courses-tabs";
import { RosterPanel } from "~/features/admin/roster";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

/** The tabs, in the address as `?tab=`; Roster is the OneRoster import and export (app/features/admin/roster). */
const TABS = ["classes", "calendar", "subjects", "standards", "roster"] as const;
type CoursesTab = (typeof TABS)[number];

function tabFromSearch(search: URLSearchParams): CoursesTab {
  const value = search.get("tab");
  return (TABS as readonly string[]).includes(value ?? "") ? (value as CoursesTab) : "classes";
}

/** /admin/courses (admin, super_admin): the school's structure: years and calendar, classes, subjects. */
export default function CoursesPage() {
  const t = useT();
  const title = useRouteTitle();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromSearch(searchParams);

  function select(value: string) {
    const next = new URLSearchParams();
    const year = searchParams.get("year");
    if (year) next.set("year", year);
    if (value !== "classes" && (TABS as readonly string[]).includes(value)) next.set("tab", value);
    setSearchParams(next, { preventScrollReset: true });
  }

  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("courses.page.lead")} />
      <Container className="space-y-6 py-8 sm:py-10">
        <YearPicker />
        <Tabs value={tab} onValueChange={select}>
          <TabsList aria-label={t("courses.page.tabs")} className="flex-wrap">
            <TabsTrigger value="classes">
              <School aria-hidden="true" />
              {t("courses.page.tab.classes")}
            </TabsTrigger>
            <TabsTrigger value="calendar">
              <CalendarDays aria-hidden="true" />
              {t("courses.page.tab.calendar")}
            </TabsTrigger>
            <TabsTrigger value="subjects">
              <BookOpen aria-hidden="true" />
              {t("courses.page.tab.subjects")}
            </TabsTrigger>
            <TabsTrigger value="standards">
              <ListChecks aria-hidden="true" />
              {t("courses.page.tab.standards")}
            </TabsTrigger>
            <TabsTrigger value="roster">
              <FileSpreadsheet aria-hidden="true" />
              {t("courses.page.tab.roster")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="classes">
            <ClassesTab />
          </TabsContent>
          <TabsContent value="calendar">
            <CalendarTab />
          </TabsContent>
          <TabsContent value="subjects">
            <SubjectsTab />
          </TabsContent>
          <TabsContent value="standards">
            <StandardsTab />
          </TabsContent>
          <TabsContent value="roster">
            <RosterPanel />
          </TabsContent>
        </Tabs>
      </Container>
    </>
  );
}
