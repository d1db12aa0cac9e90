/** Names shared by the public pages' loader (app/lib/hydrate-on-intent.ts) and the root component. */

/** Id of the template holding a public page's deferred scripts. */
export const DEFERRED_TEMPLATE_ID = "hydrate-later";
/** Dispatched on window by the root layout once the whole page has hydrated (its effects run last). */
export const HYDRATED_EVENT = "app:hydrated";
