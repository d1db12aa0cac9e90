import { useEffect, useState } from "react";

/** The current time, renewed every `intervalMs`: for what opens and closes with the clock (a live class's door). */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
