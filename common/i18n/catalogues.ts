/**
 * Every language's whole catalogue, by language: what the server, the prerender and the tests format
 * with. A browser resolves this module to catalogues.browser.ts instead (package.json "imports"), which
 * starts empty and is filled as the screens load their catalogues (docs/decisions/0025, "Loading").
 */
import type { Messages } from "./catalogue";
import { en } from "./en/index";
import { es } from "./es/index";
import type { Language } from "./languages";

export const CATALOGUES: Record<Language, Messages> = { en, es };
