import type { useT } from "~/lib/i18n";
import type { GameKind } from "#common/learning/games";

/** A game's name for adults (the children's screens name games in their own words, games.kind.*). */
export function gameName(t: ReturnType<typeof useT>, kind: GameKind): string {
  return t(`practice.kind.${kind}`);
}
