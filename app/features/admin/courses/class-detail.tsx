import {
  ArrowLeft,
  ArrowRightLeft,
  Archive,
  CalendarClock,
  CalendarX,
  Clock,
  Plus,
  RefreshCw,
  Save,
  Search,
  Trash2,
  UserMinus,
  UserPlus,
  Users,
} from "lucide-react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { errorStatus } from "~/lib/api";
import { formatWhen, useViewerZone } from "~/lib/dates";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { gradeLabel, NO_GRADE_LABEL } from "#common/grades";
import { CLASS_STAFF_ROLES, type ClassStaffRole } from "#common/learning/capacity";
import { TIMETABLE_EARLIEST, TIMETABLE_LATEST, WEEKDAYS } from "#common/learning/timetable";
import {
  CLASS_KIND_LABELS,
  classPatchSchema,
  meetingSchema,
  type ClassDetail,
  type RosterEntry,
  type StudentSearchResult,
} from "#common/schemas/learning/courses";
import { school } from "#common/school";
import { formatTime } from "#common/time-zone";
import { formatDateTimeWithZoneShort } from "#common/date-formats";
import {
  addMeeting,
  cancelSession,
  endEnrolment,
  enrolStudent,
  generateSessions,
  moveEnrolment,
  removeMeeting,
  setClassStaff,
  updateClass,
  useClassDetail,
  useStaffCandidates,
  useStudentSearch,
} from "./courses-api";
import { asNumber, numberOrNull, useCoursesAction, useCoursesForm } from "./use-courses-form";
import { childFullName } from "#common/learning/child-name";

/** A session's time at the school (ET), and in the viewer's zone when it differs. */
function SessionTime({ iso }: { iso: string }) {
  const t = useT();
  const locale = useLocale();
  const zone = useViewerZone();
  return (
    <>
      <time dateTime={iso}>{formatWhen(iso, locale)}</time>
      {zone !== school.timeZone ? (
        <span className="block text-xs text-muted-foreground">
          {t("courses.class.sessions.yourTime", { time: formatDateTimeWithZoneShort(iso, zone, locale) })}
        </span>
      ) : null}
    </>
  );
}

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="space-y-4" role="region" aria-labelledby={id}>
      <h3 id={id} className="flex items-center gap-2 text-lg font-semibold [&_svg]:size-5">
        {icon}
        {title}
      </h3>
      {children}
    </Card>
  );
}

function SettingsForm({ cls }: { cls: ClassDetail }) {
  const t = useT();
  const defaults = { name: cls.name, maxStudents: cls.maxStudents };
  const { form, submit, busy, failure } = useCoursesForm<{ name: string; maxStudents: number | null }>({
    schema: classPatchSchema,
    defaults,
    fields: ["name", "maxStudents"],
    send: (values) => updateClass(cls.id, values),
    failureText: t("courses.class.settings.failure"),
  });
  useEffect(() => form.reset({ name: cls.name, maxStudents: cls.maxStudents }), [form, cls.name, cls.maxStudents]);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit} aria-label={t("courses.class.settings.form")} className="space-y-3">
      {failure ? <Alert kind="error" title={failure} /> : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field label={t("courses.class.settings.name")} required error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
        </Field>
        <Field label={t("courses.common.classLimit")} error={errors.maxStudents?.message} description={t("courses.class.settings.limitHint")}>
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={1} max={100} {...form.register("maxStudents", { setValueAs: numberOrNull })} />
          )}
        </Field>
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        <Save aria-hidden="true" />
        {busy ? t("courses.common.saving") : t("courses.class.settings.save")}
      </Button>
    </form>
  );
}

