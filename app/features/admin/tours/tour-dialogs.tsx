import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock, XCircle } from "lucide-react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { Alert } from "~/components/ui/alert";
import { DialogForm, FormDialog, GuardedDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Select, Textarea } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { formatLongCalendarDay } from "#common/calendar-date";
import { serverMessage } from "~/lib/api";
import { fieldErrorsOf } from "~/lib/form-errors";
import { OPERATIONS_MESSAGES, tourRescheduleSchema, type AdminTourBooking } from "#common/schemas/admin-operations";
import { cancelTour, refreshTours, rescheduleTour, useTourAvailability } from "./tours-api";

interface DialogProps {
  booking: AdminTourBooking | null;
  onOpenChange: (open: boolean) => void;
}

const REASON_MAX = 500;

/** Cancelling emails the family, so it is confirmed here with an optional reason that goes into the mail. */
export function CancelTourDialog({ booking, onOpenChange }: DialogProps) {
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
    if (reason.trim().length > REASON_MAX) return setError(OPERATIONS_MESSAGES.reason);
    setBusy(true);
    setError(null);
    try {
      await cancelTour(booking.id, reason);
      toast({ variant: "success", title: "Tour cancelled", description: `We emailed ${booking.parentName} at ${booking.email}.` });
      onOpenChange(false);
      await refreshTours(client);
    } catch (failure) {
      setError(serverMessage(failure) ?? "The tour could not be cancelled. Please try again.");
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
      title="Cancel this tour?"
      description={
        booking ? (
          <>
            {booking.parentName}&apos;s tour for {booking.childName} will be cancelled and the seat freed. The family will be emailed at{" "}
            <strong>{booking.email}</strong> with a link to book another time.
          </>
        ) : null
      }
      data-testid="cancel-tour-dialog"
      label="Cancel tour"
      onSubmit={submit}
      error={error}
      cancelLabel="Keep the booking"
      submitLabel="Cancel tour and email family"
      busyLabel="Cancelling..."
      icon={<XCircle aria-hidden="true" />}
      destructive
    >
      <Field
        label="Reason (optional)"
        description="Included in the email to the family."
        error={reason.length > REASON_MAX ? OPERATIONS_MESSAGES.reason : undefined}
      >
        {(control) => <Textarea {...control} name="reason" rows={3} maxLength={REASON_MAX + 50} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
    </FormDialog>
  );
}

/** Moving a tour: only offered slots with a free seat are listed; the family gets a new invitation. */
export function RescheduleTourDialog({ booking, onOpenChange }: DialogProps) {
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
        title: "Tour rescheduled",
        description: `Moved to ${formatLongCalendarDay(moved.date)} at ${moved.time} ET. We emailed ${booking.parentName} a new invitation.`,
      });
      onOpenChange(false);
      await refreshTours(client);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      const next: typeof fieldErrors = {};
      for (const f of fields) if (f.field === "preferredDate" || f.field === "preferredTime") next[f.field] ??= f.message;
      setFieldErrors(next);
      setError(serverMessage(failure) ?? "The tour could not be moved. Please try again.");
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
      title="Reschedule this tour"
      description={
        booking ? (
          <>
            Choose a new time for {booking.parentName}&apos;s tour ({booking.childName}). Only times with a free seat are listed. The family will be emailed at{" "}
            <strong>{booking.email}</strong> with an updated calendar invitation.
          </>
        ) : null
      }
      data-testid="reschedule-tour-dialog"
    >
      <QueryState
        query={availability}
        loadingClassName="min-h-24"
        loadingLabel="Loading free times..."
        errorTitle="The free times could not be loaded."
        errorText="Please close this dialog and try again."
        errorMessage={() => undefined}
        isEmpty={() => days.length === 0}
        empty={
          <Alert kind="info" title="No free times">
            <p>Every offered time in the next 20 weekdays is fully booked.</p>
          </Alert>
        }
      >
        {() => (
          <DialogForm
            id={formId}
            label="Reschedule tour"
            onSubmit={submit}
            error={error}
            busy={busy}
            cancelLabel="Keep the current time"
            submitLabel="Move tour and email family"
            busyLabel="Moving..."
            icon={<CalendarClock aria-hidden="true" />}
          >
            <Field label="New date" required error={fieldErrors.preferredDate}>
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
                  <option value="">Select a date</option>
                  {days.map((d) => (
                    <option key={d.date} value={d.date}>
                      {formatLongCalendarDay(d.date)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="New time (Eastern Time)" required error={fieldErrors.preferredTime} description={date ? undefined : "Select a date first."}>
              {(control) => (
                <Select {...control} name="preferredTime" value={time} disabled={!date} onChange={(e) => setTime(e.target.value)}>
                  <option value="">Select a time</option>
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
