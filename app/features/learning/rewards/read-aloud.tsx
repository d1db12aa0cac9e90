/**
 * "Read to me" for the rewards (the same button as the child's home: features do not share code):
 * the browser's speech synthesis reads the child's stars and badges aloud.
 */
import { Square, Volume2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";

function canSpeak(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function";
}

export function ReadAloudButton({ text }: { text: string }) {
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
    <Button size="lg" variant={speaking ? "outline" : "default"} onClick={toggle} className="min-h-16 rounded-2xl px-6 text-lg [&_svg]:size-7" aria-pressed={speaking} data-testid="rewards-read-aloud">
      {speaking ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
      {speaking ? "Stop reading" : "Read to me"}
    </Button>
  );
}
