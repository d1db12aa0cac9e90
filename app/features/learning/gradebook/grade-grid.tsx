/**
 * The gradebook grid: children × published work as an ARIA grid (one tab stop; arrow keys move
 * between cells, Home/End to the row's ends, Ctrl+Home/End to the grid's corners, PageUp/PageDown by
 * five rows; Enter or Space opens the marking view). The header row and the names column stay in
 * place while the grid scrolls, also sideways on a phone. A status is an icon and a word; draft marks
 * say so.
 */
import { CalendarClock, HeartHandshake, PencilLine } from "lucide-react";
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import type { GradebookCell, GradebookGrid, GradebookStudent } from "#common/schemas/learning/gradebook";
import { formatShortDay } from "~/lib/dates";
import { useLocale, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { StatusMark } from "./status";

export const childName = (s: Pick<GradebookStudent, "firstName" | "lastName" | "preferredName">) =>
  `${s.preferredName && s.preferredName !== s.firstName ? `${s.preferredName} (${s.firstName})` : s.firstName} ${s.lastName}`;

/** A cell with its place: whose work on which assignment. */
export interface PlacedCell {
  cell: GradebookCell;
  studentId: string;
  assignmentId: string;
}

/** The column of the work most recently due by `now` (columns run by due date), else the first with a due date (all due later); null without any. */
export function newestDueColumn(assignments: readonly { dueAt: string | null }[], now: number): number | null {
  let newest: number | null = null;
  assignments.forEach((a, i) => {
    if (a.dueAt !== null && (newest === null || Date.parse(a.dueAt) <= now)) newest = i;
  });
  return newest;
}

export function GradeGrid({ grid, onOpen }: { grid: GradebookGrid; onOpen: (placed: PlacedCell) => void }) {
  const t = useT();
  const locale = useLocale();
  const rows = grid.students.length;
  const cols = grid.assignments.length;
  const [active, setActive] = useState({ row: 0, col: 0 });
  const cellRefs = useRef(new Map<string, HTMLTableCellElement>());
  const scroller = useRef<HTMLDivElement>(null);
  const headers = useRef(new Map<number, HTMLTableCellElement>());
  // Newest work in view (issue 33): columns run by due date, oldest at the left; a class opens scrolled
  // so that the work most recently due is the last column shown.
  useLayoutEffect(() => {
    const view = scroller.current;
    const newest = newestDueColumn(grid.assignments, Date.now());
    const header = newest === null ? undefined : headers.current.get(newest);
    if (!view || !header) return;
    view.scrollLeft = Math.max(0, header.offsetLeft + header.offsetWidth - view.clientWidth);
  }, [grid.class.id, grid.assignments]);
  const cellAt = (r: number, c: number): PlacedCell => ({ cell: grid.cells[r]![c]!, studentId: grid.students[r]!.id, assignmentId: grid.assignments[c]!.id });
  const row = Math.min(active.row, rows - 1);
  const col = Math.min(active.col, cols - 1);

  const move = (nextRow: number, nextCol: number) => {
    const r = Math.max(0, Math.min(rows - 1, nextRow));
    const c = Math.max(0, Math.min(cols - 1, nextCol));
    setActive({ row: r, col: c });
    cellRefs.current.get(`${r}:${c}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(row, col + 1),
      ArrowLeft: () => move(row, col - 1),
      ArrowDown: () => move(row + 1, col),
      ArrowUp: () => move(row - 1, col),
      Home: () => (event.ctrlKey ? move(0, 0) : move(row, 0)),
      End: () => (event.ctrlKey ? move(rows - 1, cols - 1) : move(row, cols - 1)),
      PageDown: () => move(row + 5, col),
      PageUp: () => move(row - 5, col),
      Enter: () => onOpen(cellAt(row, col)),
      " ": () => onOpen(cellAt(row, col)),
    };
    const action = keys[event.key];
    if (!action || !(event.target instanceof HTMLElement) || event.target.getAttribute("role") !== "gridcell") return;
    event.preventDefault();
    action();
  };

  return (
    <div ref={scroller} className="max-h-[70vh] overflow-auto rounded-lg border" data-testid="gradebook-scroll">
      <table
        role="grid"
        aria-label={t("gradebook.grid.label", { className: grid.class.name })}
        aria-rowcount={rows + 1}
        aria-colcount={cols + 1}
        className="border-separate border-spacing-0 text-left text-sm"
        onKeyDown={onKeyDown}
        data-testid="gradebook-grid"
      >
        <thead>
          <tr aria-rowindex={1}>
            <th
              scope="col"
              aria-colindex={1}
              className="sticky left-0 top-0 z-30 min-w-32 border-b border-r bg-muted px-3 py-2 align-bottom font-semibold sm:min-w-48"
            >
              {t("gradebook.grid.child")}
            </th>
            {grid.assignments.map((a, i) => (
              <th
                key={a.id}
                ref={(el) => {
                  if (el) headers.current.set(i, el);
                  else headers.current.delete(i);
                }}
                scope="col"
                aria-colindex={i + 2}
                className="sticky top-0 z-20 min-w-36 max-w-48 border-b bg-muted px-3 py-2 align-bottom font-semibold"
              >
                <span className="line-clamp-2 block">{a.title}</span>
                <span className="block text-xs font-normal text-muted-foreground">
                  {a.dueAt ? t("gradebook.grid.due", { day: formatShortDay(a.dueAt, locale) }) : t("gradebook.grid.noDueDate")}
                </span>
                {a.standardCodes.length > 0 ? <span className="block text-xs font-normal text-muted-foreground">{a.standardCodes.join(", ")}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.students.map((child, r) => (
            <tr key={child.id} aria-rowindex={r + 2}>
              <th scope="row" aria-colindex={1} className="sticky left-0 z-10 border-b border-r bg-background px-3 py-2 font-semibold">
                <span className="flex items-center gap-1.5">
                  <span className="min-w-0 break-words">{childName(child)}</span>
                  {child.hasAccommodations ? (
                    <span title={t("gradebook.grid.accommodations")} className="inline-flex">
                      <HeartHandshake className="size-4 shrink-0 text-primary" aria-hidden="true" />
                      <span className="sr-only">{t("gradebook.grid.accommodationsSr")}</span>
                    </span>
                  ) : null}
                </span>
              </th>
              {grid.assignments.map((a, c) => {
                const placed = cellAt(r, c);
                const cell = placed.cell;
                const isActive = r === row && c === col;
                return (
                  <td
                    key={a.id}
                    role="gridcell"
                    aria-colindex={c + 2}
                    tabIndex={isActive ? 0 : -1}
                    ref={(el) => {
                      if (el) cellRefs.current.set(`${r}:${c}`, el);
                      else cellRefs.current.delete(`${r}:${c}`);
                    }}
                    onClick={() => {
                      setActive({ row: r, col: c });
                      onOpen(placed);
                    }}
                    onFocus={() => (isActive ? undefined : setActive({ row: r, col: c }))}
                    className={cn(
                      "cursor-pointer border-b px-3 py-2 align-top hover:bg-muted/60 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring",
                    )}
                    data-testid={`cell-${child.id}-${a.id}`}
                    data-status={cell.status}
                  >
                    <CellBody cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CellBody({ cell }: { cell: GradebookCell }) {
  const t = useT();
  return (
    <span className="flex flex-col gap-0.5">
      <StatusMark status={cell.status} />
      {cell.marks ? (
        <span className="inline-flex items-center gap-1 text-xs">
          <span>{t("gradebook.grid.average", { average: cell.marks.average.toFixed(1) })}</span>
          {cell.marks.draft ? (
            <span className="inline-flex items-center gap-0.5 rounded border border-dashed px-1 font-semibold">
              <PencilLine className="size-3" aria-hidden="true" />
              {t("gradebook.grid.draft")}
            </span>
          ) : null}
        </span>
      ) : null}
      {cell.adjusted ? (
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <CalendarClock className="size-3" aria-hidden="true" />
          {t("gradebook.grid.ownChange")}
        </span>
      ) : null}
    </span>
  );
}
