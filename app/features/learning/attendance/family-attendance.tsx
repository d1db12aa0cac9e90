/**
 * Attendance for families (issue 18): the card on /parent (each child's rate over the last 30 days
 * and their latest absences) and the section on /parent/progress (per child: counts, rate, the
 * sessions to know about and, a press away, every session whose attendance was taken, newest first,
 * with its status and whether it was excused).
 * Only sessions whose attendance was taken appear: a session never held is not an absence.
 */
import { CalendarCheck, CalendarX2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DateRangeFields } from "~/components/ui/date-range-fields";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { formatCalendarDay, useViewerZone } from "~/lib/dates";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import type { AttendanceCounts } from "#common/learning/attendance";
import { useFamilyAttendance, type FamilyAttendance, type FamilySession } from "./attendance-api";
import { concernRule, RateText, StatusBadge } from "./status";
import { useIsFamily } from "./family-role";
import { dayIn, spanIn, timeIn, zoneNote } from "./time";

const LATEST_ABSENCES = 3;
// Between the two links: punctuation, the same in every language.
const DOT = " · ";

type T = ReturnType<typeof useT>;

/** /parent: each child's attendance over the last 30 days, with their latest absences. */
export function FamilyAttendanceCard() {
  return useIsFamily() ? <AttendanceCard /> : null;
}

