/**
 * What the teacher's and the family's conference panels share: times in the viewer's zone with the
 * school's named, a conference's card (with its video link or the number to call) and cancelling
 * with a reason.
 */
import { Phone, UsersRound, Video, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { formErrorMessage } from "~/lib/form-errors";
import { formatTimeOfDay, formatWeekdayMonthDayLong } from "#common/date-formats";
import { zoneSentence } from "#common/learning/calendar";
import { CONFERENCE_MODE_LABELS } from "#common/learning/conferences";
import type { ConferenceBooking } from "#common/schemas/learning/conferences";
import { useCancelBooking } from "./conferences-api";

export function ZoneNote({ zone }: { zone: string }) {
  return <p className="text-sm text-muted-foreground">{zoneSentence(zone, zone)}</p>;
}

/** "Tuesday, December 1" in `zone`. */
export const dayIn = (iso: string, zone: string) => formatWeekdayMonthDayLong(iso, zone);
/** "3:20 PM" in `zone`. */
export const timeIn = (iso: string, zone: string) => formatTimeOfDay(iso, zone);
/** "Tuesday, December 1, 3:20 – 3:40 PM" in `zone`. */
export const spanIn = (startsAt: string, endsAt: string, zone: string) => `${dayIn(startsAt, zone)}, ${timeIn(startsAt, zone)} – ${timeIn(endsAt, zone)}`;

export function ModeBadge({ mode }: { mode: keyof typeof CONFERENCE_MODE_LABELS }) {
  const Icon = mode === "video" ? Video : Phone;
  return (
    <Badge className="gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {CONFERENCE_MODE_LABELS[mode]}
    </Badge>
  );
}

/** One conference: when, with whom, how; for the teacher the child and guardians, for the family the teacher. */
export function BookingCard({
  booking,
  zone,
  viewer,
  extraActions,
}: {
  booking: ConferenceBooking;
  zone: string;
  viewer: "teacher" | "family";
  extraActions?: React.ReactNode;
}) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState("");
  const cancel = useCancelBooking();
  const cancelled = booking.status === "cancelled";
  const heading = viewer === "teacher" ? `${booking.child.name}` : `${booking.teacher.name}`;
  return (
    <Card className="space-y-3 p-4" data-testid="conference-booking">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="flex items-center gap-2 text-base font-semibold">
            <UsersRound className="size-4 text-muted-foreground" aria-hidden="true" />
            {viewer === "teacher" ? `Conference about ${heading}` : `Conference with ${heading}`}
          </h3>
          <p className="text-sm">{spanIn(booking.startsAt, booking.endsAt, zone)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ModeBadge mode={booking.mode} />
          {cancelled ? <Badge className="bg-destructive/10 text-destructive">Cancelled</Badge> : null}
        </div>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {viewer === "family" ? (
          <>
            <dt className="font-semibold">Child</dt>
            <dd>{booking.child.name}</dd>
          </>
        ) : (
          <>
            <dt className="font-semibold">Family</dt>
            <dd>{booking.guardians.map((g) => g.name).join(", ") || "No guardian on record"}</dd>
          </>
        )}
        {booking.mode === "phone" && booking.contactPhone ? (
          <>
            <dt className="font-semibold">{viewer === "teacher" ? "Number to call" : "We will call"}</dt>
            <dd>
              <a className="underline underline-offset-2" href={`tel:${booking.contactPhone.replace(/[^\d+]/g, "")}`}>
                {booking.contactPhone}
              </a>
            </dd>
          </>
        ) : null}
        {booking.topic ? (
          <>
            <dt className="font-semibold">To talk about</dt>
            <dd className="whitespace-pre-line">{booking.topic}</dd>
          </>
        ) : null}
        {cancelled && booking.cancelReason ? (
          <>
            <dt className="font-semibold">Reason</dt>
            <dd className="whitespace-pre-line">{booking.cancelReason}</dd>
          </>
        ) : null}
      </dl>
      {!cancelled ? (
        <div className="flex flex-wrap gap-2">
          {booking.videoPath ? (
            <Button asChild size="sm">
              <Link to={booking.videoPath}>
                <Video aria-hidden="true" />
                Open the video call
              </Link>
            </Button>
          ) : null}
          {extraActions}
          <Button size="sm" variant="outline" onClick={() => setCancelOpen(true)}>
            <X aria-hidden="true" />
            Cancel conference
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={cancelOpen}
        onOpenChange={(open) => {
          setCancelOpen(open);
          if (!open) cancel.reset();
        }}
        busy={cancel.isPending}
        title="Cancel this conference?"
        description={`${spanIn(booking.startsAt, booking.endsAt, zone)}. Everyone invited gets a cancellation for their calendar.`}
        confirmLabel="Cancel conference"
        busyLabel="Cancelling..."
        destructive
        error={cancel.isError ? formErrorMessage(cancel.error) : null}
        onConfirm={() =>
          cancel.mutate(
            { id: booking.id, reason: reason.trim() || undefined },
            {
              onSuccess: () => {
                setCancelOpen(false);
                toast({ variant: "success", title: "Conference cancelled" });
              },
            },
          )
        }
      >
        <Field label="Reason (optional)" description="Shown to the other side and in the cancellation email.">
          {(control) => <Textarea {...control} rows={3} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
      </ConfirmDialog>
    </Card>
  );
}
