/**
 * The pictures of the learning screens, one set for every screen: a lucide icon per subject code
 * (common/learning/subjects.ts) with a short word for young readers, and a picture per avatar
 * (common/learning/avatars.ts), so the tree a child picks on /student/profile is the tree their
 * home, their family and their teachers see. A picture always stands beside a word.
 */
import {
  Bird,
  BookOpen,
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
  type LucideProps,
} from "lucide-react";
import { AVATARS } from "#common/learning/avatars";
import { DEFAULT_LANGUAGE, type Language } from "#common/i18n/languages";
import { t, type MessageId } from "#common/i18n/messages";
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

/** A short word for a young reader under the subject's picture, in each language's catalogue. */
const SUBJECT_WORDS: Record<string, MessageId> = {
  homeroom: "child.subject.homeroom",
  ela: "child.subject.ela",
  math: "child.subject.math",
  science: "child.subject.science",
  "social-studies": "child.subject.socialStudies",
  art: "child.subject.art",
  music: "child.subject.music",
  "pe-health": "child.subject.peHealth",
  "digital-citizenship": "child.subject.digitalCitizenship",
  sel: "child.subject.sel",
};

/** The subject's picture; a subject staff added later gets the graduation cap. */
export function subjectIcon(code: string | null | undefined): LucideIcon {
  return (code && SUBJECT_ICONS[code]) || GraduationCap;
}

/** The subject's picture as an element; a lookup in render, so React sees the same component each time. */
export function SubjectIcon({ code, ...props }: LucideProps & { code: string | null | undefined }) {
  const Icon = (code && SUBJECT_ICONS[code]) || GraduationCap;
  return <Icon {...props} />;
}

/** The subject's word in `language`; a subject staff added later is read by its own name. */
export function subjectWord(code: string, fallback: string, language: Language = DEFAULT_LANGUAGE): string {
  const id = Object.hasOwn(SUBJECT_WORDS, code) ? SUBJECT_WORDS[code] : undefined;
  return id ? t(language, id) : fallback;
}

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
  flower: Flower2,
  tree: TreePine,
  music: Music,
};

/** The avatar's picture, or a smiling face until the child picks one. */
export function avatarIcon(id: string | null | undefined): LucideIcon {
  return (id && AVATAR_ICONS[id]) || Smile;
}

/** The avatar's picture as an element (see SubjectIcon). */
export function AvatarIcon({ avatar, ...props }: LucideProps & { avatar: string | null | undefined }) {
  const Icon = (avatar && AVATAR_ICONS[avatar]) || Smile;
  return <Icon {...props} />;
}

/**
 * The child's avatar picture, with its word for screen readers; `decorative` where the child's name
 * stands beside it inside a control (a switcher button is named by the child alone).
 */
export function AvatarBadge({ avatar, className, decorative = false }: { avatar: string | null; className?: string; decorative?: boolean }) {
  const label = AVATARS.find((a) => a.id === avatar)?.label ?? "Smiling face";
  const naming = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": `Avatar: ${label}` };
  return (
    <span className={cn("grid shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground", className)} {...naming}>
      <AvatarIcon avatar={avatar} className="size-1/2" aria-hidden="true" />
    </span>
  );
}
