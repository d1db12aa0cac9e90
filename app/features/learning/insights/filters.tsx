/**
 * The class and term filters of insights and analytics, kept in the address (?class=&term=), so a
 * view can be bookmarked and the two screens open on the same class.
 */
import { useId, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { useLanguage, useT } from "~/lib/i18n";
import { gradeLabel } from "#common/grades";
import type { TeacherClassSummary } from "#common/schemas/learning/homes";
import type { InsightsTerm } from "#common/schemas/learning/insights";
import { useTaughtClasses } from "./insights-api";

const SELECT =
  "min-h-11 w-full min-w-0 max-w-full truncate rounded-md border border-input bg-background px-3 text-base sm:max-w-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";

function useParam(name: string): [string | undefined, (value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name === "class") next.delete("term");
        return next;
      },
      { replace: true },
    );
  return [params.get(name) ?? undefined, set];
}

/** The chosen class of the teacher's classes (by default the first with published work, else the first), with its picker; children get its id and the chosen term. */
export function ClassPicker({
  other,
  children,
}: {
  other: { to: string; label: string };
  children: (classId: string, termId: string | undefined, termPicker: (terms: InsightsTerm[]) => ReactNode) => ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const classes = useTaughtClasses();
  const [asked, setClass] = useParam("class");
  const [term, setTerm] = useParam("term");
  const classSelect = useId();
  const termSelect = useId();
  return (
    <QueryState
      query={classes}
      errorTitle={t("insights.classesLoadError")}
      isEmpty={(d) => d.classes.length === 0}
      empty={
        <Card>
          <p>{t("insights.noClasses")}</p>
        </Card>
      }
    >
      {(data) => {
        // Without a class in the address, the first with published work (as the gradebook opens): a homeroom with none shows nothing.
        const chosen: TeacherClassSummary =
          data.classes.find((c) => c.id === asked) ?? data.classes.find((c) => data.classesWithWork.includes(c.id)) ?? data.classes[0]!;
        const termPicker = (terms: InsightsTerm[]) => (
          <div className="flex w-full min-w-0 flex-col gap-2 sm:w-auto">
            <label htmlFor={termSelect} className="font-semibold">
              {t("insights.filters.term")}
            </label>
            <select id={termSelect} value={term ?? ""} onChange={(e) => setTerm(e.target.value || undefined)} className={SELECT} data-testid="term-select">
              <option value="">{t("insights.filters.wholeYear")}</option>
              {terms.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        );
        return (
          <div className="space-y-8">
            <div className="flex flex-wrap items-end gap-4">
              <div className="flex w-full min-w-0 flex-col gap-2 sm:w-auto">
                <label htmlFor={classSelect} className="font-semibold">
                  {t("insights.filters.class")}
                </label>
                <select id={classSelect} value={chosen.id} onChange={(e) => setClass(e.target.value)} className={SELECT} data-testid="class-select">
                  {data.classes.map((c) => (
                    <option key={c.id} value={c.id}>
                      {t("insights.filters.classOption", { name: c.name, grade: gradeLabel(c.grade, "name", undefined, language), subject: c.subjectName })}
                    </option>
                  ))}
                </select>
              </div>
              <Link
                to={`${other.to}?class=${encodeURIComponent(chosen.id)}${term ? `&term=${encodeURIComponent(term)}` : ""}`}
                className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
              >
                {other.label}
              </Link>
            </div>
            {children(chosen.id, term, termPicker)}
          </div>
        );
      }}
    </QueryState>
  );
}
