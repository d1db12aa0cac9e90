/**
 * The browser's catalogues (package.json "imports" resolves "#common/i18n/catalogues" here for the
 * browser build): empty at first, each language filled by `addMessages` (messages.ts) as the root,
 * the public layouts and the signed-in shell load their parts, so a page downloads only its own
 * language's texts for its own kind of screen (docs/decisions/0025, "Loading").
 */
import type { Messages } from "./catalogue";
import type { Language } from "./languages";

export const CATALOGUES: Record<Language, Messages> = { en: {}, es: {} };
