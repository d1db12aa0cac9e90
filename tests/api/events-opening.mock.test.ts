/**
 * GET /api/events, opened without Last-Event-ID, starts at the school's latest change. A message
 * committed just after that read, while the stream is still being set up, must reach the page at
 * once (not only at its next reconnect): the stream listens before it reads where to start. The read
 * is wrapped so the test can send a message in exactly that moment.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession } from "../../server/auth/sessions";
import { openEventStream } from "../support/event-stream";
import { TestClient } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const moment = vi.hoisted(() => ({ afterLatestRead: null as null | (() => Promise<void>) }));

vi.mock("../../server/learning/messages/live", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../server/learning/messages/live")>();
  return {
    ...real,
    latestChange: async (db: Parameters<typeof real.latestChange>[0]) => {
      const latest = await real.latestChange(db);
      const during = moment.afterLatestRead;
      moment.afterLatestRead = null;
      if (during) await during();
      return latest;
    },
  };
});

describe.each(DATABASE_KINDS)("opening the live events stream on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { config: { apiRateLimitPerMinute: 1_000_000 } });
  });
  afterAll(async () => t?.close());

  it("delivers a message committed while the stream was being opened", async () => {
    const { year } = await makeYear(t.db);
    const otters = await makeClass(t.db, year.id, { name: "Otters" });
    const ada = await makeStudent(t.db, { firstName: "Ada" });
    await enrol(t.db, otters.class.id, ada.student.id);
    const guardian = new TestClient(t.url);
    guardian.setCookie("sid", (await createSession(t.db, ada.guardian!.id)).id);
    const teacherSid = (await createSession(t.db, otters.teacher!.id)).id;

    let messageId = "";
    moment.afterLatestRead = async () => {
      const res = await guardian.mutate("POST", "/api/messages/conversations", {
        participantIds: [otters.teacher!.id],
        body: "Sent while your page was connecting",
      });
      expect(res.status).toBe(201);
      messageId = res.json<{ data: { messageId: string } }>().data.messageId;
      // Time for the bus to tell this instance of the commit, still inside the opening.
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    const stream = await openEventStream(t.url, teacherSid);
    await stream.next((e) => e.data.type === "ready");
    expect(moment.afterLatestRead).toBeNull();
    const event = await stream.next((e) => e.data.type === "message" && e.data.messageId === messageId, 2_000);
    expect(event.data).toMatchObject({ type: "message", messageId });
    // Once, not again from the tables or the bus.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events.filter((e) => e.data.messageId === messageId)).toHaveLength(1);
    stream.close();
  });
});
