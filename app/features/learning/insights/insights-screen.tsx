/**
 * /teacher/insights: for one class (and a term or the year): the children who need attention with
 * the rule behind each flag, missing and late work per child and per assignment, and the mastery
 * distribution per standard from returned marks. Each chart is followed by its table.
 */
import { AlertTriangle } from "lucide-react";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { Table, THead, Td, Th, Tr } from "~/components/ui/table";
import { formatWhen } from "~/lib/dates";
import { ATTENDANCE_CONCERN_RATE } from "#common/learning/attendance";
import { MASTERY_LABELS, NOT_YET_ASSESSED } from "#common/learning/mastery";
import type { ClassInsights } from "#common/schemas/learning/insights";
import { BarRows, ChartFigure, type Series } from "./charts";
import { ClassPicker } from "./filters";
import { useInsights } from "./insights-api";

const WORK_SERIES: Series[] = [
  { key: "missing", label: "Missing", barClass: "bg-destructive" },
  { key: "late", label: "Late", barClass: "bg-warning" },
];

export const MASTERY_SERIES: Series[] = [
  { key: "4", label: `4 ${MASTERY_LABELS[4]}`, barClass: "bg-success" },
  { key: "3", label: `3 ${MASTERY_LABELS[3]}`, barClass: "bg-primary" },
  { key: "2", label: `2 ${MASTERY_LABELS[2]}`, barClass: "bg-warning" },
  { key: "1", label: `1 ${MASTERY_LABELS[1]}`, barClass: "bg-destructive" },
  { key: "none", label: NOT_YET_ASSESSED, barClass: "bg-muted-foreground/40" },
];

export function TeacherInsights() {
  return (
    <ClassPicker other={{ to: "/teacher/analytics", label: "Trends over the term (Analytics)" }}>
      {(classId, termId, termPicker) => <InsightsFor classId={classId} termId={termId} termPicker={termPicker} />}
    </ClassPicker>
  );
}

function InsightsFor({
  classId,
  termId,
  termPicker,
}: {
  classId: string;
  termId: string | undefined;
  termPicker: (terms: ClassInsights["terms"]) => React.ReactNode;
}) {
  const insights = useInsights(classId, termId);
  return (
    <QueryState query={insights} errorTitle="The insights could not be loaded.">
      {(data) => (
        <div className="space-y-10" data-testid="insights">
          {termPicker(data.terms)}
          <Attention data={data} />
          <Attendance data={data} />
          <WorkPerChild data={data} />
          <WorkPerAssignment data={data} />
          <Mastery data={data} />
        </div>
      )}
    </QueryState>
  );
}

