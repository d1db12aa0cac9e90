/**
 * This instance's open live-class pages, by session. A change to a room (on any instance) arrives on
 * the real-time bus as `room:<sessionId>`; every page of that session here re-reads its view from the
 * database and is sent it. After the bus reconnects, every page re-reads (events may have been missed).
 */
import type { Bus } from "../../realtime/bus";
import { roomTopic } from "./rooms";

export interface LivePage {
  readonly sessionId: string;
  refresh(): void;
  close(reason: string): void;
}

export class LiveHub {
  private readonly pages = new Map<string, { pages: Set<LivePage>; unsubscribe: () => void }>();
  private readonly unResync: () => void;

  constructor(private readonly bus: Bus) {
    this.unResync = bus.onResync(() => {
      for (const entry of this.pages.values()) for (const page of entry.pages) page.refresh();
    });
  }

  add(page: LivePage) {
    let entry = this.pages.get(page.sessionId);
    if (!entry) {
      const pages = new Set<LivePage>();
      const unsubscribe = this.bus.subscribe(roomTopic(page.sessionId), () => {
        for (const p of pages) p.refresh();
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
