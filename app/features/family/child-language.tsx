/**
 * On /parent, in a child's sign-in card: the language of the child's own screens and of "Read to me"
 * (issue 32), chosen by their guardian (a child of 5 cannot find the setting). Each choice is named in
 * its own language; saved on choosing; the child's next page follows.
 */
import { useId, useState } from "react";
import { LANGUAGE_NAMES, type Language } from "#common/i18n/languages";
import type { ChildSignIn } from "#common/schemas/learning/students";
import { useT } from "~/lib/i18n";
import { LanguageChoices } from "~/components/forms/language-choices";
import { useSetChildLanguage } from "./family-api";

export function ChildLanguage({ child }: { child: ChildSignIn }) {
  const t = useT();
  const save = useSetChildLanguage();
  const legendId = useId();
  // The choice shows at once; a refusal puts the saved one back.
  const [chosen, setChosen] = useState<Language>(child.language);
  const [outcome, setOutcome] = useState<"saved" | "failed" | null>(null);
  const choose = (language: Language) => {
    setChosen(language);
    save.mutate(
      { studentId: child.studentId, language },
      {
        onSuccess: () => setOutcome("saved"),
        onError: () => {
          setChosen(child.language);
          setOutcome("failed");
        },
      },
    );
  };
  return (
    <fieldset className="space-y-2" disabled={save.isPending} aria-labelledby={legendId} data-testid="child-language">
      <legend id={legendId} className="text-sm font-medium">
        {t("portal.family.childLanguage.legend", { name: child.name })}
      </legend>
      <div className="flex flex-wrap gap-2">
        <LanguageChoices name={`child-language-${child.studentId}`} value={chosen} onChoose={choose} size="sm" />
      </div>
      <p role="status" className="min-h-5 text-sm" data-testid="child-language-status">
        {outcome === "saved"
          ? t("portal.family.childLanguage.saved", { name: child.name, language: LANGUAGE_NAMES[chosen] })
          : outcome === "failed"
            ? t("portal.family.childLanguage.failed")
            : null}
      </p>
    </fieldset>
  );
}
