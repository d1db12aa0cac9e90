import { MessageSquare, Video } from "lucide-react";
import { useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useT } from "~/lib/i18n";
import { TOUR_LENGTH_MINUTES, TOUR_TIMES } from "#common/tour";
import { ContactForm } from "./contact-form";
import { PreferToTalk } from "./prefer-to-talk";
import { CONTACT_TAB_ATTRIBUTE, contactTabBootScript, contactTabFromSearch, searchWithContactTab, type ContactTab } from "./contact-tab";

const subscribeNever = () => () => {};

/**
 * True while the page is prerendered and while it hydrates, false afterwards and on client-side
 * navigations. The boot script is only needed in the prerendered HTML; React would never run it on a
 * client render (and warns about script tags there), so it is dropped once the page has hydrated.
 */
function useIsServerHtml() {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

function PanelHeading({ icon: Icon, children }: { icon: typeof Video; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-3 text-xl font-semibold">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {children}
    </h3>
  );
}

const panelClass = "rounded-xl border bg-card p-6 text-card-foreground shadow-sm data-[state=inactive]:hidden sm:p-8";

/**
 * General Contact and Book a Tour. Both panels are in the prerendered HTML (forceMount); the inactive
 * one is hidden with CSS. The selected tab follows `?tab=tour`, and choosing a tab updates the address
 * (replace, no scroll) so it can be shared or reloaded. The tour form comes from the route (features do
 * not import each other).
 */
export function ContactTabs({ tourForm }: { tourForm: ReactNode }) {
  const t = useT();
  const tourTimes = t("contact.tour.timesList", { first: TOUR_TIMES.slice(0, -1).join(", "), last: TOUR_TIMES.at(-1) ?? "" });
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = contactTabFromSearch(searchParams);
  // The tab the address asks for, also when it changes later; a choice here changes it until then.
  const [chosen, setTab] = useState<ContactTab>(requested);
  const [chosenFor, setChosenFor] = useState(requested);
  if (chosenFor !== requested) {
    setChosenFor(requested);
    setTab(requested);
  }
  // The HTML was prerendered with General Contact selected; hydrate with the same, then switch.
  const serverHtml = useIsServerHtml();
  const tab: ContactTab = serverHtml ? "general" : chosen;

  // React now renders the right tab: the CSS override set by the boot script is no longer needed.
  useLayoutEffect(() => {
    if (serverHtml) return;
    const root = document.documentElement;
    root.removeAttribute(CONTACT_TAB_ATTRIBUTE);
    return () => root.removeAttribute(CONTACT_TAB_ATTRIBUTE);
  }, [serverHtml]);

  function select(value: string) {
    const next: ContactTab = value === "tour" ? "tour" : "general";
    setTab(next);
    setSearchParams((current) => searchWithContactTab(current, next), { replace: true, preventScrollReset: true });
  }

  return (
    <>
      {serverHtml ? <script dangerouslySetInnerHTML={{ __html: contactTabBootScript }} /> : null}
      {/* data-hydrate: the page hydrates at load when opened with ?tab= (docs/decisions/0017). */}
      <Tabs value={tab} onValueChange={select} data-hydrate="address">
        <TabsList aria-label={t("contact.tabs.label")}>
          <TabsTrigger value="general" data-contact-tab-trigger="general">
            <MessageSquare aria-hidden="true" />
            {t("contact.tabs.general")}
          </TabsTrigger>
          <TabsTrigger value="tour" data-contact-tab-trigger="tour">
            <Video aria-hidden="true" />
            {t("contact.tabs.tour")}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="general" forceMount data-contact-tab-panel="general" className={panelClass}>
          <div className="space-y-6">
            <div className="space-y-3">
              <PanelHeading icon={MessageSquare}>{t("contact.general.title")}</PanelHeading>
              <p className="text-muted-foreground">{t("contact.general.lead")}</p>
            </div>
            <ContactForm />
            <PreferToTalk lead={t("contact.general.preferToTalk")} />
          </div>
        </TabsContent>

        <TabsContent value="tour" forceMount data-contact-tab-panel="tour" className={panelClass}>
          <div className="space-y-6">
            <div className="space-y-3">
              <PanelHeading icon={Video}>{t("contact.tour.title")}</PanelHeading>
              <p className="text-muted-foreground">{t("contact.tour.lead", { minutes: TOUR_LENGTH_MINUTES })}</p>
              <p className="text-muted-foreground">{t("contact.tour.times", { times: tourTimes })}</p>
            </div>
            {tourForm}
            <PreferToTalk lead={t("contact.tour.preferToTalk")} after={t("contact.tour.preferToTalkAfter")} />
          </div>
        </TabsContent>
      </Tabs>
    </>
  );
}
