import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Languages } from "lucide-react";
import { useId, useState } from "react";
import { Card } from "~/components/ui/card";
import { call } from "~/lib/api";
import { invalidate } from "~/lib/api-queries";
import { useUser } from "~/lib/auth";
import { useT } from "~/lib/i18n";
import { setLanguage } from "#common/api/account";
import { currentUser } from "#common/api/user";
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, type Language } from "#common/i18n/languages";
import { LanguageChoices } from "~/components/forms/language-choices";

/**
 * The person's language (docs/decisions/0025): each choice named in its own language, so someone who
 * cannot read the current one still finds theirs. Saved on choosing; every page follows at once.
 */
export function LanguageSetting() {
  const t = useT();
  const client = useQueryClient();
  const { data: user } = useUser();
  const current = user?.language ?? DEFAULT_LANGUAGE;
  const titleId = useId();
  // What happened, worded when shown: after a change the card speaks the language just chosen.
  const [outcome, setOutcome] = useState<{ saved: Language } | "failed" | null>(null);
  const save = useMutation({
    mutationFn: (language: Language) => call(setLanguage, { body: { language } }),
    onSuccess: async (_answer, language) => {
      await invalidate(client, currentUser);
      setOutcome({ saved: language });
    },
    onError: () => setOutcome("failed"),
  });

  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby={titleId} data-testid="language-setting">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
        <Languages className="size-5 text-primary" aria-hidden="true" />
        {t("account.language.title")}
      </h2>
      <p className="text-muted-foreground">{t("account.language.lead")}</p>
      <fieldset className="flex flex-wrap gap-3" disabled={save.isPending}>
        <legend className="sr-only">{t("account.language.title")}</legend>
        <LanguageChoices name="language" value={current} onChoose={(language) => save.mutate(language)} />
      </fieldset>
      <p role="status" className="min-h-6 text-sm" data-testid="language-status">
        {outcome === "failed" ? t("account.language.failed") : outcome ? t("account.language.saved", { language: LANGUAGE_NAMES[outcome.saved] }) : null}
      </p>
    </Card>
  );
}
