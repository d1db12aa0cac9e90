import { useT } from "~/lib/i18n";

/** An upload's progress, with its words for assistive technology and the figure beside it. */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const t = useT();
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const figure = t("work.progress.percent", { percent });
  return (
    <div className="flex items-center gap-3" data-testid="upload-progress">
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={figure}
        className="h-4 w-full max-w-md overflow-hidden rounded-full border bg-muted"
      >
        <span className="block h-full rounded-full bg-primary motion-safe:transition-[width]" style={{ width: `${percent}%` }} />
      </span>
      <span className="text-lg tabular-nums" aria-hidden="true">
        {figure}
      </span>
    </div>
  );
}
