/**
 * Pictures of the portal homes: one lucide icon per subject code (common/learning/subjects.ts) and
 * per avatar (common/learning/avatars.ts, the icon of the same name), always beside a word.
 */
import {
  BookOpen,
  Bird,
  Calculator,
  Cat,
  Dog,
  Dumbbell,
  Fish,
  FlaskConical,
  Flower2,
  Globe,
  GraduationCap,
  HeartHandshake,
  House,
  Laptop,
  Music,
  Palette,
  Rabbit,
  Rocket,
  Smile,
  Star,
  Sun,
  TreePine,
  Turtle,
  type LucideIcon,
} from "lucide-react";
import { AVATARS } from "../../../../common/learning/avatars";
import { cn } from "~/lib/utils";

const SUBJECT_ICONS: Record<string, LucideIcon> = {
  homeroom: House,
  ela: BookOpen,
  math: Calculator,
  science: FlaskConical,
  "social-studies": Globe,
  art: Palette,
  music: Music,
  "pe-health": Dumbbell,
  "digital-citizenship": Laptop,
  sel: HeartHandshake,
};

/** A short word for a young reader under the subject's picture. */
const SUBJECT_WORDS: Record<string, string> = {
  homeroom: "Homeroom",
  ela: "Reading",
  math: "Math",
  science: "Science",
  "social-studies": "Our World",
  art: "Art",
  music: "Music",
  "pe-health": "Move",
  "digital-citizenship": "Computers",
  sel: "Feelings",
};

export function subjectIcon(code: string): LucideIcon {
  return SUBJECT_ICONS[code] ?? GraduationCap;
}

export function subjectWord(code: string, fallback: string): string {
  return SUBJECT_WORDS[code] ?? fallback;
}

const AVATAR_ICONS: Record<string, LucideIcon> = {
  cat: Cat,
  dog: Dog,
  rabbit: Rabbit,
  bird: Bird,
  fish: Fish,
  turtle: Turtle,
  rocket: Rocket,
  star: Star,
  sun: Sun,
  flower: Flower2,
  tree: TreePine,
  music: Music,
};

/** The child's avatar picture (a smiling face until one is chosen), with its word for screen readers. */
export function AvatarBadge({ avatar, className }: { avatar: string | null; className?: string }) {
  const Icon = (avatar && AVATAR_ICONS[avatar]) || Smile;
  const label = AVATARS.find((a) => a.id === avatar)?.label ?? "Smiling face";
  return (
    <span className={cn("grid shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground", className)} role="img" aria-label={`Avatar: ${label}`}>
      <Icon className="size-1/2" aria-hidden="true" />
    </span>
  );
}
