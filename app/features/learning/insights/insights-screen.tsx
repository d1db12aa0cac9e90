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
import { useLocale, useLocalize, useT } from "~/lib/i18n";
import { ATTENDANCE_CONCERN_RATE } from "#common/learning/attendance";
import {
  ATTENTION_BEGINNING_COUNT,
  ATTENTION_LATE_COUNT,
  ATTENTION_LATE_DAYS,
  ATTENTION_MISSING_COUNT,
  ATTENTION_MISSING_DAYS,
  ATTENTION_QUIET_DAYS,
  type AttentionCode,
} from "#common/learning/attention";
import { MASTERY_IDS } from "#common/learning/mastery";
import type { ClassInsights } from "#common/schemas/learning/insights";
import { BarRows, ChartFigure, type Series } from "./charts";
import { ClassPicker } from "./filters";
import { useInsights } from "./insights-api";

type T = ReturnType<typeof useT>;

/** A table cell without a figure (no session taken), in every language. */
const NO_VALUE = "-";

const workSeries = (t: T): Series[] => [
  { key: "missing", label: t("insights.col.missing"), barClass: "bg-destructive" },
  { key: "late", label: t("insights.col.late"), barClass: "bg-warning" },
];

const masterySeries = (t: T): Series[] => [
  { key: "4", label: t("insights.mastery.level", { level: 4, label: t(MASTERY_IDS[4].label) }), barClass: "bg-success" },
  { key: "3", label: t("insights.mastery.level", { level: 3, label: t(MASTERY_IDS[3].label) }), barClass: "bg-primary" },
  { key: "2", label: t("insights.mastery.level", { level: 2, label: t(MASTERY_IDS[2].label) }), barClass: "bg-warning" },
  { key: "1", label: t("insights.mastery.level", { level: 1, label: t(MASTERY_IDS[1].label) }), barClass: "bg-destructive" },
  { key: "none", label: t("mastery.notYetAssessed"), barClass: "bg-muted-foreground/40" },
];

/** The numbers each attention rule's words take (common/learning/attention.ts, ATTENTION_RULES). */
const RULE_VALUES: Record<AttentionCode, Record<string, number>> = {
  missing: { count: ATTENTION_MISSING_COUNT, days: ATTENTION_MISSING_DAYS },
  late: { count: ATTENTION_LATE_COUNT, days: ATTENTION_LATE_DAYS },
  beginning: { count: ATTENTION_BEGINNING_COUNT },
  quiet: { days: ATTENTION_QUIET_DAYS },
  attendance: { rate: ATTENDANCE_CONCERN_RATE },
};

/**
 * A rule's title and words in the reader's language, found by its code: the server sends them in
 * English. A code this screen does not know keeps the server's words.
 */
function ruleWords(t: T, rule: { code: string; title: string; rule: string }): { title: string; rule: string } {
  if (!Object.hasOwn(RULE_VALUES, rule.code)) return rule;
  const code = rule.code as AttentionCode;
  return { title: t(`insights.rule.${code}.title`), rule: t(`insights.rule.${code}.text`, RULE_VALUES[code]) };
}

/** What a child's facts are under a flag ("4 missing"), in the reader's language, from the flag's numbers. */
function flagDetail(t: T, flag: { code: string; detail: string; numbers: Record<string, number> }): string {
  if (!Object.hasOwn(RULE_VALUES, flag.code)) return flag.detail;
  return t(`insights.flag.${flag.code as AttentionCode}`, flag.numbers);
}

