import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import {
  formatPercent,
  formatUsd,
  NEW_STUDENT_FEE,
  PAY_IN_FULL_DISCOUNT_PERCENT,
  SIBLING_DISCOUNT_PERCENT,
  STACKED_DISCOUNT_PERCENT,
  tuitionTable,
  type TuitionRow,
} from "../../../common/tuition";

type AmountKey = Exclude<keyof TuitionRow, "grade" | "label">;

interface Column {
  key: AmountKey;
  header: ReactNode;
}

interface PriceTableProps {
  id: string;
  caption: ReactNode;
  columns: Column[];
  className?: string;
}

/**
 * One table of prices by grade. On a narrow screen it scrolls sideways inside a focusable, named
 * region (so keyboard users can scroll it too) while the grade column stays in view.
 */
function PriceTable({ id, caption, columns, className }: PriceTableProps) {
  const captionId = `${id}-caption`;
  const rows = tuitionTable();
  return (
    <div
      id={id}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={cn("overflow-x-auto rounded-xl border bg-card text-card-foreground shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring", className)}
    >
      <table className="w-full border-collapse text-sm sm:text-base">
        <caption id={captionId} className="px-3 pb-2 pt-4 text-left text-sm text-muted-foreground sm:px-6">
          {caption}
        </caption>
        <thead>
          <tr className="border-b bg-muted">
            <th scope="col" className="sticky left-0 z-10 bg-muted px-2 py-3 text-left align-bottom font-semibold sm:px-6">
              Grade
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-3 text-right align-bottom font-semibold sm:px-6">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.grade} className="border-b last:border-b-0">
              <th scope="row" className="sticky left-0 z-10 whitespace-nowrap bg-card px-2 py-3 text-left font-semibold sm:px-6">
                {row.label}
              </th>
              {columns.map((c) => (
                <td key={c.key} className="whitespace-nowrap px-2 py-3 text-right tabular-nums sm:px-6">
                  {formatUsd(row[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const fee = formatUsd(NEW_STUDENT_FEE);

/** Spec section 9, first six columns: list prices, terms, pay in full and the new-entry figures. */
export function BaseTuitionTable() {
  return (
    <PriceTable
      id="base-tuition-table"
      caption="Base tuition by grade for one school year, in U.S. dollars"
      columns={[
        { key: "annual", header: "Annual" },
        { key: "term", header: "Per term" },
        { key: "payInFull", header: `Pay in full (${formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT)} off)` },
        { key: "newEntryPayInFull", header: `New-entry pay in full (+${fee})` },
        { key: "newEntryFirstTerm", header: "New-entry first term" },
      ]}
    />
  );
}

/** Spec section 9, sibling columns: what each additional sibling pays. */
export function SiblingTuitionTable() {
  return (
    <PriceTable
      id="sibling-tuition-table"
      caption="Sibling tuition by grade, in U.S. dollars"
      columns={[
        { key: "siblingAnnual", header: `Sibling annual (${formatPercent(SIBLING_DISCOUNT_PERCENT)} off)` },
        { key: "siblingTerm", header: "Sibling per term" },
        { key: "siblingPayInFull", header: `Sibling pay in full (${formatPercent(STACKED_DISCOUNT_PERCENT)} total)` },
      ]}
    />
  );
}
