/**
 * This instance's open live-class pages, by session. A change to a room (on any instance) arrives on
 * the real-time bus as `room:<sessionId>`; the room is then read once for all that session's pages
 * here (the first page to need it reads it into the change's `SharedRoomRead`), and each page is sent
 * its own view of it. A `board` event (a whiteboard stroke or erasure, ./board.ts) carries what
 * changed and is handed to the pages as it is, with no read. After the bus reconnects, every
 * session's pages read again (events may have been missed).
 */
import type { Bus } from "../../realtime/bus";
import { roomTopic, type RoomSnapshot } from "./rooms";

/** One change's read of a room, shared by the pages of its session on this instance. */
export interface SharedRoomRead {
  snapshot?: Promise<RoomSnapshot>;
}

export interface LivePage {
  readonly sessionId: string;
  refresh(shared?: SharedRoomRead): void;
  /** A whiteboard event's data, for the page to pass on if its viewer sees the board. */
  board(data: Record<string, unknown>): void;
  close(reason: string): void;
}

const refreshAll = (pages: Iterable<LivePage>) => {
  const shared: SharedRoomRead = {};
  for (const page of pages) page.refresh(shared);
};

export class LiveHub {
  private readonly pages = new Map<string, { pages: Set<LivePage>; unsubscribe: () => void }>();
  private readonly unResync: () => void;

  constructor(private readonly bus: Bus) {
    this.unResync = bus.onResync(() => {
      for (const entry of this.pages.values()) refreshAll(entry.pages);
    });
  }

  add(page: LivePage) {
    let entry = this.pages.get(page.sessionId);
    if (!entry) {
      const pages = new Set<LivePage>();
      const unsubscribe = this.bus.subscribe(roomTopic(page.sessionId), (event) => {
        if (event.type !== "board") return refreshAll(pages);
        for (const p of pages) p.board(event.data ?? {});
      });
      entry = { pages, unsubscribe };
      this.pages.set(page.sessionId, entry);
    }
    entry.pages.add(page);
  }

  remove(page: LivePage) {
    const entry = this.pages.get(page.sessionId);
    if (!entry) return;
    entry.pages.delete(page);
    if (entry.pages.size === 0) {
      entry.unsubscribe();
      this.pages.delete(page.sessionId);
    }
  }

  get size() {
    let n = 0;
    for (const entry of this.pages.values()) n += entry.pages.size;
    return n;
  }

  closeAll() {
    this.unResync();
    for (const entry of [...this.pages.values()]) for (const page of [...entry.pages]) page.close("The server is restarting");
  }
}
