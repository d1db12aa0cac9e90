import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import { COPY_HIGHLIGHT_MS, MFA_TOASTS } from "./mfa-api";

/**
 * Copies text to the clipboard, says so in a toast ("{label} copied to clipboard") and remembers
 * which label was copied for 2 seconds so its block and button can show it (spec sections 4 and 9).
 */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (label: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast({ variant: "destructive", title: "Copy failed", description: `Select the ${label.toLowerCase()} and copy it yourself.` });
      return;
    }
    setCopied(label);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPY_HIGHLIGHT_MS);
    toast({ title: MFA_TOASTS.copied(label), variant: "success" });
  }, []);

  return { copied, copy };
}
