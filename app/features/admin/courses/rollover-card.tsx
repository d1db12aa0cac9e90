import { useQueryClient } from "@tanstack/react-query";
import { ArrowRightCircle, Eye } from "lucide-react";
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { formatCalendarDay, useSchoolToday } from "~/lib/dates";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { gradeByApplicationValue, gradeLabel, NO_GRADE_LABEL } from "#common/grades";
import type { YearView } from "#common/schemas/learning/courses";
import type { RolloverMove, RolloverResult } from "#common/schemas/learning/rollover";
import { refreshAfterCoursesChange, rollOverYear } from "./courses-api";

/** The moves by grade, youngest first: where each grade's children go (the next grade, or out as graduates). */
function groupByGrade(moves: readonly RolloverMove[]): [string, RolloverMove[]][] {
  const groups = new Map<string, RolloverMove[]>();
  for (const move of moves) groups.set(move.fromGrade, [...(groups.get(move.fromGrade) ?? []), move]);
  const order = (grade: string) => gradeByApplicationValue(grade)?.number ?? Number.MAX_SAFE_INTEGER;
  return [...groups.entries()].sort(([a], [b]) => order(a) - order(b));
}

/**
 * The move to the next school year (issue 36) on the current year's calendar: choose the next year,
 * preview what the move does (every child's move, the classes copied, any class over its limit), and make
 * it once this year's last day has passed.
 */
export function RolloverCard({ year, years }: { year: YearView; years: readonly YearView[] }) {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const later = years.filter((y) => y.startsOn > year.endsOn).sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const [toYearId, setToYearId] = useState(later[0]?.id ?? "");
  const [preview, setPreview] = useState<RolloverResult | null>(null);
  const [busy, setBusy] = useState<"preview" | "move" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ended = useSchoolToday() > year.endsOn;
  const target = later.find((y) => y.id === toYearId);

  async function send(dryRun: boolean) {
    setBusy(dryRun ? "preview" : "move");
    setFailure(null);
    try {
      const answer = await rollOverYear({ toYearId, dryRun });
      if (dryRun) setPreview(answer.data);
      else {
        setConfirming(false);
        setPreview(null);
        toast({ variant: "success", title: t("courses.rollover.done", { year: answer.data.toYear }) });
        await refreshAfterCoursesChange(client);
      }
    } catch (error) {
      setFailure(serverMessage(error) ?? t("courses.common.tryAgain"));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className="space-y-4" role="region" aria-labelledby="rollover-title">
      <h3 id="rollover-title" className="text-lg font-semibold">
        {t("courses.rollover.title")}
      </h3>
      <p className="text-sm text-muted-foreground text-pretty">{t("courses.rollover.text", { year: year.name })}</p>
      {later.length === 0 ? (
        <Alert kind="info" title={t("courses.rollover.noNextYear")}>
          <p>{t("courses.rollover.noNextYearText")}</p>
        </Alert>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t("courses.rollover.toYear")} className="w-48">
            {(control) => (
              <Select
                {...control}
                value={toYearId}
                onChange={(event) => {
                  setToYearId(event.target.value);
                  setPreview(null);
                }}
              >
                {later.map((y) => (
                  <option key={y.id} value={y.id}>
                    {y.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button variant="secondary" disabled={busy !== null} onClick={() => void send(true)}>
            <Eye aria-hidden="true" />
            {busy === "preview" ? t("courses.rollover.previewing") : t("courses.rollover.preview")}
          </Button>
        </div>
      )}
      {failure ? <Alert kind="error" title={failure} /> : null}
      {preview ? <RolloverPreview preview={preview} /> : null}
      {preview && target ? (
        <div className="space-y-2">
          <Button disabled={!ended || preview.overLimit.length > 0 || busy !== null} onClick={() => setConfirming(true)}>
            <ArrowRightCircle aria-hidden="true" />
            {t("courses.rollover.move", { year: target.name })}
          </Button>
          {!ended ? <p className="text-sm text-muted-foreground">{t("courses.rollover.notYet", { day: formatCalendarDay(year.endsOn, locale) })}</p> : null}
        </div>
      ) : null}
      {preview && target ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          busy={busy === "move"}
          title={t("courses.rollover.confirmTitle", { year: target.name })}
          confirmLabel={t("courses.rollover.move", { year: target.name })}
          busyLabel={t("courses.rollover.moving")}
          onConfirm={() => void send(false)}
          error={failure}
        >
          <p>
            {t("courses.rollover.confirmText", {
              from: year.name,
              to: target.name,
              children: preview.moves.length - preview.graduates,
              graduates: preview.graduates,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

function RolloverPreview({ preview }: { preview: RolloverResult }) {
  const t = useT();
  const language = useLanguage();
  const grade = (value: string) => gradeLabel(value, "name", NO_GRADE_LABEL, language);
  return (
    <div className="space-y-4" data-testid="rollover-preview">
      <p className="font-medium">
        {t("courses.rollover.summary", {
          children: preview.moves.length - preview.graduates,
          graduates: preview.graduates,
          classes: preview.classesCopied,
          year: preview.toYear,
        })}
      </p>
      {preview.overLimit.length ? (
        <Alert kind="warning" title={t("courses.rollover.overLimit")}>
          <p>{t("courses.rollover.overLimitText", { classes: preview.overLimit.join(", ") })}</p>
        </Alert>
      ) : null}
      <div className="space-y-2">
        {groupByGrade(preview.moves).map(([from, moves]) => (
          <details key={from} className="rounded-md border p-3">
            <summary className="cursor-pointer font-medium">
              {moves[0]!.toGrade === null
                ? t("courses.rollover.graduating", { grade: grade(from), count: moves.length })
                : t("courses.rollover.gradeMove", { from: grade(from), to: grade(moves[0]!.toGrade), count: moves.length })}
            </summary>
            <ul className="mt-2 space-y-1 text-sm">
              {moves.map((move) => (
                <li key={move.studentId}>
                  {move.toGrade === null
                    ? t("courses.rollover.graduates", { name: move.name })
                    : move.classes.length
                      ? t("courses.rollover.childClasses", { name: move.name, classes: move.classes.join(", ") })
                      : t("courses.rollover.noClass", { name: move.name })}
                  {move.notPlaced.length ? (
                    <span className="ml-1 text-destructive">{t("courses.rollover.notPlaced", { classes: move.notPlaced.join(", ") })}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
      <details className="rounded-md border p-3">
        <summary className="cursor-pointer font-medium">{t("courses.rollover.classes", { year: preview.toYear, count: preview.classes.length })}</summary>
        <div className="mt-2">
          <Table caption={t("courses.rollover.classes", { year: preview.toYear, count: preview.classes.length })}>
            <THead>
              <Tr>
                <Th>{t("courses.rollover.column.class")}</Th>
                <Th>{t("courses.rollover.column.grade")}</Th>
                <Th>{t("courses.rollover.column.children")}</Th>
              </Tr>
            </THead>
            <tbody>
              {preview.classes.map((c) => (
                <Tr key={c.name}>
                  <Td>{c.name}</Td>
                  <Td>{grade(c.grade)}</Td>
                  <Td className={c.children > c.capacity ? "text-destructive" : undefined}>
                    {t("courses.rollover.places", { children: c.children, capacity: c.capacity })}
                  </Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        </div>
      </details>
    </div>
  );
}
