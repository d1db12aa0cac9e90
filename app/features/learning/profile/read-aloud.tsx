import { Square, Volume2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";

/**
 * "Read to me": the browser's own speech (speechSynthesis) reads the page's main text aloud, for a
 * child who does not read yet. Shown only where the browser can speak; pressed again it stops.
 */
export function ReadAloudButton({ targetId }: { targetId: string }) {
  const [supported, setSupported] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    setSupported(typeof window !== "undefined" && "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined");
    return () => {
      if (typeof window !== "undefined" && "speechSynthesis" in window) window.speechSynthesis.cancel();
    };
  }, []);
  if (!supported) return null;

  const toggle = () => {
    const synth = window.speechSynthesis;
    if (speaking) {
      synth.cancel();
      setSpeaking(false);
      return;
    }
    const text = document.getElementById(targetId)?.innerText ?? "";
    const utterance = new SpeechSynthesisUtterance(text.replace(/\s+/g, " ").trim());
    utterance.lang = "en-US";
    utterance.rate = 0.9;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    synth.cancel();
    synth.speak(utterance);
    setSpeaking(true);
  };

  return (
    <Button type="button" variant="secondary" size="lg" onClick={toggle} aria-pressed={speaking} className="min-h-14 text-lg [&_svg]:size-6">
      {speaking ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
      {speaking ? "Stop reading" : "Read to me"}
    </Button>
  );
}
