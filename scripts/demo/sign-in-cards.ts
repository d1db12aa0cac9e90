/**
 * A sign-in card for every demo child (issue 34), made by the office admin: its code (printed form)
 * goes on the child's `--json` line as `signInCode`, so a card sign-in can be tried at once
 * (`/auth/card#<code>`, or "Type your card code" on /auth). Codes are random, as the app makes them.
 */
import { formatSignInCode } from "#common/sign-in-code";
import { hashSignInCode, newSignInCode } from "../../server/auth/sign-in-cards";
import type { Tx } from "../../server/db/client";
import { signInCards } from "../../server/db/schema";

const CHUNK = 1_000;

/** Writes one live card per child; answers each child's code by the child's plan key. */
export async function writeSignInCards(
  tx: Pick<Tx, "insert">,
  childKeys: readonly string[],
  options: { idOf: (key: string) => string; madeBy: string; now: Date },
): Promise<Map<string, string>> {
  const codes = new Map(childKeys.map((key) => [key, newSignInCode()]));
  const rows = [...codes].map(([key, code]) => ({
    studentId: options.idOf(`record:${key}`),
    codeHash: hashSignInCode(code),
    createdBy: options.madeBy,
    createdAt: options.now,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(signInCards).values(rows.slice(i, i + CHUNK));
  return new Map([...codes].map(([key, code]) => [key, formatSignInCode(code)]));
}
