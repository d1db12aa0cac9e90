/**
 * Sustained submissions per second for each public form endpoint, against the real entry point on
 * PGlite or on PostgreSQL, with mail going to a real SMTP server. Afterwards every acknowledged
 * submission is looked up in the database and every mail is counted at the SMTP server.
 */
import { count, inArray } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client";
import { applications, enquiries, mailOutbox, tourBookings, uploads } from "../../server/db/schema";
import { setSetting } from "../../server/settings";
import { dobForGrade, validApplication, validContact, validTour } from "../../tests/support/form-data";
import { startPostgres } from "../../tests/support/postgres";
import { PDF } from "../../tests/support/sample-files";
import { startSmtpServer } from "../../tests/support/smtp";
import { formatCalendarDate } from "#common/calendar-date";
import { TOUR_CAPACITY_RANGE } from "#common/schemas/school-settings";
import { TOUR_TIMES, tourDates } from "#common/tour";
import { freePort, stopServer } from "../audit/server";
import { startProductionServer } from "./production-server";

const DURATION_MS = 5000;
const UPLOAD = `POST /api/uploads (${PDF.length}-byte PDF)`;
const CONCURRENCY = 16;

interface Session {
  cookie: string;
  token: string;
}

async function newSession(base: string): Promise<Session> {
  const res = await fetch(`${base}/api/settings`);
  await res.arrayBuffer();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, token: res.headers.get("x-csrf-token")! };
}

type Submit = (session: Session, n: number) => Promise<{ ok: boolean; id?: string; status: number }>;

/** Keeps CONCURRENCY submissions in flight for DURATION_MS; returns the rate and the acknowledged ids. */
async function sustain(base: string, submit: Submit) {
  const ids: string[] = [];
  let errors = 0;
  const statuses = new Map<number, number>();
  let n = 0;
  const end = Date.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const session = await newSession(base);
      while (Date.now() < end) {
        const result = await submit(session, n++);
        if (result.ok && result.id) ids.push(result.id);
        else {
          errors += 1;
          statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: ids.length / seconds, ids, errors, statuses };
}

function postJson(base: string, url: string, body: unknown): Submit {
  return async (session) => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": session.token, cookie: session.cookie },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data?: { id?: string }; application_id?: string };
    return { ok: res.status === 201, status: res.status, id: json.data?.id ?? json.application_id };
  };
}

export interface FormsBenchRow {
  database: "pglite" | "postgres";
  endpoint: string;
  perSecond: number;
  errors: number;
  acknowledged: number;
  stored: number;
}

export async function benchForms(
  kind: "pglite" | "postgres",
  clientDir: string,
): Promise<{ rows: FormsBenchRow[]; mailExpected: number; mailReceived: number; mailSentInOutbox: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `school-bench-forms-${kind}-`));
  const postgres = kind === "postgres" ? await startPostgres() : undefined;
  const smtp = await startSmtpServer();
  const env = {
    SMTP_URL: smtp.url,
    // One client address sends everything here: lift the per-address limits for the measurement.
    API_RATE_LIMIT_PER_MINUTE: "100000000",
    FORM_RATE_LIMIT_PER_HOUR: "100000000",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };

  // The largest capacity staff can set: bookings go round the 140 slots, so 7,000 seats outlast a run.
  const setup = await openDatabase({ databaseUrl: postgres?.url, dataDir });
  await setSetting(setup.db, "tour_slot_capacity", TOUR_CAPACITY_RANGE.max);
  await setup.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child } = await startProductionServer(port, clientDir, dataDir, env);
  const slots = tourDates(new Date()).flatMap((d) => TOUR_TIMES.map((time) => ({ date: formatCalendarDate(d), time })));

  const results: Record<string, Awaited<ReturnType<typeof sustain>>> = {};
  let mailSoFar = 0;
  /** Waits for the mail of the endpoint just measured, so each figure starts with an empty outbox. */
  const drain = async (acknowledged: number) => {
    mailSoFar += acknowledged * 2;
    const deadline = Date.now() + 120_000;
    while (smtp.messages.length < mailSoFar && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  };
  try {
    results[UPLOAD] = await sustain(base, async (session) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "report.pdf");
      const res = await fetch(`${base}/api/uploads`, { method: "POST", headers: { "x-csrf-token": session.token, cookie: session.cookie }, body: form });
      const json = (await res.json()) as { data?: { id: string } };
      return { ok: res.status === 201, status: res.status, id: json.data?.id };
    });
    results["POST /api/contact"] = await sustain(base, (session, n) =>
      postJson(base, "/api/contact", validContact({ parent_name: `Parent ${String.fromCharCode(65 + (n % 26))}` }))(session, n),
    );
    await drain(results["POST /api/contact"].ids.length);
    results["POST /api/tour-booking"] = await sustain(base, (session, n) => {
      const slot = slots[n % slots.length]!;
      return postJson(base, "/api/tour-booking", validTour({ preferred_date: slot.date, preferred_time: slot.time }))(session, n);
    });
    await drain(results["POST /api/tour-booking"].ids.length);
    results["POST /api/application-submission"] = await sustain(base, (session, n) =>
      postJson(
        base,
        "/api/application-submission",
        validApplication({ child_first_name: `Child${n}`, child_dob: dobForGrade(n % 7), child_grade_requested: n % 7 === 0 ? "K" : String(n % 7) }),
      )(session, n),
    );

    // Every acknowledged submission sends two mails; wait for the outbox to deliver them all.
    const acknowledgedForms = ["POST /api/contact", "POST /api/tour-booking", "POST /api/application-submission"].reduce(
      (sum, k) => sum + results[k]!.ids.length,
      0,
    );
    const mailExpected = acknowledgedForms * 2;
    const deadline = Date.now() + 120_000;
    while (smtp.messages.length < mailExpected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const mailReceived = smtp.messages.length;

    await stopServer(child);
    const check = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    const stored = async (
      table: typeof uploads | typeof enquiries | typeof tourBookings | typeof applications,
      column: typeof uploads.id | typeof enquiries.id | typeof tourBookings.id | typeof applications.applicationId,
      ids: string[],
    ) => {
      let found = 0;
      for (let i = 0; i < ids.length; i += 1000) {
        const [row] = await check.db
          .select({ n: count() })
          .from(table)
          .where(inArray(column, ids.slice(i, i + 1000)));
        found += Number(row!.n);
      }
      return found;
    };
    const targets = {
      [UPLOAD]: [uploads, uploads.id],
      "POST /api/contact": [enquiries, enquiries.id],
      "POST /api/tour-booking": [tourBookings, tourBookings.id],
      "POST /api/application-submission": [applications, applications.applicationId],
    } as Record<
      string,
      readonly [
        typeof uploads | typeof enquiries | typeof tourBookings | typeof applications,
        typeof uploads.id | typeof enquiries.id | typeof tourBookings.id | typeof applications.applicationId,
      ]
    >;
    const rows: FormsBenchRow[] = [];
    for (const [endpoint, result] of Object.entries(results)) {
      const [table, column] = targets[endpoint]!;
      rows.push({
        database: kind,
        endpoint,
        perSecond: result.perSecond,
        errors: result.errors,
        acknowledged: result.ids.length,
        stored: await stored(table, column, result.ids),
      });
    }
    const [sent] = await check.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ["sent"]));
    await check.close();
    return { rows, mailExpected, mailReceived, mailSentInOutbox: Number(sent!.n) };
  } finally {
    await stopServer(child);
    await smtp.close();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
