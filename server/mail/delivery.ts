/**
 * Runs the outbox in the background: a round every few seconds, and one as soon as a submission
 * has committed new mail (kick). Without SMTP_URL there is nothing to deliver: mail is kept in the
 * outbox table (`npm run outbox` prints it).
 */
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client";
import { deliverDueMail } from "./outbox";

const ROUND_INTERVAL_MS = 5_000;

export interface MailDelivery {
  /** Whether mail is sent (an SMTP server is configured) or only kept. */
  readonly enabled: boolean;
  /** Starts a round now (after a submission committed mail); never throws. */
  kick(): void;
  /** One complete round; resolves when it ends (tests and benchmarks wait on it). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function createTransport(smtpUrl: string): Transporter {
  // Short timeouts: an unreachable server should fail the round quickly and be retried later.
  return nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
}

export function startMailDelivery(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger; intervalMs?: number }): MailDelivery {
  if (!options.smtpUrl) {
    return { enabled: false, kick() {}, runOnce: async () => {}, stop: async () => {} };
  }
  const transport = createTransport(options.smtpUrl);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const round = async () => {
    try {
      await deliverDueMail(options.db, transport, options.from, options.log);
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
    enabled: true,
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