function StaffEditor({ cls }: { cls: ClassDetail }) {
  const t = useT();
  const candidates = useStaffCandidates();
  const initial = cls.staff.map((s) => ({ userId: s.userId, role: s.role as ClassStaffRole }));
  const [rows, setRows] = useState(initial.length ? initial : [{ userId: "", role: "lead" as ClassStaffRole }]);
  const { busy, run } = useCoursesAction();
  // The class was saved or reloaded: show its staff as they now are.
  const key = JSON.stringify(initial);
  const [rowsOf, setRowsOf] = useState(key);
  if (rowsOf !== key) {
    setRowsOf(key);
    setRows(initial.length ? initial : [{ userId: "", role: "lead" }]);
  }
  const change = (i: number, patch: Partial<(typeof rows)[number]>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run("staff", () => setClassStaff(cls.id, { staff: rows.filter((r) => r.userId) }));
  };
  return (
    <form onSubmit={save} aria-label={t("courses.class.staff.form")} className="space-y-3">
      <p className="text-sm text-muted-foreground">{t("courses.class.staff.intro")}</p>
      {rows.map((row, i) => (
        <div key={i} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
          <Field label={t("courses.class.staff.person", { number: i + 1 })}>
            {(control) => (
              <Select {...control} value={row.userId} onChange={(e) => change(i, { userId: e.target.value })}>
                <option value="">{t("courses.common.chooseTeacher")}</option>
                {(candidates.data ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.role === "teacher" ? p.fullName : t("courses.common.administrator", { name: p.fullName })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("courses.class.staff.role", { number: i + 1 })}>
            {(control) => (
              <Select {...control} value={row.role} onChange={(e) => change(i, { role: e.target.value as ClassStaffRole })}>
                {CLASS_STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t("courses.class.staff.roleName", { role: r })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="button" variant="outline" onClick={() => setRows(rows.filter((_, j) => j !== i))} disabled={rows.length === 1}>
            <Trash2 aria-hidden="true" />
            {t("courses.common.remove")}
            <span className="sr-only"> {t("courses.class.staff.removeWho", { number: i + 1 })}</span>
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => setRows([...rows, { userId: "", role: "co_teacher" }])}>
          <Plus aria-hidden="true" />
          {t("courses.class.staff.add")}
        </Button>
        <Button type="submit" disabled={busy !== null}>
          <Save aria-hidden="true" />
          {busy ? t("courses.common.saving") : t("courses.class.staff.save")}
        </Button>
      </div>
    </form>
  );
}

function EnrolSearch({ cls }: { cls: ClassDetail }) {
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const results = useStudentSearch(q, q.length > 0);
  const { busy, run } = useCoursesAction();
  const inClass = new Set(cls.roster.map((r) => r.studentId));
  const full = cls.enrolled >= cls.capacity;
  const gradeText = (grade: string) => gradeLabel(grade, "name", NO_GRADE_LABEL, language);
  const gradeInParens = (grade: string) => t("courses.class.enrol.grade", { grade: gradeText(grade) });
  // A child of another grade: staff confirm first, and the server asks the same (a 409 without it).
  const [otherGrade, setOtherGrade] = useState<StudentSearchResult | null>(null);
  return (
    <div className="space-y-3">
      <ConfirmDialog
        open={otherGrade !== null}
        onOpenChange={(open) => !open && setOtherGrade(null)}
        busy={busy !== null}
        title={otherGrade ? t("courses.class.enrol.otherGradeTitle", { child: childFullName(otherGrade) }) : ""}
        confirmLabel={t("courses.class.enrol.otherGradeConfirm")}
        busyLabel={t("courses.class.enrol.enrolling")}
        onConfirm={async () => {
          if (otherGrade && (await run(otherGrade.id, () => enrolStudent(cls.id, { studentId: otherGrade.id, confirmOtherGrade: true })))) setOtherGrade(null);
        }}
      >
        {otherGrade ? (
          <p>
            {t("courses.class.enrol.otherGradeText", {
              child: childFullName(otherGrade),
              childGrade: gradeText(otherGrade.grade),
              className: cls.name,
              classGrade: gradeText(cls.grade),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
      <form
        role="search"
        aria-label={t("courses.class.enrol.form")}
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
        }}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor="enrol-search" className="block text-sm font-semibold">
            {t("courses.class.enrol.label")}
          </label>
          <Input id="enrol-search" type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={60} />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          {t("courses.common.search")}
        </Button>
      </form>
      {full ? <Alert kind="warning" title={t("courses.class.enrol.full", { name: cls.name, capacity: cls.capacity })} /> : null}
      {q ? (
        <QueryState
          query={results}
          loadingClassName="min-h-16"
          errorTitle={t("courses.class.enrol.searchError")}
          isEmpty={(d) => d.length === 0}
          empty={<p role="status">{t("courses.class.enrol.noMatch", { query: q })}</p>}
        >
          {(list) => (
            <ul className="divide-y rounded-lg border" aria-label={t("courses.class.enrol.found")}>
              {list.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span>
                    <span className="font-semibold">{childFullName(s)}</span> <span className="text-muted-foreground">{gradeInParens(s.grade)}</span>
                    {s.classes.length ? (
                      <span className="block text-xs text-muted-foreground">{t("courses.class.enrol.inClasses", { classes: s.classes.join(", ") })}</span>
                    ) : null}
                  </span>
                  {inClass.has(s.id) ? (
                    <Badge>{t("courses.class.enrol.inThisClass")}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      disabled={busy !== null || full}
                      onClick={() => (s.grade === cls.grade ? void run(s.id, () => enrolStudent(cls.id, { studentId: s.id })) : setOtherGrade(s))}
                    >
                      <UserPlus aria-hidden="true" />
                      {t("courses.class.enrol.enrol")}
                      <span className="sr-only"> {childFullName(s)}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      ) : null}
    </div>
  );
}

function RosterRow({ cls, entry, onRemove }: { cls: ClassDetail; entry: RosterEntry; onRemove: () => void }) {
  const t = useT();
  const locale = useLocale();
  const language = useLanguage();
  const [target, setTarget] = useState("");
  const { busy, run } = useCoursesAction();
  const name = childFullName(entry);
  return (
    <Tr data-testid="roster-row">
      <Th scope="row" className="whitespace-normal font-semibold">
        {name}
      </Th>
      <Td>{gradeLabel(entry.grade, "name", NO_GRADE_LABEL, language)}</Td>
      <Td className="whitespace-nowrap">{formatWhen(entry.startedAt, locale)}</Td>
      <Td>
        <div className="relative flex flex-wrap items-center gap-2">
          {cls.moveTargets.length ? (
            <>
              <label className="sr-only" htmlFor={`move-${entry.enrolmentId}`}>
                {t("courses.class.roster.moveLabel", { name })}
              </label>
              <Select id={`move-${entry.enrolmentId}`} className="h-8 w-auto py-0" value={target} onChange={(e) => setTarget(e.target.value)}>
                <option value="">{t("courses.class.roster.moveTo")}</option>
                {cls.moveTargets.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </Select>
              <Button
                size="sm"
                variant="secondary"
                className="h-8"
                disabled={!target || busy !== null}
                onClick={() => run("move", () => moveEnrolment(entry.enrolmentId, { toClassId: target }))}
              >
                <ArrowRightLeft aria-hidden="true" />
                {t("courses.class.roster.move")}
                <span className="sr-only"> {name}</span>
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="outline" className="h-8" onClick={onRemove}>
            <UserMinus aria-hidden="true" />
            {t("courses.common.remove")}
            <span className="sr-only"> {name}</span>
          </Button>
        </div>
      </Td>
    </Tr>
  );
}

function Roster({ cls }: { cls: ClassDetail }) {
  const t = useT();
  const [removing, setRemoving] = useState<RosterEntry | null>(null);
  const { busy, run } = useCoursesAction();
  return (
    <>
      {cls.roster.length === 0 ? (
        <p className="rounded-lg border p-4 text-muted-foreground">{t("courses.class.roster.none")}</p>
      ) : (
        <Table caption={t("courses.class.roster.caption", { name: cls.name })}>
          <THead>
            <tr>
              <Th>{t("courses.common.child")}</Th>
              <Th>{t("courses.common.grade")}</Th>
              <Th>{t("courses.class.roster.since")}</Th>
              <Th>{t("courses.common.actions")}</Th>
            </tr>
          </THead>
          <tbody>
            {cls.roster.map((r) => (
              <RosterRow key={r.enrolmentId} cls={cls} entry={r} onRemove={() => setRemoving(r)} />
            ))}
          </tbody>
        </Table>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        busy={busy !== null}
        title={
          removing
            ? t("courses.class.roster.removeTitle", { child: childFullName(removing), className: cls.name })
            : t("courses.class.roster.removeTitleNoChild", { className: cls.name })
        }
        confirmLabel={t("courses.class.roster.removeConfirm")}
        busyLabel={t("courses.class.roster.removing")}
        destructive
        onConfirm={async () => {
          if (removing && (await run("remove", () => endEnrolment(removing.enrolmentId)))) setRemoving(null);
        }}
      >
        <p>{t("courses.class.roster.removeText")}</p>
      </ConfirmDialog>
    </>
  );
}

function Timetable({ cls }: { cls: ClassDetail }) {
  const t = useT();
  const { busy, run } = useCoursesAction();
  const {
    form,
    submit,
    busy: adding,
    failure,
  } = useCoursesForm<{ weekday: number; startTime: string; endTime: string }>({
    schema: meetingSchema,
    defaults: { weekday: 1, startTime: "09:00", endTime: "09:45" },
    fields: ["weekday", "startTime", "endTime"],
    send: (values) => addMeeting(cls.id, values),
    failureText: t("courses.class.timetable.failure"),
  });
  const { errors } = form.formState;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t("courses.class.timetable.intro")}</p>
      {cls.timetable.length === 0 ? (
        <p className="rounded-lg border p-4 text-muted-foreground">{t("courses.class.timetable.none")}</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t("courses.class.timetable.list")}>
          {cls.timetable.map((m) => {
            const day = String(m.weekday);
            const times = t("courses.class.timetable.times", { start: formatTime(m.startTime), end: formatTime(m.endTime) });
            return (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold">{t("courses.weekday", { day })}</span> {times}
                </span>
                <Button size="sm" variant="outline" className="relative h-8" disabled={busy !== null} onClick={() => run(m.id, () => removeMeeting(m.id))}>
                  <Trash2 aria-hidden="true" />
                  {t("courses.common.remove")}
                  <span className="sr-only"> {t("courses.class.timetable.removeWhich", { day, time: formatTime(m.startTime) })}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form noValidate onSubmit={submit} aria-label={t("courses.class.timetable.form")} className="space-y-3 rounded-lg border p-3">
        {failure ? <Alert kind="error" title={failure} /> : null}
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t("courses.class.timetable.day")} required error={errors.weekday?.message}>
            {(control) => (
              <Select {...control} {...form.register("weekday", { setValueAs: asNumber })}>
                {WEEKDAYS.map((d) => (
                  <option key={d} value={d}>
                    {t("courses.weekday", { day: String(d) })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("courses.class.timetable.starts")} required error={errors.startTime?.message}>
            {(control) => <Input {...control} type="time" min={TIMETABLE_EARLIEST} max={TIMETABLE_LATEST} step={300} {...form.register("startTime")} />}
          </Field>
          <Field label={t("courses.class.timetable.ends")} required error={errors.endTime?.message}>
            {(control) => <Input {...control} type="time" min={TIMETABLE_EARLIEST} max={TIMETABLE_LATEST} step={300} {...form.register("endTime")} />}
          </Field>
        </div>
        <Button type="submit" disabled={adding}>
          <Plus aria-hidden="true" />
          {adding ? t("courses.common.adding") : t("courses.class.timetable.add")}
        </Button>
      </form>
    </div>
  );
}

function Sessions({ cls }: { cls: ClassDetail }) {
  const t = useT();
  const locale = useLocale();
  const { busy, run } = useCoursesAction();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p data-testid="session-count">
          {t("courses.class.sessions.count", { count: cls.sessionCount })} <span className="text-muted-foreground">{t("courses.class.sessions.intro")}</span>
        </p>
        <Button
          variant="secondary"
          disabled={busy !== null || cls.timetable.length === 0 || cls.archived}
          onClick={() => run("generate", () => generateSessions(cls.id))}
        >
          <RefreshCw aria-hidden="true" />
          {cls.sessionCount === 0 ? t("courses.class.sessions.create") : t("courses.class.sessions.update")}
        </Button>
      </div>
      {cls.nextSessions.length ? (
        <Table caption={t("courses.class.sessions.caption", { name: cls.name })} captionVisible>
          <THead>
            <tr>
              <Th>{t("courses.class.sessions.when")}</Th>
              <Th>{t("courses.class.sessions.status")}</Th>
              <Th>{t("courses.common.action")}</Th>
            </tr>
          </THead>
          <tbody>
            {cls.nextSessions.map((s) => (
              <Tr key={s.id} data-testid="session-row">
                <Th scope="row" className="whitespace-normal font-normal">
                  <SessionTime iso={s.startsAt} />
                </Th>
                <Td>
                  {s.status === "cancelled" ? (
                    <Badge className="border-destructive/50 bg-destructive/10">{t("courses.class.sessions.cancelled")}</Badge>
                  ) : (
                    <Badge>{t("courses.class.sessions.scheduled")}</Badge>
                  )}
                </Td>
                <Td>
                  {s.status === "scheduled" ? (
                    <Button size="sm" variant="outline" className="relative h-8" disabled={busy !== null} onClick={() => run(s.id, () => cancelSession(s.id))}>
                      <CalendarX aria-hidden="true" />
                      {t("courses.class.sessions.cancel")}
                      <span className="sr-only"> {t("courses.class.sessions.cancelWhich", { when: formatWhen(s.startsAt, locale) })}</span>
                    </Button>
                  ) : null}
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </div>
  );
}

function History({ cls }: { cls: ClassDetail }) {
  const t = useT();
  const locale = useLocale();
  if (cls.history.length === 0) return <p className="text-muted-foreground">{t("courses.class.history.none")}</p>;
  return (
    <Table caption={t("courses.class.history.caption", { name: cls.name })}>
      <THead>
        <tr>
          <Th>{t("courses.common.child")}</Th>
          <Th>{t("courses.class.history.from")}</Th>
          <Th>{t("courses.class.history.until")}</Th>
          <Th>{t("courses.class.history.why")}</Th>
        </tr>
      </THead>
      <tbody>
        {cls.history.map((h) => (
          <Tr key={h.enrolmentId}>
            <Th scope="row" className="whitespace-normal font-semibold">
              {childFullName(h)}
            </Th>
            <Td className="whitespace-nowrap">{formatWhen(h.startedAt, locale)}</Td>
            <Td className="whitespace-nowrap">{formatWhen(h.endedAt, locale)}</Td>
            <Td>
              {h.endReason !== "moved"
                ? t("courses.class.history.removed")
                : h.movedToName
                  ? t("courses.class.history.movedTo", { name: h.movedToName })
                  : t("courses.class.history.movedElsewhere")}
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

/** One class: its settings, staff, children (enrol, move, remove), timetable, sessions and history. */
export function ClassDetailView({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useT();
  const language = useLanguage();
  const detail = useClassDetail(id);
  const { busy, run } = useCoursesAction();
  return (
    <div className="space-y-6">
      <Button variant="link" className="px-0" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t("courses.class.back")}
      </Button>
      <QueryState
        query={detail}
        errorTitle={t("courses.class.loadError")}
        renderError={(error) => (errorStatus(error) === 404 ? <Alert kind="error" title={t("courses.class.notFound")} /> : undefined)}
      >
        {(cls) => (
          <div className="space-y-6" data-testid="class-detail">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div className="space-y-1">
                <h2 className="text-2xl font-bold tracking-tight">{cls.name}</h2>
                <p className="text-muted-foreground">
                  {[
                    gradeLabel(cls.grade, "name", NO_GRADE_LABEL, language),
                    cls.subjectName,
                    CLASS_KIND_LABELS[cls.kind] === cls.subjectName ? null : t("courses.classKind", { kind: cls.kind }),
                    cls.yearName,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <p className="font-semibold" data-testid="class-capacity">
                  {t("courses.class.capacity", { enrolled: cls.enrolled, capacity: cls.capacity })}
                  {cls.archived ? <Badge className="ml-2">{t("courses.common.archived")}</Badge> : null}
                </p>
              </div>
              <Button variant="outline" disabled={busy !== null} onClick={() => run("archive", () => updateClass(cls.id, { archived: !cls.archived }))}>
                <Archive aria-hidden="true" />
                {cls.archived ? t("courses.class.restore") : t("courses.class.archive")}
              </Button>
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <Section id="class-settings" title={t("courses.class.section.settings")} icon={<Save aria-hidden="true" />}>
                <SettingsForm cls={cls} />
              </Section>
              <Section id="class-staff" title={t("courses.class.section.staff")} icon={<Users aria-hidden="true" />}>
                <StaffEditor cls={cls} />
              </Section>
            </div>
            <Section id="class-roster" title={t("courses.class.section.children")} icon={<Users aria-hidden="true" />}>
              <Roster cls={cls} />
              {cls.archived ? null : <EnrolSearch cls={cls} />}
            </Section>
            <Section id="class-timetable" title={t("courses.class.section.timetable")} icon={<Clock aria-hidden="true" />}>
              <Timetable cls={cls} />
            </Section>
            <Section id="class-sessions" title={t("courses.class.section.sessions")} icon={<CalendarClock aria-hidden="true" />}>
              <Sessions cls={cls} />
            </Section>
            <Section id="class-history" title={t("courses.class.section.history")} icon={<ArrowRightLeft aria-hidden="true" />}>
              <History cls={cls} />
            </Section>
          </div>
        )}
      </QueryState>
    </div>
  );
}
