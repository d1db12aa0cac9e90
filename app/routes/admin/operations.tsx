import { ClipboardList, Inbox, Receipt, Video } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Container } from "~/components/ui/section";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { ApplicationsPanel } from "~/features/admin/applications/applications-panel";
import { BillingPanel } from "~/features/admin/billing/billing-panel";
import { InboxPanel } from "~/features/admin/inbox/inbox-panel";
import { ToursPanel } from "~/features/admin/tours/tours-panel";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

const TABS = ["applications", "tours", "messages", "billing"] as const;
type OperationsTab = (typeof TABS)[number];

function tabFromSearch(search: URLSearchParams): OperationsTab {
  const value = search.get("tab");
  return (TABS as readonly string[]).includes(value ?? "") ? (value as OperationsTab) : "applications";
}

/**
 * /admin/operations: the office's day-to-day work (admissions, and tuition billing) in four tabs. The
 * tab is in the address (`?tab=applications|tours|messages|billing`), so links, reloads and Back open
 * the same one; each tab keeps its own parameters while it is open.
 */
export default function OperationsPage() {
  const t = useT();
  const title = useRouteTitle();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromSearch(searchParams);

  function select(value: string) {
    const next: OperationsTab = (TABS as readonly string[]).includes(value) ? (value as OperationsTab) : "applications";
    // A tab starts from its own defaults: another tab's filters do not carry over.
    setSearchParams(next === "applications" ? {} : { tab: next }, { preventScrollReset: true });
  }

  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("office.operations.lead")} />
      <Container className="py-8 sm:py-10">
        <Tabs value={tab} onValueChange={select}>
          <TabsList aria-label={t("office.operations.tabs")} className="flex-wrap">
            <TabsTrigger value="applications">
              <ClipboardList aria-hidden="true" />
              {t("office.operations.tab.applications")}
            </TabsTrigger>
            <TabsTrigger value="tours">
              <Video aria-hidden="true" />
              {t("office.operations.tab.tours")}
            </TabsTrigger>
            <TabsTrigger value="messages">
              <Inbox aria-hidden="true" />
              {t("office.operations.tab.messages")}
            </TabsTrigger>
            <TabsTrigger value="billing">
              <Receipt aria-hidden="true" />
              {t("billingOffice.tab")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="applications">
            <ApplicationsPanel />
          </TabsContent>
          <TabsContent value="tours">
            <ToursPanel />
          </TabsContent>
          <TabsContent value="messages">
            <InboxPanel />
          </TabsContent>
          <TabsContent value="billing">
            <BillingPanel />
          </TabsContent>
        </Tabs>
      </Container>
    </>
  );
}
