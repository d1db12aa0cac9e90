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
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { zoneSentence } from "#common/learning/calendar";
import { DEFAULT_LOCALE, formatTimeOfDay, formatWeekdayMonthDayLong } from "#common/date-formats";
import type { ConferenceMode } from "#common/learning/conferences";
import type { ConferenceBooking } from "#common/schemas/learning/conferences";
import { useCancelBooking } from "./conferences-api";

export function ZoneNote({ zone }: { zone: string }) {
  return <p className="text-sm text-muted-foreground">{zoneSentence(zone, zone, useLanguage())}</p>;
}

/** "Tuesday, December 1" in `zone` ("martes, 1 de diciembre" with "es-US"). */
export const dayIn = (iso: string, zone: string, locale = DEFAULT_LOCALE) => formatWeekdayMonthDayLong(iso, zone, locale);
/** "3:20 PM" in `zone`. */
export const timeIn = (iso: string, zone: string, locale = DEFAULT_LOCALE) => formatTimeOfDay(iso, zone, locale);
/** "Tuesday, December 1, 3:20 – 3:40 PM" in `zone`. */
export const spanIn = (startsAt: string, endsAt: string, zone: string, locale = DEFAULT_LOCALE) =>
  `${dayIn(startsAt, zone, locale)}, ${timeIn(startsAt, zone, locale)} – ${timeIn(endsAt, zone, locale)}`;

export function ModeBadge({ mode }: { mode: ConferenceMode }) {
  const t = useT();
  const Icon = mode === "video" ? Video : Phone;
  return (
    <Badge className="gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`calendar.conferences.mode.${mode}`)}
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
  const t = useT();
  const locale = useLocale();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState("");
  const cancel = useCancelBooking();
  const cancelled = booking.status === "cancelled";
  const span = spanIn(booking.startsAt, booking.endsAt, zone, locale);
  return (
    <Card className="space-y-3 p-4" data-testid="conference-booking">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="flex items-center gap-2 text-base font-semibold">
            <UsersRound className="size-4 text-muted-foreground" aria-hidden="true" />
            {viewer === "teacher"
              ? t("calendar.conferences.about", { name: booking.child.name })
              : t("calendar.conferences.with", { name: booking.teacher.name })}
          </h3>
          <p className="text-sm">{span}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ModeBadge mode={booking.mode} />
          {cancelled ? <Badge className="bg-destructive/10 text-destructive">{t("calendar.conferences.cancelled")}</Badge> : null}
        </div>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {viewer === "family" ? (
          <>
            <dt className="font-semibold">{t("calendar.conferences.child")}</dt>
            <dd>{booking.child.name}</dd>
          </>
        ) : (
          <>
            <dt className="font-semibold">{t("calendar.conferences.family")}</dt>
            <dd>{booking.guardians.map((g) => g.name).join(", ") || t("calendar.conferences.noGuardian")}</dd>
          </>
        )}
        {booking.mode === "phone" && booking.contactPhone ? (
          <>
            <dt className="font-semibold">{t(viewer === "teacher" ? "calendar.conferences.numberToCall" : "calendar.conferences.weWillCall")}</dt>
            <dd>
              <a className="underline underline-offset-2" href={`tel:${booking.contactPhone.replace(/[^\d+]/g, "")}`}>
                {booking.contactPhone}
              </a>
            </dd>
          </>
        ) : null}
        {booking.topic ? (
          <>
            <dt className="font-semibold">{t("calendar.conferences.topic")}</dt>
            <dd className="whitespace-pre-line">{booking.topic}</dd>
          </>
        ) : null}
        {cancelled && booking.cancelReason ? (
          <>
            <dt className="font-semibold">{t("calendar.conferences.reason")}</dt>
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
                {t("calendar.conferences.openVideo")}
              </Link>
            </Button>
          ) : null}
          {extraActions}
          <Button size="sm" variant="outline" onClick={() => setCancelOpen(true)}>
            <X aria-hidden="true" />
            {t("calendar.conferences.cancel")}
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
        title={t("calendar.conferences.cancelTitle")}
        description={t("calendar.conferences.cancelText", { when: span })}
        confirmLabel={t("calendar.conferences.cancel")}
        busyLabel={t("calendar.conferences.cancelling")}
        destructive
        error={cancel.isError ? formErrorMessage(cancel.error) : null}
        onConfirm={() =>
          cancel.mutate(
            { id: booking.id, reason: reason.trim() || undefined },
            {
              onSuccess: () => {
                setCancelOpen(false);
                toast({ variant: "success", title: t("calendar.conferences.cancelDone") });
              },
            },
          )
        }
      >
        <Field label={t("calendar.conferences.cancelReason")} description={t("calendar.conferences.cancelReasonNote")}>
          {(control) => <Textarea {...control} rows={3} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
      </ConfirmDialog>
    </Card>
  );
}
