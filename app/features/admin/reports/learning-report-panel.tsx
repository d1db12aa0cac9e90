/**
 * /admin/reports, "Learning" (issue 33): missing work due in a range (the current term by default) per
 * child and class, work not returned after N days per class (the teacher's "work to mark", aged), and
 * standards where most of a class's assessed children are below Meets. Each section has its own CSV
 * (contracts in common/api/admin/reports.ts).
 */
import { useId, useState } from "react";
import { Input } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { formatDay } from "~/lib/dates";
import { useLocale, useT } from "~/lib/i18n";
import { WAITING_DAYS, type LearningOfficeReport } from "#common/schemas/office-reports";
import { RangeForm, ReportBlock, rangeOrderError } from "./office-report-parts";
import { learningCsvUrl, useLearningOfficeReport, type LearningRange } from "./reports-api";

const NUMBER = "text-right tabular-nums";

/** A whole number of days within WAITING_DAYS, or undefined. */
function waitingDays(text: string): number | undefined {
  const days = Number(text);
  return Number.isInteger(days) && days >= WAITING_DAYS.min && days <= WAITING_DAYS.max ? days : undefined;
}

export function LearningReportPanel() {
  const t = useT();
  const daysId = useId();
  const [draft, setDraft] = useState({ from: "", to: "" });
  const [daysText, setDaysText] = useState(String(WAITING_DAYS.default));
  const [range, setRange] = useState<LearningRange>({});
  const [error, setError] = useState<string | null>(null);
  const report = useLearningOfficeReport(range);
  const apply = () => {
    const days = waitingDays(daysText.trim());
    const problem = rangeOrderError(draft, t("reports.rangeError")) ?? (days === undefined ? t("reports.learning.daysError", WAITING_DAYS) : null);
    setError(problem);
    if (!problem) setRange({ from: draft.from || undefined, to: draft.to || undefined, days });
  };
  return (
    <section aria-labelledby="learning-report-heading" className="space-y-4" data-testid="learning-report">
      <PanelHeader id="learning-report-heading" title={t("reports.learning.title")} description={t("reports.learning.lead")} />
      <RangeForm idPrefix="learning-report" report={t("reports.learning.title").toLowerCase()} draft={draft} onDraft={setDraft} error={error} onSubmit={apply}>
        <div className="space-y-1.5">
          <label htmlFor={daysId} className="block text-sm font-semibold">
            {t("reports.learning.days")}
          </label>
          <Input
            id={daysId}
            type="number"
            inputMode="numeric"
            min={WAITING_DAYS.min}
            max={WAITING_DAYS.max}
            className="w-28"
            value={daysText}
            aria-describedby={`${daysId}-hint`}
            onChange={(e) => setDaysText(e.target.value)}
          />
          <p id={`${daysId}-hint`} className="text-xs text-muted-foreground">
            {t("reports.learning.daysHint", WAITING_DAYS)}
          </p>
        </div>
      </RangeForm>
      <QueryState
        query={report}
        loadingClassName="min-h-32"
        loadingLabel={t("reports.learning.loading")}
        errorTitle={t("reports.learning.loadError")}
        errorText={t("reports.checkDates")}
      >
        {(data) => <LearningSections data={data} range={range} />}
      </QueryState>
    </section>
  );
}

function LearningSections({ data, range }: { data: LearningOfficeReport; range: LearningRange }) {
  const t = useT();
  const locale = useLocale();
  const csv = (section: Parameters<typeof learningCsvUrl>[1]) => learningCsvUrl(range, section);
  return (
    <div className="space-y-5">
      <ReportBlock
        id="learning-missing"
        title={t("reports.learning.missing.title")}
        text={t("reports.learning.missing.text")}
        csvHref={csv("missing")}
        empty={t("reports.learning.missing.empty")}
        isEmpty={data.missing.length === 0}
        total={data.missing.length}
      >
        {(shown) => (
          <Table caption={t("reports.learning.missing.title")}>
            <THead>
              <tr>
                <Th>{t("reports.col.child")}</Th>
                <Th>{t("reports.col.class")}</Th>
                <Th>{t("reports.col.teacher")}</Th>
                <Th className={NUMBER}>{t("reports.learning.col.missing")}</Th>
                <Th>{t("reports.learning.col.oldestDue")}</Th>
                <Th>{t("reports.learning.col.work")}</Th>
              </tr>
            </THead>
            <tbody>
              {data.missing.slice(0, shown).map((m) => (
                <Tr key={`${m.classId}:${m.studentId}`}>
                  <Th scope="row" className="font-normal">
                    {m.name}
                  </Th>
                  <Td>{m.className}</Td>
                  <Td>{m.teacherName ?? t("reports.noTeacher")}</Td>
                  <Td className={NUMBER}>{m.count}</Td>
                  <Td className="whitespace-nowrap">{formatDay(m.oldestDueAt, locale)}</Td>
                  <Td>{m.titles.join(", ")}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </ReportBlock>

      <div className="grid items-start gap-5 xl:grid-cols-2">
        <ReportBlock
          id="learning-waiting"
          title={t("reports.learning.waiting.title")}
          text={t("reports.learning.waiting.text", { days: data.days })}
          csvHref={csv("waiting")}
          empty={t("reports.learning.waiting.empty", { days: data.days })}
          isEmpty={data.waiting.length === 0}
          total={data.waiting.length}
        >
          {(shown) => (
            <Table caption={t("reports.learning.waiting.title")}>
              <THead>
                <tr>
                  <Th>{t("reports.col.class")}</Th>
                  <Th>{t("reports.col.teacher")}</Th>
                  <Th className={NUMBER}>{t("reports.learning.col.waiting")}</Th>
                  <Th>{t("reports.learning.col.oldestHandedIn")}</Th>
                </tr>
              </THead>
              <tbody>
                {data.waiting.slice(0, shown).map((w) => (
                  <Tr key={w.classId}>
                    <Th scope="row" className="font-normal">
                      {w.className}
                    </Th>
                    <Td>{w.teacherName ?? t("reports.noTeacher")}</Td>
                    <Td className={NUMBER}>{w.count}</Td>
                    <Td className="whitespace-nowrap">{formatDay(w.oldestAt, locale)}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          )}
        </ReportBlock>

        <ReportBlock
          id="learning-standards"
          title={t("reports.learning.standards.title")}
          text={t("reports.learning.standards.text")}
          csvHref={csv("standards")}
          empty={t("reports.learning.standards.empty")}
          isEmpty={data.standards.length === 0}
          total={data.standards.length}
        >
          {(shown) => (
            <Table caption={t("reports.learning.standards.title")}>
              <THead>
                <tr>
                  <Th>{t("reports.col.class")}</Th>
                  <Th>{t("reports.learning.col.standard")}</Th>
                  <Th className={NUMBER}>{t("reports.learning.col.below")}</Th>
                </tr>
              </THead>
              <tbody>
                {data.standards.slice(0, shown).map((s) => (
                  <Tr key={`${s.classId}:${s.standardId}`}>
                    <Th scope="row" className="font-normal">
                      {s.className}
                    </Th>
                    <Td>
                      <span className="font-semibold">{s.code}</span> <span className="text-muted-foreground">{s.description}</span>
                    </Td>
                    <Td className={NUMBER}>{t("reports.learning.belowOf", { below: s.below, assessed: s.assessed })}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          )}
        </ReportBlock>
      </div>
    </div>
  );
}
