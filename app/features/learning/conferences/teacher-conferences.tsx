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
import { formatLongCalendarDayIn } from "#common/calendar-date";
import { formatTimeOfDay } from "#common/date-formats";
import { CONFERENCE_MODES, SLOT_MINUTES } from "#common/learning/conferences";
import { school } from "#common/school";
import { windowSchema, type AvailabilityWindow, type ConferenceBooking, type WindowInput } from "#common/schemas/learning/conferences";
import { formatTime, zonedInstant } from "#common/time-zone";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { BookingCard, ModeBadge, ZoneNote, timeIn } from "./conference-parts";
import { useViewerZone } from "~/lib/dates";
import { useAvailability, useBookings, useCreateWindow, useRemoveWindow, useUpdateWindow } from "./conferences-api";

const COLON = ": ";
const SPACE = " ";
const FIELDS = ["date", "startTime", "endTime", "slotMinutes", "mode", "note", "breaks"] as const;

/**
 * A window's "HH:MM" at the school on `date` as the reader writes times: English keeps the timetable's
 * own "3:00 PM" (formatTime); another language formats the instant in its locale.
 */
function useSchoolClock() {
  const language = useLanguage();
  const locale = useLocale();
  return (date: string, time: string) => (language === "en" ? formatTime(time) : formatTimeOfDay(zonedInstant(date, time), school.timeZone, locale));
}

