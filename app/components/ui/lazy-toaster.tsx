/**
 * The toast system in two halves: the store (use-toast.ts, a few hundred bytes) is always there, so
 * any code can raise a toast; the Radix half that shows them (toaster.tsx) is downloaded the first
 * time a toast is raised, or earlier, as soon as the visitor starts on a form, so it is already in
 * the browser if the network then drops (the connection-error toast needs it). Public pages that
 * never raise a toast never download it.
 */
import { useEffect, useState, type ComponentType } from "react";
import { onDemand } from "~/lib/on-demand";
import { useToast } from "./use-toast";

/** Downloads the toaster once; after a failed download the next call tries again. */
export const preloadToaster: () => Promise<ComponentType> = onDemand(() => import("./toaster").then((module) => module.Toaster));

export function LazyToaster() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (Toaster || toasts.length === 0) return;
    let cancelled = false;
    preloadToaster().then(
      (component) => {
        if (!cancelled) setToaster(() => component);
      },
      () => {
        // Offline: the toast stays in the store and shows once a later toast loads the toaster.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [Toaster, toasts]);

  useEffect(() => {
    if (Toaster) return;
    const warmUp = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest("form")) preloadToaster().catch(() => {});
    };
    document.addEventListener("focusin", warmUp);
    return () => document.removeEventListener("focusin", warmUp);
  }, [Toaster]);

  return Toaster ? <Toaster /> : null;
}
