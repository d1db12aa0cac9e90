import { useT } from "~/lib/i18n";
import { familySurname } from "#common/billing/family-name";

/** A family's name in the reader's language ("Nakamura family", "Familia Nakamura"), from its stored one. */
export function useFamilyName(): (stored: string) => string {
  const t = useT();
  return (stored) => t("billingOffice.family", { surname: familySurname(stored) });
}
