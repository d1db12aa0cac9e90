/** The inbox of the end-to-end run's SMTP server (tests/support/e2e-global-setup.ts). */
import { inject } from "vitest";
import type { ReceivedMail } from "./smtp";

export async function receivedMail(): Promise<ReceivedMail[]> {
  const res = await fetch(inject("mailboxUrl"));
  return (await res.json()) as ReceivedMail[];
}

/** Waits until a mail matching `predicate` has arrived (the outbox delivers within a few seconds). */
export async function waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMail()).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error("the expected mail did not arrive at the test SMTP server");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
