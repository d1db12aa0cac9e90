/**
 * Tour bookings for staff (the "Tour bookings" tab of /admin/operations): days with their slots,
 * seats booked out of the capacity, the families booked, and cancel / reschedule, each confirmed in
 * a dialog because the family is emailed.
 */
import { CalendarClock, Mail, Phone, XCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { QueryState } from "~/components/ui/query-state";
import { PanelHeader } from "~/components/ui/panel-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DateRangeFields } from "~/components/ui/date-range-fields";
import { formatLongCalendarDay } from "#common/calendar-date";
import { gradeLabel } from "#common/grades";
import type { AdminTourBooking, AdminTourDay } from "#common/schemas/admin-operations";
import { CancelTourDialog, RescheduleTourDialog } from "./tour-dialogs";
import { useAdminTours, type TourRange } from "./tours-api";

export function seatsLabel(booked: number, capacity: number) {
  return `${booked} of ${capacity} ${capacity === 1 ? "seat" : "seats"} booked`;
}

function BookingCard({ booking, onCancel, onReschedule }: { booking: AdminTourBooking; onCancel: () => void; onReschedule: () => void }) {
  const cancelled = booking.status !== "booked";
  return (
    <li className={cancelled ? "rounded-lg border border-dashed p-3 text-muted-foreground" : "rounded-lg border bg-background p-3"} data-testid="tour-booking">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-foreground">{booking.parentName}</p>
          <p className="text-sm">
            {booking.childName} · {gradeLabel(booking.gradeLevel)}
          </p>
        </div>
        {cancelled ? <Badge>Cancelled</Badge> : <Badge className="border-success/50 bg-success/10">Booked</Badge>}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li>
          <a className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={`mailto:${booking.email}`}>
            <Mail className="size-3.5" aria-hidden="true" />
            {booking.email}
          </a>
        </li>
        {booking.phone ? (
          <li>
            <a className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`}>
              <Phone className="size-3.5" aria-hidden="true" />
              {booking.phone}
            </a>
          </li>
        ) : null}
      </ul>
      {booking.message ? <p className="mt-2 whitespace-pre-line break-words text-sm">&ldquo;{booking.message}&rdquo;</p> : null}
      {cancelled ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onReschedule} aria-label={`Reschedule the tour of ${booking.parentName}`}>
            <CalendarClock aria-hidden="true" />
            Reschedule
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel} aria-label={`Cancel the tour of ${booking.parentName}`}>
            <XCircle aria-hidden="true" />
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}

function DayCard({ day, onCancel, onReschedule }: { day: AdminTourDay; onCancel: (b: AdminTourBooking) => void; onReschedule: (b: AdminTourBooking) => void }) {
  const booked = day.slots.reduce((sum, slot) => sum + slot.booked, 0);
  const headingId = `tour-day-${day.date}`;
  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby={headingId} data-testid="tour-day" data-date={day.date}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {formatLongCalendarDay(day.date)}
        </h3>
        <p className="text-sm text-muted-foreground">
          {booked} {booked === 1 ? "family" : "families"} booked
        </p>
      </div>
      <ul className="mt-3 divide-y">
        {day.slots.map((slot) => {
          const full = slot.booked >= slot.capacity;
          return (
            <li key={slot.time} className="py-3" data-testid="tour-slot" data-time={slot.time}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h4 className="font-semibold">{slot.time} ET</h4>
                <p className="text-sm">
                  <span className={full ? "font-semibold" : "text-muted-foreground"}>{seatsLabel(slot.booked, slot.capacity)}</span>
                  {full ? <Badge className="ml-2">Full</Badge> : null}
                </p>
              </div>
              {slot.bookings.length > 0 ? (
                <ul className="mt-2 grid gap-2 md:grid-cols-2" aria-label={`Bookings at ${slot.time}`}>
                  {slot.bookings.map((booking) => (
                    <BookingCard key={booking.id} booking={booking} onCancel={() => onCancel(booking)} onReschedule={() => onReschedule(booking)} />
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export function ToursPanel() {
  const [range, setRange] = useState<TourRange>({});
  const [draft, setDraft] = useState({ from: "", to: "" });
  const [showEmpty, setShowEmpty] = useState(false);
  const [cancelling, setCancelling] = useState<AdminTourBooking | null>(null);
  const [moving, setMoving] = useState<AdminTourBooking | null>(null);
  const tours = useAdminTours(range);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange({ from: draft.from || undefined, to: draft.to || undefined });
  };

  const days = tours.data?.days ?? [];
  const withBookings = days.filter((d) => d.slots.some((s) => s.bookings.length > 0));
  const shown = showEmpty ? days : withBookings;

  return (
    <section aria-labelledby="tours-panel-heading" className="space-y-5" data-testid="tours-panel">
      <PanelHeader
        id="tours-panel-heading"
        title="Tour bookings"
        description={`Virtual tours by day and time (Eastern Time).${tours.data ? ` Each time takes ${tours.data.capacity} ${tours.data.capacity === 1 ? "family" : "families"}.` : ""}`}
      />

      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Tour dates">
        <DateRangeFields idPrefix="tours" value={draft} onChange={setDraft} />
        <Button type="submit" variant="secondary">
          Show tours
        </Button>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={showEmpty} onChange={(e) => setShowEmpty(e.target.checked)} />
          Show days without bookings
        </label>
      </form>

      <QueryState
        query={tours}
        loadingClassName="min-h-32"
        loadingLabel="Loading tours..."
        errorTitle="The tour bookings could not be loaded."
        errorMessage={() => undefined}
        errorText="Please check the dates and try again."
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {formatLongCalendarDay(data.from)} to {formatLongCalendarDay(data.to)}:{" "}
              {withBookings.length === 0 ? "no tours booked." : `${withBookings.length} ${withBookings.length === 1 ? "day" : "days"} with bookings.`}
            </p>
            {shown.length === 0 ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No families have booked a tour in these dates.</p>
            ) : (
              <div className="grid gap-4">
                {shown.map((day) => (
                  <DayCard key={day.date} day={day} onCancel={setCancelling} onReschedule={setMoving} />
                ))}
              </div>
            )}
          </>
        )}
      </QueryState>

      <CancelTourDialog booking={cancelling} onOpenChange={(open) => (open ? undefined : setCancelling(null))} />
      <RescheduleTourDialog booking={moving} onOpenChange={(open) => (open ? undefined : setMoving(null))} />
    </section>
  );
}
