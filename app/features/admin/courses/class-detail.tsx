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
import { gradeLabel } from "#common/grades";
import { CLASS_STAFF_ROLES, CLASS_STAFF_ROLE_LABELS, type ClassStaffRole } from "#common/learning/capacity";
import { TIMETABLE_EARLIEST, TIMETABLE_LATEST, WEEKDAYS, WEEKDAY_NAMES } from "#common/learning/timetable";
import { CLASS_KIND_LABELS, classPatchSchema, meetingSchema, type ClassDetail, type RosterEntry } from "#common/schemas/learning/courses";
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
  const zone = useViewerZone();
  return (
    <>
      <time dateTime={iso}>{formatWhen(iso)}</time>
      {zone !== school.timeZone ? <span className="block text-xs text-muted-foreground">Your time: {formatDateTimeWithZoneShort(iso, zone)}</span> : null}
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
  const defaults = { name: cls.name, maxStudents: cls.maxStudents };
  const { form, submit, busy, failure } = useCoursesForm<{ name: string; maxStudents: number | null }>({
    schema: classPatchSchema,
    defaults,
    fields: ["name", "maxStudents"],
    send: (values) => updateClass(cls.id, values),
    failureText: "The class could not be saved. Please try again.",
  });
  useEffect(() => form.reset({ name: cls.name, maxStudents: cls.maxStudents }), [form, cls.name, cls.maxStudents]);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit} aria-label="Class name and limit" className="space-y-3">
      {failure ? <Alert kind="error" title={failure} /> : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field label="Class name" required error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
        </Field>
        <Field label="Class limit" error={errors.maxStudents?.message} description="Empty: the ratio alone.">
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={1} max={100} {...form.register("maxStudents", { setValueAs: numberOrNull })} />
          )}
        </Field>
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        <Save aria-hidden="true" />
        {busy ? "Saving..." : "Save class"}
      </Button>
    </form>
  );
}

