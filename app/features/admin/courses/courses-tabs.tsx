/**
 * The tabs' contents of /admin/courses. Each reads the year shown (`?year=`, else the current year)
 * and the open class (`?class=`) from the address, so links, reloads and Back show the same thing.
 */
import { useSearchParams } from "react-router";
import { QueryState } from "~/components/ui/query-state";
import { Select } from "~/components/ui/input";
import { useT } from "~/lib/i18n";
import { CalendarPanel } from "./calendar-panel";
import { ClassDetailView } from "./class-detail";
import { ClassesPanel } from "./classes-panel";
import { useCoursesOverview } from "./courses-api";
import { StandardsPanel } from "./standards-panel";
import { SubjectsPanel } from "./subjects-panel";

function useCoursesParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { preventScrollReset: true });
  };
  return { yearId: params.get("year") ?? undefined, classId: params.get("class"), set };
}

/** The school year the tabs show; the current one unless staff pick another. */
export function YearPicker() {
  const t = useT();
  const { yearId, set } = useCoursesParams();
  const overview = useCoursesOverview(yearId);
  const years = overview.data?.years ?? [];
  if (years.length < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="courses-year" className="text-sm font-semibold">
        {t("courses.page.schoolYear")}
      </label>
      <Select id="courses-year" className="w-auto" value={overview.data?.year?.id ?? ""} onChange={(e) => set({ year: e.target.value, class: null })}>
        {years.map((y) => (
          <option key={y.id} value={y.id}>
            {y.isCurrent ? t("courses.page.currentYear", { name: y.name }) : y.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function ClassesTab() {
  const t = useT();
  const { yearId, classId, set } = useCoursesParams();
  const overview = useCoursesOverview(yearId);
  if (classId) return <ClassDetailView key={classId} id={classId} onBack={() => set({ class: null })} />;
  return (
    <QueryState query={overview} errorTitle={t("courses.page.classesError")}>
      {(data) => <ClassesPanel overview={data} onOpen={(id) => set({ class: id })} />}
    </QueryState>
  );
}

export function CalendarTab() {
  const t = useT();
  const { yearId, set } = useCoursesParams();
  const overview = useCoursesOverview(yearId);
  return (
    <QueryState query={overview} errorTitle={t("courses.page.calendarError")}>
      {(data) => <CalendarPanel overview={data} onYear={(id) => set({ year: id })} />}
    </QueryState>
  );
}

export function SubjectsTab() {
  const t = useT();
  const { yearId } = useCoursesParams();
  const overview = useCoursesOverview(yearId);
  return (
    <QueryState query={overview} errorTitle={t("courses.page.subjectsError")}>
      {(data) => <SubjectsPanel subjects={data.subjects} />}
    </QueryState>
  );
}

export function StandardsTab() {
  const t = useT();
  const { yearId } = useCoursesParams();
  const overview = useCoursesOverview(yearId);
  return (
    <QueryState query={overview} errorTitle={t("courses.page.standardsError")}>
      {(data) => <StandardsPanel subjects={data.subjects} />}
    </QueryState>
  );
}
