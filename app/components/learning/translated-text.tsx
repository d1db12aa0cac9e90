/**
 * A text's words for its reader (issue 32): a message, a teacher's comment on returned work, a work's title. One
 * written in another language shows the school's machine translation, labelled as one, with the
 * original a button away; when no engine could translate it, the original with a note saying so. Each text carries its own `lang`, so
 * a screen reader speaks it in the right voice. The office's report view shows the stored
 * translations beside the original instead (`StoredTranslations`).
 */
import { Languages } from "lucide-react";
import { useId, useState } from "react";
import { LANGUAGE_NAMES, type Language } from "#common/i18n/languages";
import type { MessageTranslation, ThreadMessage } from "#common/schemas/learning/messages";
import { Button } from "~/components/ui/button";
import { useLanguage, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

const BODY = "whitespace-pre-wrap break-words";

/**
 * `className` styles the words (a comment's screen has its own), `label` goes before them for screen
 * readers only, and `original`/`onOriginalChange` let a screen know which words are shown (a Listen
 * button reads those). Without them the choice is the component's own.
 */
export function TranslatedText({
  message,
  child = false,
  className,
  testId = "translated-text",
  label,
  original: shownOriginal,
  onOriginalChange,
}: {
  message: Pick<ThreadMessage, "body" | "language" | "translation">;
  child?: boolean;
  className?: string;
  testId?: string;
  label?: string;
  original?: boolean;
  onOriginalChange?: (original: boolean) => void;
}) {
  const reader = useLanguage();
  const [ownOriginal, setOwnOriginal] = useState(false);
  const original = shownOriginal ?? ownOriginal;
  const setOriginal = onOriginalChange ?? setOwnOriginal;
  const id = useId();
  if (message.body === null) return null;
  const { translation } = message;
  const words = label ? <span className="sr-only">{label} </span> : null;

  if (!translation) {
    return (
      <>
        <p className={cn(BODY, className)} lang={message.language} data-testid={testId}>
          {words}
          {message.body}
        </p>
        {message.language !== reader ? <TranslationNote translated={false} /> : null}
      </>
    );
  }

  return (
    <>
      <p id={id} className={cn(BODY, className)} lang={original ? message.language : translation.language} data-testid={testId}>
        {words}
        {original ? message.body : translation.body}
      </p>
      <TranslationNote translated original={original} onOriginalChange={setOriginal} controls={id} child={child} />
    </>
  );
}

/**
 * What a reader is told under a text in another language: that the school translated it, with the
 * button between the translation and the original (`controls`: the ids of what it changes); or,
 * `translated` false, that no translation could be made. A child's button is a 48 px target.
 */
export function TranslationNote({
  translated,
  original = false,
  onOriginalChange,
  controls,
  child = false,
  className,
}: {
  translated: boolean;
  original?: boolean;
  onOriginalChange?: (original: boolean) => void;
  controls?: string;
  child?: boolean;
  className?: string;
}) {
  const t = useT();
  if (!translated) {
    return (
      <p className={cn("text-xs text-muted-foreground", child && "text-base", className)} data-testid="translation-note">
        {t("portal.messages.translation.unavailable")}
      </p>
    );
  }
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground", child && "text-base", className)} data-testid="translation-note">
      {original ? null : (
        <span className="inline-flex items-center gap-1">
          <Languages className={cn("size-3.5", child && "size-5")} aria-hidden="true" /> {t("portal.messages.translation.label")}
        </span>
      )}
      {/* The label says what pressing does, so it is not also a pressed/unpressed toggle. */}
      <Button
        variant="link"
        size="sm"
        className={cn("h-auto px-0 py-1 text-xs", child && "min-h-12 text-base")}
        aria-controls={controls}
        onClick={() => onOriginalChange?.(!original)}
        data-testid="translation-toggle"
      >
        {original ? t("portal.messages.translation.showTranslation") : t("portal.messages.translation.showOriginal")}
      </Button>
    </p>
  );
}

/** A teacher's comment on returned work, as a text with its language and the reader's translation (common/schemas/learning/work.ts). */
export function commentAsText(comment: { feedback: string | null; feedbackLanguage: Language; feedbackTranslation: MessageTranslation | null }) {
  return { body: comment.feedback, language: comment.feedbackLanguage, translation: comment.feedbackTranslation };
}

/** The words a reader is shown of a text that may come with a translation: the translation unless they chose the original. */
export function shownWords(message: Pick<ThreadMessage, "body" | "language" | "translation">, original: boolean) {
  return message.translation && !original
    ? { text: message.translation.body, language: message.translation.language }
    : { text: message.body ?? "", language: message.language };
}

/** A work's title as a list carries it (`titleInLanguageFields`, common/schemas/learning/work.ts). */
type TitleInLanguage = { title: string; titleLanguage: Language; titleTranslation: MessageTranslation | null };

/** The words of a work's title a list shows: the school's translation into the reader's language when there is one. */
export function titleWords(item: TitleInLanguage) {
  return item.titleTranslation
    ? { text: item.titleTranslation.body, language: item.titleTranslation.language }
    : { text: item.title, language: item.titleLanguage };
}

/**
 * A work's title on a list, in the reader's language where the school translated it, marked as a
 * machine translation by its icon (named for screen readers); the original is on the work's screen.
 */
export function WorkTitle({ item, className }: { item: TitleInLanguage; className?: string }) {
  const t = useT();
  const { text, language } = titleWords(item);
  return (
    <span className={className} lang={language} data-testid="work-title-text">
      {text}
      {item.titleTranslation ? (
        <span
          role="img"
          aria-label={t("portal.messages.translation.label")}
          title={t("portal.messages.translation.label")}
          className="ml-1.5 inline-block align-middle"
        >
          <Languages className="size-4 text-muted-foreground" aria-hidden="true" />
        </span>
      ) : null}
    </span>
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
