import { GraduationCap, Users } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { PeoplePanel } from "~/features/admin/people/people-panel";
import { StudentsPanel } from "~/features/admin/students/students-panel";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

type PeopleTab = "accounts" | "students";

/**
 * /admin/people (admin, super_admin): accounts (adding people, deactivation and 2FA resets) and the
 * students' records (issue 15). The tab is in the address (`?tab=students`); each tab keeps its own
 * parameters while it is open.
 */
export default function PeoplePage() {
  const t = useT();
  const title = useRouteTitle();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: PeopleTab = searchParams.get("tab") === "students" ? "students" : "accounts";
  const select = (value: string) => setSearchParams(value === "students" ? { tab: "students" } : {}, { preventScrollReset: true });
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("people.page.lead")} />
      <Tabs value={tab} onValueChange={select}>
        <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
          <TabsList aria-label={t("people.page.tabs")} className="flex-wrap">
            <TabsTrigger value="accounts">
              <Users aria-hidden="true" />
              {t("people.page.tab.accounts")}
            </TabsTrigger>
            <TabsTrigger value="students">
              <GraduationCap aria-hidden="true" />
              {t("people.page.tab.students")}
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="accounts">
          <PeoplePanel />
        </TabsContent>
        <TabsContent value="students">
          <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
            <StudentsPanel />
          </div>
        </TabsContent>
      </Tabs>
    </>
  );
}
