/**
 * Message ids and the formatter the server and common code use (docs/decisions/0025). The app formats
 * through react-intl with the same catalogues (app/lib/i18n.tsx).
 */
import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
// Through the package import, so that a browser gets the catalogues it has loaded, not all of them.
import { CATALOGUES } from "#common/i18n/catalogues";
import type { Messages } from "./catalogue";
import type { en } from "./en/index";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "./languages";

export type MessageId = keyof typeof en;

/** Values an ICU message takes: text and numbers (and dates for date arguments). */
export type MessageValues = Record<string, string | number | Date>;

const cache = createIntlCache();
const intls = new Map<Language, IntlShape<string>>();

/** The formatter of a language: its catalogue, its locale's plurals, dates and numbers. */
export function intlFor(language: Language): IntlShape<string> {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: LOCALES[language],
        defaultLocale: LOCALES[DEFAULT_LANGUAGE],
        messages: CATALOGUES[language],
        // A missing id is a type error; a broken message is caught by tests/unit/i18n-catalogues.test.ts.
        onError: (err) => {
          throw err;
        },
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/** The text of `id` in `language`. */
export function t(language: Language, id: MessageId, values?: MessageValues): string {
  return intlFor(language).formatMessage({ id }, values);
}

let idsByEnglish: Map<string, MessageId> | undefined;

/**
 * Adds a loaded part of a language's catalogue to what `t`, `localize` and the app's provider format
 * with (the browser's catalogues start empty). Ids already there are kept, so on the server, where
 * every catalogue is complete, nothing changes.
 */
export function addMessages(language: Language, messages: Messages) {
  const target = CATALOGUES[language] as Record<string, string>;
  let added = false;
  for (const [id, text] of Object.entries(messages)) {
    if (Object.hasOwn(target, id)) continue;
    target[id] = text;
    added = true;
  }
  if (added && language === DEFAULT_LANGUAGE) idsByEnglish = undefined;
}

/**
 * A text the shared schemas and the server write in English (a validation or refusal message, whose
 * English words the spec fixes), in `language`: the catalogue message whose English text it is, or the
 * text unchanged when no catalogue holds it. Only messages without arguments are found this way.
 */
export function localize(language: Language, english: string): string {
  if (language === DEFAULT_LANGUAGE) return english;
  if (!idsByEnglish) {
    idsByEnglish = new Map();
    for (const [id, text] of Object.entries(CATALOGUES[DEFAULT_LANGUAGE]))
      if (!text.includes("{") && !idsByEnglish.has(text)) idsByEnglish.set(text, id as MessageId);
  }
  const id = idsByEnglish.get(english);
  return id ? t(language, id) : english;
}
