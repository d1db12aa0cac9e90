/**
 * /teacher/classes: each class the teacher staffs (staff: every class) with its roster: the
 * children's names, grade, accommodations, their guardians' contacts and emergency contacts. The chosen class is kept
 * in the address (?class=), and the roster prints on its own.
 */
import { Mail, Phone, Printer } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ContactList } from "~/components/forms/emergency-contact-list";
import { QueryState } from "~/components/ui/query-state";
import { Table, THead, Td, Th, Tr } from "~/components/ui/table";
import { gradeLabel } from "#common/grades";
import { CLASS_STAFF_ROLES, type ClassStaffRole } from "#common/learning/capacity";
import type { ClassRoster, RosterChild, TeacherClassList, TeacherClassSummary } from "#common/schemas/learning/homes";
import { schoolToday } from "~/lib/dates";
import { ZoneNote } from "./day-notes";
import { useViewerZone } from "~/lib/dates";
import { useLanguage, useT } from "~/lib/i18n";
import { useClassRoster, useTeacherClasses } from "./homes-api";
import { StaffViewingNote } from "./teacher-home";
import { weeklyTime } from "./time";
import { childFullName } from "#common/learning/child-name";

const DOT = " · ";
const COMMA = ", ";
const SPACE = " ";
const PLANS = ["iep", "504"] as const;

/** `classActions`: buttons the page adds for the chosen class (the route passes "Give points"). */
export function TeacherClasses({ classActions }: { classActions?: (summary: TeacherClassSummary) => ReactNode } = {}) {
  const classes = useTeacherClasses();
  const t = useT();
  return (
    <QueryState query={classes} errorTitle={t("teaching.classes.loadError")}>
      {(data) => <ClassesView data={data} classActions={classActions} />}
    </QueryState>
  );
}

