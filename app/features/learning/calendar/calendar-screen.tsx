/**
 * The one calendar screen, for /calendar (everyone: staff see the whole school with class and grade
 * filters), /parent/calendar (a family: a filter by child) and /student/calendar (a child: big
 * pictures and words, the school week). Day, week and month views; prev/today/next; the view, the
 * day and the filters live in the address, so Back and a shared link work. Times are shown in the
 * viewer's zone with the school's named, or in school time at the viewer's choice.
 */
import { CalendarDays, CalendarRange, ChevronLeft, ChevronRight, Clock, LayoutGrid, Sun } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { useUser } from "~/lib/auth";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { formatCalendarMonthDay, formatMonthYear, parseCalendarDate } from "#common/calendar-date";
import { dateTimeFormat, formatZoneName } from "#common/date-formats";
import { APPLICATION_GRADE_VALUES, gradeLabel } from "#common/grades";
import { CALENDAR_VIEWS, fetchRange, shiftAnchor, todayIn, viewDays, zoneSentence, type CalendarView } from "#common/learning/calendar";
import { ADMIN_ROLES } from "#common/roles";
import { school } from "#common/school";
import { useCalendar } from "./calendar-api";
import { DayView, MonthView, WeekView, longDay } from "./calendar-views";
import { FeedPanel } from "./feed-panel";
import { useViewerZone } from "~/lib/dates";

export type CalendarAudience = "everyone" | "family" | "child";

const VIEW_LABELS = { day: "calendar.view.day", week: "calendar.view.week", month: "calendar.view.month" } as const satisfies Record<CalendarView, string>;
const VIEW_ICONS = { day: Sun, week: CalendarRange, month: LayoutGrid } as const;

/** The heading of the period shown: "Tuesday, November 24", "Week of November 23 – 29, 2026", "November 2026". */
function periodLabel(t: ReturnType<typeof useT>, locale: string, view: CalendarView, anchor: string): string {
  if (view === "day") return longDay(anchor, locale);
  const date = parseCalendarDate(anchor)!;
  if (view === "month") return formatMonthYear(date, locale);
  const days = viewDays("week", anchor);
  const [first, last] = [parseCalendarDate(days[0]!)!, parseCalendarDate(days[6]!)!];
  // Numbers go in as text: ICU would write the year 2026 as "2,026".
  const year = String(last.year);
  if (first.month !== last.month)
    return t("calendar.period.weekAcrossMonths", { first: formatCalendarMonthDay(first, locale), last: formatCalendarMonthDay(last, locale), year });
  const month = dateTimeFormat(locale, "monthLong", "UTC").format(new Date(Date.UTC(first.year, first.month - 1, 15, 12)));
  return t("calendar.period.weekInMonth", { month, firstDay: String(first.day), lastDay: String(last.day), year });
}

