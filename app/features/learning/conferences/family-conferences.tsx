/**
 * The family's "Book a conference" on /parent/calendar: choose the children and which of their
 * teachers to meet, a day on which those teachers have free times, then a time (one teacher) or a
 * visit laid out back to back (several teachers, several children: one visit), and book. Times are
 * in the viewer's zone with the school's named. Below: the family's conferences, to open, move or
 * cancel.
 */
import { CalendarCheck, CalendarClock, UsersRound } from "lucide-react";
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { GuardedDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { LoadingScreen } from "~/components/ui/spinner";
import { toast } from "~/components/ui/use-toast";
import { formErrorMessage, fieldErrorsOf } from "~/lib/form-errors";
import { dateInZone } from "#common/time-zone";
import type { ChildConferenceSlots, ConferenceBooking, FreeSlot, VisitPlan } from "#common/schemas/learning/conferences";
import { BookingCard, ModeBadge, ZoneNote, dayIn, spanIn, timeIn } from "./conference-parts";
import { useViewerZone } from "~/lib/dates";
import { useBook, useBookings, useBookingSlots, useChildrenSlots, useFamilyChildren, usePlan, useReschedule } from "./conferences-api";
import { childFullName } from "#common/learning/child-name";

interface Pair {
  studentId: string;
  teacherUserId: string;
}
const pairKey = (p: Pair) => `${p.studentId}:${p.teacherUserId}`;

const choice =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";

function BookingFlow({ zone }: { zone: string }) {
  const children = useFamilyChildren();
  const [chosenChildren, setChosenChildren] = useState<string[]>([]);
  const [pairs, setPairs] = useState<Pair[]>([]);
  const [day, setDay] = useState<string | null>(null);
  const [picked, setPicked] = useState<{
    items: { studentId: string; teacherUserId: string; startsAt: string; endsAt: string; mode: FreeSlot["mode"] }[];
  } | null>(null);
  const [phone, setPhone] = useState("");
  const [topic, setTopic] = useState("");
  const slotQueries = useChildrenSlots(chosenChildren);
  const plan = usePlan();
  const book = useBook();

  const slotsByChild = new Map<string, ChildConferenceSlots>();
  slotQueries.forEach((q) => q.data && slotsByChild.set(q.data.child.id, q.data));
  const slotsOf = (p: Pair) => slotsByChild.get(p.studentId)?.teachers.find((t) => t.teacher.id === p.teacherUserId)?.slots ?? [];
  const teacherName = (p: Pair) => slotsByChild.get(p.studentId)?.teachers.find((t) => t.teacher.id === p.teacherUserId)?.teacher.name ?? "Teacher";
  const kidName = (id: string) => slotsByChild.get(id)?.child.name ?? "";

  // Days (in the viewer's zone) on which every chosen teacher has a free time.
  const sets = pairs.map((p) => new Set(slotsOf(p).map((s) => dateInZone(Date.parse(s.startsAt), zone))));
  const days = sets.length === 0 ? [] : [...sets[0]!].filter((d) => sets.every((s) => s.has(d))).sort();

  const reset = (keepChildren = true) => {
    if (!keepChildren) setChosenChildren([]);
    setDay(null);
    setPicked(null);
    plan.reset();
    book.reset();
  };

  const toggleChild = (id: string, on: boolean) => {
    setChosenChildren((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
    if (!on) setPairs((list) => list.filter((p) => p.studentId !== id));
    reset();
  };
  const togglePair = (p: Pair, on: boolean) => {
    setPairs((list) => (on ? [...list, p] : list.filter((x) => pairKey(x) !== pairKey(p))));
    reset();
  };
  const chooseDay = (d: string) => {
    setDay(d);
    setPicked(null);
    book.reset();
    if (pairs.length > 1) {
      // The school's date of the visit: the viewer's day may differ near midnight; the server lays out on a school date.
      const first = pairs.flatMap((p) => slotsOf(p)).find((s) => dateInZone(Date.parse(s.startsAt), zone) === d);
      plan.mutate({ date: first ? dateInZone(Date.parse(first.startsAt)) : d, pairs });
    }
  };

  const needsPhone = picked?.items.some((i) => i.mode === "phone") ?? false;
  const phoneError = fieldErrorsOf(book.error).find((e) => e.field === "phone")?.message;
  const submit = () => {
    if (!picked) return;
    book.mutate(
      {
        items: picked.items.map(({ studentId, teacherUserId, startsAt }) => ({ studentId, teacherUserId, startsAt })),
        phone: needsPhone ? phone : undefined,
        topic: topic.trim() || undefined,
      },
      {
        onSuccess: (made) => {
          toast({ variant: "success", title: made.length > 1 ? `Booked ${made.length} conferences, back to back` : "Conference booked" });
          setPairs([]);
          setTopic("");
          reset(false);
        },
      },
    );
  };

  return (
    <QueryState
      query={children}
      errorTitle="We could not load your children."
      isEmpty={(d) => d.length === 0}
      empty={<p className="text-sm text-muted-foreground">No children are linked to your account yet.</p>}
    >
      {(kids) => (
        <div className="space-y-6">
          <fieldset className="space-y-2">
            <legend className="text-base font-semibold">1. Who is the conference about?</legend>
            <p className="text-sm text-muted-foreground">Choose more than one child to meet their teachers in one visit.</p>
            <div className="flex flex-wrap gap-3">
              {kids.map((k) => (
                <label key={k.id} className={choice}>
                  <input type="checkbox" className="size-5" checked={chosenChildren.includes(k.id)} onChange={(e) => toggleChild(k.id, e.target.checked)} />
                  {childFullName(k)}
                </label>
              ))}
            </div>
          </fieldset>

          {chosenChildren.length > 0 ? (
            <fieldset className="space-y-3">
              <legend className="text-base font-semibold">2. Which teachers would you like to meet?</legend>
              {slotQueries.some((q) => q.isPending) ? <LoadingScreen className="min-h-24" label="Loading teachers..." /> : null}
              {slotQueries.some((q) => q.isError) ? <Alert kind="error" title="We could not load the teachers' free times." /> : null}
              {chosenChildren.map((id) => {
                const data = slotsByChild.get(id);
                if (!data) return null;
                return (
                  <div key={id} className="space-y-2">
                    <p className="text-sm font-semibold">{data.child.name}</p>
                    {data.teachers.length === 0 ? <p className="text-sm text-muted-foreground">No teachers yet.</p> : null}
                    <div className="flex flex-wrap gap-3">
                      {data.teachers.map((t) => {
                        const p = { studentId: id, teacherUserId: t.teacher.id };
                        return (
                          <label key={t.teacher.id} className={choice}>
                            <input
                              type="checkbox"
                              className="size-5"
                              disabled={t.slots.length === 0}
                              checked={pairs.some((x) => pairKey(x) === pairKey(p))}
                              onChange={(e) => togglePair(p, e.target.checked)}
                            />
                            <span className="font-semibold">
                              {t.teacher.name}
                              <span className="block font-normal text-muted-foreground">
                                {t.classes.join(", ")} · {t.slots.length === 0 ? "no free times" : `${t.slots.length} free times`}
                              </span>
                            </span>
                          </label>
                        );
                      })}
                    </div>
                  </div>
                );
              })}
            </fieldset>
          ) : null}

          {pairs.length > 0 ? (
            <fieldset className="space-y-2">
              <legend className="text-base font-semibold">3. Choose a day</legend>
              {days.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  These teachers have no free times on the same day. Choose fewer teachers, or book them one at a time.
                </p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {days.map((d) => (
                    <Button key={d} type="button" variant={day === d ? "default" : "outline"} aria-pressed={day === d} onClick={() => chooseDay(d)}>
                      {dayIn(`${d}T12:00:00Z`, "UTC")}
                    </Button>
                  ))}
                </div>
              )}
            </fieldset>
          ) : null}

          {day && pairs.length === 1 ? (
            <fieldset className="space-y-2">
              <legend className="text-base font-semibold">4. Choose a time with {teacherName(pairs[0]!)}</legend>
              <div className="flex flex-wrap gap-2">
                {slotsOf(pairs[0]!)
                  .filter((s) => dateInZone(Date.parse(s.startsAt), zone) === day)
                  .map((s) => {
                    const on = picked?.items[0]?.startsAt === s.startsAt;
                    return (
                      <Button
                        key={s.startsAt}
                        type="button"
                        variant={on ? "default" : "outline"}
                        aria-pressed={on}
                        onClick={() => setPicked({ items: [{ ...pairs[0]!, startsAt: s.startsAt, endsAt: s.endsAt, mode: s.mode }] })}
                      >
                        {timeIn(s.startsAt, zone)}
                      </Button>
                    );
                  })}
              </div>
            </fieldset>
          ) : null}

          {day && pairs.length > 1 ? (
            <fieldset className="space-y-2">
              <legend className="text-base font-semibold">4. Choose how to lay out your visit</legend>
              {plan.isPending ? <LoadingScreen className="min-h-24" label="Finding times back to back..." /> : null}
              {plan.isError ? <Alert kind="warning" title={formErrorMessage(plan.error)} /> : null}
              {plan.data ? (
                <ul className="grid gap-3 lg:grid-cols-2">
                  {plan.data.plans.map((p: VisitPlan, i) => {
                    const on = picked !== null && picked.items.every((it, j) => it.startsAt === p.items[j]?.startsAt);
                    return (
                      <li key={i}>
                        <label className={`${choice} items-start`}>
                          <input type="radio" name="visit-plan" className="mt-1 size-5" checked={on} onChange={() => setPicked({ items: p.items })} />
                          <span className="space-y-1">
                            <span className="block font-semibold">
                              {timeIn(p.startsAt, zone)} – {timeIn(p.endsAt, zone)} {p.backToBack ? "· back to back" : `· ${p.gapMinutes} minutes of waiting`}
                            </span>
                            {p.items.map((it) => (
                              <span key={it.startsAt} className="block">
                                {timeIn(it.startsAt, zone)}: {it.teacherName} about {it.childName} ({it.mode === "video" ? "video" : "phone"})
                              </span>
                            ))}
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </fieldset>
          ) : null}

          {picked ? (
            <Card className="space-y-4 p-4">
              <h3 className="text-base font-semibold">5. Book</h3>
              <ul className="space-y-1 text-sm">
                {picked.items.map((it) => (
                  <li key={it.startsAt} className="flex flex-wrap items-center gap-2">
                    <span>
                      {spanIn(it.startsAt, it.endsAt, zone)}: {teacherName(it)} about {kidName(it.studentId)}
                    </span>
                    <ModeBadge mode={it.mode} />
                  </li>
                ))}
              </ul>
              {needsPhone ? (
                <Field label="Phone number the teacher should call" required error={phoneError}>
                  {(control) => <Input {...control} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />}
                </Field>
              ) : null}
              <Field label="Anything you would like to talk about? (optional)">
                {(control) => <Textarea {...control} rows={3} maxLength={500} value={topic} onChange={(e) => setTopic(e.target.value)} />}
              </Field>
              {book.isError && !phoneError ? <Alert kind="error" title={formErrorMessage(book.error)} /> : null}
              <Button type="button" onClick={submit} disabled={book.isPending}>
                <CalendarCheck aria-hidden="true" />
                {book.isPending ? "Booking..." : picked.items.length > 1 ? `Book ${picked.items.length} conferences` : "Book conference"}
              </Button>
            </Card>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}

/** Moving a conference: the same teacher's free times. */
function MoveDialog({ booking, zone, open, onOpenChange }: { booking: ConferenceBooking; zone: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const slots = useBookingSlots(open ? booking.id : null);
  const move = useReschedule();
  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={move.isPending}
      title={`Move the conference with ${booking.teacher.name}`}
      description={`Now: ${spanIn(booking.startsAt, booking.endsAt, zone)}.`}
    >
      <div className="space-y-4">
        <QueryState
          query={slots}
          errorTitle="We could not load the free times."
          isEmpty={(d) => d.length === 0}
          empty={<p className="text-sm">No other free times at the moment.</p>}
        >
          {(list) => (
            <ul className="flex max-h-72 flex-wrap gap-2 overflow-y-auto">
              {list.map((s) => (
                <li key={s.startsAt}>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={move.isPending}
                    onClick={() =>
                      move.mutate(
                        { id: booking.id, startsAt: s.startsAt },
                        {
                          onSuccess: () => {
                            onOpenChange(false);
                            toast({ variant: "success", title: "Conference moved" });
                          },
                        },
                      )
                    }
                  >
                    {dayIn(s.startsAt, zone)}, {timeIn(s.startsAt, zone)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {move.isError ? <Alert kind="error" title={formErrorMessage(move.error)} /> : null}
      </div>
    </GuardedDialog>
  );
}

function FamilyBooking({ booking, zone }: { booking: ConferenceBooking; zone: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BookingCard
        booking={booking}
        zone={zone}
        viewer="family"
        extraActions={
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            <CalendarClock aria-hidden="true" />
            Move
          </Button>
        }
      />
      <MoveDialog booking={booking} zone={zone} open={open} onOpenChange={setOpen} />
    </>
  );
}

export function FamilyConferences() {
  const zone = useViewerZone();
  const bookings = useBookings("upcoming");
  return (
    <div className="space-y-10">
      <section aria-labelledby="conf-book" className="space-y-4">
        <PanelHeader
          id="conf-book"
          title="Book a conference"
          description="Meet your children's teachers by video or phone. With several children, book one visit and we lay it out back to back."
        />
        <ZoneNote zone={zone} />
        <BookingFlow zone={zone} />
      </section>
      <section aria-labelledby="conf-mine" className="space-y-4">
        <PanelHeader id="conf-mine" title="Your conferences" />
        <QueryState
          query={bookings}
          errorTitle="We could not load your conferences."
          isEmpty={(d) => d.length === 0}
          empty={
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <UsersRound className="size-4" aria-hidden="true" />
              No conferences booked yet.
            </p>
          }
        >
          {(list) => (
            <ul className="grid gap-4 lg:grid-cols-2">
              {list.map((b) => (
                <li key={b.id}>
                  {b.status === "booked" ? <FamilyBooking booking={b} zone={zone} /> : <BookingCard booking={b} zone={zone} viewer="family" />}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
