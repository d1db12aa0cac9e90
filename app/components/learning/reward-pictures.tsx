/**
 * THE pictures of skills and badges (lucide icons named in common/learning/badges.ts and in the
 * skills table), and THE big badge picture every rewards screen shows.
 */
import {
  Award,
  BookOpen,
  CalendarCheck,
  Clock,
  Crown,
  Dumbbell,
  Ear,
  Gamepad2,
  HandHelping,
  Heart,
  Leaf,
  Lightbulb,
  Medal,
  Mic,
  Mountain,
  Music,
  Palette,
  Search,
  Send,
  Shield,
  Smile,
  Sparkles,
  Star,
  Sun,
  Trophy,
  Users,
  type LucideIcon,
} from "lucide-react";
import { cn } from "~/lib/utils";

const PICTURES: Record<string, LucideIcon> = {
  heart: Heart,
  users: Users,
  dumbbell: Dumbbell,
  search: Search,
  ear: Ear,
  "hand-helping": HandHelping,
  mountain: Mountain,
  palette: Palette,
  star: Star,
  sun: Sun,
  "book-open": BookOpen,
  lightbulb: Lightbulb,
  smile: Smile,
  music: Music,
  leaf: Leaf,
  shield: Shield,
  sparkles: Sparkles,
  trophy: Trophy,
  crown: Crown,
  medal: Medal,
  award: Award,
  clock: Clock,
  "calendar-check": CalendarCheck,
  mic: Mic,
  send: Send,
  gamepad: Gamepad2,
};

export function pictureOf(name: string): LucideIcon {
  return PICTURES[name] ?? Star;
}

/** A badge's picture in a round medal; `earned` false is a faded outline (a badge still to earn). */
export function BadgeMedal({ picture, earned = true, className }: { picture: string; earned?: boolean; className?: string }) {
  const Icon = PICTURES[picture] ?? Star;
  return (
    <span
      className={cn(
        "grid size-20 shrink-0 place-items-center rounded-full border-4",
        earned ? "border-warning bg-warning/15 text-foreground" : "border-dashed border-muted-foreground/60 bg-muted text-muted-foreground",
        className,
      )}
      aria-hidden="true"
    >
      <Icon className="size-10" />
    </span>
  );
}
