import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { QueryState } from "~/components/ui/query-state";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { errorStatus } from "~/lib/api";
import { statusLabel } from "#common/application-status";
import { schoolYearName, startLabel } from "#common/grade-placement";
import { FAMILY_CHOICE_LABELS, type ApplicationEventView } from "#common/schemas/admin-applications";
import { DuplicateReview, GradeReview, StatusChange } from "./application-actions";
import { CreateStudent } from "./create-student-dialog";
import { useApplicationDetail, type ApplicationDetail } from "./applications-api";
import { gradeLabel } from "#common/grades";
import { FlagBadges, formatCalendarDay, formatWhen, StatusBadge, yesNo } from "./format";

/** One application: every field in groups, what staff can do with it, and its history. */
export function ApplicationDetailView({ applicationId, backTo }: { applicationId: string; backTo: string }) {
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
          Back to applications
        </Link>
      </Button>
      <header className="flex flex-wrap items-center gap-3">
        <h2
          id="application-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold focus:outline-none focus-visible:outline-3 focus-visible:outline-ring"
        >
          Application <span className="font-mono">{applicationId}</span>
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
        loadingLabel="Loading the application..."
        errorTitle="The application could not be loaded."
        errorText="Please check your connection and reload the page."
        renderError={(error) =>
          errorStatus(error) === 404 ? (
            <Alert kind="error" title="Application not found.">
              <p>Check the application id, or go back to the list.</p>
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
  const g = data.gradeConflict;
  return (
    <>
      <p className="text-muted-foreground">
        {data.childFirstName} {data.childLastName}, {gradeLabel(data.childGradeRequested)}. Submitted {formatWhen(data.createdAt)}; last changed{" "}
        {formatWhen(data.updatedAt)}.
      </p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Group title="Family">
            <Item label="Parent or guardian">{data.parentName}</Item>
            <Item label="Phone">{data.parentPhone}</Item>
            <Item label="Email" wide>
              <a className="break-all text-primary underline underline-offset-4" href={`mailto:${data.parentEmail}`}>
                {data.parentEmail}
              </a>
            </Item>
            <Item label="Second parent or guardian">{data.secondaryGuardianName}</Item>
            <Item label="Second guardian's email">
              {data.secondaryGuardianEmail ? (
                <a className="break-all text-primary underline underline-offset-4" href={`mailto:${data.secondaryGuardianEmail}`}>
                  {data.secondaryGuardianEmail}
                </a>
              ) : null}
            </Item>
            <Item label="Emergency contact">{data.emergencyContactName}</Item>
            <Item label="Emergency phone">{data.emergencyContactPhone}</Item>
          </Group>
          <Group title="Child">
            <Item label="First name">{data.childFirstName}</Item>
            <Item label="Last name">{data.childLastName}</Item>
            <Item label="Date of birth">{formatCalendarDay(data.childDob)}</Item>
            <Item label="Grade requested">{gradeLabel(data.childGradeRequested)}</Item>
            <Item label="Start" wide>
              {startLabel(data.desiredStart, data.schoolYear)}
            </Item>
            <Item label="Mid-year transfer">{yesNo(data.isMidYearTransfer)}</Item>
          </Group>
          <Group title="Background">
            <Item label="Previous school">{data.priorSchoolName}</Item>
            <Item label="Previous school contact">{data.priorSchoolContact}</Item>
            <Item label="Online learning before">{yesNo(data.previousOnlineExperience)}</Item>
            <Item label="Special needs or accommodations" wide>
              {data.specialNeeds ? <span className="whitespace-pre-line">{data.specialNeeds}</span> : null}
            </Item>
          </Group>
          <Group title="Consents">
            <Item label="FERPA (records release)">{yesNo(data.ferpaConsent)}</Item>
            <Item label="Photo release">{yesNo(data.photoReleaseConsent)}</Item>
            <Item label="School news by email">{yesNo(data.marketingConsent)}</Item>
          </Group>
          <Group title="Placement">
            <Item label="Grade requested">{gradeLabel(data.childGradeRequested)}</Item>
            <Item label="Grade from date of birth">
              {gradeLabel(data.calculatedGrade)}
              {data.schoolYear === null ? null : ` (${schoolYearName(data.schoolYear)})`}
            </Item>
            <Item label="Grade conflict">{g.hasConflict ? "Yes" : "No"}</Item>
            {g.hasConflict ? (
              <Item label="Family's choice">
                {g.familyChoice ? `${FAMILY_CHOICE_LABELS[g.familyChoice]} (${formatWhen(g.familyChoiceAt)})` : "Not answered yet"}
              </Item>
            ) : null}
            {g.hasConflict ? (
              <Item label="Placement grade">
                {g.placementGrade
                  ? `${gradeLabel(g.placementGrade)} (by ${g.reviewedBy ?? "a former staff member"}, ${formatWhen(g.reviewedAt)})`
                  : "Not decided yet"}
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

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h3 className="mb-4 text-lg font-semibold">{title}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6">{children}</dl>
    </Card>
  );
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const empty = children === null || children === undefined || children === "";
  return (
    <div className={wide ? "col-span-2" : "min-w-0"}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={empty ? "text-muted-foreground" : "font-medium break-words"}>{empty ? "Not given" : children}</dd>
    </div>
  );
}

function eventText(event: ApplicationEventView): ReactNode {
  const d = event.detail ?? {};
  switch (event.type) {
    case "submitted":
      return "Application submitted";
    case "status_changed":
      return (
        <>
          Status changed from <strong>{statusLabel(event.fromStatus ?? "")}</strong> to <strong>{statusLabel(event.toStatus ?? "")}</strong>
        </>
      );
    case "grade_conflict_resolved": {
      const choice = typeof d.resolution === "string" ? FAMILY_CHOICE_LABELS[d.resolution as keyof typeof FAMILY_CHOICE_LABELS] : undefined;
      return `Family answered the grade question: ${choice ?? "a choice was recorded"}`;
    }
    case "grade_reviewed":
      return `Placement grade set to ${gradeLabel(typeof d.placementGrade === "string" ? d.placementGrade : null)}`;
    case "duplicate_reviewed":
      return d.decision === "merged"
        ? `Merged into ${String(d.earlierApplicationId ?? "the earlier application")} as a duplicate`
        : `Reviewed as not a duplicate of ${String(d.earlierApplicationId ?? "the earlier application")}`;
    case "student_created":
      return `Student record created (${String(d.username ?? "student account")})${typeof d.enrolledIn === "string" ? `, enrolled in ${d.enrolledIn}` : ""}`;
    case "duplicate_merged":
      return `${String(d.mergedApplicationId ?? "A later application")} was merged into this application`;
    default:
      return event.type.replace(/_/g, " ");
  }
}

function History({ events }: { events: ApplicationEventView[] }) {
  return (
    <Card className="p-5">
      <h3 className="mb-4 text-lg font-semibold">History</h3>
      {events.length === 0 ? (
        <p className="text-muted-foreground">No events recorded.</p>
      ) : (
        <ol className="relative space-y-5 border-l pl-6">
          {events.map((event) => (
            <li key={event.id} className="relative">
              <span className="absolute -left-[1.85rem] top-1.5 size-3 rounded-full border-2 border-background bg-primary" aria-hidden="true" />
              <p className="font-medium">{eventText(event)}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={event.at}>{formatWhen(event.at)}</time> · {event.actor === "Family" ? "by the family" : `by ${event.actor}`}
              </p>
              {event.note ? (
                <div className="mt-2 rounded-md bg-muted px-3 py-2 text-sm">
                  <span className="font-semibold">Internal note: </span>
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
