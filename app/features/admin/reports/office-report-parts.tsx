/**
 * What the office's attendance and learning reports on /admin/reports share (issue 33): the range
 * form (the current term when both dates are empty), a block per section with its heading, its rule
 * in words, its CSV download and its table or an empty state, and a rate in the reader's language.
 */
import { Download } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DateRangeFields, type DateRangeDraft } from "~/components/ui/date-range-fields";
import { useT } from "~/lib/i18n";

interface RangeFormProps {
  idPrefix: string;
  draft: DateRangeDraft;
  onDraft: (draft: DateRangeDraft) => void;
  /** The form's own message (a range the wrong way round, a number of days out of bounds). */
  error: string | null;
  onSubmit: () => void;
  /** The report's name, in the form's name: each report's form is a landmark of its own. */
  report: string;
  /** More fields after the dates. */
  children?: ReactNode;
}

export function RangeForm({ idPrefix, report, draft, onDraft, error, onSubmit, children }: RangeFormProps) {
  const t = useT();
  const errorId = `${idPrefix}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="space-y-2">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" aria-label={t("reports.datesOf", { report })}>
        <DateRangeFields idPrefix={idPrefix} value={draft} onChange={onDraft} errorId={error ? errorId : undefined} />
        {children}
        <Button type="submit" variant="secondary">
          {t("reports.show")}
        </Button>
      </form>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{t("reports.datesNote")}</p>
    </div>
  );
}

/** From after To: the message, else null. ISO dates compare as text. */
export function rangeOrderError(draft: DateRangeDraft, message: string): string | null {
  return draft.from && draft.to && draft.from > draft.to ? message : null;
}

interface ReportBlockProps {
  id: string;
  title: string;
  /** The section's rule or scope in words. */
  text: string;
  csvHref: string;
  empty: string;
  isEmpty: boolean;
  /** How many rows the section has: past ROWS_SHOWN the rest wait behind "Show all" (the CSV has every one). */
  total: number;
  /** The table of the first `shown` rows. */
  children: (shown: number) => ReactNode;
}

/** The rows a section shows before "Show all": the page stays a page, not tens of thousands of pixels. */
export const ROWS_SHOWN = 10;

/** One section: heading, rule, CSV link, then its table (scrolling inside the card on a narrow screen) or the empty state. */
export function ReportBlock({ id, title, text, csvHref, empty, isEmpty, total, children }: ReportBlockProps) {
  const t = useT();
  const [all, setAll] = useState(false);
  const more = total > ROWS_SHOWN;
  return (
    <Card className="min-w-0 space-y-3 p-4 sm:p-6" aria-labelledby={id} role="group" data-testid={id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        <Button asChild variant="outline">
          <a href={csvHref} download aria-label={t("reports.downloadLabel", { report: title })}>
            <Download aria-hidden="true" />
            {t("reports.downloadCsv")}
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{text}</p>
      {isEmpty ? <p className="rounded-lg border border-dashed p-4 text-muted-foreground">{empty}</p> : children(all ? total : ROWS_SHOWN)}
      {more ? (
        <Button variant="ghost" onClick={() => setAll(!all)} aria-expanded={all} data-testid={`${id}-all`}>
          {all ? t("reports.showFewer", { count: ROWS_SHOWN }) : t("reports.showAll", { count: total })}
        </Button>
      ) : null}
    </Card>
  );
}

/** A rate 0-100 as "89%" ("89 %" in Spanish), or the words for none. */
export function RateText({ rate }: { rate: number | null }) {
  const t = useT();
  return <>{rate === null ? t("reports.noRate") : t("reports.percent", { rate })}</>;
}
