/**
 * A child's accessibility preferences, kept on the server (students.preferences) so they follow the
 * child to any device: the reading font, the text size, reduced motion and captions in live classes.
 * A missing or unreadable value reads as the defaults.
 */
import { z } from "zod";

export const TEXT_SIZES = ["standard", "large", "extra-large"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const learnerPreferencesSchema = z.object({
  /** The dyslexia-friendly reading font (docs/decisions/0006). */
  readingFont: z.boolean(),
  textSize: z.enum(TEXT_SIZES),
  reducedMotion: z.boolean(),
  /** Captions on by default in live classes. */
  captions: z.boolean(),
});
export type LearnerPreferences = z.infer<typeof learnerPreferencesSchema>;

export const DEFAULT_PREFERENCES: LearnerPreferences = {
  readingFont: false,
  textSize: "standard",
  reducedMotion: false,
  captions: false,
};

export function readPreferences(stored: unknown): LearnerPreferences {
  const value = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  return {
    readingFont: typeof value.readingFont === "boolean" ? value.readingFont : DEFAULT_PREFERENCES.readingFont,
    textSize: TEXT_SIZES.includes(value.textSize as TextSize) ? (value.textSize as TextSize) : DEFAULT_PREFERENCES.textSize,
    reducedMotion: typeof value.reducedMotion === "boolean" ? value.reducedMotion : DEFAULT_PREFERENCES.reducedMotion,
    captions: typeof value.captions === "boolean" ? value.captions : DEFAULT_PREFERENCES.captions,
  };
}
