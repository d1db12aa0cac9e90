/**
 * The one password of every demo account: DEMO_PASSWORD when set (it must pass the site's password
 * policy and not be a common password), otherwise a strong random one the command prints once.
 */
import { randomInt } from "node:crypto";
import { passwordProblems } from "#common/schemas/auth";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../../server/auth/common-passwords";
import { DemoRefused } from "./write";

/** "Demo-kqzvtm-prhwxe-4821": about 60 random bits, upper and lower case and digits. */
export function generateDemoPassword(): string {
  const letters = "abcdefghijkmnpqrstuvwxyz";
  const word = () => Array.from({ length: 6 }, () => letters[randomInt(letters.length)]).join("");
  return `Demo-${word()}-${word()}-${String(randomInt(10_000)).padStart(4, "0")}`;
}

/** Why the password may not be used (empty when it may). */
export function demoPasswordProblems(password: string): string[] {
  const problems = passwordProblems(password);
  if (isCommonPassword(password)) problems.push(COMMON_PASSWORD_MESSAGE);
  return problems;
}

export function resolveDemoPassword(fromEnv: string | undefined): { password: string; generated: boolean } {
  if (fromEnv === undefined || fromEnv === "") return { password: generateDemoPassword(), generated: true };
  const problems = demoPasswordProblems(fromEnv);
  if (problems.length) throw new DemoRefused(`DEMO_PASSWORD is too weak:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return { password: fromEnv, generated: false };
}