function AttendanceCard() {
  const query = useFamilyAttendance({ sessions: "absences" });
  const zone = useViewerZone();
  const t = useT();
  const locale = useLocale();
  const language = useLanguage();
  return (
    <section aria-labelledby="attendance-title" className="space-y-6" data-testid="family-attendance-card">
      <PanelHeader id="attendance-title" title={t("family.attendance.title")} description={t("family.attendance.cardDescription")} />
      <QueryState
        query={query}
        errorTitle={t("family.attendance.loadError")}
        isEmpty={(d: FamilyAttendance) => d.children.length === 0}
        empty={
          <Card>
            <p>{t("family.attendance.noChildren")}</p>
          </Card>
        }
      >
        {(data) => (
          <div className="grid gap-4 md:grid-cols-2">
            {data.children.map((child) => {
              const absences = child.sessions.filter((s) => s.status === "absent").slice(0, LATEST_ABSENCES);
              return (
                <Card key={child.studentId} className="space-y-3 p-5">
                  <h3 className="text-lg font-semibold">{child.name}</h3>
                  <p className="flex flex-wrap items-center gap-2">
                    <CalendarCheck className="size-5 shrink-0" aria-hidden="true" />
                    <span>{t("family.attendance.attended")}</span> <RateText rate={child.rate} />
                    {child.counts.sessions ? <span className="text-sm text-muted-foreground">{attendedText(t, child.counts)}</span> : null}
                  </p>
                  {absences.length ? (
                    <div className="space-y-1">
                      <h4 className="text-sm font-semibold">{t("family.attendance.latestAbsences")}</h4>
                      <ul className="space-y-1 text-sm">
                        {absences.map((s) => (
                          <li key={s.sessionId} className="flex flex-wrap items-center gap-2">
                            <CalendarX2 className="size-4 shrink-0" aria-hidden="true" />
                            {t("family.attendance.absence", {
                              day: dayIn(s.startsAt, zone, locale),
                              time: timeIn(s.startsAt, zone, locale),
                              className: s.className,
                            })}
                            {s.excused ? <Badge>{t("family.attendance.excused")}</Badge> : null}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : child.counts.sessions ? (
                    <p className="text-sm">{t("family.attendance.noAbsences")}</p>
                  ) : null}
                </Card>
              );
            })}
          </div>
        )}
      </QueryState>
      <p className="text-sm text-muted-foreground">{zoneNote(zone, language)}</p>
      <p className="text-sm">
        <Link to="/parent/progress#attendance" className="font-semibold text-primary underline-offset-4 hover:underline">
          {t("family.attendance.everySession")}
        </Link>
        {DOT}
        <Link to="/parent/calendar" className="font-semibold text-primary underline-offset-4 hover:underline">
          {t("family.attendance.reportAbsence")}
        </Link>
      </p>
    </section>
  );
}

/** "(9 of 10 sessions)". */
function attendedText(t: T, c: AttendanceCounts) {
  return t("family.attendance.attendedCount", { attended: c.sessions - c.absent, sessions: c.sessions });
}

/** /parent/progress: each child's attendance over a range (the last 30 days unless the family picks one). */
export function FamilyAttendanceSection() {
  return useIsFamily() ? <AttendanceSection /> : null;
}

function AttendanceSection() {
  const [range, setRange] = useState({ from: "", to: "" });
  const valid = !(range.from && range.to && range.from > range.to);
  const query = useFamilyAttendance(valid ? { from: range.from || undefined, to: range.to || undefined } : {});
  const zone = useViewerZone();
  const t = useT();
  const locale = useLocale();
  const language = useLanguage();
  return (
    <section id="attendance" aria-labelledby="progress-attendance" className="scroll-mt-24 space-y-6" data-testid="family-attendance">
      <PanelHeader id="progress-attendance" title={t("family.attendance.title")} description={t("family.attendance.sectionDescription")} />
      <div className="flex flex-wrap items-end gap-4">
        <DateRangeFields idPrefix="family-attendance" value={range} onChange={setRange} errorId={valid ? undefined : "family-attendance-error"} />
      </div>
      {valid ? null : (
        <p id="family-attendance-error" className="text-sm font-medium text-destructive">
          {t("family.attendance.rangeError")}
        </p>
      )}
      <QueryState query={query} errorTitle={t("family.attendance.loadError")}>
        {(data) => (
          <div className="space-y-8">
            <p className="text-sm text-muted-foreground">
              {t("family.attendance.range", {
                from: formatCalendarDay(data.from, locale),
                to: formatCalendarDay(data.to, locale),
                zoneNote: zoneNote(zone, language),
                rule: concernRule(t),
              })}
            </p>
            {data.children.length === 0 ? <p>{t("family.attendance.noChildren")}</p> : null}
            {data.children.map((child) => (
              <div key={child.studentId} className="space-y-3" data-testid="family-attendance-child">
                <h3 className="text-xl font-semibold">{child.name}</h3>
                <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  <Count label={t("family.attendance.count.sessions")} value={child.counts.sessions} />
                  <Count label={t("family.attendance.count.present")} value={child.counts.present} />
                  <Count label={t("family.attendance.count.late")} value={child.counts.late} />
                  <Count label={t("family.attendance.count.leftEarly")} value={child.counts.leftEarly} />
                  <Count label={t("family.attendance.count.absent")} value={child.counts.absent} />
                  <Count label={t("family.attendance.count.excused")} value={child.counts.excused} />
                  <div className="flex gap-2">
                    <dt className="font-semibold">{t("family.attendance.rate")}</dt>
                    <dd>
                      <RateText rate={child.rate} />
                    </dd>
                  </div>
                </dl>
                {child.sessions.length === 0 ? (
                  <p>{t("family.attendance.noneTaken", { name: child.name })}</p>
                ) : (
                  <ChildSessions studentId={child.studentId} name={child.name} sessions={child.sessions} zone={zone} />
                )}
              </div>
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  const t = useT();
  return (
    <div className="flex gap-2">
      <dt className="font-semibold">{t("family.attendance.count", { label })}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A session a family should know about: missed, late, left early, excused, or with their note. */
const isNotable = (s: FamilySession) => s.status !== "present" || s.excused || Boolean(s.note);

/**
 * A child's sessions in the range: first the ones to know about (a month of a child present on time
 * is 80 rows of "Present" on a phone), and every session a press away.
 */
function ChildSessions({ studentId, name, sessions, zone }: { studentId: string; name: string; sessions: FamilySession[]; zone: string }) {
  const t = useT();
  const [all, setAll] = useState(false);
  const notable = sessions.filter(isNotable);
  const tableId = `family-attendance-sessions-${studentId}`;
  const shown = all ? sessions : notable;
  return (
    <div className="space-y-3">
      {/* Above the list, so a family that wants every session finds the button without scrolling past the others. */}
      {notable.length < sessions.length ? (
        <Button type="button" variant="outline" aria-controls={tableId} onClick={() => setAll(!all)} data-testid="family-attendance-toggle">
          {all ? t("family.attendance.showNotable") : t("family.attendance.showAll", { count: sessions.length })}
        </Button>
      ) : null}
      {shown.length === 0 ? (
        <p id={tableId} data-testid="family-attendance-all-present">
          {t("family.attendance.allPresent", { name })}
        </p>
      ) : (
        <SessionTable
          id={tableId}
          caption={t(all ? "family.attendance.tableCaption" : "family.attendance.notableCaption", { name })}
          sessions={shown}
          zone={zone}
        />
      )}
    </div>
  );
}

function SessionTable({ id, caption, sessions, zone }: { id: string; caption: string; sessions: FamilySession[]; zone: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Table id={id} caption={caption}>
      <THead>
        <tr>
          <Th>{t("family.attendance.column.date")}</Th>
          <Th>{t("family.attendance.column.time")}</Th>
          <Th>{t("family.attendance.column.class")}</Th>
          <Th>{t("family.attendance.column.status")}</Th>
          <Th>{t("family.attendance.column.note")}</Th>
        </tr>
      </THead>
      <tbody>
        {sessions.map((s) => (
          <Tr key={s.sessionId} data-testid="family-attendance-session">
            <Th scope="row" className="font-semibold normal-case">
              {dayIn(s.startsAt, zone, locale)}
            </Th>
            <Td>{spanIn(s.startsAt, s.endsAt, zone, locale)}</Td>
            <Td>{s.className}</Td>
            <Td>
              <span className="flex flex-wrap items-center gap-2">
                <StatusBadge status={s.status} />
                {s.excused ? <Badge>{t("family.attendance.excused")}</Badge> : null}
              </span>
            </Td>
            <Td className="whitespace-pre-line">{s.note ?? ""}</Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
