import { BookType } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { useBrowserValue } from "~/lib/use-browser-value";
import { useT } from "~/lib/i18n";
import { applyReadingFont, READING_FONT_BUTTON_ATTRIBUTE, readStoredReadingFont, storeReadingFont, type ReadingFont } from "~/lib/reading-font";

/** A pressed/unpressed button beside the theme toggle that switches to a dyslexia-friendly font. */
export function ReadingFontToggle() {
  const t = useT();
  // Starts as the prerendered HTML has it; the head script has already applied the stored choice.
  const stored = useBrowserValue(readStoredReadingFont, "default");
  const [chosen, setFont] = useState<ReadingFont | null>(null);
  const font = chosen ?? stored;

  const on = font === "dyslexic";
  const toggle = () => {
    const next: ReadingFont = on ? "default" : "dyslexic";
    storeReadingFont(next);
    applyReadingFont(next);
    setFont(next);
  };

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-pressed={on}
          aria-label={t("auth.readingFont.name")}
          data-testid="reading-font-toggle"
          {...{ [READING_FONT_BUTTON_ATTRIBUTE]: "" }}
          onClick={toggle}
          // Styled from the html element's attribute (set by the head script before the first paint),
          // so the pressed look is right before the page hydrates.
          className="[html[data-font=dyslexic]_&]:bg-secondary [html[data-font=dyslexic]_&]:text-secondary-foreground [html[data-font=dyslexic]_&]:hover:bg-secondary/80"
        >
          <BookType aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{t("auth.readingFont.tooltip", { state: on ? "on" : "off" })}</TooltipContent>
    </Tooltip>
  );
}
