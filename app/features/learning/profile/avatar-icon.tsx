import { Bird, Cat, CircleUserRound, Dog, Fish, Flower, Music, Rabbit, Rocket, Star, Sun, TreeDeciduous, Turtle, type LucideIcon } from "lucide-react";

/** The pictures of common/learning/avatars.ts, drawn from the icon set (no uploads). */
export const AVATAR_ICONS: Record<string, LucideIcon> = {
  cat: Cat,
  dog: Dog,
  rabbit: Rabbit,
  bird: Bird,
  fish: Fish,
  turtle: Turtle,
  rocket: Rocket,
  star: Star,
  sun: Sun,
  flower: Flower,
  tree: TreeDeciduous,
  music: Music,
};

export function avatarIcon(id: string | null | undefined): LucideIcon {
  return (id && AVATAR_ICONS[id]) || CircleUserRound;
}
