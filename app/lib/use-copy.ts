import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import { useLocale, useT } from "~/lib/i18n";

/** docs/product.md section 9: a copy confirmation lasts 2 seconds. */
export const COPY_HIGHLIGHT_MS = 2000;

/**
 * Copies text to the clipboard, says so in a toast ("{label} copied to clipboard", docs/product.md section 8) and remembers
 * which label was copied for 2 seconds so its block and button can show it (docs/product.md sections 4 and 9).
 * Without clipboard access (an insecure page, a refused permission) `onFailure` runs, by default a
 * toast asking the visitor to copy the text themselves. `label` is in the page's language.
 */
export function useCopy(options: { onFailure?: (label: string) => void } = {}) {
  const t = useT();
  const locale = useLocale();
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onFailure = useRef(options.onFailure);
  // Kept after each commit (a ref does not change during render); the copy reads it later.
  useLayoutEffect(() => {
    onFailure.current = options.onFailure;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (label: string, text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        if (onFailure.current) onFailure.current(label);
        else
          toast({
            variant: "destructive",
            title: t("auth.copy.failed.title"),
            description: t("auth.copy.failed.text", { what: label.toLocaleLowerCase(locale) }),
          });
        return;
      }
      setCopied(label);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPY_HIGHLIGHT_MS);
      toast({ title: t("auth.copy.done", { label }), variant: "success" });
    },
    [t, locale],
  );

  return { copied, copy };
}