export function TeacherInsights() {
  const t = useT();
  return (
    <ClassPicker other={{ to: "/teacher/analytics", label: t("insights.toAnalytics") }}>
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
  const t = useT();
  const insights = useInsights(classId, termId);
  return (
    <QueryState query={insights} errorTitle={t("insights.loadError")}>
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
  const t = useT();
  // The server words THE mastery rule in English (area mastery): shown in the reader's language.
  const localize = useLocalize();
  return (
    <section aria-labelledby="attention-title" className="space-y-4">
      <h2 id="attention-title" className="text-2xl font-bold tracking-tight">
        {t("insights.attention.title")}
      </h2>
      <Card className="space-y-2">
        <h3 className="font-semibold">{t("insights.attention.how")}</h3>
        <ul className="list-inside list-disc space-y-1 text-sm" data-testid="attention-rules">
          {data.rules.map((r) => {
            const words = ruleWords(t, r);
            return (
              <li key={r.code}>
                <span className="font-semibold">{t("insights.attention.ruleLine", { title: words.title })}</span> {words.rule}
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-muted-foreground">{localize(data.masteryRule)}</p>
      </Card>
      {data.attention.length === 0 ? (
        <p data-testid="no-attention">{t("insights.attention.none", { className: data.class.name })}</p>
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
                  {child.flags.map((f) => {
                    const words = ruleWords(t, f);
                    return (
                      <li key={f.code}>
                        <p className="font-medium">{t("insights.attention.flag", { title: words.title, detail: flagDetail(t, f) })}</p>
                        <p className="text-sm text-muted-foreground">{t("insights.attention.rule", { rule: words.rule })}</p>
                      </li>
                    );
                  })}
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
  const t = useT();
  const a = data.attendance;
  const concern = ruleWords(t, { code: "attendance", title: "", rule: a.concernRule }).rule;
  const overall =
    a.rate === null ? t("insights.noAttendance") : t("insights.attendance.rate", { rate: a.rate, absent: a.counts.absent, excused: a.counts.excused });
  return (
    <section aria-labelledby="attendance-title" className="space-y-4" data-testid="attendance-insights">
      <h2 id="attendance-title" className="text-2xl font-bold tracking-tight">
        {t("insights.attendance.title")}
      </h2>
      <p>
        <span className="font-semibold">{t("insights.attendance.class")}</span> {overall}
      </p>
      <p className="text-sm text-muted-foreground">{t("insights.attendance.flagged", { rule: concern })}</p>
      {a.counts.sessions === 0 ? null : (
        <Table caption={t("insights.attendance.perChild")}>
          <THead>
            <tr>
              <Th>{t("insights.col.child")}</Th>
              <Th>{t("insights.attendance.col.sessions")}</Th>
              <Th>{t("insights.col.late")}</Th>
              <Th>{t("insights.attendance.col.leftEarly")}</Th>
              <Th>{t("insights.col.absent")}</Th>
              <Th>{t("insights.attendance.col.excused")}</Th>
              <Th>{t("insights.col.rate")}</Th>
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
                    NO_VALUE
                  ) : c.rate < ATTENDANCE_CONCERN_RATE ? (
                    <span className="inline-flex items-center gap-1 font-semibold">
                      <AlertTriangle className="size-4 shrink-0 text-warning" aria-hidden="true" />
                      {t("insights.attendance.needsAttention", { rate: c.rate })}
                    </span>
                  ) : (
                    t("insights.percent", { rate: c.rate })
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
  const t = useT();
  return (
    <section aria-labelledby="work-title" className="space-y-4">
      <h2 id="work-title" className="text-2xl font-bold tracking-tight">
        {t("insights.work.title")}
      </h2>
      {data.children.length === 0 ? (
        <p>{t("insights.work.noChildren")}</p>
      ) : (
        <ChartFigure
          id="work-per-child"
          title={t("insights.work.chartTitle")}
          description={t("insights.work.description")}
          chart={<BarRows rows={data.children.map((c) => ({ label: c.name, values: { missing: c.missing, late: c.late } }))} series={workSeries(t)} />}
          table={
            <Table caption={t("insights.work.chartTitle")}>
              <THead>
                <tr>
                  <Th>{t("insights.col.child")}</Th>
                  <Th>{t("insights.col.missing")}</Th>
                  <Th>{t("insights.col.late")}</Th>
                  <Th>{t("insights.work.col.due")}</Th>
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
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="assignments-title" className="space-y-4">
      <h2 id="assignments-title" className="text-2xl font-bold tracking-tight">
        {t("insights.assignments.title")}
      </h2>
      {data.assignments.length === 0 ? (
        <p data-testid="no-assignments">{data.termId ? t("insights.assignments.noneThisTerm") : t("insights.assignments.none")}</p>
      ) : (
        <Table caption={t("insights.assignments.caption")}>
          <THead>
            <tr>
              <Th>{t("insights.assignments.col.assignment")}</Th>
              <Th>{t("insights.assignments.col.due")}</Th>
              <Th>{t("insights.assignments.col.handedIn")}</Th>
              <Th>{t("insights.col.missing")}</Th>
              <Th>{t("insights.col.late")}</Th>
            </tr>
          </THead>
          <tbody>
            {data.assignments.map((a) => (
              <Tr key={a.assignmentId}>
                <Th scope="row" className="font-medium whitespace-normal">
                  {a.title}
                </Th>
                <Td className="whitespace-nowrap">{a.dueAt ? formatWhen(a.dueAt, locale) : t("insights.assignments.noDueDate")}</Td>
                <Td>{t("insights.assignments.handedIn", { handedIn: a.handedIn, children: a.children })}</Td>
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
  const t = useT();
  const localize = useLocalize();
  const series = masterySeries(t);
  const assessed = data.standards.some((s) => s.levels[1] + s.levels[2] + s.levels[3] + s.levels[4] > 0);
  return (
    <section aria-labelledby="mastery-title" className="space-y-4">
      <h2 id="mastery-title" className="text-2xl font-bold tracking-tight">
        {t("insights.mastery.title")}
      </h2>
      <p className="text-sm text-muted-foreground">
        {localize(data.masteryRule)} {t("insights.mastery.onlyReturned")}
      </p>
      {!assessed ? (
        <Alert kind="info" title={t("insights.noReturnedMarks")} data-testid="no-mastery">
          <p>{t("insights.mastery.empty")}</p>
        </Alert>
      ) : (
        <ChartFigure
          id="mastery"
          title={t("insights.mastery.chartTitle")}
          chart={
            <BarRows
              stacked
              rows={data.standards.map((s) => ({
                label: s.code,
                values: { "4": s.levels[4], "3": s.levels[3], "2": s.levels[2], "1": s.levels[1], none: s.notYetAssessed },
              }))}
              series={series}
            />
          }
          table={
            <Table caption={t("insights.mastery.chartTitle")}>
              <THead>
                <tr>
                  <Th>{t("insights.mastery.col.standard")}</Th>
                  {series.map((s) => (
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
