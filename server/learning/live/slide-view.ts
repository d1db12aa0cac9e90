/**
 * Slides (issue 35, docs/api/live.md "Slides") as the room's pages see them: the room's open deck
 * (part of the room's snapshot) and each viewer's view of it. A child's view names the current page's
 * picture only; a host's, every page's. The commands and the pictures are in ./slides.ts.
 */
import { and, eq, isNull } from "drizzle-orm";
import { href } from "#common/api/contract";
import { liveSlidePage } from "#common/api/learning/live";
import type { LiveSlides } from "#common/schemas/learning/live";
import type { Db } from "../../db/client";
import { liveSlideDecks } from "../../db/schema";

export type Deck = typeof liveSlideDecks.$inferSelect;

/** The address of one page's picture. */
export const slidePageHref = (sessionId: string, deckId: string, page: number) => href(liveSlidePage, { params: { sessionId, deckId, page: String(page) } });

/** The room's open deck, if any (part of the room's snapshot). */
export async function readOpenDeck(db: Pick<Db, "select">, roomId: string): Promise<Deck | null> {
  const [deck] = await db
    .select()
    .from(liveSlideDecks)
    .where(and(eq(liveSlideDecks.roomId, roomId), isNull(liveSlideDecks.closedAt)));
  return deck ?? null;
}

/** One viewer's view of the open deck: a child the current page's picture only, a host every page's. */
export function slidesViewOf(deck: Deck, sessionId: string, role: "host" | "learner"): LiveSlides {
  const href = (page: number) => slidePageHref(sessionId, deck.id, page);
  return {
    id: deck.id,
    title: deck.title,
    pageCount: deck.pageCount,
    currentPage: deck.currentPage,
    currentImage: href(deck.currentPage),
    pages: role === "host" ? Array.from({ length: deck.pageCount }, (_, i) => href(i + 1)) : null,
  };
}
