import { useT } from "~/lib/i18n";
import { Input } from "./input";

export interface DateRangeDraft {
  from: string;
  to: string;
}

/**
 * The From and To date inputs of a filter form (ISO dates, either may be empty). A range error
 * belongs to its end: `errorId` marks the To field invalid and points it at the message.
 */
export function DateRangeFields({
  idPrefix,
  value,
  onChange,
  errorId,
  inputClassName = "w-auto",
}: {
  idPrefix: string;
  value: DateRangeDraft;
  onChange: (next: DateRangeDraft) => void;
  errorId?: string;
  /** "w-auto" sizes the inputs to their dates in a row of controls; "" fills a grid cell. */
  inputClassName?: string;
}) {
  const t = useT();
  return (
    <>
      {(["from", "to"] as const).map((edge) => (
        <div key={edge} className="space-y-1.5">
          <label htmlFor={`${idPrefix}-${edge}`} className="block text-sm font-semibold">
            {t(edge === "from" ? "ui.dateRange.from" : "ui.dateRange.to")}
          </label>
          <Input
            id={`${idPrefix}-${edge}`}
            type="date"
            className={inputClassName}
            value={value[edge]}
            aria-invalid={(edge === "to" && !!errorId) || undefined}
            aria-describedby={edge === "to" ? errorId : undefined}
            onChange={(e) => onChange({ ...value, [edge]: e.target.value })}
          />
        </div>
      ))}
    </>
  );
}
