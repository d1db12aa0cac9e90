/** The person's own settings in English (ids `account.*`). */
export const account = {
  "account.language.title": "Language",
  "account.language.lead": "The language your pages are shown in.",
  "account.language.saved": "Your pages are now in {language}.",
  "account.language.failed": "Your language could not be saved. Please try again.",
} as const;
