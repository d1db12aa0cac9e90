/**
 * The standards a piece of work or a live room's quick check counts for: a search of GET /api/standards
 * by subject, grade and words (starting at the class's), the chosen ones as chips. Shared by the
 * assignment editor and the live room (issue 35), so it lives with the shared form parts.
 */
import { useQuery } from "@tanstack/react-query";
import { Search, X } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { serverMessage } from "~/lib/api";
import { queryOptions } from "~/lib/api-queries";
import { useLanguage, useT } from "~/lib/i18n";
import { standards } from "#common/api/learning/standards";
import { APPLICATION_GRADE_VALUES, gradeLabel } from "#common/grades";
import { DEFAULT_SUBJECTS } from "#common/learning/subjects";
import { STANDARDS_MAX } from "#common/schemas/learning/assignments";
import type { StandardSummary } from "#common/schemas/learning/standards";

const sectionTitle = "text-lg font-bold tracking-tight";
const SPACE = " ";

function useStandardsSearch(filters: { subject?: string; grade?: string; q?: string }, enabled: boolean) {
  return useQuery({ ...queryOptions(standards, { query: filters }), enabled });
}

export function StandardsPicker({
  chosen,
  onChange,
  defaults,
  error,
}: {
  chosen: StandardSummary[];
  onChange: (next: StandardSummary[]) => void;
  defaults: { subject: string; grade: string };
  error?: string;
}) {
  const ids = { subject: useId(), grade: useId(), q: useId(), title: useId() };
  const t = useT();
  const language = useLanguage();
  const [subject, setSubject] = useState(defaults.subject);
  const [grade, setGrade] = useState(defaults.grade);
  const [q, setQ] = useState("");
  const [asked, setAsked] = useState(false);
  const search = useStandardsSearch({ subject: subject || undefined, grade: grade || undefined, q: q.trim() || undefined }, asked);
  const chosenIds = new Set(chosen.map((s) => s.id));
  return (
    <section aria-labelledby={ids.title} className="space-y-3" data-testid="standards-picker">
      <h3 id={ids.title} className={sectionTitle}>
        {t("assignments.standards.title")}
      </h3>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("assignments.standards.none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t("assignments.standards.chosen")}>
          {chosen.map((s) => (
            <li key={s.id}>
              <span className="inline-flex items-center gap-1 rounded-full border border-border bg-secondary px-3 py-1 text-sm text-secondary-foreground">
                <span className="font-semibold">{s.code}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="-mr-2 h-8 min-w-8 rounded-full px-1"
                  aria-label={t("assignments.standards.remove", { code: s.code })}
                  onClick={() => onChange(chosen.filter((c) => c.id !== s.id))}
                >
                  <X aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
      <form
        role="search"
        aria-label={t("assignments.standards.find")}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(true);
          void search.refetch();
        }}
      >
        <div className="space-y-1.5">
          <label htmlFor={ids.subject} className="block text-sm font-semibold">
            {t("assignments.standards.subject")}
          </label>
          <Select id={ids.subject} value={subject} onChange={(e) => setSubject(e.target.value)}>
            <option value="">{t("assignments.standards.anySubject")}</option>
            {DEFAULT_SUBJECTS.filter((s) => s.code !== "homeroom").map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.grade} className="block text-sm font-semibold">
            {t("assignments.standards.grade")}
          </label>
          <Select id={ids.grade} value={grade} onChange={(e) => setGrade(e.target.value)}>
            <option value="">{t("assignments.standards.anyGrade")}</option>
            {APPLICATION_GRADE_VALUES.map((g) => (
              <option key={g} value={g}>
                {gradeLabel(g, "name", undefined, language)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.q} className="block text-sm font-semibold">
            {t("assignments.standards.codeOrWords")}
          </label>
          <Input id={ids.q} value={q} onChange={(e) => setQ(e.target.value)} placeholder={t("assignments.standards.example")} data-testid="standards-q" />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {t("assignments.standards.findButton")}
        </Button>
      </form>
      {asked ? (
        search.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t("assignments.standards.looking")}
          </p>
        ) : search.isError ? (
          <Alert kind="error" title={t("assignments.standards.loadError")}>
            <p>{serverMessage(search.error) ?? t("assignments.tryAgain")}</p>
          </Alert>
        ) : search.data.standards.length === 0 ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t("assignments.standards.noMatch")}
          </p>
        ) : (
          <ul
            className="max-h-80 space-y-2 overflow-y-auto rounded-md border border-border p-2"
            aria-label={t("assignments.standards.found")}
            data-testid="standards-found"
          >
            {search.data.standards.map((s) => (
              <li key={s.id} className="flex items-start justify-between gap-3 rounded p-2 hover:bg-muted/50">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold">
                    {s.code}
                    {SPACE}
                    <span className="font-normal text-muted-foreground">
                      {t("assignments.standards.gradeAndDomain", { grade: gradeLabel(s.grade, "name", undefined, language), domain: s.domain })}
                    </span>
                  </p>
                  <p>{s.description}</p>
                </div>
                <Button
                  size="sm"
                  variant={chosenIds.has(s.id) ? "secondary" : "outline"}
                  disabled={chosenIds.has(s.id) || chosen.length >= STANDARDS_MAX}
                  aria-label={
                    chosenIds.has(s.id) ? t("assignments.standards.addedLabel", { code: s.code }) : t("assignments.standards.addLabel", { code: s.code })
                  }
                  onClick={() => onChange([...chosen, s])}
                >
                  {chosenIds.has(s.id) ? t("assignments.standards.added") : t("assignments.standards.add")}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
