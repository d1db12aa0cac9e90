import { BookOpen, Calculator, FlaskConical, Footprints, Palette, Sandwich, Sun, Users, Video, MonitorOff, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { useBrowserValue } from "~/lib/use-browser-value";
import { cn } from "~/lib/utils";
import { nextSchoolDay, SAMPLE_SCHEDULE, sharesSchoolClock, type ScheduleItem } from "#common/schedule";
import { dateInZone, formatTime, toZone, viewerTimeZone, zonedInstant, type ZonedTime } from "#common/time-zone";
import { school } from "#common/school";
import { formatLongCalendarDay } from "#common/calendar-date";
import { formatZoneName } from "#common/date-formats";
import { LISTED_ZONES, ZONE_GROUPS, zoneLabel } from "./time-zones";

const ICONS: Record<string, LucideIcon> = {
  "morning-meeting": Sun,
  ela: BookOpen,
  movement: Footprints,
  math: Calculator,
  lunch: Sandwich,
  "science-social-studies": FlaskConical,
  specials: Palette,
  "small-groups-clubs": Users,
};

/** The zone's own name and abbreviation on that day ("Pacific Daylight Time", "PDT"). Browser only. */
function zoneNames(zone: string, instant: number) {
  return { long: formatZoneName(instant, zone, "long"), short: formatZoneName(instant, zone, "short") };
}

function dayNote(start: ZonedTime, end: ZonedTime) {
  if (start.dayOffset === end.dayOffset) return start.dayOffset === 1 ? " (next day)" : start.dayOffset === -1 ? " (day before)" : "";
  return end.dayOffset === 1 ? " (ends next day)" : " (starts day before)";
}

interface Conversion {
  zone: string;
  /** The school day the times were converted for, "YYYY-MM-DD". */
  date: string;
  /** The zone shows the school's own clock times on that day (for example America/Toronto). */
  sameClock: boolean;
  longName: string;
  shortName: string;
  dateLabel: string;
  rows: Record<string, string>;
}

function convert(zone: string, date: string): Conversion {
  const { long, short } = zoneNames(zone, zonedInstant(date, SAMPLE_SCHEDULE[0]!.time));
  const rows: Record<string, string> = {};
  for (const item of SAMPLE_SCHEDULE) {
    const start = toZone(item.time, date, zone);
    const end = toZone(item.endTime, date, zone);
    rows[item.id] = `${start.label} – ${end.label}${dayNote(start, end)}`;
  }
  const dateLabel = formatLongCalendarDay(date);
  return { zone, date, sameClock: sharesSchoolClock(zone, date), longName: long, shortName: short, dateLabel, rows };
}

/** The school day the sample is shown for: today's or the next one, in the school's zone. */
function comingSchoolDay(): string {
  return nextSchoolDay(dateInZone(Date.now(), school.timeZone));
}

/**
 * The sample weekday in Eastern Time, with each time also shown in the family's zone. The page is
 * prerendered in Eastern Time only; the visitor's zone is read after hydration (the page hydrates as
 * the schedule comes into view), into a line that
 * is already reserved under each time, so nothing on the page moves when it fills in.
 */
export function ScheduleView() {
  const date = useBrowserValue(comingSchoolDay, null);
  const visitorZone = useBrowserValue(viewerTimeZone, null);
  const [pickedZone, setZone] = useState<string | null>(null);
  const zone = pickedZone ?? visitorZone ?? school.timeZone;

  const conversion = date && zone !== school.timeZone ? convert(zone, date) : null;
  const showLocal = conversion !== null && !conversion.sameClock;
  const unlisted = visitorZone && !LISTED_ZONES.some((z) => z.id === visitorZone) ? visitorZone : null;
  const statusId = useId();

  let status: string;
  if (!date) status = "Times are in Eastern Time (ET), the school’s time zone. Pick a time zone to see them in your local time too.";
  else if (!conversion) status = "Showing Eastern Time (ET) only, the school’s time zone.";
  else if (conversion.sameClock) status = `${conversion.longName} shows the same clock times as Eastern Time on ${conversion.dateLabel}.`;
  else status = `Below each Eastern time: ${conversion.longName} (${conversion.shortName}), for the school day of ${conversion.dateLabel}.`;

  return (
    // The page hydrates as the schedule comes into view (or on the visitor's first sign of intent),
    // which fills in the visitor's own times: docs/decisions/0017.
    <div className="space-y-6" data-hydrate="visible">
      <Card className="grid gap-4 p-4 sm:p-6 md:grid-cols-[minmax(0,22rem)_1fr] md:items-end">
        <Field label="Show the times also in" description="Daylight saving time is taken into account for the day shown.">
          {(control) => (
            <Select
              {...control}
              aria-describedby={[control["aria-describedby"], statusId].filter(Boolean).join(" ")}
              value={zone}
              onChange={(event) => setZone(event.target.value)}
              data-testid="zone-select"
            >
              {unlisted ? (
                <optgroup label="Your device">
                  <option value={unlisted}>{zoneLabel(unlisted)}</option>
                </optgroup>
              ) : null}
              {ZONE_GROUPS.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.zones.map((z) => (
                    <option key={z.id} value={z.id}>
                      {z.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </Field>
        {/* Lines are reserved so the longer status after hydration does not push the list down. */}
        <p
          id={statusId}
          aria-live="polite"
          className="min-h-[3lh] text-sm text-muted-foreground md:pb-6 lg:min-h-[2lh]"
          data-testid="zone-status"
          data-date={date ?? undefined}
        >
          {status}
        </p>
      </Card>

      <ol className="space-y-3" aria-label="Sample weekday schedule">
        {SAMPLE_SCHEDULE.map((item) => (
          <ScheduleRow key={item.id} item={item} local={showLocal ? { zone: conversion.longName, times: conversion.rows[item.id]! } : null} />
        ))}
      </ol>
    </div>
  );
}

function ScheduleRow({ item, local }: { item: ScheduleItem; local: { zone: string; times: string } | null }) {
  const Icon = ICONS[item.id] ?? Video;
  const live = item.liveBlock !== null;
  return (
    <li
      data-testid={`schedule-${item.id}`}
      className={cn(
        "grid gap-x-6 gap-y-3 rounded-xl border p-4 sm:grid-cols-[15rem_minmax(0,1fr)] sm:p-5",
        "border-l-4",
        live ? "border-l-primary bg-card" : "bg-muted/60",
      )}
    >
      <div>
        <p className="whitespace-nowrap font-semibold tabular-nums" data-testid="school-time">
          <time dateTime={item.time}>{formatTime(item.time)}</time> <span aria-hidden="true">–</span>
          <span className="sr-only">to</span> <time dateTime={item.endTime}>{formatTime(item.endTime)}</time>{" "}
          <abbr title="Eastern Time" className="no-underline">
            ET
          </abbr>
        </p>
        {/* One line is always reserved here, so filling it after hydration moves nothing. */}
        <p className="min-h-5 text-sm leading-5 text-muted-foreground tabular-nums" data-testid="local-time">
          {local ? (
            <>
              <span className="sr-only">{local.zone}: </span>
              {local.times}
            </>
          ) : null}
        </p>
      </div>
      <div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span
            className={cn(
              "grid size-9 shrink-0 place-items-center rounded-lg",
              live ? "bg-secondary text-secondary-foreground" : "bg-background text-foreground",
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold leading-snug">{item.title}</h3>
          {live ? (
            <Badge className="border-primary/40 text-primary">
              <Video aria-hidden="true" />
              Live block {item.liveBlock}
            </Badge>
          ) : (
            <Badge>
              <MonitorOff aria-hidden="true" />
              Off-screen
            </Badge>
          )}
        </div>
        <p className="mt-2 text-muted-foreground text-pretty">{item.description}</p>
      </div>
    </li>
  );
}
