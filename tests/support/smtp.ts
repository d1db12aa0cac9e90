/**
 * A real SMTP server for tests (smtp-server, from the nodemailer project): it accepts every mail on
 * localhost and parses it (postal-mime), so tests can read what a family would receive.
 */
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { createServer } from "node:net";

export interface ReceivedMail {
  envelopeTo: string[];
  from: string;
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  attachments: { filename: string | null; mimeType: string; content: string }[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first received mail matching `predicate` (waits for it to arrive). */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A free TCP port on localhost (nothing listens on it once this resolves). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw)
          .then((email) => {
            messages.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              from: email.from?.address ?? "",
              to: (email.to ?? []).map((a) => a.address).join(", "),
              replyTo: email.replyTo?.[0]?.address,
              subject: email.subject ?? "",
              text: email.text ?? "",
              attachments: email.attachments.map((a) => ({
                filename: a.filename,
                mimeType: a.mimeType,
                content: typeof a.content === "string" ? a.content : new TextDecoder().decode(a.content),
              })),
              raw: raw.toString("utf8"),
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${messages.map((m) => m.subject).join(" | ") || "none"})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
