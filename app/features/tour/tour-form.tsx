import { useEffect, useState } from "react";
import { shellBinding } from "~/components/forms/binding";
import { useUpgradableForm } from "~/components/forms/upgradable-form";
import { NETWORK_ERROR } from "~/lib/form-errors";
import { onDemand } from "~/lib/on-demand";
import { fallbackTourDays, type TourDay } from "../../../common/tour";
import { TOUR_ERROR_TITLE, TourFormView } from "./tour-form-view";

const loadLiveTourForm = onDemand(() => import("./tour-form-live").then((module) => module.LiveTourForm));

/**
 * The Book a Tour form. Its markup is in the page's HTML; its code (and the live availability of
 * tour times) downloads when the visitor reaches for it (components/forms/upgradable-form.tsx).
 */
export function TourForm() {
  const { live, formProps, failed } = useUpgradableForm(loadLiveTourForm);
  // The dates depend on today, so they are computed after hydration, never in the prerendered HTML.
  const [days, setDays] = useState<TourDay[]>([]);
  useEffect(() => setDays(fallbackTourDays(new Date())), []);

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
