/**
 * The school's languages as radio buttons, each named in its own language (so someone who cannot
 * read the current one still finds theirs): the person's own setting and a child's, chosen by their
 * guardian, use this one control.
 */
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "#common/i18n/languages";
import { cn } from "~/lib/utils";

export function LanguageChoices({
  name,
  value,
  onChoose,
  size = "md",
}: {
  name: string;
  value: Language;
  onChoose: (language: Language) => void;
  size?: "sm" | "md";
}) {
  return (
    <>
      {LANGUAGES.map((language) => (
        <label
          key={language}
          lang={language}
          className={cn(
            "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            size === "sm" ? "px-3 py-2 text-sm" : "px-4 py-2",
            language === value ? "border-primary bg-primary/10" : "bg-background",
          )}
        >
          <input type="radio" name={name} value={language} checked={language === value} onChange={() => onChoose(language)} className="size-4 accent-primary" />
          {LANGUAGE_NAMES[language]}
        </label>
      ))}
    </>
  );
}
