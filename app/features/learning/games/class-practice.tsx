/**
 * /teacher/practice (issue 34): for one of the teacher's classes (?class=, as insights), the games
 * assigned to it (who each is for, how many played it, Take back) with "Assign a game", then each
 * child's practice per standard in the learning games. Practice is never a mark, and the page says so.
 */
import { Gamepad2, Info, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { Table, THead, Td, Th, Tr } from "~/components/ui/table";
import { toast } from "~/components/ui/use-toast";
import { formatDay, formatShortDay } from "~/lib/dates";
import { formErrorMessage } from "~/lib/form-errors";
import { useLanguage, useLocale, useLocalize, useT } from "~/lib/i18n";
import { gradeLabel } from "#common/grades";
import { GAME_KIND_INFO } from "#common/learning/games";
import type { ClassPractice as Practice, PracticeAssignment, PracticeCell as Cell } from "#common/schemas/learning/games";
import type { TeacherClassSummary } from "#common/schemas/learning/homes";
import { AssignGameDialog } from "./assign-game-dialog";
import { gameName } from "./game-name";
import { useClassPractice, useTaughtClasses, useUnassignGame } from "./games-api";

/** A cell with no practice: a mark, the same in every language (screen readers hear "Not practised"). */
const NO_PRACTICE = "—";
/** Between the facts of an assigned game: punctuation, the same in every language. */
const FACTS_SEPARATOR = " · ";

const SELECT =
  "min-h-11 w-full min-w-0 max-w-full truncate rounded-md border border-input bg-background px-3 text-base sm:max-w-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";

export function ClassPractice() {
  const t = useT();
  const language = useLanguage();
  const classes = useTaughtClasses();
  const [params, setParams] = useSearchParams();
  const asked = params.get("class");
  const selectId = useId();
  return (
    <QueryState
      query={classes}
      errorTitle={t("practice.classes.loadError")}
      isEmpty={(d) => d.classes.length === 0}
      empty={
        <Card>
          <p>{t("practice.classes.none")}</p>
        </Card>
      }
    >
      {(data) => {
        // As insights opens: the class in the address, else the first with published work (not a homeroom), else the first.
        const chosen: TeacherClassSummary =
          data.classes.find((c) => c.id === asked) ?? data.classes.find((c) => data.classesWithWork.includes(c.id)) ?? data.classes[0]!;
        return (
          <div className="space-y-8">
            <div className="flex w-full min-w-0 flex-col gap-2 sm:w-auto">
              <label htmlFor={selectId} className="font-semibold">
                {t("practice.filters.class")}
              </label>
              <select
                id={selectId}
                value={chosen.id}
                onChange={(e) => setParams({ class: e.target.value }, { replace: true })}
                className={SELECT}
                data-testid="class-select"
              >
                {data.classes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {t("practice.filters.classOption", { name: c.name, grade: gradeLabel(c.grade, "name", undefined, language), subject: c.subjectName })}
                  </option>
                ))}
              </select>
            </div>
            <NotAMark />
            <PracticeFor key={chosen.id} classId={chosen.id} />
          </div>
        );
      }}
    </QueryState>
  );
}

/** The page's rule in one line, in a box: practice counts in no mastery and no report card. */
export function NotAMark() {
  const t = useT();
  return (
    <p className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/10 p-4 font-medium" data-testid="practice-not-a-mark">
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      {t("practice.notAMark")}
    </p>
  );
}

function PracticeFor({ classId }: { classId: string }) {
  const t = useT();
  const practice = useClassPractice(classId);
  const [assigning, setAssigning] = useState(false);
  return (
    <QueryState query={practice} errorTitle={t("practice.loadError")}>
      {(data) => (
        <div className="space-y-10">
          <AssignedSection data={data} classId={classId} onAssign={() => setAssigning(true)} />
          <PracticeMatrix data={data} onAssign={() => setAssigning(true)} />
          {assigning ? <AssignGameDialog classId={classId} childrenOfClass={data.children} open onOpenChange={setAssigning} /> : null}
        </div>
      )}
    </QueryState>
  );
}

