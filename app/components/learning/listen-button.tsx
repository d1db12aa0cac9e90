/**
 * "Listen": the browser's speech synthesis reads a text aloud (a child's work, its instructions).
 * Hidden where the browser cannot speak; pressing it again stops the reading.
 */
import { Square, Volume2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

function canSpeak(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function";
}

export function ListenButton({ text, label = "Listen", className, "data-testid": testId = "listen" }: { text: string; label?: string; className?: string; "data-testid"?: string }) {
  const [available, setAvailable] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    setAvailable(canSpeak());
    return () => {
      if (canSpeak()) window.speechSynthesis.cancel();
    };
  }, []);
  if (!available) return null;
  const toggle = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = "en-US";
    utterance.rate = 0.9;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  };
  return (
    <Button
      variant="outline"
      onClick={toggle}
      className={cn("min-h-12 rounded-xl border-2 px-4 text-lg [&_svg]:size-6", className)}
      aria-pressed={speaking}
      data-testid={testId}
    >
      {speaking ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
      {speaking ? "Stop" : label}
    </Button>
  );
}

/** The words of sanitised HTML, for reading aloud (tags dropped, entities read). */
export function htmlToSpeech(html: string): string {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, " ");
  const doc = new DOMParser().parseFromString(html, "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
