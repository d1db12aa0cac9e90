/**
 * Dollars as a person types them ("1,250.50", "$80", "0.5") to integer cents, by digits alone: no
 * floating point, so "0.29" is 29 cents and never 28.999… The school bills in US dollars, written the
 * US way whatever the screen's language (a comma groups thousands, a point starts the cents).
 */
const DOLLARS = /^(?<whole>\d{1,3}(?:,\d{3})+|\d+)?(?:\.(?<fraction>\d{0,2}))?$/;

/** More digits than any school fee; keeps the whole-dollar part far inside Number's safe integers. */
const MAX_WHOLE_DIGITS = 9;

/** The amount in cents, or undefined when the text is not a plain positive-or-zero dollar amount. */
export function dollarsToCents(typed: string): number | undefined {
  const text = typed.trim().replace(/^\$\s*/, "");
  const match = DOLLARS.exec(text);
  if (!match?.groups || text === "" || text === ".") return undefined;
  const whole = (match.groups.whole ?? "").replaceAll(",", "");
  const fraction = match.groups.fraction ?? "";
  if (whole === "" && fraction === "") return undefined;
  if (whole.length > MAX_WHOLE_DIGITS) return undefined;
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}