/** Publishes a new window, or (with `editing`) changes one and calls `onSaved`. */
function AvailabilityForm({ editing, onSaved }: { editing?: AvailabilityWindow; onSaved?: () => void }) {
  const create = useCreateWindow();
  const update = useUpdateWindow();
  const pending = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  const locale = useLocale();
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
        toast({
          variant: "success",
          title: t("teaching.conferences.form.changed", { count: window.slots.length, day: formatLongCalendarDayIn(window.date, locale) }),
        });
        onSaved?.();
        return;
      }
      const window = await create.mutateAsync(values);
      toast({
        variant: "success",
        title: t("teaching.conferences.form.published", { count: window.slots.length, day: formatLongCalendarDayIn(window.date, locale) }),
      });
      form.reset({ ...values, date: "", note: "" });
    } catch (error) {
      const fields = [...FIELDS, ...values.breaks.flatMap((_, i) => [`breaks.${i}.startTime`, `breaks.${i}.endTime`])];
      if (showFieldErrors(error, fields, form.setError) === 0) setFailure(formErrorMessage(error));
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={editing ? t("teaching.conferences.form.change") : t("teaching.conferences.form.publish")}
    >
      <div className={editing ? "grid gap-4 sm:grid-cols-2" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-4"}>
        <Field label={t("teaching.conferences.form.date")} required error={errors.date?.message}>
          {(control) => <Input {...control} type="date" {...form.register("date")} />}
        </Field>
        <Field label={t("teaching.conferences.form.from")} required error={errors.startTime?.message}>
          {(control) => <Input {...control} type="time" step={300} {...form.register("startTime")} />}
        </Field>
        <Field label={t("teaching.conferences.form.until")} required error={errors.endTime?.message}>
          {(control) => <Input {...control} type="time" step={300} {...form.register("endTime")} />}
        </Field>
        <Field label={t("teaching.conferences.form.length")} required error={errors.slotMinutes?.message}>
          {(control) => (
            <Select {...control} {...form.register("slotMinutes", { valueAsNumber: true })}>
              {SLOT_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t("teaching.conferences.form.minutes", { minutes: m })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t("teaching.conferences.form.mode")}</legend>
        <div className="flex flex-wrap gap-3">
          {CONFERENCE_MODES.map((mode) => (
            <label
              key={mode}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input type="radio" value={mode} {...form.register("mode")} className="size-4" />
              {t(`calendar.conferences.mode.${mode}`)}
            </label>
          ))}
        </div>
        {errors.mode?.message ? <p className="text-sm text-destructive">{errors.mode.message}</p> : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t("teaching.conferences.form.breaks")}</legend>
        {breaks.fields.length === 0 ? <p className="text-sm text-muted-foreground">{t("teaching.conferences.form.noBreaks")}</p> : null}
        {breaks.fields.map((b, i) => (
          <div key={b.id} className="flex flex-wrap items-end gap-3">
            <Field label={t("teaching.conferences.form.breakFrom", { n: i + 1 })} error={errors.breaks?.[i]?.startTime?.message}>
              {(control) => <Input {...control} type="time" step={300} {...form.register(`breaks.${i}.startTime`)} />}
            </Field>
            <Field label={t("teaching.conferences.form.breakUntil")} error={errors.breaks?.[i]?.endTime?.message}>
              {(control) => <Input {...control} type="time" step={300} {...form.register(`breaks.${i}.endTime`)} />}
            </Field>
            <Button type="button" variant="outline" onClick={() => breaks.remove(i)} aria-label={t("teaching.conferences.form.removeBreak", { n: i + 1 })}>
              <Trash2 aria-hidden="true" />
              {t("teaching.conferences.form.remove")}
            </Button>
          </div>
        ))}
        {breaks.fields.length < 6 ? (
          <Button type="button" variant="outline" size="sm" onClick={() => breaks.append({ startTime: "16:00", endTime: "16:15" })}>
            <Plus aria-hidden="true" />
            {t("teaching.conferences.form.addBreak")}
          </Button>
        ) : null}
      </fieldset>
      <Field label={t("teaching.conferences.form.note")} error={errors.note?.message} description={t("teaching.conferences.form.noteHint")}>
        {(control) => <Input {...control} maxLength={300} {...form.register("note")} />}
      </Field>
      {failure ? <Alert kind="error" title={failure} /> : null}
      {editing ? (
        <Button type="submit" disabled={pending}>
          <Save aria-hidden="true" />
          {pending ? t("teaching.conferences.form.saving") : t("teaching.conferences.form.save")}
        </Button>
      ) : (
        <Button type="submit" disabled={pending}>
          <CalendarPlus aria-hidden="true" />
          {pending ? t("teaching.conferences.form.publishing") : t("teaching.conferences.form.publish")}
        </Button>
      )}
    </form>
  );
}

function WindowCard({ window, bookings, zone }: { window: AvailabilityWindow; bookings: ConferenceBooking[]; zone: string }) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const remove = useRemoveWindow();
  const t = useT();
  const locale = useLocale();
  const clock = useSchoolClock();
  const day = formatLongCalendarDayIn(window.date, locale);
  const start = clock(window.date, window.startTime);
  const end = clock(window.date, window.endTime);
  const breaks = window.breaks.map((b) => `${clock(window.date, b.startTime)}–${clock(window.date, b.endTime)}`).join(", ");
  const booked = window.slots.filter((s) => s.bookingId).length;
  const childOf = (id: string | null) => bookings.find((b) => b.id === id)?.child.name;
  return (
    <Card className="space-y-3 p-4" data-testid="conference-window">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-base font-semibold">{day}</h3>
          <p className="text-sm">
            {window.breaks.length
              ? t("teaching.conferences.window.timesBreaks", { start, end, minutes: window.slotMinutes, breaks })
              : t("teaching.conferences.window.times", { start, end, minutes: window.slotMinutes })}
          </p>
          {window.note ? <p className="text-sm text-muted-foreground">{window.note}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ModeBadge mode={window.mode} />
          <Badge>{t("teaching.conferences.window.booked", { booked, total: window.slots.length })}</Badge>
        </div>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t("teaching.conferences.window.slots")}>
        {window.slots.map((s) => (
          <li
            key={s.startsAt}
            className={
              s.bookingId ? "rounded-md border border-primary bg-primary/10 px-2 py-1 text-sm" : "rounded-md border px-2 py-1 text-sm text-muted-foreground"
            }
          >
            {timeIn(s.startsAt, zone, locale)}
            {s.bookingId ? (
              <span className="font-semibold">
                {COLON}
                {childOf(s.bookingId) ?? t("teaching.conferences.window.slotBooked")}
              </span>
            ) : (
              <span className="sr-only">
                {SPACE}
                {t("teaching.conferences.window.slotFree")}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {t("teaching.conferences.window.change")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(true)}
          disabled={booked > 0}
          title={booked > 0 ? t("teaching.conferences.window.removeBlocked") : undefined}
        >
          <Trash2 aria-hidden="true" />
          {t("teaching.conferences.window.remove")}
        </Button>
      </div>
      {booked > 0 ? <p className="text-xs text-muted-foreground">{t("teaching.conferences.window.bookedNote")}</p> : null}
      <GuardedDialog
        open={editing}
        onOpenChange={setEditing}
        busy={false}
        title={t("teaching.conferences.window.change")}
        description={t("teaching.conferences.window.changeDescription", { day, start, end })}
        className="max-w-2xl"
      >
        <AvailabilityForm editing={window} onSaved={() => setEditing(false)} />
      </GuardedDialog>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        busy={remove.isPending}
        title={t("teaching.conferences.window.removeConfirm")}
        description={t("teaching.conferences.window.removeDescription", { day, start, end })}
        confirmLabel={t("teaching.conferences.form.remove")}
        busyLabel={t("teaching.conferences.window.removing")}
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
  const t = useT();
  return (
    <div className="space-y-10">
      <section aria-labelledby="conf-publish" className="space-y-4">
        <PanelHeader id="conf-publish" title={t("teaching.conferences.form.publish")} description={t("teaching.conferences.publishLead")} />
        <AvailabilityForm />
      </section>
      <section aria-labelledby="conf-booked" className="space-y-4">
        <PanelHeader id="conf-booked" title={t("teaching.conferences.booked")} />
        <ZoneNote zone={zone} />
        <QueryState
          query={bookings}
          errorTitle={t("teaching.conferences.bookedError")}
          isEmpty={(d) => d.length === 0}
          empty={<p className="text-sm text-muted-foreground">{t("teaching.conferences.noneBooked")}</p>}
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
        <PanelHeader id="conf-windows" title={t("teaching.conferences.availability")} description={t("teaching.conferences.availabilityLead")} />
        <QueryState
          query={availability}
          errorTitle={t("teaching.conferences.availabilityError")}
          isEmpty={(d) => d.windows.length === 0}
          empty={<p className="text-sm text-muted-foreground">{t("teaching.conferences.noneAvailable")}</p>}
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
