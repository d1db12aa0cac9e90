/** What the homes share about a day and the times on it: the zone line, a day with no classes, the marker badges. */
import { Clock } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { HomeDay, HomeSession } from "#common/schemas/learning/homes";
import { longDay, SCHOOL_ZONE_NAME, inSchoolZone } from "./time";

/** One line saying how times are shown. */
export function ZoneNote({ zone }: { zone: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="zone-note">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      {inSchoolZone(zone)
        ? `Times are the school's time (${SCHOOL_ZONE_NAME}, New York), which is also yours.`
        : `Times are in your time zone (${zone.replace(/_/g, " ")}), with the school's time (${SCHOOL_ZONE_NAME}, New York) in brackets.`}
    </p>
  );
}

/** Why a day has no classes, in plain words. */
export function noClassesText(day: HomeDay): string {
  if (day.dayOff) return `${longDay(day.date)}: ${day.dayOff.title}. There are no classes${day.dayOff.kind === "closure" ? " (the school is closed)" : ""}.`;
  if (day.weekend) return `${longDay(day.date)} is a weekend day. There are no classes.`;
  return `There are no classes on ${longDay(day.date)}.`;
}

export function MarkerBadge({ session }: { session: HomeSession }) {
  if (session.status === "cancelled") return <Badge className="border-destructive/60 text-foreground">Cancelled</Badge>;
  if (session.marker === "now") return <Badge className="border-success bg-success text-success-foreground">Now</Badge>;
  if (session.marker === "next") return <Badge className="border-primary bg-primary text-primary-foreground">Next</Badge>;
  return null;
}
