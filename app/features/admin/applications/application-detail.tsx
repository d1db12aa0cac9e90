import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { QueryState } from "~/components/ui/query-state";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { errorStatus } from "~/lib/api";
import { useLanguage, useLocale, useRichT, useT } from "~/lib/i18n";
import type { Language } from "#common/i18n/languages";
import { formatMonthYear } from "#common/calendar-date";
import { parseYearMonth, SCHOOL_YEAR_FIRST_MONTH, schoolYearName, schoolYearOf } from "#common/grade-placement";
import type { ApplicationEventView } from "#common/schemas/admin-applications";
import { GRADE_CONFLICT_RESOLUTIONS, type GradeConflictResolution } from "#common/schemas/application";
import { DuplicateReview, GradeReview, StatusChange } from "./application-actions";
import { CreateStudent } from "./create-student-dialog";
import { useApplicationDetail, type ApplicationDetail } from "./applications-api";
import { gradeLabel } from "#common/grades";
import { familyChoiceText, FlagBadges, formatCalendarDay, formatWhen, StatusBadge, statusText, yesNo, type T } from "./format";

/** One application: every field in groups, what staff can do with it, and its history. */
export function ApplicationDetailView({ applicationId, backTo }: { applicationId: string; backTo: string }) {
  const t = useT();
  const richT = useRichT();
  const detail = useApplicationDetail(applicationId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening an application (or following a link to another one) takes focus to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, [applicationId]);

  const data = detail.data;
  return (
    <article aria-labelledby="application-heading" className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={backTo} preventScrollReset>
          <ArrowLeft aria-hidden="true" />
          {t("office.application.back")}
        </Link>
      </Button>
      <header className="flex flex-wrap items-center gap-3">
        <h2
          id="application-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold focus:outline-none focus-visible:outline-3 focus-visible:outline-ring"
        >
          {richT("office.application.heading", { applicationId, id: (chunks: ReactNode[]) => <span className="font-mono">{chunks}</span> })}
        </h2>
        {data ? <StatusBadge status={data.status} /> : null}
        {data ? (
          <FlagBadges
            gradeConflict={data.gradeConflict.hasConflict && !data.gradeConflict.reviewedAt}
            duplicate={!!data.duplicate.of && !data.duplicate.decision}
          />
        ) : null}
      </header>
      <QueryState
        query={detail}
        loadingClassName="min-h-40"
        loadingLabel={t("office.application.loading")}
        errorTitle={t("office.application.loadError")}
        errorText={t("office.checkConnection")}
        renderError={(error) =>
          errorStatus(error) === 404 ? (
            <Alert kind="error" title={t("office.application.notFound")}>
              <p>{t("office.application.notFoundText")}</p>
            </Alert>
          ) : undefined
        }
      >
        {(body) => <DetailBody data={body} />}
      </QueryState>
    </article>
  );
}

