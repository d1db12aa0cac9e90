import { shellBinding } from "~/components/forms/binding";
import { useUpgradableForm } from "~/components/forms/upgradable-form";
import { onDemand } from "~/lib/on-demand";
import { NETWORK_ERROR } from "~/lib/form-errors";
import { CONTACT_ERROR_TITLE, ContactFormView } from "./contact-form-view";

const loadLiveContactForm = onDemand(() => import("./contact-form-live").then((module) => module.LiveContactForm));

const noop = () => {};

/**
 * The General Contact form. The page's HTML holds its markup; its code downloads when the visitor
 * reaches for it (components/forms/upgradable-form.tsx) and then takes over where they are.
 */
export function ContactForm() {
  const { live, formProps, failed } = useUpgradableForm(loadLiveContactForm);
  if (live) return <live.Form snapshot={live.snapshot} />;
  return (
    <ContactFormView
      form={formProps}
      bind={shellBinding}
      attachments={{ items: [], onChoose: noop, onRemove: noop, announcement: "" }}
      alert={failed ? { kind: "network", title: CONTACT_ERROR_TITLE, message: NETWORK_ERROR } : undefined}
    />
  );
}
