import { shellBinding } from "~/components/forms/binding";
import { useUpgradableForm } from "~/components/forms/upgradable-form";
import { NETWORK_ERROR } from "~/lib/form-errors";
import { onDemand } from "~/lib/on-demand";
import { useBrowserValue } from "~/lib/use-browser-value";
import { fallbackTourDays } from "#common/tour";
import type { TourDay } from "#common/types/tour-availability";
import { TOUR_ERROR_TITLE, TourFormView } from "./tour-form-view";

const loadLiveTourForm = onDemand(() => import("./tour-form-live").then((module) => module.LiveTourForm));

const NO_DAYS: TourDay[] = [];
let offered: TourDay[] = NO_DAYS;

/** The days on offer from today; the same array until the first of them changes, as a snapshot must be. */
function offeredDays(): TourDay[] {
  const days = fallbackTourDays(new Date());
  if (days[0]?.date !== offered[0]?.date) offered = days;
  return offered;
}

/**
 * The Book a Tour form. Its markup is in the page's HTML; its code (and the live availability of
 * tour times) downloads when the visitor reaches for it (components/forms/upgradable-form.tsx).
 */
export function TourForm() {
  const { live, formProps, failed } = useUpgradableForm(loadLiveTourForm);
  // The dates depend on today, so they are computed after hydration, never in the prerendered HTML.
  const days = useBrowserValue(offeredDays, NO_DAYS);

  if (live) return <live.Form snapshot={live.snapshot} />;
  return (
    <TourFormView
      form={formProps}
      bind={shellBinding}
      days={days}
      alert={failed ? { kind: "network", title: TOUR_ERROR_TITLE, message: NETWORK_ERROR } : undefined}
    />
  );
}
