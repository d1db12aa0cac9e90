/**
 * A small analytics seam. It does nothing unless the site is built with VITE_ANALYTICS_ENDPOINT
 * (a same-origin collector, so the content security policy needs no exception) or the page has a
 * gtag function installed by the school's own tag.
 */
type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;

const endpoint = import.meta.env.VITE_ANALYTICS_ENDPOINT;

export function trackEvent(name: string, params: Record<string, unknown> = {}) {
  if (typeof window === "undefined") return;
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (typeof gtag === "function") gtag("event", name, params);
  if (endpoint && typeof navigator.sendBeacon === "function") {
    const body = JSON.stringify({ name, params, path: window.location.pathname, at: new Date().toISOString() });
    navigator.sendBeacon(endpoint, new Blob([body], { type: "application/json" }));
  }
}

/** Reports an uncaught error as an analytics exception event. */
export function trackException(error: unknown, fatal = true) {
  const description = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  trackEvent("exception", { description: description.slice(0, 500), fatal });
}

export function isAnalyticsConfigured() {
  return Boolean(endpoint);
}