function DetailBody({ data }: { data: ApplicationDetail }) {
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  const grade = (value: string | null) => gradeLabel(value, "name", undefined, language);
  const when = (iso: string | null | undefined) => formatWhen(iso, locale);
  const g = data.gradeConflict;
  return (
    <>
      <p className="text-muted-foreground">
        {t("office.application.summary", {
          child: `${data.childFirstName} ${data.childLastName}`,
          grade: grade(data.childGradeRequested),
          submitted: when(data.createdAt),
          changed: when(data.updatedAt),
        })}
      </p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Group title={t("office.application.family")}>
            <Item label={t("office.application.parent")}>{data.parentName}</Item>
            <Item label={t("office.application.phone")}>{data.parentPhone}</Item>
            <Item label={t("office.application.email")} wide>
              <a className="break-all text-primary underline underline-offset-4" href={`mailto:${data.parentEmail}`}>
                {data.parentEmail}
              </a>
            </Item>
            <Item label={t("office.application.secondParent")}>{data.secondaryGuardianName}</Item>
            <Item label={t("office.application.secondEmail")}>
              {data.secondaryGuardianEmail ? (
                <a className="break-all text-primary underline underline-offset-4" href={`mailto:${data.secondaryGuardianEmail}`}>
                  {data.secondaryGuardianEmail}
                </a>
              ) : null}
            </Item>
            <Item label={t("office.application.emergencyContact")}>{data.emergencyContactName}</Item>
            <Item label={t("office.application.emergencyPhone")}>{data.emergencyContactPhone}</Item>
          </Group>
          <Group title={t("office.application.child")}>
            <Item label={t("office.application.firstName")}>{data.childFirstName}</Item>
            <Item label={t("office.application.lastName")}>{data.childLastName}</Item>
            <Item label={t("office.application.dateOfBirth")}>{formatCalendarDay(data.childDob, locale)}</Item>
            <Item label={t("office.application.gradeRequested")}>{grade(data.childGradeRequested)}</Item>
            <Item label={t("office.application.start")} wide>
              {startText(t, locale, data.desiredStart, data.schoolYear)}
            </Item>
            <Item label={t("office.application.midYear")}>{yesNo(t, data.isMidYearTransfer)}</Item>
          </Group>
          <Group title={t("office.application.background")}>
            <Item label={t("office.application.previousSchool")}>{data.priorSchoolName}</Item>
            <Item label={t("office.application.previousSchoolContact")}>{data.priorSchoolContact}</Item>
            <Item label={t("office.application.onlineBefore")}>{yesNo(t, data.previousOnlineExperience)}</Item>
            <Item label={t("office.application.specialNeeds")} wide>
              {data.specialNeeds ? <span className="whitespace-pre-line">{data.specialNeeds}</span> : null}
            </Item>
          </Group>
          <Group title={t("office.application.consents")}>
            <Item label={t("office.application.ferpa")}>{yesNo(t, data.ferpaConsent)}</Item>
            <Item label={t("office.application.photoRelease")}>{yesNo(t, data.photoReleaseConsent)}</Item>
            <Item label={t("office.application.schoolNews")}>{yesNo(t, data.marketingConsent)}</Item>
          </Group>
          <Group title={t("office.application.placement")}>
            <Item label={t("office.application.gradeRequested")}>{grade(data.childGradeRequested)}</Item>
            <Item label={t("office.application.gradeFromBirth")}>
              {data.schoolYear === null
                ? grade(data.calculatedGrade)
                : t("office.application.gradeInYear", { grade: grade(data.calculatedGrade), year: schoolYearName(data.schoolYear) })}
            </Item>
            <Item label={t("office.application.gradeConflict")}>{yesNo(t, g.hasConflict)}</Item>
            {g.hasConflict ? (
              <Item label={t("office.application.familyChoice")}>
                {g.familyChoice
                  ? t("office.application.choiceWhen", { choice: familyChoiceText(t, g.familyChoice), when: when(g.familyChoiceAt) })
                  : t("office.application.notAnswered")}
              </Item>
            ) : null}
            {g.hasConflict ? (
              <Item label={t("office.application.placementGrade")}>
                {g.placementGrade
                  ? t("office.application.placedBy", { grade: grade(g.placementGrade), who: g.reviewedBy ?? t("office.formerStaff"), when: when(g.reviewedAt) })
                  : t("office.application.notDecided")}
              </Item>
            ) : null}
          </Group>
        </div>
        <div className="space-y-6">
          <StatusChange data={data} />
          {data.status === "enrolled" || data.events.some((e) => e.type === "student_created") ? <CreateStudent applicationId={data.applicationId} /> : null}
          {g.hasConflict ? <GradeReview data={data} /> : null}
          {data.duplicate.of || data.duplicate.laterApplications.length > 0 ? <DuplicateReview data={data} /> : null}
        </div>
      </div>
      <History events={data.events} />
    </>
  );
}

