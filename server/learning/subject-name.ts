/**
 * A subject's name in the reader's language (issue 32, "school data in one language"): the
 * curriculum's own subjects (common/learning/subjects.ts) under the name the school gave them at the
 * start are written from the catalogue (`subjects.<code>`); a subject staff renamed or added keeps
 * the words they wrote. Server only: the browser never loads these names.
 */
import { DEFAULT_SUBJECTS } from "#common/learning/subjects";
import { t, type MessageId } from "#common/i18n/messages";
import type { Language } from "#common/i18n/languages";

const BY_NAME = new Map(DEFAULT_SUBJECTS.map((s) => [s.name, s.code]));

export function subjectNameIn(storedName: string, language: Language): string {
  const code = BY_NAME.get(storedName);
  return code ? t(language, `subjects.${code}` as MessageId) : storedName;
}
