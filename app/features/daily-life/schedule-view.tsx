import { BookOpen, Calculator, FlaskConical, Footprints, Palette, Sandwich, Sun, Users, Video, MonitorOff, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { useLanguage, useT } from "~/lib/i18n";
import { useBrowserValue } from "~/lib/use-browser-value";
import { cn } from "~/lib/utils";
import { nextSchoolDay, SAMPLE_SCHEDULE, sharesSchoolClock, type ScheduleItem } from "#common/schedule";
import { dateInZone, formatTime, toZone, viewerTimeZone, zonedInstant, type ZonedTime } from "#common/time-zone";
import { school } from "#common/school";
import { formatCalendarWeekdayMonthDay, formatLongCalendarDay } from "#common/calendar-date";
import { formatZoneName } from "#common/date-formats";
import { LOCALES, type Language } from "#common/i18n/languages";
import { t as translate, type MessageId } from "#common/i18n/messages";
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

// Punctuation between translated parts, not words.
const SPACE = " ";
const DASH = "–";
const COLON = ": ";

/** The zone's own name and abbreviation on that day ("Pacific Daylight Time", "PDT"). Browser only. */
function zoneNames(zone: string, instant: number, language: Language) {
  const locale = LOCALES[language];
  return { long: formatZoneName(instant, zone, "long", locale), short: formatZoneName(instant, zone, "short", locale) };
}

function dayNote(start: ZonedTime, end: ZonedTime): MessageId | null {
  if (start.dayOffset === end.dayOffset) {
    return start.dayOffset === 1 ? "dailyLife.scheduleView.nextDay" : start.dayOffset === -1 ? "dailyLife.scheduleView.dayBefore" : null;
  }
  return end.dayOffset === 1 ? "dailyLife.scheduleView.endsNextDay" : "dailyLife.scheduleView.startsDayBefore";
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

function convert(zone: string, date: string, language: Language): Conversion {
  const { long, short } = zoneNames(zone, zonedInstant(date, SAMPLE_SCHEDULE[0]!.time), language);
  const rows: Record<string, string> = {};
  for (const item of SAMPLE_SCHEDULE) {
    const start = toZone(item.time, date, zone);
    const end = toZone(item.endTime, date, zone);
    const note = dayNote(start, end);
    rows[item.id] = translate(language, "dailyLife.scheduleView.range", { start: start.label, end: end.label, note: note ? translate(language, note) : "" });
  }
  // English keeps its long date; another language writes the day its own way.
  const dateLabel = language === "en" ? formatLongCalendarDay(date) : formatCalendarWeekdayMonthDay(date, LOCALES[language]);
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
  const t = useT();
  const language = useLanguage();
  const date = useBrowserValue(comingSchoolDay, null);
  const visitorZone = useBrowserValue(viewerTimeZone, null);
  const [pickedZone, setZone] = useState<string | null>(null);
  const zone = pickedZone ?? visitorZone ?? school.timeZone;

  const conversion = date && zone !== school.timeZone ? convert(zone, date, language) : null;
  const showLocal = conversion !== null && !conversion.sameClock;
  const unlisted = visitorZone && !LISTED_ZONES.some((z) => z.id === visitorZone) ? visitorZone : null;
  const statusId = useId();

  let status: string;
  if (!date) status = t("dailyLife.scheduleView.statusBefore");
  else if (!conversion) status = t("dailyLife.scheduleView.statusEasternOnly");
  else if (conversion.sameClock) status = t("dailyLife.scheduleView.statusSameClock", { zone: conversion.longName, date: conversion.dateLabel });
  else status = t("dailyLife.scheduleView.statusConverted", { zone: conversion.longName, short: conversion.shortName, date: conversion.dateLabel });

  return (
    // The page hydrates as the schedule comes into view (or on the visitor's first sign of intent),
    // which fills in the visitor's own times: docs/decisions/0017.
    <div className="space-y-6" data-hydrate="visible">
      <Card className="grid gap-4 p-4 sm:p-6 md:grid-cols-[minmax(0,22rem)_1fr] md:items-end">
        <Field label={t("dailyLife.scheduleView.zoneLabel")} description={t("dailyLife.scheduleView.zoneDescription")}>
          {(control) => (
            <Select
              {...control}
              aria-describedby={[control["aria-describedby"], statusId].filter(Boolean).join(" ")}
              value={zone}
              onChange={(event) => setZone(event.target.value)}
              data-testid="zone-select"
            >
              {unlisted ? (
                <optgroup label={t("dailyLife.scheduleView.yourDevice")}>
                  <option value={unlisted}>{zoneLabel(unlisted, language)}</option>
                </optgroup>
              ) : null}
              {ZONE_GROUPS.map((group) => (
                <optgroup key={group.label} label={t(group.label)}>
                  {group.zones.map((z) => (
                    <option key={z.id} value={z.id}>
                      {t(z.label)}
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

      <ol className="space-y-3" aria-label={t("dailyLife.scheduleView.listLabel")}>
        {SAMPLE_SCHEDULE.map((item) => (
          <ScheduleRow key={item.id} item={item} local={showLocal ? { zone: conversion.longName, times: conversion.rows[item.id]! } : null} />
        ))}
      </ol>
    </div>
  );
}

function ScheduleRow({ item, local }: { item: ScheduleItem; local: { zone: string; times: string } | null }) {
  const t = useT();
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
          <time dateTime={item.time}>{formatTime(item.time)}</time>
          {SPACE}
          <span aria-hidden="true">{DASH}</span>
          <span className="sr-only">{t("dailyLife.scheduleView.to")}</span>
          {SPACE}
          <time dateTime={item.endTime}>{formatTime(item.endTime)}</time>
          {SPACE}
          <abbr title={t("dailyLife.scheduleView.easternTime")} className="no-underline">
            {t("dailyLife.scheduleView.et")}
          </abbr>
        </p>
        {/* One line is always reserved here, so filling it after hydration moves nothing. */}
        <p className="min-h-5 text-sm leading-5 text-muted-foreground tabular-nums" data-testid="local-time">
          {local ? (
            <>
              <span className="sr-only">{local.zone + COLON}</span>
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
          <h3 className="text-lg font-semibold leading-snug">{t(item.titleId)}</h3>
          {live ? (
            <Badge className="border-primary/40 text-primary">
              <Video aria-hidden="true" />
              {t("dailyLife.scheduleView.liveBlock", { block: item.liveBlock })}
            </Badge>
          ) : (
            <Badge>
              <MonitorOff aria-hidden="true" />
              {t("dailyLife.scheduleView.offScreen")}
            </Badge>
          )}
        </div>
        <p className="mt-2 text-muted-foreground text-pretty">{t(item.descriptionId)}</p>
      </div>
    </li>
  );
}
