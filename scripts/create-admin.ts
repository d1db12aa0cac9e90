/**
 * Creates the first super_admin account (docs/api/accounts.md, "Bootstrap"):
 *
 *   npm run create-admin                      prompts for username, email and password (not echoed)
 *   ADMIN_USERNAME=... ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run create-admin    for automation
 *
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: the embedded
 * database is used by one process at a time, and the tool exits 2 saying so while the server runs). The password must meet the one policy of
 * common/schemas/auth.ts; an existing username (in any case) is refused.
 * Exit codes: 0 created, 1 refused (weak password, bad input, name taken), 2 failure.
 */
import { createInterface, type Interface } from "node:readline";
import { PASSWORD_MESSAGES, forgotPasswordSchema, passwordProblems, registerSchema } from "#common/schemas/auth";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../server/auth/common-passwords";
import { isUsernameTaken } from "../server/auth/new-accounts";
import { hashPassword } from "../server/auth/passwords";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema";

class Refused extends Error {}

const env = process.env;
const automated = Boolean(env.ADMIN_USERNAME || env.ADMIN_EMAIL || env.ADMIN_PASSWORD);

let rl: Interface | undefined;
let muted = false;
const pipedLines: string[] = [];
let pipedWaiter: ((line: string | undefined) => void) | undefined;
let pipedEnded = false;

function reader() {
  if (!rl) {
    const terminal = Boolean(process.stdin.isTTY);
    rl = createInterface({ input: process.stdin, output: process.stdout, terminal });
    // While a password is typed nothing is echoed (the prompt itself is written before muting).
    const internal = rl as unknown as { _writeToOutput: (text: string) => void };
    const write = internal._writeToOutput.bind(rl);
    internal._writeToOutput = (text: string) => {
      if (!muted) write(text);
    };
    if (!terminal) {
      rl.on("line", (line) => {
        if (pipedWaiter) {
          const wake = pipedWaiter;
          pipedWaiter = undefined;
          wake(line);
        } else pipedLines.push(line);
      });
      rl.on("close", () => {
        pipedEnded = true;
        pipedWaiter?.(undefined);
      });
    }
  }
  return rl;
}

async function ask(question: string, hidden = false): Promise<string> {
  const r = reader();
  if (!process.stdin.isTTY) {
    process.stdout.write(question);
    const line = pipedLines.shift() ?? (pipedEnded ? undefined : await new Promise<string | undefined>((resolve) => (pipedWaiter = resolve)));
    process.stdout.write("\n");
    if (line === undefined) throw new Refused("No more input.");
    return line;
  }
  return new Promise((resolve) => {
    r.question(question, (answer) => {
      if (hidden) process.stdout.write("\n");
      muted = false;
      resolve(answer);
    });
    muted = hidden;
  });
}

function checkUsername(value: string) {
  const parsed = registerSchema.shape.username.safeParse(value);
  if (!parsed.success) throw new Refused(parsed.error.issues[0]!.message);
  return parsed.data;
}

function checkEmail(value: string) {
  const parsed = forgotPasswordSchema.shape.email.safeParse(value);
  if (!parsed.success) throw new Refused(parsed.error.issues[0]!.message);
  return parsed.data;
}

function checkPassword(password: string) {
  const problems = passwordProblems(password);
  if (isCommonPassword(password)) problems.push(COMMON_PASSWORD_MESSAGE);
  if (problems.length) throw new Refused(`The password is too weak:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return password;
}

/** Asks until the answer passes `check` (interactive), or checks the environment value once. */
async function obtain<T>(fromEnv: string | undefined, question: string, check: (value: string) => T, hidden = false): Promise<T> {
  if (automated) {
    if (fromEnv === undefined) throw new Refused(`${question.replace(/:\s*$/, "")} is missing: set it in the environment.`);
    return check(fromEnv);
  }
  for (;;) {
    try {
      return check(await ask(question, hidden));
    } catch (err) {
      if (!(err instanceof Refused) || !process.stdin.isTTY) throw err;
      console.error(err.message);
    }
  }
}

async function main() {
  // Only the database settings matter here; production's other requirements (APP_SECRET) do not.
  const config = loadConfig({ ...env, NODE_ENV: "development" });
  console.log("Create the first super_admin account.");
  const username = await obtain(env.ADMIN_USERNAME, "Username: ", checkUsername);
  const email = await obtain(env.ADMIN_EMAIL, "Email: ", checkEmail);
  const password = await obtain(env.ADMIN_PASSWORD, "Password (not shown): ", checkPassword, true);
  if (!automated) {
    const confirm = await ask("Confirm password: ", true);
    if (confirm !== password) throw new Refused(PASSWORD_MESSAGES.mismatch);
  }
  rl?.close();

  if (!config.databaseUrl) console.log(`Using the embedded database in ${config.dataDir} (the server must be stopped).`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: config.databaseTimeouts });
  try {
    if (await isUsernameTaken(database.db, username)) throw new Refused(`The username "${username}" is taken. Choose another.`);
    const passwordHash = await hashPassword(password);
    // They typed their own address at the console: it counts as verified.
    await database.db.insert(users).values({ username, email, passwordHash, role: "super_admin", emailVerifiedAt: new Date() });
  } finally {
    await database.close();
  }
  console.log(
    `Created the super_admin account "${username}". Sign in at ${config.publicUrl}/auth?portal=admin, then turn on two-factor authentication in /settings/security.`,
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    rl?.close();
    if (err instanceof Refused) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
