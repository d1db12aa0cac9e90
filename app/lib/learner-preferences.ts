/**
 * A child's accessibility preferences (common/learning/preferences.ts) on the page: attributes on
 * <html> the stylesheet reads, the mechanism of the reading font (docs/decisions/0006). The
 * preferences come from the child's account (GET /api/user), so they follow the child to any device;
 * on a page without them (signed out, another role) the browser's own reading-font choice returns.
 */
import type { LearnerPreferences } from "#common/learning/preferences";
import { applyReadingFont, readStoredReadingFont } from "./reading-font";

export const TEXT_SIZE_ATTRIBUTE = "data-text-size";
export const MOTION_ATTRIBUTE = "data-motion";

export function applyLearnerPreferences(preferences: LearnerPreferences | null | undefined) {
  const root = document.documentElement;
  if (!preferences) {
    root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
    root.removeAttribute(MOTION_ATTRIBUTE);
    applyReadingFont(readStoredReadingFont());
    return;
  }
  if (preferences.textSize === "standard") root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else root.setAttribute(TEXT_SIZE_ATTRIBUTE, preferences.textSize);
  if (preferences.reducedMotion) root.setAttribute(MOTION_ATTRIBUTE, "reduce");
  else root.removeAttribute(MOTION_ATTRIBUTE);
  applyReadingFont(preferences.readingFont ? "dyslexic" : readStoredReadingFont());
}
