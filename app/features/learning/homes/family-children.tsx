/**
 * /parent, the family's children: a switcher (kept in the address as ?child=) and, for the chosen
 * child, the day's classes and the next school day's, their classes and teachers, and the
 * accommodations as the school has them. Children are linked by staff, so no email check applies.
 */
import { GraduationCap, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
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
import { sessionSpan, weeklyTime } from "./time";
import { schoolToday } from "~/lib/dates";
import { knownAs } from "#common/learning/child-name";
import { formatLongCalendarDayIn } from "#common/calendar-date";
import type { MessageId } from "#common/i18n/messages";
import { useLanguage, useLocale, useRichT, useT } from "~/lib/i18n";

const PLAN_LABELS: Record<string, MessageId> = { iep: "family.children.plan.iep", "504": "family.children.plan.504" };
// Between a class's subject and its teachers, a session's time and its teacher: the same in every language.
const DOT = " · ";

export function FamilyChildren() {
  const children = useFamilyChildren();
  const t = useT();
  return (
    <section aria-labelledby="children-title" className="space-y-6">
      <PanelHeader id="children-title" title={t("family.children.title")} description={t("family.children.description")} />
      <QueryState
        query={children}
        errorTitle={t("family.children.loadError")}
        isEmpty={(list: FamilyChild[]) => list.length === 0}
        empty={
          <Card data-testid="no-children">
            <p>{t("family.children.none")}</p>
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
  const t = useT();
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
        <div role="group" aria-label={t("family.children.choose")} className="flex flex-wrap gap-2" data-testid="child-switcher">
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
  const t = useT();
  const language = useLanguage();
  return (
    <div className="space-y-6" data-testid="child-panel">
      <div className="flex items-center gap-4">
        <AvatarBadge avatar={child.avatar} className="size-14" />
        <div>
          <h3 className="text-2xl font-bold" data-testid="child-name">
            {knownAs(child)} {child.lastName}
          </h3>
          <p className="text-muted-foreground">{gradeLabel(child.grade, "name", undefined, language)}</p>
        </div>
      </div>
      <QueryState query={day} errorTitle={t("family.children.dayLoadError", { name: knownAs(child) })}>
        {(data) => <ChildDayView data={data} zone={zone} />}
      </QueryState>
    </div>
  );
}

function ChildDayView({ data, zone }: { data: ChildDay; zone: string }) {
  const { day, nextDay, classes, child } = data;
  const t = useT();
  const language = useLanguage();
  const planLabel = (plan: string) => {
    const id = PLAN_LABELS[plan];
    return id ? t(id) : plan;
  };
  return (
    <div className="space-y-8">
      <ZoneNote zone={zone} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DayCard title={t("family.children.today")} day={day} zone={zone} testId="child-today" />
        {nextDay ? <DayCard title={t("family.children.nextSchoolDay")} day={nextDay} zone={zone} testId="child-next-day" /> : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-3" data-testid="child-classes">
          <h4 className="flex items-center gap-2 text-xl font-semibold">
            <GraduationCap className="size-5 text-primary" aria-hidden="true" />
            {t("family.children.classes")}
          </h4>
          {classes.length === 0 ? (
            <p className="text-muted-foreground">{t("family.children.noClasses")}</p>
          ) : (
            <ul className="space-y-3">
              {classes.map((c) => (
                <li key={c.id}>
                  <p className="font-semibold">{c.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {c.subjectName}
                    {DOT}
                    {c.teachers.length > 0 ? c.teachers.join(", ") : t("family.children.teacherToBeNamed")}
                  </p>
                  {c.meetings.length > 0 ? (
                    <ul className="text-sm">
                      {c.meetings.map((m) => (
                        <li key={`${m.weekday}-${m.startTime}`}>{weeklyTime(m, zone, schoolToday(), language)}</li>
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
            {t("family.children.accommodations")}
          </h4>
          {child.accommodationPlan || child.accommodations ? (
            <>
              {child.accommodationPlan ? <p className="font-semibold">{planLabel(child.accommodationPlan)}</p> : null}
              {child.accommodations ? <p className="whitespace-pre-line">{child.accommodations}</p> : null}
            </>
          ) : (
            <p>{t("family.children.noAccommodations")}</p>
          )}
          <p className="text-sm text-muted-foreground">{t("family.children.accommodationsPrivacy")}</p>
        </Card>
      </div>
    </div>
  );
}

function DayCard({ title, day, zone, testId }: { title: string; day: HomeDay; zone: string; testId: string }) {
  const rt = useRichT();
  const locale = useLocale();
  const language = useLanguage();
  return (
    <Card className="space-y-3" data-testid={testId}>
      <h4 className="text-xl font-semibold">
        {rt("family.children.dayTitle", {
          title,
          day: formatLongCalendarDayIn(day.date, locale),
          plain: (chunks: ReactNode[]) => <span className="font-normal">{chunks}</span>,
        })}
      </h4>
      {day.sessions.length === 0 ? (
        <p>{noClassesText(day, language)}</p>
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
  const language = useLanguage();
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
          {sessionSpan(session.startsAt, session.endsAt, zone, language)}
          {session.teachers[0] ? DOT + session.teachers[0] : null}
        </p>
      </div>
    </li>
  );
}
