/**
 * The charts of insights and analytics, drawn with plain HTML and SVG (no chart library: they are
 * bars and lines over a few dozen numbers). Each chart is a picture for sighted readers, hidden from
 * assistive technology, and is always followed by its data table (the same numbers), which screen
 * readers and keyboards reach; the figure's caption names both.
 */
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

export interface Series {
  key: string;
  label: string;
  /** A background class for bars and the legend's swatch (bg-...), and a stroke class for lines (stroke-...). */
  barClass: string;
  lineClass?: string;
}

export function ChartFigure({
  id,
  title,
  description,
  chart,
  table,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
}) {
  const t = useT();
  return (
    <figure aria-labelledby={`${id}-caption`} className="space-y-4 rounded-xl border bg-card p-4 text-card-foreground" data-testid={`chart-${id}`}>
      <figcaption id={`${id}-caption`} className="space-y-1">
        <span className="block text-lg font-semibold">{title}</span>
        {description ? <span className="block text-sm text-muted-foreground">{description}</span> : null}
        <span className="block text-sm text-muted-foreground">{t("insights.chart.numbersBelow")}</span>
      </figcaption>
      <div aria-hidden="true">{chart}</div>
      {table}
    </figure>
  );
}

export function Legend({ series }: { series: readonly Series[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-2">
          <span className={cn("inline-block size-3 rounded-sm", s.barClass)} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Horizontal bars, one row per label, the series side by side (stacked: one bar split by series).
 * The scale is the largest row total (or value), so rows compare.
 */
export function BarRows({
  rows,
  series,
  stacked = false,
  max,
  format = String,
}: {
  rows: { label: string; values: Record<string, number> }[];
  series: readonly Series[];
  stacked?: boolean;
  max?: number;
  format?: (n: number) => string;
}) {
  const top =
    max ??
    Math.max(
      1,
      ...rows.map((r) => (stacked ? series.reduce((n, s) => n + (r.values[s.key] ?? 0), 0) : Math.max(0, ...series.map((s) => r.values[s.key] ?? 0)))),
    );
  return (
    <div className="space-y-3">
      <Legend series={series} />
      <ul className="space-y-2">
        {rows.map((row) => (
          <li key={row.label} className="grid grid-cols-1 gap-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-center sm:gap-3">
            <span className="truncate text-sm font-medium" title={row.label}>
              {row.label}
            </span>
            {stacked ? (
              <div className="flex h-6 w-full overflow-hidden rounded bg-muted">
                {series.map((s) => {
                  const v = row.values[s.key] ?? 0;
                  return v > 0 ? (
                    <div key={s.key} className={cn("h-full border-r border-background last:border-r-0", s.barClass)} style={{ width: `${(v / top) * 100}%` }} />
                  ) : null;
                })}
              </div>
            ) : (
              <div className="space-y-1">
                {series.map((s) => {
                  const v = row.values[s.key] ?? 0;
                  return (
                    <div key={s.key} className="flex items-center gap-2">
                      <div className="h-4 flex-1 rounded bg-muted">
                        <div className={cn("h-full rounded", s.barClass)} style={{ width: `${(v / top) * 100}%` }} />
                      </div>
                      <span className="w-12 text-right text-xs tabular-nums">{format(v)}</span>
                    </div>
                  );
                })}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Lines over weeks, one per series, on a fixed scale (`min`-`max`). Points without a value are skipped. */
export function LineChart({
  weeks,
  series,
  values,
  min,
  max,
  yLabels,
}: {
  weeks: string[];
  series: readonly Series[];
  values: Record<string, (number | null)[]>;
  min: number;
  max: number;
  yLabels: { value: number; label: string }[];
}) {
  const width = 420;
  const height = 220;
  const pad = { left: 86, right: 12, top: 10, bottom: 28 };
  const x = (i: number) => pad.left + (weeks.length <= 1 ? 0 : (i / (weeks.length - 1)) * (width - pad.left - pad.right));
  const y = (v: number) => pad.top + (1 - (v - min) / (max - min)) * (height - pad.top - pad.bottom);
  return (
    <div className="space-y-3">
      <Legend series={series} />
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" focusable="false">
        {yLabels.map((l) => (
          <g key={l.value}>
            <line x1={pad.left} x2={width - pad.right} y1={y(l.value)} y2={y(l.value)} className="stroke-border" strokeWidth={1} />
            <text x={pad.left - 6} y={y(l.value) + 4} textAnchor="end" className="fill-muted-foreground text-[12px]">
              {l.label}
            </text>
          </g>
        ))}
        {weeks.length > 0 ? (
          <>
            <text x={pad.left} y={height - 8} className="fill-muted-foreground text-[12px]">
              {weeks[0]}
            </text>
            <text x={width - pad.right} y={height - 8} textAnchor="end" className="fill-muted-foreground text-[12px]">
              {weeks.at(-1)}
            </text>
          </>
        ) : null}
        {series.map((s) => {
          const points = (values[s.key] ?? []).map((v, i) => (v === null ? null : `${x(i)},${y(v)}`)).filter((p): p is string => p !== null);
          return (
            <g key={s.key}>
              <polyline points={points.join(" ")} fill="none" strokeWidth={3} className={s.lineClass} />
              {points.map((p) => {
                const [cx, cy] = p.split(",").map(Number);
                return <circle key={p} cx={cx} cy={cy} r={4} className={cn(s.lineClass, "fill-background")} strokeWidth={2} />;
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
