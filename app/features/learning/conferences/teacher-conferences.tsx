/**
 * The teacher's Conferences tab on /calendar: publish availability (a date, start and end at the
 * school, slot length, breaks, phone or video, a note for families), see each window's slots and
 * which are booked, change a window (the server keeps every booked conference's time and mode, or
 * refuses the change), remove one, and see and cancel the conferences families booked.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarPlus, Pencil, Plus, Save, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm, type Resolver } from "react-hook-form";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { GuardedDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { formErrorMessage, showFieldErrors } from "~/lib/form-errors";
import { formatLongCalendarDay } from "#common/calendar-date";
import { CONFERENCE_MODES, CONFERENCE_MODE_LABELS, SLOT_MINUTES } from "#common/learning/conferences";
import { windowSchema, type AvailabilityWindow, type ConferenceBooking, type WindowInput } from "#common/schemas/learning/conferences";
import { formatTime } from "#common/time-zone";
import { BookingCard, ModeBadge, ZoneNote, timeIn } from "./conference-parts";
import { useViewerZone } from "~/lib/dates";
import { useAvailability, useBookings, useCreateWindow, useRemoveWindow, useUpdateWindow } from "./conferences-api";

const FIELDS = ["date", "startTime", "endTime", "slotMinutes", "mode", "note", "breaks"] as const;

/** Publishes a new window, or (with `editing`) changes one and calls `onSaved`. */
function AvailabilityForm({ editing, onSaved }: { editing?: AvailabilityWindow; onSaved?: () => void }) {
  const create = useCreateWindow();
  const update = useUpdateWindow();
  const pending = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<WindowInput>({
    resolver: zodResolver(windowSchema as never) as unknown as Resolver<WindowInput>,
    defaultValues: editing
      ? {
          date: editing.date,
          startTime: editing.startTime,
          endTime: editing.endTime,
          slotMinutes: editing.slotMinutes,
          breaks: editing.breaks,
          mode: editing.mode,
          note: editing.note ?? "",
        }
      : { date: "", startTime: "15:00", endTime: "17:00", slotMinutes: 15, breaks: [], mode: "video", note: "" },
  });
  const breaks = useFieldArray({ control: form.control, name: "breaks" });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (editing) {
        const window = await update.mutateAsync({ id: editing.id, input: values });
        toast({ variant: "success", title: `Changed: ${window.slots.length} times on ${formatLongCalendarDay(window.date)}` });
        onSaved?.();
        return;
      }
      const window = await create.mutateAsync(values);
      toast({ variant: "success", title: `Published ${window.slots.length} times on ${formatLongCalendarDay(window.date)}` });
      form.reset({ ...values, date: "", note: "" });
    } catch (error) {
      const fields = [...FIELDS, ...values.breaks.flatMap((_, i) => [`breaks.${i}.startTime`, `breaks.${i}.endTime`])];
      if (showFieldErrors(error, fields, form.setError) === 0) setFailure(formErrorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={editing ? "Change these times" : "Publish availability"}>
      <div className={editing ? "grid gap-4 sm:grid-cols-2" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-4"}>
        <Field label="Date" required error={errors.date?.message}>
          {(control) => <Input {...control} type="date" {...form.register("date")} />}
        </Field>
        <Field label="From (school time)" required error={errors.startTime?.message}>
          {(control) => <Input {...control} type="time" step={300} {...form.register("startTime")} />}
        </Field>
        <Field label="Until (school time)" required error={errors.endTime?.message}>
          {(control) => <Input {...control} type="time" step={300} {...form.register("endTime")} />}
        </Field>
        <Field label="Each conference" required error={errors.slotMinutes?.message}>
          {(control) => (
            <Select {...control} {...form.register("slotMinutes", { valueAsNumber: true })}>
              {SLOT_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m} minutes
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">How families meet you</legend>
        <div className="flex flex-wrap gap-3">
          {CONFERENCE_MODES.map((mode) => (
            <label
              key={mode}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input type="radio" value={mode} {...form.register("mode")} className="size-4" />
              {CONFERENCE_MODE_LABELS[mode]}
            </label>
          ))}
        </div>
        {errors.mode?.message ? <p className="text-sm text-destructive">{errors.mode.message}</p> : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Breaks</legend>
        {breaks.fields.length === 0 ? <p className="text-sm text-muted-foreground">No breaks: conferences follow each other.</p> : null}
        {breaks.fields.map((b, i) => (
          <div key={b.id} className="flex flex-wrap items-end gap-3">
            <Field label={`Break ${i + 1} from`} error={errors.breaks?.[i]?.startTime?.message}>
              {(control) => <Input {...control} type="time" step={300} {...form.register(`breaks.${i}.startTime`)} />}
            </Field>
            <Field label="until" error={errors.breaks?.[i]?.endTime?.message}>
              {(control) => <Input {...control} type="time" step={300} {...form.register(`breaks.${i}.endTime`)} />}
            </Field>
            <Button type="button" variant="outline" onClick={() => breaks.remove(i)} aria-label={`Remove break ${i + 1}`}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        ))}
        {breaks.fields.length < 6 ? (
          <Button type="button" variant="outline" size="sm" onClick={() => breaks.append({ startTime: "16:00", endTime: "16:15" })}>
            <Plus aria-hidden="true" />
            Add a break
          </Button>
        ) : null}
      </fieldset>
      <Field label="Note for families (optional)" error={errors.note?.message} description="For example: which link or number you will use.">
        {(control) => <Input {...control} maxLength={300} {...form.register("note")} />}
      </Field>
      {failure ? <Alert kind="error" title={failure} /> : null}
      {editing ? (
        <Button type="submit" disabled={pending}>
          <Save aria-hidden="true" />
          {pending ? "Saving..." : "Save changes"}
        </Button>
      ) : (
        <Button type="submit" disabled={pending}>
          <CalendarPlus aria-hidden="true" />
          {pending ? "Publishing..." : "Publish availability"}
        </Button>
      )}
    </form>
  );
}

function WindowCard({ window, bookings, zone }: { window: AvailabilityWindow; bookings: ConferenceBooking[]; zone: string }) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const remove = useRemoveWindow();
  const booked = window.slots.filter((s) => s.bookingId).length;
  const childOf = (id: string | null) => bookings.find((b) => b.id === id)?.child.name;
  return (
    <Card className="space-y-3 p-4" data-testid="conference-window">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-base font-semibold">{formatLongCalendarDay(window.date)}</h3>
          <p className="text-sm">
            {formatTime(window.startTime)} – {formatTime(window.endTime)} school time · {window.slotMinutes}-minute conferences
            {window.breaks.length ? ` · breaks ${window.breaks.map((b) => `${formatTime(b.startTime)}–${formatTime(b.endTime)}`).join(", ")}` : ""}
          </p>
          {window.note ? <p className="text-sm text-muted-foreground">{window.note}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ModeBadge mode={window.mode} />
          <Badge>
            {booked} of {window.slots.length} booked
          </Badge>
        </div>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Times">
        {window.slots.map((s) => (
          <li
            key={s.startsAt}
            className={
              s.bookingId ? "rounded-md border border-primary bg-primary/10 px-2 py-1 text-sm" : "rounded-md border px-2 py-1 text-sm text-muted-foreground"
            }
          >
            {timeIn(s.startsAt, zone)}
            {s.bookingId ? <span className="font-semibold">: {childOf(s.bookingId) ?? "booked"}</span> : <span className="sr-only"> free</span>}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Change these times
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(true)}
          disabled={booked > 0}
          title={booked > 0 ? "Cancel or move its conferences first" : undefined}
        >
          <Trash2 aria-hidden="true" />
          Remove these times
        </Button>
      </div>
      {booked > 0 ? (
        <p className="text-xs text-muted-foreground">
          Times with conferences stay until those are cancelled; a change must keep each booked conference's time and way of meeting.
        </p>
      ) : null}
      <GuardedDialog
        open={editing}
        onOpenChange={setEditing}
        busy={false}
        title="Change these times"
        description={`${formatLongCalendarDay(window.date)}, ${formatTime(window.startTime)} – ${formatTime(window.endTime)} school time.`}
        className="max-w-2xl"
      >
        <AvailabilityForm editing={window} onSaved={() => setEditing(false)} />
      </GuardedDialog>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        busy={remove.isPending}
        title="Remove these times?"
        description={`${formatLongCalendarDay(window.date)}, ${formatTime(window.startTime)} – ${formatTime(window.endTime)}. Families can no longer book them.`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        error={remove.isError ? formErrorMessage(remove.error) : null}
        onConfirm={() => remove.mutate(window.id, { onSuccess: () => setOpen(false) })}
      />
    </Card>
  );
}

export function TeacherConferences() {
  const zone = useViewerZone();
  const availability = useAvailability();
  const bookings = useBookings("upcoming");
  return (
    <div className="space-y-10">
      <section aria-labelledby="conf-publish" className="space-y-4">
        <PanelHeader
          id="conf-publish"
          title="Publish availability"
          description="Families of the children you teach book these times; each time is taken once."
        />
        <AvailabilityForm />
      </section>
      <section aria-labelledby="conf-booked" className="space-y-4">
        <PanelHeader id="conf-booked" title="Booked conferences" />
        <ZoneNote zone={zone} />
        <QueryState
          query={bookings}
          errorTitle="We could not load your conferences."
          isEmpty={(d) => d.length === 0}
          empty={<p className="text-sm text-muted-foreground">No conferences booked yet.</p>}
        >
          {(list) => (
            <ul className="grid gap-4 lg:grid-cols-2">
              {list.map((b) => (
                <li key={b.id}>
                  <BookingCard booking={b} zone={zone} viewer="teacher" />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="conf-windows" className="space-y-4">
        <PanelHeader id="conf-windows" title="Your availability" description="The next six weeks." />
        <QueryState
          query={availability}
          errorTitle="We could not load your availability."
          isEmpty={(d) => d.windows.length === 0}
          empty={<p className="text-sm text-muted-foreground">You have not published any times yet.</p>}
        >
          {(data) => (
            <ul className="grid gap-4 lg:grid-cols-2">
              {data.windows.map((w) => (
                <li key={w.id}>
                  <WindowCard window={w} bookings={bookings.data ?? []} zone={zone} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