function AssignedSection({ data, classId, onAssign }: { data: Practice; classId: string; onAssign: () => void }) {
  const t = useT();
  const localize = useLocalize();
  const unassign = useUnassignGame(classId);
  const [taking, setTaking] = useState<PracticeAssignment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const takeBack = async () => {
    if (!taking || unassign.isPending) return;
    setError(null);
    try {
      await unassign.mutateAsync(taking.id);
      toast({ variant: "success", title: t("practice.unassign.done") });
      setTaking(null);
    } catch (e) {
      setError(localize(formErrorMessage(e)));
    }
  };
  return (
    <>
      <AssignedGames assignments={data.assignments} onAssign={onAssign} onTakeBack={setTaking} />
      <ConfirmDialog
        open={taking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setTaking(null);
            setError(null);
          }
        }}
        busy={unassign.isPending}
        title={t("practice.unassign.title", { game: taking ? gameName(t, taking.kind) : "" })}
        confirmLabel={t("practice.unassign.button")}
        busyLabel={t("practice.unassign.busy")}
        onConfirm={() => void takeBack()}
        error={error}
        destructive
      >
        <p>{t("practice.unassign.text")}</p>
      </ConfirmDialog>
    </>
  );
}

/** The games assigned to the class, newest first as the server sends them, each with Take back. */
export function AssignedGames({
  assignments,
  onAssign,
  onTakeBack,
}: {
  assignments: readonly PracticeAssignment[];
  onAssign: () => void;
  onTakeBack: (assignment: PracticeAssignment) => void;
}) {
  const t = useT();
  return (
    <section aria-labelledby="assigned-games-title" className="space-y-4" data-testid="assigned-games">
      <PanelHeader
        id="assigned-games-title"
        title={t("practice.assigned.title")}
        description={t("practice.assigned.lead")}
        actions={
          <Button onClick={onAssign} data-testid="assign-game">
            <Gamepad2 aria-hidden="true" />
            {t("practice.assign.open")}
          </Button>
        }
      />
      {assignments.length === 0 ? (
        <p className="text-muted-foreground" data-testid="no-assigned-games">
          {t("practice.assigned.none")}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {assignments.map((a) => (
            <li key={a.id}>
              <AssignmentCard assignment={a} onTakeBack={() => onTakeBack(a)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AssignmentCard({ assignment: a, onTakeBack }: { assignment: PracticeAssignment; onTakeBack: () => void }) {
  const t = useT();
  const locale = useLocale();
  const name = gameName(t, a.kind);
  const who = a.studentName ? t("practice.assigned.forChild", { name: a.studentName }) : t("practice.assigned.forClass");
  return (
    <Card className="flex flex-wrap items-start gap-3 p-4" data-testid="assigned-game">
      <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-secondary text-2xl" aria-hidden="true">
        {GAME_KIND_INFO[a.kind].picture}
      </span>
      {/* A basis of its own: on a phone Take back goes under the words instead of squeezing them. */}
      <div className="min-w-0 flex-1 basis-48 space-y-1 break-words">
        <p className="font-semibold">{name}</p>
        <p>{[who, t("practice.assigned.playedBy", { played: a.playedBy, total: a.assignedTo })].join(FACTS_SEPARATOR)}</p>
        {a.note ? (
          <p className="whitespace-pre-line text-sm">
            <span className="font-semibold">{t("practice.assigned.noteLabel")}</span> {a.note}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{t("practice.assigned.when", { when: formatDay(a.assignedAt, locale), teacher: a.teacherName })}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onTakeBack} data-testid="take-back">
        <Undo2 aria-hidden="true" />
        <span aria-hidden="true">{t("practice.unassign.button")}</span>
        <span className="sr-only">{t("practice.unassign.label", { game: name, who })}</span>
      </Button>
    </Card>
  );
}

/** Whether anyone of the class has practised yet (a round played, or an item answered). */
function hasPractice(data: Practice): boolean {
  return data.cells.length > 0 || data.children.some((c) => c.rounds > 0);
}

/**
 * Children by standards: each cell the items right at the first try of those answered. The table
 * scrolls sideways inside its own bordered box, the children's names staying in view.
 */
export function PracticeMatrix({ data, onAssign }: { data: Practice; onAssign: () => void }) {
  const t = useT();
  const locale = useLocale();
  const cells = new Map(data.cells.map((c) => [`${c.studentId}|${c.standardCode}`, c]));
  return (
    <section aria-labelledby="practice-matrix-title" className="space-y-4" data-testid="practice-matrix">
      <PanelHeader id="practice-matrix-title" title={t("practice.matrix.title")} description={t("practice.matrix.lead")} />
      {data.children.length === 0 ? (
        <p className="text-muted-foreground">{t("practice.matrix.noChildren")}</p>
      ) : !hasPractice(data) ? (
        <Card className="flex flex-wrap items-center justify-between gap-4" data-testid="no-practice">
          <p>{t("practice.matrix.empty")}</p>
          <Button variant="outline" onClick={onAssign}>
            <Gamepad2 aria-hidden="true" />
            {t("practice.assign.open")}
          </Button>
        </Card>
      ) : (
        <>
          <Table caption={t("practice.matrix.title")}>
            <THead>
              <tr>
                <Th className="sticky left-0 z-10 bg-muted">{t("practice.matrix.child")}</Th>
                <Th>{t("practice.matrix.rounds")}</Th>
                <Th>{t("practice.matrix.minutes")}</Th>
                <Th>{t("practice.matrix.lastPlayed")}</Th>
                {data.standards.map((s) => (
                  <Th key={s.code} className="font-mono normal-case">
                    <abbr title={s.description} className="no-underline">
                      {s.code}
                    </abbr>
                  </Th>
                ))}
              </tr>
            </THead>
            <tbody>
              {data.children.map((child) => (
                <Tr key={child.id} data-testid="practice-child-row">
                  <Th scope="row" className="sticky left-0 z-10 bg-background font-medium">
                    {child.name}
                  </Th>
                  <Td>{child.rounds}</Td>
                  <Td>{child.minutesThisWeek}</Td>
                  <Td className="whitespace-nowrap">{child.lastPlayedAt ? formatShortDay(child.lastPlayedAt, locale) : t("practice.matrix.never")}</Td>
                  {data.standards.map((s) => (
                    <Td key={s.code} className="whitespace-nowrap">
                      <PracticeCell cell={cells.get(`${child.id}|${s.code}`)} />
                    </Td>
                  ))}
                </Tr>
              ))}
            </tbody>
          </Table>
          <StandardsKey standards={data.standards} />
        </>
      )}
    </section>
  );
}

/** "7/9" on screen, "7 of 9 right first time" for screen readers; "—" and "Not practised" without practice. */
export function PracticeCell({ cell }: { cell: Cell | undefined }) {
  const t = useT();
  if (!cell) {
    return (
      <>
        <span aria-hidden="true" className="text-muted-foreground">
          {NO_PRACTICE}
        </span>
        <span className="sr-only">{t("practice.matrix.notPractised")}</span>
      </>
    );
  }
  const values = { right: cell.rightFirstTime, items: cell.items };
  return (
    <>
      <span aria-hidden="true" className="tabular-nums">
        {t("practice.matrix.cellShort", values)}
      </span>
      <span className="sr-only">{t("practice.matrix.cellLong", values)}</span>
    </>
  );
}

/** The standards of the columns in words (a column's heading is only its code). */
function StandardsKey({ standards }: { standards: Practice["standards"] }) {
  const t = useT();
  return (
    <details className="rounded-md border p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary">{t("practice.matrix.standards")}</summary>
      <dl className="mt-3 grid gap-x-4 gap-y-2 break-words sm:grid-cols-[auto_1fr]">
        {standards.map((s) => (
          <div key={s.code} className="contents">
            <dt className="font-mono text-sm font-semibold">{s.code}</dt>
            <dd>{s.description}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
