/**
 * A form's validation downloaded when the form is first reached for, not with its page: zod and the
 * form's schema are most of a form's code (about 40 KiB on /parent/calendar, where the absence form
 * sits inline on the page rather than in a dialog that loads on demand). The download starts on the
 * first sign of intent on the form (`prefetch`: pointer over, focus) and, at the latest, on the first
 * validation (react-hook-form validates on submit first), which waits for it.
 */
import type { FieldValues, Resolver } from "react-hook-form";
import { onDemand } from "./on-demand";

export interface ResolverOnDemand<V extends FieldValues> {
  resolver: Resolver<V>;
  /** Starts the download (remembered; a failed one is tried again at the next call). */
  prefetch: () => void;
}

export function resolverOnDemand<V extends FieldValues>(load: () => Promise<Resolver<V>>): ResolverOnDemand<V> {
  const loaded = onDemand(load);
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    prefetch: () => void loaded().catch(() => undefined),
  };
}
