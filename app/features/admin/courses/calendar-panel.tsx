import { CalendarPlus, CalendarRange, Save, Star, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { formatCalendarDay } from "~/lib/dates";
import { useLocale, useT } from "~/lib/i18n";
import {
  SCHOOL_DAY_KINDS,
  schoolDaySchema,
  termsSchema,
  yearCreateSchema,
  yearPatchSchema,
  type CoursesOverview,
  type SchoolDayKind,
} from "#common/schemas/learning/courses";
import { addSchoolDay, createSchoolYear, makeYearCurrent, removeSchoolDay, setTerms, updateSchoolYear } from "./courses-api";
import { useCoursesAction, useCoursesForm } from "./use-courses-form";
import { RolloverCard } from "./rollover-card";

type Year = NonNullable<CoursesOverview["year"]>;

/** "New school year": name and dates; the first year made is the current one. */
export function NewYearDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (id: string) => void }) {
  const t = useT();
  const { form, submit, busy, failure } = useCoursesForm<{ name: string; startsOn: string; endsOn: string }>({
    schema: yearCreateSchema,
    defaults: { name: "", startsOn: "", endsOn: "" },
    fields: ["name", "startsOn", "endsOn"],
    send: async (values) => {
      const result = await createSchoolYear(values);
      onCreated(result.data.id);
      return result;
    },
    done: () => onOpenChange(false),
    failureText: t("courses.calendar.newYear.failure"),
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("courses.calendar.newYear")}
      description={t("courses.calendar.newYear.description")}
      label={t("courses.calendar.newYear")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("courses.calendar.newYear.submit")}
      busyLabel={t("courses.common.creating")}
      icon={<CalendarPlus aria-hidden="true" />}
    >
      <Field label={t("courses.common.name")} required error={errors.name?.message} description={t("courses.calendar.newYear.nameHint")}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("courses.common.firstDay")} required error={errors.startsOn?.message}>
          {(control) => <Input {...control} type="date" {...form.register("startsOn")} />}
        </Field>
        <Field label={t("courses.common.lastDay")} required error={errors.endsOn?.message}>
          {(control) => <Input {...control} type="date" {...form.register("endsOn")} />}
        </Field>
      </div>
    </FormDialog>
  );
}

function YearForm({ year }: { year: Year }) {
  const t = useT();
  const { form, submit, busy, failure } = useCoursesForm<{ name: string; startsOn: string; endsOn: string }>({
    schema: yearPatchSchema,
    defaults: { name: year.name, startsOn: year.startsOn, endsOn: year.endsOn },
    fields: ["name", "startsOn", "endsOn"],
    send: (values) => updateSchoolYear(year.id, values),
    failureText: t("courses.calendar.year.failure"),
  });
  useEffect(() => form.reset({ name: year.name, startsOn: year.startsOn, endsOn: year.endsOn }), [form, year.name, year.startsOn, year.endsOn]);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit} aria-label={t("courses.calendar.year.form")} className="space-y-4">
      {failure ? <Alert kind="error" title={failure} /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t("courses.common.name")} required error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
        </Field>
        <Field label={t("courses.common.firstDay")} required error={errors.startsOn?.message}>
          {(control) => <Input {...control} type="date" {...form.register("startsOn")} />}
        </Field>
        <Field label={t("courses.common.lastDay")} required error={errors.endsOn?.message}>
          {(control) => <Input {...control} type="date" {...form.register("endsOn")} />}
        </Field>
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        <Save aria-hidden="true" />
        {busy ? t("courses.common.saving") : t("courses.calendar.year.save")}
      </Button>
    </form>
  );
}

type TermValues = { terms: { name: string; startsOn: string; endsOn: string }[] };
/** A term not named yet is offered as "Term 2" in the screen's language. */
const termDefaults = (year: Year, t: ReturnType<typeof useT>): TermValues => ({
  terms: [1, 2, 3].map((n) => {
    const term = year.terms.find((x) => x.number === n);
    return { name: term?.name ?? t("courses.calendar.terms.term", { number: n }), startsOn: term?.startsOn ?? "", endsOn: term?.endsOn ?? "" };
  }),
});