function ClassesView({ data, classActions }: { data: TeacherClassList; classActions?: (summary: TeacherClassSummary) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const t = useT();
  const language = useLanguage();
  const asked = params.get("class");
  const chosen = data.classes.find((c) => c.id === asked) ?? data.classes[0];
  if (!chosen) {
    return (
      <div className="space-y-6">
        {data.viewingAsStaff ? <StaffViewingNote /> : null}
        <Card data-testid="no-classes">
          <p>{data.viewingAsStaff ? t("teaching.classes.none.staff") : t("teaching.classes.none.mine")}</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {data.viewingAsStaff ? <StaffViewingNote /> : null}
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div className="flex w-full min-w-0 flex-col gap-2 sm:w-auto">
          <label htmlFor={selectId} className="font-semibold">
            {t("teaching.classes.class")}
          </label>
          <select
            id={selectId}
            value={chosen.id}
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set("class", event.target.value);
                  return next;
                },
                { replace: true },
              )
            }
            className="min-h-11 w-full min-w-0 max-w-full truncate rounded-md border border-input bg-background px-3 text-base sm:max-w-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            data-testid="class-select"
          >
            {data.classes.map((c) => (
              <option key={c.id} value={c.id}>
                {t("teaching.classes.option", { name: c.name, grade: gradeLabel(c.grade, "name", undefined, language), subject: c.subjectName })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3">
          {classActions?.(chosen)}
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t("teaching.classes.print")}
          </Button>
        </div>
      </div>
      <Roster summary={chosen} />
    </div>
  );
}

function Roster({ summary }: { summary: TeacherClassSummary }) {
  const roster = useClassRoster(summary.id);
  const zone = useViewerZone();
  const t = useT();
  const language = useLanguage();
  const role = summary.myRole as ClassStaffRole | null;
  return (
    <section aria-labelledby="roster-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="roster-title" className="text-2xl font-bold tracking-tight">
          {summary.name}
        </h2>
        <p className="text-muted-foreground">
          {gradeLabel(summary.grade, "name", undefined, language)}
          {DOT}
          {summary.subjectName}
          {DOT}
          {t("teaching.classes.places", { enrolled: summary.enrolled, capacity: summary.capacity })}
          {summary.teachers.length > 0 ? DOT + summary.teachers.join(COMMA) : null}
          {role ? DOT + t("teaching.classes.yourRole", { role: CLASS_STAFF_ROLES.includes(role) ? t(`teaching.classes.role.${role}`) : role }) : null}
        </p>
      </div>
      <div className="space-y-1">
        <h3 className="font-semibold">{t("teaching.classes.weeklyTimes")}</h3>
        {summary.meetings.length === 0 ? (
          <p className="text-muted-foreground">{t("teaching.classes.noTimetable")}</p>
        ) : (
          <>
            <ul className="list-inside list-disc">
              {summary.meetings.map((m) => (
                <li key={`${m.weekday}-${m.startTime}`}>{weeklyTime(m, zone, schoolToday(), language)}</li>
              ))}
            </ul>
            <div className="print:hidden">
              <ZoneNote zone={zone} />
            </div>
          </>
        )}
      </div>
      <QueryState
        query={roster}
        errorTitle={t("teaching.classes.roster.loadError")}
        isEmpty={(d: ClassRoster) => d.students.length === 0}
        empty={
          <Card>
            <p>{t("teaching.classes.roster.empty")}</p>
          </Card>
        }
      >
        {(data) => <RosterList students={data.students} className={summary.name} />}
      </QueryState>
    </section>
  );
}

/**
 * The roster: a table from tablet width up, and one card per child on a phone, where a four-column
 * table would only scroll sideways. Both read the same pieces.
 */
function RosterList({ students, className }: { students: RosterChild[]; className: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div data-testid="roster">
      <div className="hidden md:block print:block">
        <Table caption={t("teaching.classes.roster.caption", { className })}>
          <THead>
            <tr>
              <Th>{t("teaching.classes.roster.child")}</Th>
              <Th>{t("teaching.classes.roster.grade")}</Th>
              <Th>{t("teaching.classes.roster.accommodations")}</Th>
              <Th>{t("teaching.classes.roster.guardians")}</Th>
              <Th>{t("teaching.classes.roster.emergency")}</Th>
            </tr>
          </THead>
          <tbody>
            {students.map((child) => (
              <Tr key={child.id}>
                <Td>
                  <ChildName child={child} />
                </Td>
                <Td className="whitespace-nowrap">{gradeLabel(child.grade, "name", undefined, language)}</Td>
                <Td>
                  <Accommodations child={child} />
                </Td>
                <Td>
                  <GuardianContacts child={child} />
                </Td>
                <Td>
                  <EmergencyContacts child={child} />
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      </div>
      <ul className="space-y-3 md:hidden print:hidden" aria-label={t("teaching.classes.roster.list", { className })}>
        {students.map((child) => (
          <li key={child.id}>
            <Card className="space-y-3 p-4">
              <div>
                <ChildName child={child} />
                <span className="block text-sm text-muted-foreground">{gradeLabel(child.grade, "name", undefined, language)}</span>
              </div>
              <div>
                <p className="text-sm font-semibold">{t("teaching.classes.roster.accommodations")}</p>
                <Accommodations child={child} />
              </div>
              <div>
                <p className="text-sm font-semibold">{t("teaching.classes.roster.guardians")}</p>
                <GuardianContacts child={child} />
              </div>
              <div>
                <p className="text-sm font-semibold">{t("teaching.classes.roster.emergency")}</p>
                <EmergencyContacts child={child} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChildName({ child }: { child: RosterChild }) {
  const t = useT();
  const preferred = child.preferredName?.trim();
  return (
    <>
      <span className="font-semibold">{childFullName(child)}</span>
      {preferred && preferred !== child.firstName ? (
        <span className="block text-xs text-muted-foreground">{t("teaching.classes.roster.legalName", { name: child.firstName })}</span>
      ) : null}
    </>
  );
}

function Accommodations({ child }: { child: RosterChild }) {
  const t = useT();
  const plan = child.accommodationPlan;
  if (!plan && !child.accommodations) return <span className="text-muted-foreground">{t("teaching.classes.roster.none")}</span>;
  return (
    <div className="space-y-1">
      {plan ? <Badge>{(PLANS as readonly string[]).includes(plan) ? t(`teaching.classes.roster.plan.${plan as (typeof PLANS)[number]}`) : plan}</Badge> : null}
      {child.accommodations ? <p className="whitespace-pre-line">{child.accommodations}</p> : null}
    </div>
  );
}

/** Who to call when no guardian answers (issue 36), in calling order. */
function EmergencyContacts({ child }: { child: RosterChild }) {
  const t = useT();
  if (child.emergencyContacts.length === 0) return <span className="text-muted-foreground">{t("teaching.classes.roster.noEmergency")}</span>;
  return <ContactList contacts={child.emergencyContacts} compact />;
}

function GuardianContacts({ child }: { child: RosterChild }) {
  const t = useT();
  if (child.guardians.length === 0) return <span className="text-muted-foreground">{t("teaching.classes.roster.noGuardian")}</span>;
  return (
    <ul className="space-y-2">
      {child.guardians.map((g) => (
        <li key={`${g.name}-${g.email ?? ""}`}>
          <span className="font-semibold">{g.name}</span>
          {g.relationship ? (
            <span className="text-muted-foreground">
              {SPACE}
              {t("teaching.classes.roster.relationship", { relationship: g.relationship })}
            </span>
          ) : null}
          {g.isPrimary ? <Badge className="ml-2">{t("teaching.classes.roster.primary")}</Badge> : null}
          {g.email ? (
            <a href={`mailto:${g.email}`} className="flex min-h-7 items-center gap-1 break-all text-primary underline underline-offset-4">
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              {g.email}
            </a>
          ) : null}
          {g.phone ? (
            <a href={`tel:${g.phone}`} className="flex min-h-7 items-center gap-1 text-primary underline underline-offset-4">
              <Phone className="size-3.5 shrink-0" aria-hidden="true" />
              {g.phone}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
