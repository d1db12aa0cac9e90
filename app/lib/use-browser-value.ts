import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * A value only the browser knows (a stored choice, whether it can speak), read once React runs the
 * page. The prerendered HTML and the hydrating render get `serverValue`, so hydration matches; React
 * then renders again with `read()`. `read` must return the same value while nothing changes.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}
