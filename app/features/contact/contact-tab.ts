/**
 * Which tab of the contact page is open. `/contact?tab=tour` opens Book a Tour (docs/product.md section 2); any
 * other value, or none, opens General Contact.
 *
 * The page is prerendered without a query string, so its HTML always has General Contact selected.
 * To open Book a Tour without first painting the General panel, a tiny inline script (rendered just
 * before the tabs, hashed into the CSP by the server) marks <html> with CONTACT_TAB_ATTRIBUTE; a rule
 * at the end of app/app.css keyed on that attribute shows the tour panel until React has hydrated,
 * switched the tabs to "tour" before the first paint, and removed the attribute.
 */
export type ContactTab = "general" | "tour";

export const CONTACT_TAB_PARAM = "tab";
export const CONTACT_TAB_ATTRIBUTE = "data-contact-tab";

export function contactTabFromSearch(params: URLSearchParams): ContactTab {
  return params.get(CONTACT_TAB_PARAM) === "tour" ? "tour" : "general";
}

/** The query string for a tab, keeping the page's other parameters (such as section). */
export function searchWithContactTab(params: URLSearchParams, tab: ContactTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === "tour") next.set(CONTACT_TAB_PARAM, "tour");
  else next.delete(CONTACT_TAB_PARAM);
  return next;
}

/** Runs while the HTML is parsed; it must stay self-contained (it is serialised as text). */
export const contactTabBootScript = `(function(){try{if(new URLSearchParams(location.search).get(${JSON.stringify(CONTACT_TAB_PARAM)})==="tour")document.documentElement.setAttribute(${JSON.stringify(CONTACT_TAB_ATTRIBUTE)},"tour")}catch(e){}})()`;

/** Sections of the contact page that `?section=` may scroll to. */
export const CONTACT_SECTIONS = ["benefits"] as const;
export type ContactSection = (typeof CONTACT_SECTIONS)[number];

export function contactSectionFromSearch(params: URLSearchParams): ContactSection | undefined {
  const value = params.get("section");
  return (CONTACT_SECTIONS as readonly string[]).includes(value ?? "") ? (value as ContactSection) : undefined;
}
