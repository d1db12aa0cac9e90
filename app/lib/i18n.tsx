/**
 * The app's side of docs/decisions/0025: a provider that gives every screen below it its language and
 * catalogue, `useT()` to format a message by id, and `useLanguage()`. The public layout provides the
 * language of the page's address; the signed-in shell the person's setting.
 */
import { createContext, useCallback, useContext, type ReactNode } from "react";
import { IntlProvider, useIntl } from "react-intl";
import { CATALOGUES } from "#common/i18n/catalogues";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "#common/i18n/languages";
import { localize, type MessageId, type MessageValues } from "#common/i18n/messages";

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/**
 * `language` for everything below. Its messages are the catalogue parts loaded so far (the browser's
 * catalogues fill as screens load theirs, common/i18n/catalogues.browser.ts): whoever provides a
 * language has loaded the parts its screens show (the root the shell, the public layouts the public
 * pages, PersonLanguage the person's language).
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LanguageContext value={language}>
      <IntlProvider locale={LOCALES[language]} defaultLocale={LOCALES[DEFAULT_LANGUAGE]} messages={CATALOGUES[language]}>
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The current language's locale for dates and numbers ("en-US", "es-US"): `formatDay(iso, useLocale())`. */
export function useLocale(): string {
  return LOCALES[useLanguage()];
}

/** Values a message takes in the app: text, numbers, dates, and elements for rich text (`<b>…</b>`). */
export type AppMessageValues = MessageValues | Record<string, string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** Formats a message of the current language by id: `t("site.nav.aboutUs")`. */
export function useT() {
  const intl = useIntl();
  return useCallback(<V extends AppMessageValues>(id: MessageId, values?: V): string => intl.formatMessage({ id }, values as Record<string, string>), [intl]);
}

/** For messages with elements inside (links, bold words): the result is React nodes, not a string. */
export function useRichT() {
  const intl = useIntl();
  return useCallback((id: MessageId, values: AppMessageValues): ReactNode => intl.formatMessage({ id }, values as never), [intl]);
}

/** Shows an English text of the shared schemas or the server (a field's error) in the current language (common/i18n/messages.ts, localize). */
export function useLocalize() {
  const language = useLanguage();
  return useCallback((english: string) => localize(language, english), [language]);
}