export function CalendarScreen({ audience }: { audience: CalendarAudience }) {
  const t = useT();
  const locale = useLocale();
  const language = useLanguage();
  const big = audience === "child";
  const [params, setParams] = useSearchParams();
  const viewerZone = useViewerZone();
  // The switch answers at once; the address follows (a navigation, which React Router runs as a
  // transition) and a back or forward move sets it again.
  const schoolTimeInAddress = params.get("time") === "school";
  const [schoolTime, setSchoolTime] = useState(schoolTimeInAddress);
  const [addressSaid, setAddressSaid] = useState(schoolTimeInAddress);
  if (addressSaid !== schoolTimeInAddress) {
    setAddressSaid(schoolTimeInAddress);
    setSchoolTime(schoolTimeInAddress);
  }
  const shownZone = schoolTime ? school.timeZone : viewerZone;
  const today = todayIn(shownZone);
  const viewParam = params.get("view");
  const view: CalendarView = CALENDAR_VIEWS.includes(viewParam as CalendarView) ? (viewParam as CalendarView) : "week";
  const dateParam = params.get("date");
  const anchor = dateParam && parseCalendarDate(dateParam) ? dateParam : today;
  const studentId = params.get("child") ?? undefined;
  const classId = params.get("class") ?? undefined;
  const grade = params.get("grade") ?? undefined;

  const user = useUser();
  const isStaff = Boolean(user.data && (ADMIN_ROLES as readonly string[]).includes(user.data.role));
  const range = useMemo(() => fetchRange(view, anchor), [view, anchor]);
  const calendar = useCalendar({ ...range, studentId, classId, grade });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: false, preventScrollReset: true });
  };
  const go = (date: string, nextView: CalendarView = view) => update({ date: date === today ? null : date, view: nextView === "week" ? null : nextView });

  const ids = { period: "calendar-period", zone: useId(), child: useId(), klass: useId(), grade: useId(), time: useId() };
  const navSize = big ? "lg" : "default";

  return (
    <div className="space-y-6">
      <div className={cn("flex flex-col gap-4", !big && "lg:flex-row lg:items-end lg:justify-between")}>
        <div className="space-y-2">
          <h2 id={ids.period} className={cn("font-bold tracking-tight", big ? "text-3xl" : "text-2xl")} aria-live="polite">
            {periodLabel(t, locale, view, anchor)}
          </h2>
          <p id={ids.zone} className={cn("flex items-start gap-2 text-muted-foreground", big ? "text-lg" : "text-sm")}>
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span data-testid="zone-sentence">{zoneSentence(viewerZone, shownZone, language)}</span>
          </p>
          {viewerZone !== school.timeZone ? (
            <label className={cn("flex items-center gap-2", big ? "text-lg" : "text-sm")}>
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={schoolTime}
                onChange={(e) => {
                  setSchoolTime(e.target.checked);
                  update({ time: e.target.checked ? "school" : null });
                }}
              />
              {t("calendar.zone.showSchoolTime", { school: formatZoneName(new Date(), school.timeZone, "longGeneric", locale) })}
            </label>
          ) : null}
        </div>
        <nav aria-label={t("calendar.nav.label")} className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size={navSize} onClick={() => go(shiftAnchor(view, anchor, -1))}>
            <ChevronLeft aria-hidden="true" />
            {t("calendar.nav.previous", { view })}
          </Button>
          <Button variant="outline" size={navSize} onClick={() => go(today)}>
            <CalendarDays aria-hidden="true" />
            {t("calendar.today")}
          </Button>
          <Button variant="outline" size={navSize} onClick={() => go(shiftAnchor(view, anchor, 1))}>
            {t("calendar.nav.next", { view })}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      </div>

      <div className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end md:justify-between">
        <div role="group" aria-label={t("calendar.view.label")} className="inline-flex w-full flex-wrap rounded-lg bg-muted p-1 sm:w-auto">
          {CALENDAR_VIEWS.map((v) => {
            const Icon = VIEW_ICONS[v];
            return (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => go(anchor, v)}
                className={cn(
                  "inline-flex flex-1 items-center justify-center gap-2 rounded-md px-4 font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-3 focus-visible:outline-ring aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm sm:flex-none",
                  big ? "h-14 text-lg [&_svg]:size-6" : "h-9 text-sm [&_svg]:size-4",
                )}
              >
                <Icon aria-hidden="true" />
                {t(VIEW_LABELS[v])}
              </button>
            );
          })}
        </div>
        {calendar.data && !big ? (
          <div className="flex flex-wrap gap-3">
            {calendar.data.children.length > 1 ? (
              <div className="space-y-1">
                <label htmlFor={ids.child} className="block text-sm font-semibold">
                  {t("calendar.filter.child")}
                </label>
                <Select id={ids.child} value={studentId ?? ""} onChange={(e) => update({ child: e.target.value })}>
                  <option value="">{t("calendar.filter.allChildren")}</option>
                  {calendar.data.children.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            {audience === "everyone" && (calendar.data.classes.length > 1 || classId) ? (
              <div className="space-y-1">
                <label htmlFor={ids.klass} className="block text-sm font-semibold">
                  {t("calendar.filter.class")}
                </label>
                <Select id={ids.klass} value={classId ?? ""} onChange={(e) => update({ class: e.target.value })}>
                  <option value="">{t(isStaff ? "calendar.filter.allClasses" : "calendar.filter.allMyClasses")}</option>
                  {calendar.data.classes.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            {audience === "everyone" && isStaff ? (
              <div className="space-y-1">
                <label htmlFor={ids.grade} className="block text-sm font-semibold">
                  {t("calendar.filter.grade")}
                </label>
                <Select id={ids.grade} value={grade ?? ""} onChange={(e) => update({ grade: e.target.value })}>
                  <option value="">{t("calendar.filter.allGrades")}</option>
                  {APPLICATION_GRADE_VALUES.map((g) => (
                    <option key={g} value={g}>
                      {gradeLabel(g, "name", undefined, language)}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>

      <div aria-busy={calendar.isFetching} data-testid="calendar-body">
        <QueryState query={calendar} loadingLabel={t("calendar.loadingCalendar")} errorTitle={t("calendar.loadError")}>
          {(data) => {
            const props = {
              events: data.events,
              anchor,
              today,
              timeZone: shownZone,
              big,
              onOpenDay: (date: string) => go(date, "day"),
              onAnchor: (date: string) => go(date),
            };
            if (view === "day") return <DayView {...props} />;
            if (view === "month") return <MonthView {...props} />;
            return <WeekView {...props} />;
          }}
        </QueryState>
      </div>

      {big ? null : <FeedPanel />}
    </div>
  );
}
