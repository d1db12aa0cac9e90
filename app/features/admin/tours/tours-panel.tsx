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
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { formatLongCalendarDayIn } from "#common/calendar-date";
import { gradeLabel } from "#common/grades";
import type { AdminTourBooking, AdminTourDay } from "#common/schemas/admin-operations";
import { CancelTourDialog, RescheduleTourDialog } from "./tour-dialogs";
import { useAdminTours, type TourRange } from "./tours-api";

export function seatsLabel(t: ReturnType<typeof useT>, booked: number, capacity: number) {
  return t("office.tours.seats", { booked, capacity });
}

const DOT = " · ";

function BookingCard({ booking, onCancel, onReschedule }: { booking: AdminTourBooking; onCancel: () => void; onReschedule: () => void }) {
  const t = useT();
  const language = useLanguage();
  const cancelled = booking.status !== "booked";
  return (
    <li className={cancelled ? "rounded-lg border border-dashed p-3 text-muted-foreground" : "rounded-lg border bg-background p-3"} data-testid="tour-booking">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-foreground">{booking.parentName}</p>
          <p className="text-sm">
            {booking.childName}
            {DOT}
            {gradeLabel(booking.gradeLevel, "name", undefined, language)}
          </p>
        </div>
        {cancelled ? <Badge>{t("office.tours.cancelled")}</Badge> : <Badge className="border-success/50 bg-success/10">{t("office.tours.booked")}</Badge>}
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
      {booking.message ? <p className="mt-2 whitespace-pre-line break-words text-sm">{t("office.tours.quote", { message: booking.message })}</p> : null}
      {cancelled ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onReschedule} aria-label={t("office.tours.rescheduleOf", { name: booking.parentName })}>
            <CalendarClock aria-hidden="true" />
            {t("office.tours.reschedule")}
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel} aria-label={t("office.tours.cancelOf", { name: booking.parentName })}>
            <XCircle aria-hidden="true" />
            {t("office.tours.cancel")}
          </Button>
        </div>
      )}
    </li>
  );
}

function DayCard({ day, onCancel, onReschedule }: { day: AdminTourDay; onCancel: (b: AdminTourBooking) => void; onReschedule: (b: AdminTourBooking) => void }) {
  const t = useT();
  const locale = useLocale();
  const booked = day.slots.reduce((sum, slot) => sum + slot.booked, 0);
  const headingId = `tour-day-${day.date}`;
  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby={headingId} data-testid="tour-day" data-date={day.date}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {formatLongCalendarDayIn(day.date, locale)}
        </h3>
        <p className="text-sm text-muted-foreground">{t("office.tours.familiesBooked", { count: booked })}</p>
      </div>
      <ul className="mt-3 divide-y">
        {day.slots.map((slot) => {
          const full = slot.booked >= slot.capacity;
          return (
            <li key={slot.time} className="py-3" data-testid="tour-slot" data-time={slot.time}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h4 className="font-semibold">{t("office.tours.time", { time: slot.time })}</h4>
                <p className="text-sm">
                  <span className={full ? "font-semibold" : "text-muted-foreground"}>{seatsLabel(t, slot.booked, slot.capacity)}</span>
                  {full ? <Badge className="ml-2">{t("office.tours.full")}</Badge> : null}
                </p>
              </div>
              {slot.bookings.length > 0 ? (
                <ul className="mt-2 grid gap-2 md:grid-cols-2" aria-label={t("office.tours.bookingsAt", { time: slot.time })}>
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
  const t = useT();
  const locale = useLocale();
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
        title={t("office.tours.title")}
        description={tours.data ? t("office.tours.descriptionCapacity", { capacity: tours.data.capacity }) : t("office.tours.description")}
      />

      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label={t("office.tours.dates")}>
        <DateRangeFields idPrefix="tours" value={draft} onChange={setDraft} />
        <Button type="submit" variant="secondary">
          {t("office.tours.show")}
        </Button>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={showEmpty} onChange={(e) => setShowEmpty(e.target.checked)} />
          {t("office.tours.showEmpty")}
        </label>
      </form>

      <QueryState
        query={tours}
        loadingClassName="min-h-32"
        loadingLabel={t("office.tours.loading")}
        errorTitle={t("office.tours.loadError")}
        errorMessage={() => undefined}
        errorText={t("office.tours.loadErrorText")}
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t("office.tours.range", {
                from: formatLongCalendarDayIn(data.from, locale),
                to: formatLongCalendarDayIn(data.to, locale),
                days: withBookings.length,
              })}
            </p>
            {shown.length === 0 ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t("office.tours.none")}</p>
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
