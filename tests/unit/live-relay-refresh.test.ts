/**
 * The signalling relay's state pushes under a burst of changes (server/learning/live/relay.ts): a page
 * with a refresh already waiting in its queue gets no second one, since the waiting read runs after
 * those changes were committed. Without it, a class raising hands queued one full read of the room per
 * change per page (npm run bench -- live: hands took 18 s to reach the teacher with 500 participants).
 */
import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import type { LiveSessionView } from "../../common/schemas/learning/live";

const reads: { resolve: (view: LiveSessionView) => void }[] = [];
vi.mock("../../server/learning/live/rooms", () => ({
  readSessionView: () => new Promise<LiveSessionView>((resolve) => reads.push({ resolve })),
  applyModeration: vi.fn(),
  consumeToken: vi.fn(),
  mayWatch: vi.fn(),
  recordJoin: vi.fn(),
  recordLeave: vi.fn(),
  recordPublished: vi.fn(),
  roomOf: vi.fn(),
}));

const { LiveRelay } = await import("../../server/learning/live/relay");

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: { type: string; view?: { n: number } }[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string; view?: { n: number } });
  }
  close() {
    this.readyState = 3;
  }
}

const view = (n: number) => ({ n, room: { ended: false }, me: { state: "admitted" }, participants: [] }) as unknown as LiveSessionView;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the live relay's state pushes", () => {
  it("a burst of changes while a read is under way costs one more read, and the page ends with the latest state", async () => {
    const socket = new FakeSocket();
    const hub = { add: vi.fn(), remove: vi.fn() };
    const log = { warn: vi.fn() };
    const relay = new LiveRelay(
      { db: {}, media: {}, live: {}, hub, log, now: () => new Date() } as never,
      socket as never,
      { sessionId: "s1", role: "learner" } as never,
      "u1",
    );
    await settle();
    expect(reads).toHaveLength(1); // the page's first state, being read

    for (let i = 0; i < 10; i++) relay.refresh(); // ten changes arrive meanwhile
    reads[0]!.resolve(view(1));
    await settle();
    expect(reads).toHaveLength(2); // one read for all ten
    reads[1]!.resolve(view(2));
    await settle();
    expect(reads).toHaveLength(2);
    expect(socket.sent.map((m) => [m.type, m.view?.n])).toEqual([
      ["state", 1],
      ["state", 2],
    ]);

    // A change after that read is read again.
    relay.refresh();
    await settle();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(view(3));
    await settle();
    expect(socket.sent.at(-1)).toMatchObject({ type: "state", view: { n: 3 } });
  });
});