function TermsForm({ year }: { year: Year }) {
  const t = useT();
  const fields = [0, 1, 2].flatMap((i) => [`terms.${i}.name`, `terms.${i}.startsOn`, `terms.${i}.endsOn`]);
  const { form, submit, busy, failure } = useCoursesForm<TermValues>({
    schema: termsSchema,
    defaults: termDefaults(year, t),
    fields: ["terms", ...fields],
    send: (values) => setTerms(year.id, values),
    failureText: t("courses.calendar.terms.failure"),
  });
  const key = JSON.stringify(year.terms);
  useEffect(() => form.reset(termDefaults(year, t)), [form, key]); // eslint-disable-line react-hooks/exhaustive-deps -- keyed on the terms' content: `year` is a new object on every read
  const errors = form.formState.errors.terms;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="terms-title" className="space-y-4">
      <h3 id="terms-title" className="text-lg font-semibold">
        {t("courses.calendar.terms.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("courses.calendar.terms.intro")}</p>
      {failure ? <Alert kind="error" title={failure} /> : null}
      {[0, 1, 2].map((i) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold">{t("courses.calendar.terms.term", { number: i + 1 })}</legend>
          <Field label={t("courses.common.name")} required error={errors?.[i]?.name?.message}>
            {(control) => <Input {...control} autoComplete="off" {...form.register(`terms.${i}.name`)} />}
          </Field>
          <Field label={t("courses.common.firstDay")} required error={errors?.[i]?.startsOn?.message}>
            {(control) => <Input {...control} type="date" {...form.register(`terms.${i}.startsOn`)} />}
          </Field>
          <Field label={t("courses.common.lastDay")} required error={errors?.[i]?.endsOn?.message}>
            {(control) => <Input {...control} type="date" {...form.register(`terms.${i}.endsOn`)} />}
          </Field>
        </fieldset>
      ))}
      <Button type="submit" variant="secondary" disabled={busy}>
        <Save aria-hidden="true" />
        {busy ? t("courses.common.saving") : t("courses.calendar.terms.save")}
      </Button>
    </form>
  );
}

