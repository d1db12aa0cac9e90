import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { contactSectionFromSearch } from "./contact-tab";

/**
 * `?section=benefits` (linked from /careers) scrolls to that section once the page is shown:
 * smoothly, unless the visitor prefers reduced motion.
 */
export function useScrollToSectionParam() {
  const [searchParams] = useSearchParams();
  const section = contactSectionFromSearch(searchParams);
  useEffect(() => {
    if (!section) return;
    const target = document.getElementById(section);
    if (!target) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  }, [section]);
}
