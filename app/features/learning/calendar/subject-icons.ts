/** A picture for each calendar event: the subject's (app/components/learning/pictures.tsx) for a class. */
import { ClipboardList, House, PartyPopper, Sun, UsersRound, type LucideIcon } from "lucide-react";
import type { CalendarEvent } from "#common/learning/calendar";

/** The picture of each kind but a class (which has its subject's); other kinds get the calendar. */
export const KIND_ICONS: Partial<Record<CalendarEvent["kind"], LucideIcon>> = {
  holiday: Sun,
  closure: House,
  event: PartyPopper,
  conference: UsersRound,
  due: ClipboardList,
};
