/**
 * The gradebook as CSV (docs/api/gradebook.md): one row per child, a column per published assignment
 * (the average of the RETURNED marks, else the status's word: drafts never leave the marking view)
 * and a column per standard with the child's current mastery (THE rule over returned marks).
 * server/csv.ts quotes every cell and neutralises formulas.
 */
import { school } from "#common/school";
import { dateInZone } from "#common/time-zone";
import { masteryLabel } from "#common/learning/mastery";
import { WORK_STATUS_LABELS } from "#common/learning/work-status";
import type { GradebookGrid, GradebookStandards } from "#common/schemas/learning/gradebook";
import { csvDocument, type CsvValue } from "../../csv";
import { returnedAverage } from "./grid";

export function gradebookCsv(grid: GradebookGrid, mastery: GradebookStandards): string {
  const dueDay = (iso: string | null) => (iso ? ` (due ${dateInZone(new Date(iso).getTime(), school.timeZone)})` : "");
  const header = [
    "Last name",
    "First name",
    "Preferred name",
    ...grid.assignments.map((a) => `${a.title}${dueDay(a.dueAt)}`),
    ...mastery.standards.map((s) => `${s.code} mastery`),
  ];
  const masteryOf = new Map(mastery.cells.map((c) => [`${c.studentId}:${c.standardId}`, c]));
  const rows = grid.students.map((child, i): CsvValue[] => [
    child.lastName,
    child.firstName,
    child.preferredName,
    ...grid.assignments.map((_, j) => {
      const cell = grid.cells[i]?.[j];
      if (!cell) return "";
      const average = returnedAverage(cell);
      return average !== null ? average.toFixed(1) : WORK_STATUS_LABELS[cell.status];
    }),
    ...mastery.standards.map((s) => {
      const level = masteryOf.get(`${child.id}:${s.id}`)?.level ?? null;
      return level === null ? masteryLabel(null) : `${masteryLabel(level)} (${level})`;
    }),
  ]);
  return csvDocument(header, rows);
}
