/**
 * A billing family's name as stored ("Nakamura family", made by server/billing/families.ts from the
 * children's family name) and as each reader says it ("familia Nakamura"): screens and PDFs write the
 * surname in the reader's language.
 */
const FAMILY_SUFFIX = " family";

/** The stored name of a family whose children are mostly called `surname`. */
export const storedFamilyName = (surname: string) => `${surname}${FAMILY_SUFFIX}`;

/** The family name a family's stored name was made from ("Nakamura" of "Nakamura family"). */
export function familySurname(name: string): string {
  return name.endsWith(FAMILY_SUFFIX) ? name.slice(0, -FAMILY_SUFFIX.length) : name;
}
