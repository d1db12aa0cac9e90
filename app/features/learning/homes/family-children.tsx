/**
 * /parent, the family's children: a switcher (kept in the address as ?child=) and, for the chosen
 * child, the day's classes and the next school day's, their classes and teachers, and the
 * accommodations as the school has them. Children are linked by staff, so no email check applies.
 */
import { GraduationCap, ShieldCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { Card } from "~/components/ui/card";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { gradeLabel } from "#common/grades";
import { type ChildDay, type FamilyChild, type HomeDay, type HomeSession } from "#common/schemas/learning/homes";
import { MarkerBadge, ZoneNote, noClassesText } from "./day-notes";
import { useViewerZone } from "~/lib/dates";
import { useChildDay, useFamilyChildren } from "./homes-api";
import { AvatarBadge, SubjectIcon } from "~/components/learning/pictures";
import { longDay, sessionSpan, weeklyTime } from "./time";
import { schoolToday } from "./today";
import { knownAs } from "#common/learning/child-name";

const PLAN_LABELS: Record<string, string> = { iep: "Individualized Education Program (IEP)", "504": "Section 504 plan" };

export function FamilyChildren() {
  const children = useFamilyChildren();
  return (
    <section aria-labelledby="children-title" className="space-y-6">
      <PanelHeader
        id="children-title"
        title="Your children"
        description="Their classes today and on the next school day, their teachers, and what the school has on record."
      />
      <QueryState
        query={children}
        errorTitle="Your children's classes could not be loaded."
        isEmpty={(list: FamilyChild[]) => list.length === 0}
        empty={
          <Card data-testid="no-children">
            <p>No children are linked to your account yet. When your child is enrolled, the school links their record to you and their classes appear here.</p>
          </Card>
        }
      >
        {(list) => <ChildSwitcher list={list} />}
      </QueryState>
    </section>
  );
}

function ChildSwitcher({ list }: { list: FamilyChild[] }) {
  const [params, setParams] = useSearchParams();
  const chosen = list.find((c) => c.id === params.get("child")) ?? list[0]!;
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("child", id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="space-y-6">
      {list.length > 1 ? (
        <div role="group" aria-label="Choose a child" className="flex flex-wrap gap-2" data-testid="child-switcher">
          {list.map((child) => {
            const active = child.id === chosen.id;
            return (
              <Button key={child.id} variant={active ? "default" : "outline"} aria-pressed={active} onClick={() => choose(child.id)} className="min-h-11">
                <AvatarBadge decorative avatar={child.avatar} className={cn("size-7", active && "bg-primary-foreground text-primary")} />
                {knownAs(child)}
              </Button>
            );
          })}
        </div>
      ) : null}
      <ChildPanel key={chosen.id} child={chosen} />
    </div>
  );
}

function ChildPanel({ child }: { child: FamilyChild }) {
  const day = useChildDay(child.id);
  const zone = useViewerZone();
  return (
    <div className="space-y-6" data-testid="child-panel">
      <div className="flex items-center gap-4">
        <AvatarBadge avatar={child.avatar} className="size-14" />
        <div>
          <h3 className="text-2xl font-bold" data-testid="child-name">
            {knownAs(child)} {child.lastName}
          </h3>
          <p className="text-muted-foreground">{gradeLabel(child.grade)}</p>
        </div>
      </div>
      <QueryState query={day} errorTitle={`${knownAs(child)}'s day could not be loaded.`}>
        {(data) => <ChildDayView data={data} zone={zone} />}
      </QueryState>
    </div>
  );
}

function ChildDayView({ data, zone }: { data: ChildDay; zone: string }) {
  const { day, nextDay, classes, child } = data;
  return (
    <div className="space-y-8">
      <ZoneNote zone={zone} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DayCard title="Today" day={day} zone={zone} testId="child-today" />
        {nextDay ? <DayCard title="Next school day" day={nextDay} zone={zone} testId="child-next-day" /> : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-3" data-testid="child-classes">
          <h4 className="flex items-center gap-2 text-xl font-semibold">
            <GraduationCap className="size-5 text-primary" aria-hidden="true" />
            Classes and teachers
          </h4>
          {classes.length === 0 ? (
            <p className="text-muted-foreground">Not enrolled in a class yet.</p>
          ) : (
            <ul className="space-y-3">
              {classes.map((c) => (
                <li key={c.id}>
                  <p className="font-semibold">{c.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {c.subjectName} · {c.teachers.length > 0 ? c.teachers.join(", ") : "Teacher to be named"}
                  </p>
                  {c.meetings.length > 0 ? (
                    <ul className="text-sm">
                      {c.meetings.map((m) => (
                        <li key={`${m.weekday}-${m.startTime}`}>{weeklyTime(m, zone, schoolToday())}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="space-y-3" data-testid="child-accommodations">
          <h4 className="flex items-center gap-2 text-xl font-semibold">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Accommodations
          </h4>
          {child.accommodationPlan || child.accommodations ? (
            <>
              {child.accommodationPlan ? <p className="font-semibold">{PLAN_LABELS[child.accommodationPlan] ?? child.accommodationPlan}</p> : null}
              {child.accommodations ? <p className="whitespace-pre-line">{child.accommodations}</p> : null}
            </>
          ) : (
            <p>None on record.</p>
          )}
          <p className="text-sm text-muted-foreground">
            Only you, your child's teachers and school staff see this. To change it, please contact the school office.
          </p>
        </Card>
      </div>
    </div>
  );
}

function DayCard({ title, day, zone, testId }: { title: string; day: HomeDay; zone: string; testId: string }) {
  return (
    <Card className="space-y-3" data-testid={testId}>
      <h4 className="text-xl font-semibold">
        {title}: <span className="font-normal">{longDay(day.date)}</span>
      </h4>
      {day.sessions.length === 0 ? (
        <p>{noClassesText(day)}</p>
      ) : (
        <ol className="space-y-2">
          {day.sessions.map((s) => (
            <SessionLine key={s.id} session={s} zone={zone} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function SessionLine({ session, zone }: { session: HomeSession; zone: string }) {
  return (
    <li
      className={cn(
        "flex items-start gap-3 rounded-lg border p-3",
        session.marker === "next" && "border-2 border-primary",
        session.marker === "now" && "border-2 border-success",
      )}
      data-marker={session.marker ?? undefined}
    >
      <SubjectIcon code={session.subjectCode} className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className={cn(session.status === "cancelled" && "line-through")}>{session.className}</span>
          <MarkerBadge session={session} />
        </p>
        <p className="text-sm text-muted-foreground">
          {sessionSpan(session.startsAt, session.endsAt, zone)}
          {session.teachers[0] ? ` · ${session.teachers[0]}` : ""}
        </p>
      </div>
    </li>
  );
}
