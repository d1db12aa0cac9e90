/**
 * The parts of an answer that save themselves (a recording, a drawing): "Send it in" waits for each
 * part's save to finish first, and a part that holds something saved counts as an answer even
 * before the screen has read the work again.
 */
import { useCallback, useEffect, useRef } from "react";

export interface AnswerPart {
  /** Finishes any save under way or waiting; true when nothing is left unsaved. */
  flush: () => Promise<boolean>;
  /** Whether the work holds something of this part (saved). */
  holds: () => boolean;
}

export type RegisterPart = (part: AnswerPart) => () => void;

export function useAnswerParts() {
  const parts = useRef(new Set<AnswerPart>());
  const register = useCallback<RegisterPart>((part) => {
    parts.current.add(part);
    return () => {
      parts.current.delete(part);
    };
  }, []);
  const flushAll = useCallback(async () => (await Promise.all([...parts.current].map((p) => p.flush()))).every(Boolean), []);
  const anyHolds = useCallback(() => [...parts.current].some((p) => p.holds()), []);
  return { register, flushAll, anyHolds };
}

/** Registers a part for as long as the component is on the screen; the part's functions are read when called. */
export function useAnswerPart(register: RegisterPart, part: AnswerPart) {
  const latest = useRef(part);
  useEffect(() => {
    latest.current = part;
  });
  useEffect(() => register({ flush: () => latest.current.flush(), holds: () => latest.current.holds() }), [register]);
}
