/** Every language's whole catalogue, by language. */
import type { Messages } from "./catalogue";
import { en } from "./en/index";
import { es } from "./es/index";
import type { Language } from "./languages";

export const CATALOGUES: Record<Language, Messages> = { en, es };
