/**
 * /teacher/content: a class's lessons and assignments grouped Drafts / Scheduled / Published (and
 * Archived), with due dates and hand-in counts, and the editor for one of them. The class, the piece
 * of work open (?edit=) or a new one (?new=assignment|lesson) are kept in the address, so the
 * browser's Back closes the editor.
 */
import { BookOpen, ClipboardList, FilePlus2, Pencil } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { formatWhen } from "~/lib/dates";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { gradeLabel } from "#common/grades";
import type { AssignmentKind, AssignmentState, AssignmentSummary } from "#common/schemas/learning/assignments";
import { AssignmentEditor } from "./assignment-editor";
import type { TeacherClassList } from "#common/schemas/learning/homes";
import { useAssignmentList, useTaughtClasses } from "./assignments-api";

const GROUPS: AssignmentState[] = ["draft", "scheduled", "published", "archived"];
const SPACE = " ";
const DOT = " · ";

export function TeacherAssignments() {
  const [params] = useSearchParams();
  const classes = useTaughtClasses();
  const t = useT();
  return (
    <QueryState query={classes} errorTitle={t("assignments.list.loadError")}>
      {(data) => <ContentView data={data} editing={params.get("edit")} creating={params.get("new")} />}
    </QueryState>
  );
}

function ContentView({ data, editing, creating }: { data: TeacherClassList; editing: string | null; creating: string | null }) {
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const t = useT();
  const language = useLanguage();
  // Without a class in the address: the first class with published work, else the first class.
  const chosen = data.classes.find((c) => c.id === params.get("class")) ?? data.classes.find((c) => data.classesWithWork.includes(c.id)) ?? data.classes[0];
  const go = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  if (!chosen) {
    return (
      <Card data-testid="no-classes">
        <p>{data.viewingAsStaff ? t("assignments.list.noClassesStaff") : t("assignments.list.noClassesTeacher")}</p>
      </Card>
    );
  }
  const newKind = creating === "lesson" || creating === "assignment" ? (creating as AssignmentKind) : null;
  if (editing || newKind) {
    return (
      <AssignmentEditor
        key={editing ?? `new-${newKind}-${chosen.id}`}
        assignmentId={editing}
        newKind={newKind}
        klass={chosen}
        classes={data.classes}
        onClose={() => go({ edit: null, new: null })}
        onCreated={(id) => go({ new: null, edit: id }, true)}
      />
    );
  }
  return (
    <div className="space-y-8">
      {data.viewingAsStaff ? <p className="text-sm text-muted-foreground">{t("assignments.list.viewingAsStaff")}</p> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex w-full min-w-0 flex-col gap-2 sm:w-auto">
          <label htmlFor={selectId} className="font-semibold">
            {t("assignments.list.class")}
          </label>
          <select
            id={selectId}
            value={chosen.id}
            onChange={(event) => go({ class: event.target.value }, true)}
            className="min-h-11 w-full min-w-0 max-w-full truncate rounded-md border border-input bg-background px-3 text-base sm:max-w-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            data-testid="class-select"
          >
            {data.classes.map((c) => (
              <option key={c.id} value={c.id}>
                {t("assignments.classOption", { name: c.name, grade: gradeLabel(c.grade, "name", undefined, language), subject: c.subjectName })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => go({ class: chosen.id, new: "assignment" })} data-testid="new-assignment">
            <FilePlus2 aria-hidden="true" />
            {t("assignments.list.newAssignment")}
          </Button>
          <Button variant="outline" onClick={() => go({ class: chosen.id, new: "lesson" })} data-testid="new-lesson">
            <BookOpen aria-hidden="true" />
            {t("assignments.list.newLesson")}
          </Button>
        </div>
      </div>
      <ClassWork classId={chosen.id} className={chosen.name} onEdit={(id) => go({ class: chosen.id, edit: id })} />
    </div>
  );
}

function ClassWork({ classId, className, onEdit }: { classId: string; className: string; onEdit: (id: string) => void }) {
  const list = useAssignmentList(classId);
  const t = useT();
  return (
    <QueryState query={list} errorTitle={t("assignments.list.workLoadError")}>
      {(data) => (
        <div className="space-y-8" data-testid="work-groups">
          {GROUPS.filter((state) => state !== "archived" || data.assignments.some((a) => a.state === "archived")).map((state) => {
            const items = data.assignments.filter((a) => a.state === state);
            const headingId = `group-${state}`;
            const title = t(`assignments.list.group.${state}`);
            return (
              <section key={state} aria-labelledby={headingId} className="space-y-3" data-testid={`group-${state}`}>
                <h2 id={headingId} className="text-xl font-bold tracking-tight">
                  {title}
                  {SPACE}
                  <span className="text-base font-normal text-muted-foreground">{t("assignments.list.groupCount", { count: items.length })}</span>
                </h2>
                {items.length === 0 ? (
                  <p className="text-muted-foreground">{t(`assignments.list.empty.${state}`)}</p>
                ) : (
                  <ul className="space-y-2" aria-label={t("assignments.list.groupOf", { group: title, className })}>
                    {items.map((item) => (
                      <WorkRow key={item.id} item={item} onEdit={() => onEdit(item.id)} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </QueryState>
  );
}

function WorkRow({ item, onEdit }: { item: AssignmentSummary; onEdit: () => void }) {
  const Icon = item.kind === "lesson" ? BookOpen : ClipboardList;
  const t = useT();
  const locale = useLocale();
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="work-row">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="font-semibold break-words">{item.title}</span>
            <Badge>{t(`assignments.kind.${item.kind}`)}</Badge>
            {item.state !== "published" ? <Badge>{t(`assignments.state.${item.state}`)}</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {item.dueAt
              ? t("assignments.list.due", { when: formatWhen(item.dueAt, locale) })
              : item.kind === "lesson"
                ? t("assignments.list.noDueLesson")
                : t("assignments.list.noDue")}
            {item.state === "scheduled" && item.publishAt ? (
              <>
                {DOT}
                {t("assignments.list.appears", { when: formatWhen(item.publishAt, locale) })}
              </>
            ) : null}
            {item.kind === "assignment" && (item.state === "published" || item.state === "archived") ? (
              <>
                {DOT}
                {t("assignments.list.handedIn", { handedIn: item.handedIn + item.returned, children: item.children, returned: item.returned })}
              </>
            ) : null}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t("assignments.list.editLabel", { title: item.title })}>
          <Pencil aria-hidden="true" />
          {t("assignments.edit")}
        </Button>
      </Card>
    </li>
  );
}
