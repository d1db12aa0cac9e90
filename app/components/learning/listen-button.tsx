/**
 * Reading aloud with the browser's speech synthesis, for children who do not read yet: THE speech
 * of every learning screen. `ListenButton` ("Listen") reads a piece of work or its instructions;
 * `ReadAloudButton` ("Read to me") is the large button of a child's page (the day, the profile, the
 * stars), reading a given text or the text of an element; `ListenWordButton` is the small one beside
 * a word (the child's navigation). All are hidden where the browser cannot speak; pressing again
 * stops the reading.
 */
import { Square, Volume2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { LOCALES, type Language } from "#common/i18n/languages";
import { useLanguage, useT } from "~/lib/i18n";
import { useBrowserValue } from "~/lib/use-browser-value";
import { cn } from "~/lib/utils";

function canSpeak(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function";
}

/**
 * Whether the browser can speak, whether it is speaking now, and a toggle reading what `read()` gives,
 * in the reader's language (issue 32: a Spanish child's screens are read in Spanish), or in `language`
 * when the text is in another (a reading game's English words to a Spanish child, issue 34).
 */
/** A piece of what a button reads, in its own language when that is not the reader's (a teacher's English title to a Spanish child). */
export interface SpeechPart {
  text: string;
  language?: Language;
}

function useSpeech(read: () => string | readonly SpeechPart[], language?: Language) {
  // Every browser a family uses can speak, so the page is rendered with its buttons in place (one a
  // browser that cannot is left without after it hydrates), and nothing moves under the child's
  // finger when the page goes live: the buttons came in after it and pushed the day down (CLS 0.04).
  const available = useBrowserValue(canSpeak, true);
  const readerLanguage = useLanguage();
  const lang = LOCALES[language ?? readerLanguage];
  const [speaking, setSpeaking] = useState(false);
  useEffect(
    () => () => {
      if (canSpeak()) window.speechSynthesis.cancel();
    },
    [],
  );
  const toggle = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const said = read();
    const parts = (typeof said === "string" ? [{ text: said }] : said)
      .map((part) => ({ text: part.text.replace(/\s+/g, " ").trim(), lang: part.language ? LOCALES[part.language] : lang }))
      .filter((part) => part.text !== "");
    if (parts.length === 0) return;
    setSpeaking(true);
    // One utterance per language: the browser queues them and speaks each in its own voice.
    parts.forEach((part, i) => {
      const utterance = new SpeechSynthesisUtterance(part.text);
      utterance.lang = part.lang;
      utterance.rate = 0.9;
      if (i === parts.length - 1) utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      synth.speak(utterance);
    });
  };
  return { available, speaking, toggle };
}

export function ListenButton({
  text,
  language,
  label,
  className,
  "data-testid": testId = "listen",
}: {
  text: string | readonly SpeechPart[];
  /** The text's language when it is not the reader's (a comment shown as the teacher wrote it). */
  language?: Language;
  label?: string;
  className?: string;
  "data-testid"?: string;
}) {
  const { available, speaking, toggle } = useSpeech(() => text, language);
  const t = useT();
  if (!available) return null;
  return (
    <Button
      variant="outline"
      onClick={toggle}
      className={cn("min-h-12 rounded-xl border-2 px-4 text-lg [&_svg]:size-6", className)}
      aria-pressed={speaking}
      data-testid={testId}
    >
      {speaking ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
      {speaking ? t("child.listen.stop") : (label ?? t("child.listen.listen"))}
    </Button>
  );
}

/**
 * A small "listen" button beside a word a child may not read yet (a link of their navigation): an
 * icon, named "Listen: <word>" for screen readers, reading the word aloud. It stands beside the link,
 * never inside it, so the link keeps its own name and works as any link.
 */
export function ListenWordButton({ word, className, "data-testid": testId = "listen-word" }: { word: string; className?: string; "data-testid"?: string }) {
  const { available, speaking, toggle } = useSpeech(() => word);
  const t = useT();
  if (!available) return null;
  return (
    <Button
      type="button"
      variant="outline"
      onClick={toggle}
      className={cn("size-16 shrink-0 rounded-xl border-2 p-0 [&_svg]:size-7", className)}
      aria-pressed={speaking}
      aria-label={speaking ? t("child.listen.stop") : t("child.listen.word", { word })}
      data-testid={testId}
    >
      {speaking ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
    </Button>
  );
}

/**
 * "Read to me": reads `text`, or the text of the element `targetId` as it is on the page when pressed;
 * in `language` when the text is not in the reader's own.
 */
export function ReadAloudButton({
  text,
  targetId,
  language,
  "data-testid": testId = "read-aloud",
}: {
  text?: string;
  targetId?: string;
  language?: Language;
  "data-testid"?: string;
}) {
  const { available, speaking, toggle } = useSpeech(() => text ?? (targetId ? (document.getElementById(targetId)?.innerText ?? "") : ""), language);
  const t = useT();
  if (!available) return null;
  return (
    <Button
      type="button"
      size="lg"
      variant={speaking ? "outline" : "default"}
      onClick={toggle}
      className="min-h-16 rounded-2xl px-6 text-lg [&_svg]:size-7"
      aria-pressed={speaking}
      data-testid={testId}
    >
      {speaking ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
      {speaking ? t("child.listen.stopReading") : t("child.listen.readToMe")}
    </Button>
  );
}

/** The words of sanitised HTML, for reading aloud (tags dropped, entities read). */
export function htmlToSpeech(html: string): string {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, " ");
  const doc = new DOMParser().parseFromString(html, "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
