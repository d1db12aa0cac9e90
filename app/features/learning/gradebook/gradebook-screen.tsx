/**
 * /teacher/gradebook: the filters (class, term, standard; kept in the address), the grid of children
 * × published work with the marking view behind each cell, the Standards tab (current mastery per
 * child and standard) and the CSV download. Staff see every class.
 */
import { Download, Grid3x3, Send, Target } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { gradeLabel } from "#common/grades";
import type { GradebookGrid } from "#common/schemas/learning/gradebook";
import type { TeacherClassList } from "#common/schemas/learning/homes";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { QueryState } from "~/components/ui/query-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { serverMessage } from "~/lib/api";
import { useLanguage, useT } from "~/lib/i18n";
import { GradeGrid, type PlacedCell } from "./grade-grid";
import { csvUrl, useGradebook, useGradebookStandards, useReturnMany, useTeacherClassList, type MarkingTarget } from "./gradebook-api";
import { MarkingDialog } from "./marking-dialog";
import { StandardsTable } from "./standards-table";

export function GradebookScreen() {
  const t = useT();
  const classes = useTeacherClassList();
  return (
    <QueryState query={classes} errorTitle={t("gradebook.classesLoadError")}>
      {(data) => <Gradebook classes={data} />}
    </QueryState>
  );
}

const SELECT =
  "min-h-11 w-full min-w-0 max-w-full truncate rounded-md border border-input bg-background px-3 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";

