/**
 * A message's words for its reader (issue 32, "Translated messages"): one written in another language
 * shows the school's machine translation, labelled as one, with the original a button away; when no
 * engine could translate it, the original with a note saying so. Each text carries its own `lang`, so
 * a screen reader speaks it in the right voice. The office's report view shows the stored
 * translations beside the original instead (`StoredTranslations`).
 */
import { Languages } from "lucide-react";
import { useId, useState } from "react";
import { LANGUAGE_NAMES } from "#common/i18n/languages";
import type { MessageTranslation, ThreadMessage } from "#common/schemas/learning/messages";
import { Button } from "~/components/ui/button";
import { useLanguage, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

const BODY = "whitespace-pre-wrap break-words";

export function MessageBody({ message, child = false }: { message: Pick<ThreadMessage, "body" | "language" | "translation">; child?: boolean }) {
  const t = useT();
  const reader = useLanguage();
  const [original, setOriginal] = useState(false);
  const id = useId();
  if (message.body === null) return null;
  const { translation } = message;

  if (!translation) {
    return (
      <>
        <p className={BODY} lang={message.language} data-testid="message-body">
          {message.body}
        </p>
        {message.language !== reader ? (
          <p className="text-xs text-muted-foreground" data-testid="translation-note">
            {t("portal.messages.translation.unavailable")}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <>
      <p id={id} className={BODY} lang={original ? message.language : translation.language} data-testid="message-body">
        {original ? message.body : translation.body}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground" data-testid="translation-note">
        {original ? null : (
          <span className="inline-flex items-center gap-1">
            <Languages className="size-3.5" aria-hidden="true" /> {t("portal.messages.translation.label")}
          </span>
        )}
        {/* The label says what pressing does, so it is not also a pressed/unpressed toggle. */}
        <Button
          variant="link"
          size="sm"
          className={cn("h-auto px-0 py-1 text-xs", child && "min-h-12 text-base")}
          aria-controls={id}
          onClick={() => setOriginal((o) => !o)}
          data-testid="translation-toggle"
        >
          {original ? t("portal.messages.translation.showTranslation") : t("portal.messages.translation.showOriginal")}
        </Button>
      </p>
    </>
  );
}

/** The office's view of a reported message: its stored translations below the original, each labelled. */
export function StoredTranslations({ translations }: { translations: readonly MessageTranslation[] }) {
  const t = useT();
  if (translations.length === 0) return null;
  return (
    <ul className="space-y-2 border-l-2 pl-3">
      {translations.map((tr) => (
        <li key={tr.language} className="space-y-1">
          <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Languages className="size-3.5" aria-hidden="true" /> {t("portal.messages.translation.labelIn", { language: LANGUAGE_NAMES[tr.language] })}
          </p>
          <p className={BODY} lang={tr.language}>
            {tr.body}
          </p>
        </li>
      ))}
    </ul>
  );
}
