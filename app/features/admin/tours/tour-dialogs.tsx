import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock, XCircle } from "lucide-react";
import { useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { DialogForm, FormDialog, GuardedDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Select, Textarea } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { formatLongCalendarDayIn } from "#common/calendar-date";
import { serverMessage } from "~/lib/api";
import { useLocale, useRichT, useT } from "~/lib/i18n";
import { fieldErrorsOf } from "~/lib/form-errors";
import { tourRescheduleSchema, type AdminTourBooking } from "#common/schemas/admin-operations";
import { cancelTour, refreshTours, rescheduleTour, useTourAvailability } from "./tours-api";

interface DialogProps {
  booking: AdminTourBooking | null;
  onOpenChange: (open: boolean) => void;
}

const REASON_MAX = 500;

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** Cancelling emails the family, so it is confirmed here with an optional reason that goes into the mail. */
export function CancelTourDialog({ booking, onOpenChange }: DialogProps) {
  const t = useT();
  const richT = useRichT();
  const client = useQueryClient();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Each booking opened starts with an empty form.
  const [shownFor, setShownFor] = useState(booking);
  if (shownFor !== booking) {
    setShownFor(booking);
    if (booking) {
      setReason("");
      setError(null);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!booking || busy) return;
    if (reason.trim().length > REASON_MAX) return setError(t("office.tours.reasonTooLong"));
    setBusy(true);
    setError(null);
    try {
      await cancelTour(booking.id, reason);
      toast({
        variant: "success",
        title: t("office.tours.cancelDone"),
        description: t("office.tours.cancelDoneText", { name: booking.parentName, email: booking.email }),
      });
      onOpenChange(false);
      await refreshTours(client);
    } catch (failure) {
      setError(serverMessage(failure) ?? t("office.tours.cancelFailed"));
      void refreshTours(client);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={!!booking}
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("office.tours.cancelTitle")}
      description={booking ? richT("office.tours.cancelText", { parent: booking.parentName, child: booking.childName, email: booking.email, b: bold }) : null}
      data-testid="cancel-tour-dialog"
      label={t("office.tours.cancelLabel")}
      onSubmit={submit}
      error={error}
      cancelLabel={t("office.tours.keepBooking")}
      submitLabel={t("office.tours.cancelSubmit")}
      busyLabel={t("office.tours.cancelling")}
      icon={<XCircle aria-hidden="true" />}
      destructive
    >
      <Field
        label={t("office.tours.reason")}
        description={t("office.tours.reasonHint")}
        error={reason.length > REASON_MAX ? t("office.tours.reasonTooLong") : undefined}
      >
        {(control) => <Textarea {...control} name="reason" rows={3} maxLength={REASON_MAX + 50} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
    </FormDialog>
  );
}

/** Moving a tour: only offered slots with a free seat are listed; the family gets a new invitation. */
export function RescheduleTourDialog({ booking, onOpenChange }: DialogProps) {
  const t = useT();
  const richT = useRichT();
  const locale = useLocale();
  const client = useQueryClient();
  const availability = useTourAvailability(!!booking);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ preferredDate?: string; preferredTime?: string }>({});
  const formId = useId();

  // Each booking opened starts with an empty form.
  const [shownFor, setShownFor] = useState(booking);
  if (shownFor !== booking) {
    setShownFor(booking);
    if (booking) {
      setDate("");
      setTime("");
      setError(null);
      setFieldErrors({});
    }
  }

  // Offered times with a free seat, other than the booking's own.
  const days = useMemo(
    () =>
      (availability.data?.dates ?? [])
        .map((d) => ({ ...d, slots: d.slots.filter((s) => s.available && !(booking && d.date === booking.date && s.time === booking.time)) }))
        .filter((d) => d.slots.length > 0),
    [availability.data, booking],
  );
  const times = days.find((d) => d.date === date)?.slots ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!booking || busy) return;
    const parsed = tourRescheduleSchema.safeParse({ preferredDate: date, preferredTime: time });
    if (!parsed.success) {
      const next: typeof fieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof typeof next] ??= issue.message;
      return setFieldErrors(next);
    }
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const moved = await rescheduleTour(booking.id, parsed.data);
      toast({
        variant: "success",
        title: t("office.tours.moved"),
        description: t("office.tours.movedText", { day: formatLongCalendarDayIn(moved.date, locale), time: moved.time, name: booking.parentName }),
      });
      onOpenChange(false);
      await refreshTours(client);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      const next: typeof fieldErrors = {};
      for (const f of fields) if (f.field === "preferredDate" || f.field === "preferredTime") next[f.field] ??= f.message;
      setFieldErrors(next);
      setError(serverMessage(failure) ?? t("office.tours.moveFailed"));
      // The slot may have filled meanwhile: the free times are refetched with the bookings.
      void refreshTours(client);
    } finally {
      setBusy(false);
    }
  };

  return (
    <GuardedDialog
      open={!!booking}
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("office.tours.rescheduleTitle")}
      description={
        booking ? richT("office.tours.rescheduleText", { parent: booking.parentName, child: booking.childName, email: booking.email, b: bold }) : null
      }
      data-testid="reschedule-tour-dialog"
    >
      <QueryState
        query={availability}
        loadingClassName="min-h-24"
        loadingLabel={t("office.tours.loadingTimes")}
        errorTitle={t("office.tours.timesError")}
        errorText={t("office.tours.timesErrorText")}
        errorMessage={() => undefined}
        isEmpty={() => days.length === 0}
        empty={
          <Alert kind="info" title={t("office.tours.noTimes")}>
            <p>{t("office.tours.noTimesText")}</p>
          </Alert>
        }
      >
        {() => (
          <DialogForm
            id={formId}
            label={t("office.tours.rescheduleLabel")}
            onSubmit={submit}
            error={error}
            busy={busy}
            cancelLabel={t("office.tours.keepTime")}
            submitLabel={t("office.tours.moveSubmit")}
            busyLabel={t("office.tours.moving")}
            icon={<CalendarClock aria-hidden="true" />}
          >
            <Field label={t("office.tours.newDate")} required error={fieldErrors.preferredDate}>
              {(control) => (
                <Select
                  {...control}
                  name="preferredDate"
                  value={date}
                  onChange={(e) => {
                    setDate(e.target.value);
                    setTime("");
                  }}
                >
                  <option value="">{t("office.tours.selectDate")}</option>
                  {days.map((d) => (
                    <option key={d.date} value={d.date}>
                      {formatLongCalendarDayIn(d.date, locale)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t("office.tours.newTime")} required error={fieldErrors.preferredTime} description={date ? undefined : t("office.tours.dateFirst")}>
              {(control) => (
                <Select {...control} name="preferredTime" value={time} disabled={!date} onChange={(e) => setTime(e.target.value)}>
                  <option value="">{t("office.tours.selectTime")}</option>
                  {times.map((s) => (
                    <option key={s.time} value={s.time}>
                      {s.time}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </DialogForm>
        )}
      </QueryState>
    </GuardedDialog>
  );
}
