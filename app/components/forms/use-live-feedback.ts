/**
 * The timing of live field feedback (docs/product.md sections 4 and 9): a field is checked once typing has
 * stopped for 500 ms (it then shows "pending"), plus a 300 ms delay before the check itself.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { LiveStatus } from "./field-status";

export const LIVE_DEBOUNCE_MS = 500;
export const LIVE_CHECK_DELAY_MS = 300;

/** Runs the field's rules; true when it passes. `empty` says whether there is anything to approve. */
export type LiveCheck<N extends string> = (name: N) => Promise<{ valid: boolean; empty: boolean }>;

export function useLiveFeedback<N extends string>(check: LiveCheck<N>) {
  const [status, setStatus] = useState<Partial<Record<N, LiveStatus>>>({});
  const timers = useRef(new Map<N, ReturnType<typeof setTimeout>>());
  // A check that finishes after the visitor typed again must not overwrite the newer state.
  const generation = useRef(new Map<N, number>());
  const checkRef = useRef(check);
  useLayoutEffect(() => {
    checkRef.current = check;
  });

  const stop = useCallback((name: N) => {
    const timer = timers.current.get(name);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(name);
    const next = (generation.current.get(name) ?? 0) + 1;
    generation.current.set(name, next);
    return next;
  }, []);

  const set = useCallback((name: N, value: LiveStatus) => setStatus((current) => (current[name] === value ? current : { ...current, [name]: value })), []);

  /** Call on every change of the field: the check runs 500 + 300 ms after the last one. */
  const changed = useCallback(
    (name: N) => {
      const run = stop(name);
      set(name, "idle");
      timers.current.set(
        name,
        setTimeout(() => {
          set(name, "pending");
          timers.current.set(
            name,
            setTimeout(() => {
              timers.current.delete(name);
              void checkRef.current(name).then(({ valid, empty }) => {
                if (generation.current.get(name) !== run) return;
                set(name, valid ? (empty ? "idle" : "valid") : "invalid");
              });
            }, LIVE_CHECK_DELAY_MS),
          );
        }, LIVE_DEBOUNCE_MS),
      );
    },
    [set, stop],
  );

  /** Shows a result decided elsewhere (a submit, the server's answer) at once. */
  const settle = useCallback(
    (name: N, value: LiveStatus) => {
      stop(name);
      set(name, value);
    },
    [set, stop],
  );

  const reset = useCallback(() => {
    for (const name of new Set([...timers.current.keys(), ...generation.current.keys()])) stop(name);
    setStatus({});
  }, [stop]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  return useMemo(() => ({ status, changed, settle, reset }), [status, changed, settle, reset]);
}
