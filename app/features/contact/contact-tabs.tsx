import { MessageSquare, Video } from "lucide-react";
import { useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { TOUR_LENGTH_MINUTES, TOUR_TIMES } from "#common/tour";
import { ContactForm } from "./contact-form";
import { PreferToTalk } from "./prefer-to-talk";
import { CONTACT_TAB_ATTRIBUTE, contactTabBootScript, contactTabFromSearch, searchWithContactTab, type ContactTab } from "./contact-tab";

const TOUR_TIMES_TEXT = `${TOUR_TIMES.slice(0, -1).join(", ")} and ${TOUR_TIMES.at(-1)}`;

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
        <TabsList aria-label="How can we help?">
          <TabsTrigger value="general" data-contact-tab-trigger="general">
            <MessageSquare aria-hidden="true" />
            General Contact
          </TabsTrigger>
          <TabsTrigger value="tour" data-contact-tab-trigger="tour">
            <Video aria-hidden="true" />
            Book a Tour
          </TabsTrigger>
        </TabsList>

        <TabsContent value="general" forceMount data-contact-tab-panel="general" className={panelClass}>
          <div className="space-y-6">
            <div className="space-y-3">
              <PanelHeading icon={MessageSquare}>Ask Us Anything</PanelHeading>
              <p className="text-muted-foreground">
                Questions about enrollment, grade placement, tuition and payment options, technology, or support for your child's learning? Our admissions team
                is glad to help, whether you're ready to apply or just starting to explore online school. You can attach documents such as a recent school
                report.
              </p>
            </div>
            <ContactForm />
            <PreferToTalk lead="Prefer to talk?" />
          </div>
        </TabsContent>

        <TabsContent value="tour" forceMount data-contact-tab-panel="tour" className={panelClass}>
          <div className="space-y-6">
            <div className="space-y-3">
              <PanelHeading icon={Video}>Book a Live Virtual Tour</PanelHeading>
              <p className="text-muted-foreground">
                A virtual tour is a {TOUR_LENGTH_MINUTES}-minute video call with a member of our admissions team. See what a live class looks like, learn how
                small classes (12:1) and personalized learning work day to day, and ask about the right grade for your child.
              </p>
              <p className="text-muted-foreground">
                Tours run on weekdays at {TOUR_TIMES_TEXT} EST. Choose the day and time that suit you, and we'll confirm your tour within 24 hours.
              </p>
            </div>
            {tourForm}
            <PreferToTalk lead="Prefer to book by phone?" after=" with the day and time that suit you" />
          </div>
        </TabsContent>
      </Tabs>
    </>
  );
}