function DaysSection({ year }: { year: Year }) {
  const t = useT();
  const locale = useLocale();
  const { busy, run } = useCoursesAction();
  const {
    form,
    submit,
    busy: adding,
    failure,
  } = useCoursesForm<{ kind: SchoolDayKind; title: string; startsOn: string; endsOn: string }>({
    schema: schoolDaySchema,
    defaults: { kind: "holiday", title: "", startsOn: "", endsOn: "" },
    fields: ["kind", "title", "startsOn", "endsOn"],
    send: (values) => addSchoolDay(year.id, values),
    failureText: t("courses.calendar.days.failure"),
  });
  const { errors } = form.formState;
  const startsOn = form.watch("startsOn");
  return (
    <section aria-labelledby="days-title" className="space-y-4">
      <h3 id="days-title" className="text-lg font-semibold">
        {t("courses.calendar.days.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("courses.calendar.days.intro")}</p>
      {year.days.length === 0 ? (
        <p className="rounded-lg border p-4 text-muted-foreground">{t("courses.calendar.days.none", { year: year.name })}</p>
      ) : (
        <Table caption={t("courses.calendar.days.caption", { year: year.name })}>
          <THead>
            <tr>
              <Th>{t("courses.calendar.days.day")}</Th>
              <Th>{t("courses.common.kind")}</Th>
              <Th>{t("courses.calendar.days.dates")}</Th>
              <Th>{t("courses.common.action")}</Th>
            </tr>
          </THead>
          <tbody>
            {year.days.map((d) => (
              <Tr key={d.id}>
                <Th scope="row" className="whitespace-normal font-semibold">
                  {d.title}
                </Th>
                <Td>{t("courses.calendar.days.kindName", { kind: d.kind })}</Td>
                <Td className="whitespace-nowrap">
                  {d.endsOn !== d.startsOn
                    ? t("courses.common.dateRange", { start: formatCalendarDay(d.startsOn, locale), end: formatCalendarDay(d.endsOn, locale) })
                    : formatCalendarDay(d.startsOn, locale)}
                </Td>
                <Td>
                  <Button size="sm" variant="outline" className="relative h-8" disabled={busy !== null} onClick={() => run(d.id, () => removeSchoolDay(d.id))}>
                    <Trash2 aria-hidden="true" />
                    {t("courses.common.remove")}
                    <span className="sr-only"> {d.title}</span>
                  </Button>
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
      <form noValidate onSubmit={submit} aria-label={t("courses.calendar.days.form")} className="space-y-4 rounded-lg border p-4">
        {failure ? <Alert kind="error" title={failure} /> : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t("courses.common.kind")} required error={errors.kind?.message}>
            {(control) => (
              <Select {...control} {...form.register("kind")}>
                {SCHOOL_DAY_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t("courses.calendar.days.kindName", { kind: k })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("courses.calendar.days.dayTitle")} required error={errors.title?.message}>
            {(control) => <Input {...control} autoComplete="off" placeholder={t("courses.calendar.days.titlePlaceholder")} {...form.register("title")} />}
          </Field>
          <Field label={t("courses.calendar.days.from")} required error={errors.startsOn?.message}>
            {(control) => <Input {...control} type="date" min={year.startsOn} max={year.endsOn} {...form.register("startsOn")} />}
          </Field>
          <Field label={t("courses.calendar.days.to")} required error={errors.endsOn?.message} description={t("courses.calendar.days.toHint")}>
            {(control) => <Input {...control} type="date" min={startsOn || year.startsOn} max={year.endsOn} {...form.register("endsOn")} />}
          </Field>
        </div>
        <Button type="submit" disabled={adding}>
          <CalendarPlus aria-hidden="true" />
          {adding ? t("courses.common.adding") : t("courses.calendar.days.add")}
        </Button>
      </form>
    </section>
  );
}

/** Year & calendar: the year shown (and making it current), its dates, terms and days off. */
export function CalendarPanel({ overview, onYear }: { overview: CoursesOverview; onYear: (id: string) => void }) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  const { busy, run } = useCoursesAction();
  const year = overview.year;
  return (
    <div className="space-y-6">
      <PanelHeader
        title={t("courses.calendar.title")}
        description={t("courses.calendar.description")}
        actions={
          <Button onClick={() => setCreating(true)}>
            <CalendarPlus aria-hidden="true" />
            {t("courses.calendar.newYear")}
          </Button>
        }
      />
      <NewYearDialog open={creating} onOpenChange={setCreating} onCreated={onYear} />
      {!year ? (
        <Alert kind="info" title={t("courses.calendar.noYear")}>
          <p>{t("courses.calendar.noYearText")}</p>
        </Alert>
      ) : (
        <>
          <Card className="space-y-4">
            <div className="flex flex-wrap items-center gap-3">
              <CalendarRange aria-hidden="true" className="size-5" />
              <h3 className="text-lg font-semibold">{year.name}</h3>
              {year.isCurrent ? (
                <Badge className="border-success/50 bg-success/10">
                  <Star aria-hidden="true" />
                  {t("courses.calendar.current")}
                </Badge>
              ) : (
                <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => run("current", () => makeYearCurrent(year.id))}>
                  <Star aria-hidden="true" />
                  {t("courses.calendar.makeCurrent", { year: year.name })}
                </Button>
              )}
            </div>
            <YearForm key={year.id} year={year} />
          </Card>
          <Card>
            <TermsForm key={year.id} year={year} />
          </Card>
          <Card>
            <DaysSection key={year.id} year={year} />
          </Card>
          {year.isCurrent ? <RolloverCard key={year.id} year={year} years={overview.years} /> : null}
        </>
      )}
    </div>
  );
}