/** The start the family asked for, in the current language (startLabel of common/grade-placement.ts, which is English). */
function startText(t: T, locale: string, desiredStart: string | null, schoolYear: number | null): string {
  const start = desiredStart ? parseYearMonth(desiredStart) : undefined;
  if (!start) return schoolYear === null ? t("office.application.notGiven") : t("office.application.startNotGiven", { year: schoolYearName(schoolYear) });
  const values = { month: formatMonthYear(start, locale), year: schoolYearName(schoolYearOf(start)) };
  return start.month === SCHOOL_YEAR_FIRST_MONTH ? t("office.application.startOfYear", values) : t("office.application.startDuring", values);
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h3 className="mb-4 text-lg font-semibold">{title}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6">{children}</dl>
    </Card>
  );
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const t = useT();
  const empty = children === null || children === undefined || children === "";
  return (
    <div className={wide ? "col-span-2" : "min-w-0"}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={empty ? "text-muted-foreground" : "font-medium break-words"}>{empty ? t("office.application.notGiven") : children}</dd>
    </div>
  );
}

/** What an event of the history says, in the current language (`t`, `richT` and `language` of the screen). */
function eventText(event: ApplicationEventView, t: T, richT: ReturnType<typeof useRichT>, language: Language): ReactNode {
  const d = event.detail ?? {};
  switch (event.type) {
    case "submitted":
      return t("office.history.submitted");
    case "status_changed":
      return richT("office.history.statusChanged", {
        from: statusText(t, event.fromStatus ?? ""),
        to: statusText(t, event.toStatus ?? ""),
        b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
      });
    case "grade_conflict_resolved": {
      const choice =
        typeof d.resolution === "string" && (GRADE_CONFLICT_RESOLUTIONS as readonly string[]).includes(d.resolution)
          ? familyChoiceText(t, d.resolution as GradeConflictResolution)
          : undefined;
      return t("office.history.familyAnswered", { choice: choice ?? t("office.history.choiceRecorded") });
    }
    case "grade_reviewed":
      return t("office.history.gradeSet", { grade: gradeLabel(typeof d.placementGrade === "string" ? d.placementGrade : null, "name", undefined, language) });
    case "duplicate_reviewed": {
      const id = String(d.earlierApplicationId ?? t("office.history.earlier"));
      return d.decision === "merged" ? t("office.history.merged", { id }) : t("office.history.notDuplicate", { id });
    }
    case "student_created": {
      const username = String(d.username ?? t("office.history.studentAccount"));
      return typeof d.enrolledIn === "string"
        ? t("office.history.studentCreatedIn", { username, className: d.enrolledIn })
        : t("office.history.studentCreated", { username });
    }
    case "duplicate_merged":
      return t("office.history.laterMerged", { id: String(d.mergedApplicationId ?? t("office.history.laterApplication")) });
    default:
      return event.type.replace(/_/g, " ");
  }
}

const DOT = " · ";

function History({ events }: { events: ApplicationEventView[] }) {
  const t = useT();
  const richT = useRichT();
  const language = useLanguage();
  const locale = useLocale();
  return (
    <Card className="p-5">
      <h3 className="mb-4 text-lg font-semibold">{t("office.history.title")}</h3>
      {events.length === 0 ? (
        <p className="text-muted-foreground">{t("office.history.none")}</p>
      ) : (
        <ol className="relative space-y-5 border-l pl-6">
          {events.map((event) => (
            <li key={event.id} className="relative">
              <span className="absolute -left-[1.85rem] top-1.5 size-3 rounded-full border-2 border-background bg-primary" aria-hidden="true" />
              <p className="font-medium">{eventText(event, t, richT, language)}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={event.at}>{formatWhen(event.at, locale)}</time>
                {DOT}
                {event.actor === "Family" ? t("office.history.byFamily") : t("office.history.by", { actor: event.actor })}
              </p>
              {event.note ? (
                <div className="mt-2 rounded-md bg-muted px-3 py-2 text-sm">
                  <span className="font-semibold">{t("office.history.note")}</span>
                  <span className="whitespace-pre-line">{event.note}</span>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
