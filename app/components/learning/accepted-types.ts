import type { useT } from "~/lib/i18n";
import { LEARNING_FILE_POLICY } from "#common/learning/files";

/** The learning files' accepted types ("images, .pdf, ...") with their one word in the reader's language. */
export function acceptedTypes(t: ReturnType<typeof useT>): string {
  return LEARNING_FILE_POLICY.acceptedLabel.replace(/^images/, t("work.files.images"));
}
