import type { ReactNode } from "react";
import { useLanguage, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import {
  formatPercent,
  formatUsd,
  NEW_STUDENT_FEE,
  PAY_IN_FULL_DISCOUNT_PERCENT,
  SIBLING_DISCOUNT_PERCENT,
  STACKED_DISCOUNT_PERCENT,
  tuitionGradeLabel,
  tuitionTable,
  type TuitionRow,
} from "#common/tuition";

type AmountKey = Exclude<keyof TuitionRow, "grade" | "label">;

interface Column {
  key: AmountKey;
  header: string;
}

interface PriceTableProps {
  id: string;
  caption: ReactNode;
  columns: Column[];
  /** How wide the table needs to be before it stacks (the `stacked` variant in app.css). */
  stack: "wide" | "narrow";
  className?: string;
}

/**
 * One table of prices by grade. In a box too narrow for its columns (a phone) it stacks, CSS only:
 * each grade becomes a block with its amounts one per line, each beside its column's name, so every
 * figure is on screen without scrolling sideways. The column headers stay for assistive technology
 * (visually hidden), and the explicit roles keep the table a table for screen readers once its
 * display is no longer `table` (WebKit drops the semantics otherwise). Should a larger text size still
 * overflow, the table scrolls inside a focusable, named region with the grade column in view.
 */
function PriceTable({ id, caption, columns, stack, className }: PriceTableProps) {
  const t = useT();
  const language = useLanguage();
  const captionId = `${id}-caption`;
  const rows = tuitionTable();
  return (
    <div
      id={id}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-stack={stack}
      className={cn(
        "@container overflow-x-auto rounded-xl border bg-card text-card-foreground shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <table role="table" aria-labelledby={captionId} className="w-full border-collapse text-sm stacked:block sm:text-base">
        <caption id={captionId} className="px-3 pb-2 pt-4 text-left text-sm text-muted-foreground stacked:block stacked:px-4 @3xl:px-6">
          {caption}
        </caption>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit table roles survive display:block (see above) */}
        <thead role="rowgroup" className="stacked:sr-only">
          <tr role="row" className="border-b bg-muted">
            <th scope="col" role="columnheader" className="sticky left-0 z-10 bg-muted px-2 py-3 text-left align-bottom font-semibold @3xl:px-6">
              {t("tuition.table.grade")}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" role="columnheader" className="px-3 py-3 text-right align-bottom font-semibold @3xl:px-6">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit table roles survive display:block (see above) */}
        <tbody role="rowgroup" className="stacked:block stacked:border-t">
          {rows.map((row) => (
            <tr key={row.grade} role="row" className="border-b last:border-b-0 stacked:block stacked:px-4 stacked:py-3">
              <th
                scope="row"
                role="rowheader"
                className="sticky left-0 z-10 whitespace-nowrap bg-card px-2 py-3 text-left font-semibold stacked:static stacked:block stacked:px-0 stacked:pb-1 stacked:pt-0 stacked:text-base @3xl:px-6"
              >
                {tuitionGradeLabel(row.grade, language)}
              </th>
              {columns.map((c) => (
                <td
                  key={c.key}
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td is a cell; explicit so it stays one once stacked (see above)
                  role="cell"
                  className="whitespace-nowrap px-2 py-3 text-right tabular-nums stacked:flex stacked:items-baseline stacked:justify-between stacked:gap-4 stacked:px-0 stacked:py-1 @3xl:px-6"
                >
                  {/* The column's name beside the amount once stacked; screen readers hear the header. */}
                  <span aria-hidden="true" className="hidden whitespace-normal text-left text-muted-foreground stacked:inline">
                    {c.header}
                  </span>
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

/** docs/product.md section 9, first six columns: list prices, terms, pay in full and the new-entry figures. */
export function BaseTuitionTable() {
  const t = useT();
  return (
    <PriceTable
      id="base-tuition-table"
      caption={t("tuition.table.baseCaption")}
      stack="wide"
      columns={[
        { key: "annual", header: t("tuition.table.annual") },
        { key: "term", header: t("tuition.table.term") },
        { key: "payInFull", header: t("tuition.table.payInFull", { off: formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT) }) },
        { key: "newEntryPayInFull", header: t("tuition.table.newEntryPayInFull", { fee }) },
        { key: "newEntryFirstTerm", header: t("tuition.table.newEntryFirstTerm") },
      ]}
    />
  );
}

/** docs/product.md section 9, sibling columns: what each additional sibling pays. */
export function SiblingTuitionTable() {
  const t = useT();
  return (
    <PriceTable
      id="sibling-tuition-table"
      caption={t("tuition.table.siblingCaption")}
      stack="narrow"
      columns={[
        { key: "siblingAnnual", header: t("tuition.table.siblingAnnual", { off: formatPercent(SIBLING_DISCOUNT_PERCENT) }) },
        { key: "siblingTerm", header: t("tuition.table.siblingTerm") },
        { key: "siblingPayInFull", header: t("tuition.table.siblingPayInFull", { off: formatPercent(STACKED_DISCOUNT_PERCENT) }) },
      ]}
    />
  );
}
