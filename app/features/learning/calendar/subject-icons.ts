/** A picture for each calendar event: the subject's (app/components/learning/pictures.tsx) for a class. */
import { CalendarDays, House, PartyPopper, Sun, UsersRound, type LucideIcon } from "lucide-react";
import type { CalendarEvent } from "../../../../common/learning/calendar";
import { subjectIcon } from "~/components/learning/pictures";

export function eventIcon(event: Pick<CalendarEvent, "kind" | "subjectCode">): LucideIcon {
  if (event.kind === "class_session") return subjectIcon(event.subjectCode);
  if (event.kind === "holiday") return Sun;
  if (event.kind === "closure") return House;
  if (event.kind === "event") return PartyPopper;
  if (event.kind === "conference") return UsersRound;
  return CalendarDays;
}
