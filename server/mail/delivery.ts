/**
 * Runs the outbox in the background: a round every few seconds, and one as soon as a submission
 * has committed new mail (kick). With SMTP_URL mail goes to that server; without it, each mail is
 * written as an .eml file to DATA_DIR/outbox (open it with any mail client or text editor) and
 * marked "kept", so developers see exactly what families would receive.
 */
import type { Log } from "../log";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { preparePrivateDir, PRIVATE_FILE_MODE } from "../data-dir";
import type { Db } from "../db/client";
import { deliverDueMail } from "./outbox";

const ROUND_INTERVAL_MS = 5_000;

export interface MailDelivery {
  /** "smtp" sends mail; "outbox" keeps it as files in `outboxDir`. */
  readonly mode: "smtp" | "outbox";
  readonly outboxDir: string | undefined;
  /** Starts a round now (after a submission committed mail); never throws. */
  kick(): void;
  /** One complete round; resolves when it ends (tests and benchmarks wait on it). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    // A few kept-open connections: a backlog (after an outage) drains in parallel without reconnecting for every mail.
    pool: true,
    maxConnections: 4,
    maxMessages: 500,
    // Short timeouts: an unreachable server should fail the round quickly and be retried later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** A transport that writes each message, exactly as it would be sent, to `dir` as an .eml file. */
function createFileTransport(dir: string): Transporter {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const send = transport.sendMail.bind(transport);
  return Object.assign(transport, {
    sendMail: async (mail: Parameters<typeof send>[0]) => {
      const info = await send(mail);
      // A whole mail to a family: for the server's user only.
      await preparePrivateDir(dir);
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(dir, `${stamp}-${String(info.messageId).replace(/[^\w.-]/g, "")}.eml`), info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      return info;
    },
  }) as Transporter;
}

export function startMailDelivery(options: { db: Db; smtpUrl?: string; dataDir: string; from: string; log: Log; intervalMs?: number }): MailDelivery {
  const mode = options.smtpUrl ? "smtp" : "outbox";
  const outboxDir = options.smtpUrl ? undefined : path.join(options.dataDir, "outbox");
  const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl) : createFileTransport(outboxDir!);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const round = async () => {
    try {
      await deliverDueMail(options.db, transport, options.from, {
        log: options.log,
        keepGoing: () => !stopped,
        deliveredStatus: mode === "smtp" ? "sent" : "kept",
      });
    } catch (err) {
      options.log.warn({ err }, "mail delivery round failed");
    }
  };

  const runOnce = (): Promise<void> => {
    if (running) {
      // A kick during a round: run one more round after it, so new mail is not left for the timer.
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await round();
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => void runOnce(), options.intervalMs ?? ROUND_INTERVAL_MS);
  timer.unref();

  return {
    mode,
    outboxDir,
    kick: () => void runOnce(),
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
