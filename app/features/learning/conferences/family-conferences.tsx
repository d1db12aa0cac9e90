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
import { useLocale, useT } from "~/lib/i18n";
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
const sameVisit = (a: Pair & { startsAt: string }, b: Pair & { startsAt: string }) => pairKey(a) === pairKey(b) && a.startsAt === b.startsAt;
/** Punctuation between parts translated apart. */
const DOT = " · ";
const COMMA = ", ";

const choice =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";

function BookingFlow({ zone }: { zone: string }) {
  const t = useT();
  const locale = useLocale();
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
  const slotsOf = (p: Pair) => slotsByChild.get(p.studentId)?.teachers.find((x) => x.teacher.id === p.teacherUserId)?.slots ?? [];
  const teacherName = (p: Pair) =>
    slotsByChild.get(p.studentId)?.teachers.find((x) => x.teacher.id === p.teacherUserId)?.teacher.name ?? t("calendar.conferences.teacher");
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
          toast({ variant: "success", title: t("calendar.conferences.booked", { count: made.length }) });
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
      errorTitle={t("calendar.conferences.childrenLoadError")}
      isEmpty={(d) => d.length === 0}
      empty={<p className="text-sm text-muted-foreground">{t("calendar.conferences.noChildren")}</p>}
    >
      {(kids) => (
        <div className="space-y-6">
          <fieldset className="space-y-2">
            <legend className="text-base font-semibold">{t("calendar.conferences.step.who")}</legend>
            <p className="text-sm text-muted-foreground">{t("calendar.conferences.step.whoNote")}</p>
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
              <legend className="text-base font-semibold">{t("calendar.conferences.step.teachers")}</legend>
              {slotQueries.some((q) => q.isPending) ? <LoadingScreen className="min-h-24" label={t("calendar.conferences.loadingTeachers")} /> : null}
              {slotQueries.some((q) => q.isError) ? <Alert kind="error" title={t("calendar.conferences.slotsLoadError")} /> : null}
              {chosenChildren.map((id) => {
                const data = slotsByChild.get(id);
                if (!data) return null;
                return (
                  <div key={id} className="space-y-2">
                    <p className="text-sm font-semibold">{data.child.name}</p>
                    {data.teachers.length === 0 ? <p className="text-sm text-muted-foreground">{t("calendar.conferences.noTeachers")}</p> : null}
                    <div className="flex flex-wrap gap-3">
                      {data.teachers.map((teacher) => {
                        const p = { studentId: id, teacherUserId: teacher.teacher.id };
                        return (
                          <label key={teacher.teacher.id} className={choice}>
                            <input
                              type="checkbox"
                              className="size-5"
                              disabled={teacher.slots.length === 0}
                              checked={pairs.some((x) => pairKey(x) === pairKey(p))}
                              onChange={(e) => togglePair(p, e.target.checked)}
                            />
                            <span className="font-semibold">
                              {teacher.teacher.name}
                              <span className="block font-normal text-muted-foreground">
                                {teacher.classes.join(", ")}
                                {DOT}
                                {t("calendar.conferences.freeTimes", { count: teacher.slots.length })}
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
              <legend className="text-base font-semibold">{t("calendar.conferences.step.day")}</legend>
              {days.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("calendar.conferences.noCommonDay")}</p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {days.map((d) => (
                    <Button key={d} type="button" variant={day === d ? "default" : "outline"} aria-pressed={day === d} onClick={() => chooseDay(d)}>
                      {dayIn(`${d}T12:00:00Z`, "UTC", locale)}
                    </Button>
                  ))}
                </div>
              )}
            </fieldset>
          ) : null}

          {day && pairs.length === 1 ? (
            <fieldset className="space-y-2">
              <legend className="text-base font-semibold">{t("calendar.conferences.step.time", { teacher: teacherName(pairs[0]!) })}</legend>
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
                        {timeIn(s.startsAt, zone, locale)}
                      </Button>
                    );
                  })}
              </div>
            </fieldset>
          ) : null}

          {day && pairs.length > 1 ? (
            <fieldset className="space-y-2">
              <legend className="text-base font-semibold">{t("calendar.conferences.step.visit")}</legend>
              {plan.isPending ? <LoadingScreen className="min-h-24" label={t("calendar.conferences.findingTimes")} /> : null}
              {plan.isError ? <Alert kind="warning" title={formErrorMessage(plan.error)} /> : null}
              {plan.data ? (
                <ul className="grid gap-3 lg:grid-cols-2">
                  {plan.data.plans.map((p: VisitPlan, i) => {
                    // Two plans may share their times in another order of children ("Jonah first", "Nia first"):
                    // a plan is the same one only when each visit is the same child, teacher and time.
                    const on = picked !== null && picked.items.length === p.items.length && picked.items.every((it, j) => sameVisit(it, p.items[j]!));
                    return (
                      <li key={i}>
                        <label className={`${choice} items-start`}>
                          <input type="radio" name="visit-plan" className="mt-1 size-5" checked={on} onChange={() => setPicked({ items: p.items })} />
                          <span className="space-y-1">
                            <span className="block font-semibold">
                              {t("calendar.conferences.plan", {
                                start: timeIn(p.startsAt, zone, locale),
                                end: timeIn(p.endsAt, zone, locale),
                                backToBack: p.backToBack ? "yes" : "no",
                                gap: p.gapMinutes,
                              })}
                            </span>
                            {p.items.map((it) => (
                              <span key={it.startsAt} className="block">
                                {t("calendar.conferences.planItem", {
                                  time: timeIn(it.startsAt, zone, locale),
                                  teacher: it.teacherName,
                                  child: it.childName,
                                  mode: it.mode,
                                })}
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
              <h3 className="text-base font-semibold">{t("calendar.conferences.step.book")}</h3>
              <ul className="space-y-1 text-sm">
                {picked.items.map((it) => (
                  <li key={it.startsAt} className="flex flex-wrap items-center gap-2">
                    <span>
                      {t("calendar.conferences.pickedItem", {
                        when: spanIn(it.startsAt, it.endsAt, zone, locale),
                        teacher: teacherName(it),
                        child: kidName(it.studentId),
                      })}
                    </span>
                    <ModeBadge mode={it.mode} />
                  </li>
                ))}
              </ul>
              {needsPhone ? (
                <Field label={t("calendar.conferences.phone")} required error={phoneError}>
                  {(control) => <Input {...control} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />}
                </Field>
              ) : null}
              <Field label={t("calendar.conferences.topicField")}>
                {(control) => <Textarea {...control} rows={3} maxLength={500} value={topic} onChange={(e) => setTopic(e.target.value)} />}
              </Field>
              {book.isError && !phoneError ? <Alert kind="error" title={formErrorMessage(book.error)} /> : null}
              <Button type="button" onClick={submit} disabled={book.isPending}>
                <CalendarCheck aria-hidden="true" />
                {book.isPending ? t("calendar.conferences.booking") : t("calendar.conferences.book", { count: picked.items.length })}
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
  const t = useT();
  const locale = useLocale();
  const slots = useBookingSlots(open ? booking.id : null);
  const move = useReschedule();
  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={move.isPending}
      title={t("calendar.conferences.moveTitle", { teacher: booking.teacher.name })}
      description={t("calendar.conferences.moveNow", { when: spanIn(booking.startsAt, booking.endsAt, zone, locale) })}
    >
      <div className="space-y-4">
        <QueryState
          query={slots}
          errorTitle={t("calendar.conferences.freeTimesLoadError")}
          isEmpty={(d) => d.length === 0}
          empty={<p className="text-sm">{t("calendar.conferences.noOtherTimes")}</p>}
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
                            toast({ variant: "success", title: t("calendar.conferences.moved") });
                          },
                        },
                      )
                    }
                  >
                    {dayIn(s.startsAt, zone, locale)}
                    {COMMA}
                    {timeIn(s.startsAt, zone, locale)}
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
  const t = useT();
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
            {t("calendar.conferences.move")}
          </Button>
        }
      />
      <MoveDialog booking={booking} zone={zone} open={open} onOpenChange={setOpen} />
    </>
  );
}

export function FamilyConferences() {
  const t = useT();
  const zone = useViewerZone();
  const bookings = useBookings("upcoming");
  return (
    <div className="space-y-10">
      <section aria-labelledby="conf-book" className="space-y-4">
        <PanelHeader id="conf-book" title={t("calendar.conferences.bookTitle")} description={t("calendar.conferences.bookLead")} />
        <ZoneNote zone={zone} />
        <BookingFlow zone={zone} />
      </section>
      <section aria-labelledby="conf-mine" className="space-y-4">
        <PanelHeader id="conf-mine" title={t("calendar.conferences.mine")} />
        <QueryState
          query={bookings}
          errorTitle={t("calendar.conferences.mineLoadError")}
          isEmpty={(d) => d.length === 0}
          empty={
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <UsersRound className="size-4" aria-hidden="true" />
              {t("calendar.conferences.none")}
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
