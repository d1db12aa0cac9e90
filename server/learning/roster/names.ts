/**
 * A teacher's or guardian's name in OneRoster's two parts. The import keeps the given and family
 * names a roster brought (users.given_name, family_name) next to the full name it shows, and the
 * export writes them back as they came: "Ana María" / "de la Cruz", never a guess. Students keep
 * theirs in students.first_name and last_name.
 */

/** The full name the school shows for a roster's given and family name (our export writes a one-word name as both). */
export function fullNameOf(givenName: string, familyName: string): string {
  return givenName === familyName ? givenName : `${givenName} ${familyName}`.trim();
}

export interface NamedAccount {
  username: string;
  fullName: string | null;
  givenName: string | null;
  familyName: string | null;
}

/**
 * The two parts for users.csv. The stored parts, while they still make up the full name (an
 * edit of the name on /admin/people or in the account's settings supersedes them). A name only
 * ever entered whole has no parts to keep: then everything before its last word is the given
 * name (a one-word name, or none, goes in both, as the import reads it back), so a system that
 * joins the two shows the name as it was entered.
 */
export function rosterNameParts(account: NamedAccount): { givenName: string; familyName: string } {
  const full = (account.fullName ?? "").trim() || account.username;
  const { givenName, familyName } = account;
  if (givenName && familyName && fullNameOf(givenName, familyName) === full) return { givenName, familyName };
  const i = full.lastIndexOf(" ");
  return i > 0 ? { givenName: full.slice(0, i), familyName: full.slice(i + 1) } : { givenName: full, familyName: full };
}