function Attention({ data }: { data: ClassInsights }) {
  return (
    <section aria-labelledby="attention-title" className="space-y-4">
      <h2 id="attention-title" className="text-2xl font-bold tracking-tight">
        Children who need attention
      </h2>
      <Card className="space-y-2">
        <h3 className="font-semibold">How a child is flagged</h3>
        <ul className="list-inside list-disc space-y-1 text-sm" data-testid="attention-rules">
          {data.rules.map((r) => (
            <li key={r.code}>
              <span className="font-semibold">{r.title}:</span> {r.rule}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{data.masteryRule}</p>
      </Card>
      {data.attention.length === 0 ? (
        <p data-testid="no-attention">No child in {data.class.name} is flagged by these rules right now.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="attention-list">
          {data.attention.map((child) => (
            <li key={child.studentId}>
              <Card className="space-y-2 p-4">
                <p className="flex items-center gap-2 font-semibold">
                  <AlertTriangle className="size-5 shrink-0 text-warning" aria-hidden="true" />
                  {child.name}
                </p>
                <ul className="space-y-2">
                  {child.flags.map((f) => (
                    <li key={f.code}>
                      <p className="font-medium">
                        {f.title}: {f.detail}
                      </p>
                      <p className="text-sm text-muted-foreground">Rule: {f.rule}</p>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Attendance (issue 18): the class's rate and each child's, those under the rule said in words (also flagged above). */
function Attendance({ data }: { data: ClassInsights }) {
  const a = data.attendance;
  return (
    <section aria-labelledby="attendance-title" className="space-y-4" data-testid="attendance-insights">
      <h2 id="attendance-title" className="text-2xl font-bold tracking-tight">
        Attendance
      </h2>
      <p>
        <span className="font-semibold">Class attendance: </span>
        {a.rate === null
          ? "no session's attendance taken yet"
          : `${a.rate}% of children's sessions attended (${a.counts.absent} absences, ${a.counts.excused} excused)`}
      </p>
      <p className="text-sm text-muted-foreground">
        Flagged for attendance: {a.concernRule}. Present, late and left early count as attended; only sessions whose attendance was taken count.
      </p>
      {a.counts.sessions === 0 ? null : (
        <Table caption="Attendance per child">
          <THead>
            <tr>
              <Th>Child</Th>
              <Th>Sessions</Th>
              <Th>Late</Th>
              <Th>Left early</Th>
              <Th>Absent</Th>
              <Th>Excused</Th>
              <Th>Rate</Th>
            </tr>
          </THead>
          <tbody>
            {a.children.map((c) => (
              <Tr key={c.studentId} data-testid="attendance-child-row">
                <Th scope="row" className="font-medium">
                  {c.name}
                </Th>
                <Td>{c.counts.sessions}</Td>
                <Td>{c.counts.late}</Td>
                <Td>{c.counts.leftEarly}</Td>
                <Td>{c.counts.absent}</Td>
                <Td>{c.counts.excused}</Td>
                <Td>
                  {c.rate === null ? (
                    "-"
                  ) : c.rate < ATTENDANCE_CONCERN_RATE ? (
                    <span className="inline-flex items-center gap-1 font-semibold">
                      <AlertTriangle className="size-4 shrink-0 text-warning" aria-hidden="true" />
                      {c.rate}%, needs attention
                    </span>
                  ) : (
                    `${c.rate}%`
                  )}
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

function WorkPerChild({ data }: { data: ClassInsights }) {
  return (
    <section aria-labelledby="work-title" className="space-y-4">
      <h2 id="work-title" className="text-2xl font-bold tracking-tight">
        Missing and late work
      </h2>
      {data.children.length === 0 ? (
        <p>No children are enrolled in this class.</p>
      ) : (
        <ChartFigure
          id="work-per-child"
          title="Missing and late work per child"
          description="Missing: not handed in after the child's own due time. Late: handed in after it. Excused work is left out."
          chart={<BarRows rows={data.children.map((c) => ({ label: c.name, values: { missing: c.missing, late: c.late } }))} series={WORK_SERIES} />}
          table={
            <Table caption="Missing and late work per child">
              <THead>
                <tr>
                  <Th>Child</Th>
                  <Th>Missing</Th>
                  <Th>Late</Th>
                  <Th>Work due so far</Th>
                </tr>
              </THead>
              <tbody>
                {data.children.map((c) => (
                  <Tr key={c.studentId}>
                    <Th scope="row" className="font-medium">
                      {c.name}
                    </Th>
                    <Td>{c.missing}</Td>
                    <Td>{c.late}</Td>
                    <Td>{c.due}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          }
        />
      )}
    </section>
  );
}

function WorkPerAssignment({ data }: { data: ClassInsights }) {
  return (
    <section aria-labelledby="assignments-title" className="space-y-4">
      <h2 id="assignments-title" className="text-2xl font-bold tracking-tight">
        Work per assignment
      </h2>
      {data.assignments.length === 0 ? (
        <p data-testid="no-assignments">No published work in this class{data.termId ? " this term" : ""} yet.</p>
      ) : (
        <Table caption="Missing, late and handed-in work per assignment">
          <THead>
            <tr>
              <Th>Assignment</Th>
              <Th>Due (ET)</Th>
              <Th>Handed in</Th>
              <Th>Missing</Th>
              <Th>Late</Th>
            </tr>
          </THead>
          <tbody>
            {data.assignments.map((a) => (
              <Tr key={a.assignmentId}>
                <Th scope="row" className="font-medium whitespace-normal">
                  {a.title}
                </Th>
                <Td className="whitespace-nowrap">{a.dueAt ? formatWhen(a.dueAt) : "No due date"}</Td>
                <Td>
                  {a.handedIn} of {a.children}
                </Td>
                <Td>{a.missing}</Td>
                <Td>{a.late}</Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

function Mastery({ data }: { data: ClassInsights }) {
  const assessed = data.standards.some((s) => s.levels[1] + s.levels[2] + s.levels[3] + s.levels[4] > 0);
  return (
    <section aria-labelledby="mastery-title" className="space-y-4">
      <h2 id="mastery-title" className="text-2xl font-bold tracking-tight">
        Mastery per standard
      </h2>
      <p className="text-sm text-muted-foreground">{data.masteryRule} Only returned work counts; marks not yet returned are the teacher's drafts.</p>
      {!assessed ? (
        <Alert kind="info" title="No returned marks yet" data-testid="no-mastery">
          <p>When work assessing a standard is marked and returned, the children's current mastery shows here.</p>
        </Alert>
      ) : (
        <ChartFigure
          id="mastery"
          title="Children at each level of current mastery, per standard"
          chart={
            <BarRows
              stacked
              rows={data.standards.map((s) => ({
                label: s.code,
                values: { "4": s.levels[4], "3": s.levels[3], "2": s.levels[2], "1": s.levels[1], none: s.notYetAssessed },
              }))}
              series={MASTERY_SERIES}
            />
          }
          table={
            <Table caption="Children at each level of current mastery, per standard">
              <THead>
                <tr>
                  <Th>Standard</Th>
                  {MASTERY_SERIES.map((s) => (
                    <Th key={s.key}>{s.label}</Th>
                  ))}
                </tr>
              </THead>
              <tbody>
                {data.standards.map((s) => (
                  <Tr key={s.standardId}>
                    <Th scope="row" className="font-medium whitespace-normal">
                      <span className="block">{s.code}</span>
                      <span className="block text-xs font-normal normal-case text-muted-foreground">{s.description}</span>
                    </Th>
                    <Td>{s.levels[4]}</Td>
                    <Td>{s.levels[3]}</Td>
                    <Td>{s.levels[2]}</Td>
                    <Td>{s.levels[1]}</Td>
                    <Td>{s.notYetAssessed}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          }
        />
      )}
    </section>
  );
}
