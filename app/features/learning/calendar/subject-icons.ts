/** A picture for each subject (children read pictures before words; the words are always beside them). */
import {
  BookOpen,
  CalendarDays,
  Calculator,
  Dumbbell,
  FlaskConical,
  Globe,
  HeartHandshake,
  House,
  Laptop,
  Music,
  Palette,
  PartyPopper,
  Sun,
  School,
  type LucideIcon,
} from "lucide-react";
import type { CalendarEvent } from "../../../../common/learning/calendar";

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

export function eventIcon(event: Pick<CalendarEvent, "kind" | "subjectCode">): LucideIcon {
  if (event.kind === "class_session") return (event.subjectCode && SUBJECT_ICONS[event.subjectCode]) || School;
  if (event.kind === "holiday") return Sun;
  if (event.kind === "closure") return House;
  if (event.kind === "event") return PartyPopper;
  return CalendarDays;
}