function Gradebook({ classes }: { classes: TeacherClassList }) {
  const t = useT();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const ids = { class: useId(), term: useId(), standard: useId() };
  // Without a class in the address: the first class that has work to mark, else the first class.
  const chosen =
    classes.classes.find((c) => c.id === params.get("class")) ?? classes.classes.find((c) => classes.classesWithWork.includes(c.id)) ?? classes.classes[0];
  const termId = params.get("term") || undefined;
  const standardId = params.get("standard") || undefined;
  const tab = params.get("tab") === "standards" ? "standards" : "grid";
  const filters = chosen ? { classId: chosen.id, termId, standardId } : null;
  const grid = useGradebook(filters);
  const mastery = useGradebookStandards(chosen ? { classId: chosen.id, termId } : null, tab === "standards");

  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  if (!chosen) {
    return (
      <Card data-testid="no-classes">
        <p>{classes.viewingAsStaff ? t("gradebook.noClasses.staff") : t("gradebook.noClasses.teacher")}</p>
      </Card>
    );
  }

  const terms = grid.data?.terms ?? [];
  const standards = grid.data?.standards ?? [];
  return (
    <div className="space-y-6">
      {classes.viewingAsStaff ? (
        <Alert kind="info" title={t("gradebook.staff.title")}>
          <p>{t("gradebook.staff.text")}</p>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_2fr_auto] lg:items-end">
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={ids.class} className="font-semibold">
            {t("gradebook.filters.class")}
          </label>
          <select
            id={ids.class}
            value={chosen.id}
            onChange={(e) => set({ class: e.target.value, term: undefined, standard: undefined })}
            className={SELECT}
            data-testid="class-filter"
          >
            {classes.classes.map((c) => (
              <option key={c.id} value={c.id}>
                {t("gradebook.filters.classOption", { name: c.name, grade: gradeLabel(c.grade, "name", undefined, language), subject: c.subjectName })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={ids.term} className="font-semibold">
            {t("gradebook.filters.term")}
          </label>
          <select id={ids.term} value={termId ?? ""} onChange={(e) => set({ term: e.target.value || undefined })} className={SELECT} data-testid="term-filter">
            <option value="">{t("gradebook.filters.allTerms")}</option>
            {terms.map((term) => (
              <option key={term.id} value={term.id}>
                {term.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={ids.standard} className="font-semibold">
            {t("gradebook.filters.standard")}
          </label>
          <select
            id={ids.standard}
            value={standardId ?? ""}
            onChange={(e) => set({ standard: e.target.value || undefined })}
            className={SELECT}
            data-testid="standard-filter"
          >
            <option value="">{t("gradebook.filters.allStandards")}</option>
            {standards.map((s) => (
              <option key={s.id} value={s.id}>
                {t("gradebook.filters.standardOption", { code: s.code, description: s.description })}
              </option>
            ))}
          </select>
        </div>
        <Button asChild variant="outline" className="min-h-11">
          <a href={csvUrl({ classId: chosen.id, termId })} download data-testid="csv-download">
            <Download aria-hidden="true" />
            {t("gradebook.csv")}
          </a>
        </Button>
      </div>

      <Tabs value={tab} onValueChange={(value) => set({ tab: value === "standards" ? "standards" : undefined })}>
        <TabsList aria-label={t("gradebook.tabs.label")}>
          <TabsTrigger value="grid" data-testid="tab-grid">
            <Grid3x3 aria-hidden="true" />
            {t("gradebook.tabs.work")}
          </TabsTrigger>
          <TabsTrigger value="standards" data-testid="tab-standards">
            <Target aria-hidden="true" />
            {t("gradebook.tabs.standards")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="grid">
          <QueryState query={grid} errorTitle={t("gradebook.gridLoadError")}>
            {(data) => <GridView data={data} />}
          </QueryState>
        </TabsContent>
        <TabsContent value="standards">
          <QueryState query={mastery} errorTitle={t("gradebook.standardsLoadError")}>
            {(data) => <StandardsTable data={data} />}
          </QueryState>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Returns at once every piece of work in view with draft marks, after a confirmation. */
function ReturnDrafts({ data }: { data: GradebookGrid }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const returnMany = useReturnMany();
  const ids = data.cells.flatMap((row) => row.flatMap((c) => (c.marks?.draft && c.workId ? [c.workId] : [])));
  return (
    <>
      <p role="status" className="text-sm font-semibold" data-testid="return-many-notice">
        {notice}
      </p>
      {ids.length > 0 ? (
        <Button variant="outline" onClick={() => setOpen(true)} data-testid="return-drafts">
          <Send aria-hidden="true" />
          {t("gradebook.returnMany.button", { count: ids.length })}
        </Button>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        busy={returnMany.isPending}
        title={t("gradebook.returnMany.title", { count: ids.length })}
        confirmLabel={t("gradebook.returnMany.confirm")}
        busyLabel={t("gradebook.returnMany.busy")}
        error={returnMany.error ? (serverMessage(returnMany.error) ?? t("gradebook.returnMany.failed")) : null}
        onConfirm={() =>
          returnMany.mutate(ids, {
            onSuccess: (answer) => {
              setNotice(answer.message);
              setOpen(false);
            },
          })
        }
      >
        <p>{t("gradebook.returnMany.text")}</p>
      </ConfirmDialog>
    </>
  );
}

function GridView({ data }: { data: GradebookGrid }) {
  const t = useT();
  const [target, setTarget] = useState<MarkingTarget | null>(null);
  if (data.students.length === 0)
    return (
      <Card>
        <p>{t("gradebook.noChildren")}</p>
      </Card>
    );
  if (data.assignments.length === 0)
    return (
      <Card>
        <p>{t("gradebook.noWork")}</p>
      </Card>
    );

  const open = ({ cell, studentId, assignmentId }: PlacedCell) => setTarget({ workId: cell.workId, assignmentId, studentId });
  const nextOf = (at: MarkingTarget) => {
    const row = data.students.findIndex((s) => s.id === at.studentId) + 1;
    const col = data.assignments.findIndex((a) => a.id === at.assignmentId);
    const cell = data.cells[row]?.[col];
    return cell ? () => open({ cell, studentId: data.students[row]!.id, assignmentId: at.assignmentId }) : null;
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t("gradebook.help")}</p>
        <ReturnDrafts data={data} />
      </div>
      <GradeGrid grid={data} onOpen={open} />
      <MarkingDialog target={target} onClose={() => setTarget(null)} onNext={target ? nextOf(target) : null} />
    </div>
  );
}