function StaffEditor({ cls }: { cls: ClassDetail }) {
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
    <form onSubmit={save} aria-label="Class staff" className="space-y-3">
      <p className="text-sm text-muted-foreground">One lead teacher. Each co-teacher adds room for more children; support staff do not.</p>
      {rows.map((row, i) => (
        <div key={i} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
          <Field label={`Person ${i + 1}`}>
            {(control) => (
              <Select {...control} value={row.userId} onChange={(e) => change(i, { userId: e.target.value })}>
                <option value="">Choose a teacher</option>
                {(candidates.data ?? []).map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.fullName}
                    {t.role === "teacher" ? "" : " (administrator)"}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={`Role of person ${i + 1}`}>
            {(control) => (
              <Select {...control} value={row.role} onChange={(e) => change(i, { role: e.target.value as ClassStaffRole })}>
                {CLASS_STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {CLASS_STAFF_ROLE_LABELS[r]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="button" variant="outline" onClick={() => setRows(rows.filter((_, j) => j !== i))} disabled={rows.length === 1}>
            <Trash2 aria-hidden="true" />
            Remove<span className="sr-only"> person {i + 1}</span>
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => setRows([...rows, { userId: "", role: "co_teacher" }])}>
          <Plus aria-hidden="true" />
          Add a person
        </Button>
        <Button type="submit" disabled={busy !== null}>
          <Save aria-hidden="true" />
          {busy ? "Saving..." : "Save staff"}
        </Button>
      </div>
    </form>
  );
}

function EnrolSearch({ cls }: { cls: ClassDetail }) {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const results = useStudentSearch(q, q.length > 0);
  const { busy, run } = useCoursesAction();
  const inClass = new Set(cls.roster.map((r) => r.studentId));
  const full = cls.enrolled >= cls.capacity;
  return (
    <div className="space-y-3">
      <form
        role="search"
        aria-label="Find a child to enrol"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
        }}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor="enrol-search" className="block text-sm font-semibold">
            Find a child by name
          </label>
          <Input id="enrol-search" type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={60} />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      {full ? <Alert kind="warning" title={`${cls.name} is full (${cls.capacity} children). Add a co-teacher or raise its limit to enrol more.`} /> : null}
      {q ? (
        <QueryState
          query={results}
          loadingClassName="min-h-16"
          errorTitle="The search did not work."
          isEmpty={(d) => d.length === 0}
          empty={<p role="status">No child matches "{q}".</p>}
        >
          {(list) => (
            <ul className="divide-y rounded-lg border" aria-label="Children found">
              {list.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span>
                    <span className="font-semibold">{childFullName(s)}</span> <span className="text-muted-foreground">({gradeLabel(s.grade)})</span>
                    {s.classes.length ? <span className="block text-xs text-muted-foreground">In {s.classes.join(", ")}</span> : null}
                  </span>
                  {inClass.has(s.id) ? (
                    <Badge>In this class</Badge>
                  ) : (
                    <Button size="sm" disabled={busy !== null || full} onClick={() => run(s.id, () => enrolStudent(cls.id, { studentId: s.id }))}>
                      <UserPlus aria-hidden="true" />
                      Enrol<span className="sr-only"> {childFullName(s)}</span>
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
  const [target, setTarget] = useState("");
  const { busy, run } = useCoursesAction();
  const name = childFullName(entry);
  return (
    <Tr data-testid="roster-row">
      <Th scope="row" className="whitespace-normal font-semibold">
        {name}
      </Th>
      <Td>{gradeLabel(entry.grade)}</Td>
      <Td className="whitespace-nowrap">{formatWhen(entry.startedAt)}</Td>
      <Td>
        <div className="relative flex flex-wrap items-center gap-2">
          {cls.moveTargets.length ? (
            <>
              <label className="sr-only" htmlFor={`move-${entry.enrolmentId}`}>
                Section to move {name} to
              </label>
              <Select id={`move-${entry.enrolmentId}`} className="h-8 w-auto py-0" value={target} onChange={(e) => setTarget(e.target.value)}>
                <option value="">Move to...</option>
                {cls.moveTargets.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
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
                Move<span className="sr-only"> {name}</span>
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="outline" className="h-8" onClick={onRemove}>
            <UserMinus aria-hidden="true" />
            Remove<span className="sr-only"> {name}</span>
          </Button>
        </div>
      </Td>
    </Tr>
  );
}

function Roster({ cls }: { cls: ClassDetail }) {
  const [removing, setRemoving] = useState<RosterEntry | null>(null);
  const { busy, run } = useCoursesAction();
  return (
    <>
      {cls.roster.length === 0 ? (
        <p className="rounded-lg border p-4 text-muted-foreground">No children in this class yet.</p>
      ) : (
        <Table caption={`Children in ${cls.name}`}>
          <THead>
            <tr>
              <Th>Child</Th>
              <Th>Grade</Th>
              <Th>In the class since</Th>
              <Th>Actions</Th>
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
        title={`Remove ${removing ? childFullName(removing) : "the child"} from ${cls.name}?`}
        confirmLabel="Remove from class"
        busyLabel="Removing..."
        destructive
        onConfirm={async () => {
          if (removing && (await run("remove", () => endEnrolment(removing.enrolmentId)))) setRemoving(null);
        }}
      >
        <p>The class list keeps the history: the child shows under Past enrolments.</p>
      </ConfirmDialog>
    </>
  );
}

function Timetable({ cls }: { cls: ClassDetail }) {
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
    failureText: "The meeting could not be added. Please try again.",
  });
  const { errors } = form.formState;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Times are school time (Eastern Time). A teacher or a child can't be in two classes at once: a clash is refused with the other class named.
      </p>
      {cls.timetable.length === 0 ? (
        <p className="rounded-lg border p-4 text-muted-foreground">No weekly meetings yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Weekly meetings">
          {cls.timetable.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                <span className="font-semibold">{WEEKDAY_NAMES[m.weekday]}</span> {formatTime(m.startTime)} to {formatTime(m.endTime)} ET
              </span>
              <Button size="sm" variant="outline" className="relative h-8" disabled={busy !== null} onClick={() => run(m.id, () => removeMeeting(m.id))}>
                <Trash2 aria-hidden="true" />
                Remove
                <span className="sr-only">
                  {" "}
                  the {WEEKDAY_NAMES[m.weekday]} {formatTime(m.startTime)} meeting
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} aria-label="Add a weekly meeting" className="space-y-3 rounded-lg border p-3">
        {failure ? <Alert kind="error" title={failure} /> : null}
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Day" required error={errors.weekday?.message}>
            {(control) => (
              <Select {...control} {...form.register("weekday", { setValueAs: asNumber })}>
                {WEEKDAYS.map((d) => (
                  <option key={d} value={d}>
                    {WEEKDAY_NAMES[d]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Starts (ET)" required error={errors.startTime?.message}>
            {(control) => <Input {...control} type="time" min={TIMETABLE_EARLIEST} max={TIMETABLE_LATEST} step={300} {...form.register("startTime")} />}
          </Field>
          <Field label="Ends (ET)" required error={errors.endTime?.message}>
            {(control) => <Input {...control} type="time" min={TIMETABLE_EARLIEST} max={TIMETABLE_LATEST} step={300} {...form.register("endTime")} />}
          </Field>
        </div>
        <Button type="submit" disabled={adding}>
          <Plus aria-hidden="true" />
          {adding ? "Adding..." : "Add meeting"}
        </Button>
      </form>
    </div>
  );
}

function Sessions({ cls }: { cls: ClassDetail }) {
  const { busy, run } = useCoursesAction();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p data-testid="session-count">
          {cls.sessionCount === 0 ? "No dated sessions yet." : `${cls.sessionCount} dated sessions this year.`}{" "}
          <span className="text-muted-foreground">Sessions follow the timetable through every term, skipping holidays and closures.</span>
        </p>
        <Button
          variant="secondary"
          disabled={busy !== null || cls.timetable.length === 0 || cls.archived}
          onClick={() => run("generate", () => generateSessions(cls.id))}
        >
          <RefreshCw aria-hidden="true" />
          {cls.sessionCount === 0 ? "Create sessions" : "Update sessions"}
        </Button>
      </div>
      {cls.nextSessions.length ? (
        <Table caption={`Next sessions of ${cls.name}`} captionVisible>
          <THead>
            <tr>
              <Th>When</Th>
              <Th>Status</Th>
              <Th>Action</Th>
            </tr>
          </THead>
          <tbody>
            {cls.nextSessions.map((s) => (
              <Tr key={s.id} data-testid="session-row">
                <Th scope="row" className="whitespace-normal font-normal">
                  <SessionTime iso={s.startsAt} />
                </Th>
                <Td>{s.status === "cancelled" ? <Badge className="border-destructive/50 bg-destructive/10">Cancelled</Badge> : <Badge>Scheduled</Badge>}</Td>
                <Td>
                  {s.status === "scheduled" ? (
                    <Button size="sm" variant="outline" className="relative h-8" disabled={busy !== null} onClick={() => run(s.id, () => cancelSession(s.id))}>
                      <CalendarX aria-hidden="true" />
                      Cancel<span className="sr-only"> the session of {formatWhen(s.startsAt)}</span>
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
  if (cls.history.length === 0) return <p className="text-muted-foreground">Nobody has left this class.</p>;
  return (
    <Table caption={`Past enrolments of ${cls.name}`}>
      <THead>
        <tr>
          <Th>Child</Th>
          <Th>From</Th>
          <Th>Until</Th>
          <Th>Why</Th>
        </tr>
      </THead>
      <tbody>
        {cls.history.map((h) => (
          <Tr key={h.enrolmentId}>
            <Th scope="row" className="whitespace-normal font-semibold">
              {childFullName(h)}
            </Th>
            <Td className="whitespace-nowrap">{formatWhen(h.startedAt)}</Td>
            <Td className="whitespace-nowrap">{formatWhen(h.endedAt)}</Td>
            <Td>{h.endReason === "moved" ? `Moved to ${h.movedToName ?? "another section"}` : "Removed"}</Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

/** One class: its settings, staff, children (enrol, move, remove), timetable, sessions and history. */
export function ClassDetailView({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useClassDetail(id);
  const { busy, run } = useCoursesAction();
  return (
    <div className="space-y-6">
      <Button variant="link" className="px-0" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        All classes
      </Button>
      <QueryState
        query={detail}
        errorTitle="The class could not be loaded."
        renderError={(error) => (errorStatus(error) === 404 ? <Alert kind="error" title="We could not find that class." /> : undefined)}
      >
        {(cls) => (
          <div className="space-y-6" data-testid="class-detail">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div className="space-y-1">
                <h2 className="text-2xl font-bold tracking-tight">{cls.name}</h2>
                <p className="text-muted-foreground">
                  {[gradeLabel(cls.grade), cls.subjectName, CLASS_KIND_LABELS[cls.kind] === cls.subjectName ? null : CLASS_KIND_LABELS[cls.kind], cls.yearName]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <p className="font-semibold" data-testid="class-capacity">
                  {cls.enrolled} of {cls.capacity} children
                  {cls.archived ? <Badge className="ml-2">Archived</Badge> : null}
                </p>
              </div>
              <Button variant="outline" disabled={busy !== null} onClick={() => run("archive", () => updateClass(cls.id, { archived: !cls.archived }))}>
                <Archive aria-hidden="true" />
                {cls.archived ? "Restore class" : "Archive class"}
              </Button>
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <Section id="class-settings" title="Name and limit" icon={<Save aria-hidden="true" />}>
                <SettingsForm cls={cls} />
              </Section>
              <Section id="class-staff" title="Staff" icon={<Users aria-hidden="true" />}>
                <StaffEditor cls={cls} />
              </Section>
            </div>
            <Section id="class-roster" title="Children" icon={<Users aria-hidden="true" />}>
              <Roster cls={cls} />
              {cls.archived ? null : <EnrolSearch cls={cls} />}
            </Section>
            <Section id="class-timetable" title="Weekly timetable" icon={<Clock aria-hidden="true" />}>
              <Timetable cls={cls} />
            </Section>
            <Section id="class-sessions" title="Sessions" icon={<CalendarClock aria-hidden="true" />}>
              <Sessions cls={cls} />
            </Section>
            <Section id="class-history" title="Past enrolments" icon={<ArrowRightLeft aria-hidden="true" />}>
              <History cls={cls} />
            </Section>
          </div>
        )}
      </QueryState>
    </div>
  );
}
