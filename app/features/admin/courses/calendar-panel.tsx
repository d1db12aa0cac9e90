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
import {
  SCHOOL_DAY_KINDS,
  SCHOOL_DAY_KIND_LABELS,
  schoolDaySchema,
  termsSchema,
  yearCreateSchema,
  yearPatchSchema,
  type CoursesOverview,
  type SchoolDayKind,
} from "#common/schemas/learning/courses";
import { addSchoolDay, createSchoolYear, makeYearCurrent, removeSchoolDay, setTerms, updateSchoolYear } from "./courses-api";
import { useCoursesAction, useCoursesForm } from "./use-courses-form";

type Year = NonNullable<CoursesOverview["year"]>;

/** "New school year": name and dates; the first year made is the current one. */
export function NewYearDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (id: string) => void }) {
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
    failureText: "The school year could not be created. Please try again.",
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title="New school year"
      description="Give the year its name and first and last days. Add its three terms and days off next."
      label="New school year"
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel="Create year"
      busyLabel="Creating..."
      icon={<CalendarPlus aria-hidden="true" />}
    >
      <Field label="Name" required error={errors.name?.message} description='For example "2026-27".'>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First day" required error={errors.startsOn?.message}>
          {(control) => <Input {...control} type="date" {...form.register("startsOn")} />}
        </Field>
        <Field label="Last day" required error={errors.endsOn?.message}>
          {(control) => <Input {...control} type="date" {...form.register("endsOn")} />}
        </Field>
      </div>
    </FormDialog>
  );
}

function YearForm({ year }: { year: Year }) {
  const { form, submit, busy, failure } = useCoursesForm<{ name: string; startsOn: string; endsOn: string }>({
    schema: yearPatchSchema,
    defaults: { name: year.name, startsOn: year.startsOn, endsOn: year.endsOn },
    fields: ["name", "startsOn", "endsOn"],
    send: (values) => updateSchoolYear(year.id, values),
    failureText: "The year could not be saved. Please try again.",
  });
  useEffect(() => form.reset({ name: year.name, startsOn: year.startsOn, endsOn: year.endsOn }), [form, year.name, year.startsOn, year.endsOn]);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit} aria-label="School year dates" className="space-y-4">
      {failure ? <Alert kind="error" title={failure} /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Name" required error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
        </Field>
        <Field label="First day" required error={errors.startsOn?.message}>
          {(control) => <Input {...control} type="date" {...form.register("startsOn")} />}
        </Field>
        <Field label="Last day" required error={errors.endsOn?.message}>
          {(control) => <Input {...control} type="date" {...form.register("endsOn")} />}
        </Field>
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        <Save aria-hidden="true" />
        {busy ? "Saving..." : "Save year"}
      </Button>
    </form>
  );
}

type TermValues = { terms: { name: string; startsOn: string; endsOn: string }[] };
const termDefaults = (year: Year): TermValues => ({
  terms: [1, 2, 3].map((n) => {
    const t = year.terms.find((x) => x.number === n);
    return { name: t?.name ?? `Term ${n}`, startsOn: t?.startsOn ?? "", endsOn: t?.endsOn ?? "" };
  }),
});

function TermsForm({ year }: { year: Year }) {
  const fields = [0, 1, 2].flatMap((i) => [`terms.${i}.name`, `terms.${i}.startsOn`, `terms.${i}.endsOn`]);
  const { form, submit, busy, failure } = useCoursesForm<TermValues>({
    schema: termsSchema,
    defaults: termDefaults(year),
    fields: ["terms", ...fields],
    send: (values) => setTerms(year.id, values),
    failureText: "The terms could not be saved. Please try again.",
  });
  const key = JSON.stringify(year.terms);
  useEffect(() => form.reset(termDefaults(year)), [form, key]); // eslint-disable-line react-hooks/exhaustive-deps -- keyed on the terms' content: `year` is a new object on every read
  const errors = form.formState.errors.terms;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="terms-title" className="space-y-4">
      <h3 id="terms-title" className="text-lg font-semibold">
        Terms
      </h3>
      <p className="text-sm text-muted-foreground">Tuition is paid in three terms. Each term falls within the year, after the one before.</p>
      {failure ? <Alert kind="error" title={failure} /> : null}
      {[0, 1, 2].map((i) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold">Term {i + 1}</legend>
          <Field label="Name" required error={errors?.[i]?.name?.message}>
            {(control) => <Input {...control} autoComplete="off" {...form.register(`terms.${i}.name`)} />}
          </Field>
          <Field label="First day" required error={errors?.[i]?.startsOn?.message}>
            {(control) => <Input {...control} type="date" {...form.register(`terms.${i}.startsOn`)} />}
          </Field>
          <Field label="Last day" required error={errors?.[i]?.endsOn?.message}>
            {(control) => <Input {...control} type="date" {...form.register(`terms.${i}.endsOn`)} />}
          </Field>
        </fieldset>
      ))}
      <Button type="submit" variant="secondary" disabled={busy}>
        <Save aria-hidden="true" />
        {busy ? "Saving..." : "Save terms"}
      </Button>
    </form>
  );
}

function DaysSection({ year }: { year: Year }) {
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
    failureText: "The day could not be added. Please try again.",
  });
  const { errors } = form.formState;
  const startsOn = form.watch("startsOn");
  return (
    <section aria-labelledby="days-title" className="space-y-4">
      <h3 id="days-title" className="text-lg font-semibold">
        Holidays, closures and events
      </h3>
      <p className="text-sm text-muted-foreground">
        Holidays and closures have no classes: adding one removes the class sessions on those days. Events show on every calendar and cancel nothing.
      </p>
      {year.days.length === 0 ? (
        <p className="rounded-lg border p-4 text-muted-foreground">No days added to {year.name} yet.</p>
      ) : (
        <Table caption={`Holidays, closures and events of ${year.name}`}>
          <THead>
            <tr>
              <Th>Day</Th>
              <Th>Kind</Th>
              <Th>Dates</Th>
              <Th>Action</Th>
            </tr>
          </THead>
          <tbody>
            {year.days.map((d) => (
              <Tr key={d.id}>
                <Th scope="row" className="whitespace-normal font-semibold">
                  {d.title}
                </Th>
                <Td>{SCHOOL_DAY_KIND_LABELS[d.kind]}</Td>
                <Td className="whitespace-nowrap">
                  {formatCalendarDay(d.startsOn)}
                  {d.endsOn !== d.startsOn ? ` to ${formatCalendarDay(d.endsOn)}` : ""}
                </Td>
                <Td>
                  <Button size="sm" variant="outline" className="relative h-8" disabled={busy !== null} onClick={() => run(d.id, () => removeSchoolDay(d.id))}>
                    <Trash2 aria-hidden="true" />
                    Remove<span className="sr-only"> {d.title}</span>
                  </Button>
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
      <form noValidate onSubmit={submit} aria-label="Add a day" className="space-y-4 rounded-lg border p-4">
        {failure ? <Alert kind="error" title={failure} /> : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Kind" required error={errors.kind?.message}>
            {(control) => (
              <Select {...control} {...form.register("kind")}>
                {SCHOOL_DAY_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {SCHOOL_DAY_KIND_LABELS[k]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Title" required error={errors.title?.message}>
            {(control) => <Input {...control} autoComplete="off" placeholder="Thanksgiving break" {...form.register("title")} />}
          </Field>
          <Field label="From" required error={errors.startsOn?.message}>
            {(control) => <Input {...control} type="date" min={year.startsOn} max={year.endsOn} {...form.register("startsOn")} />}
          </Field>
          <Field label="To" required error={errors.endsOn?.message} description="The same day for a single day.">
            {(control) => <Input {...control} type="date" min={startsOn || year.startsOn} max={year.endsOn} {...form.register("endsOn")} />}
          </Field>
        </div>
        <Button type="submit" disabled={adding}>
          <CalendarPlus aria-hidden="true" />
          {adding ? "Adding..." : "Add day"}
        </Button>
      </form>
    </section>
  );
}

/** Year & calendar: the year shown (and making it current), its dates, terms and days off. */
export function CalendarPanel({ overview, onYear }: { overview: CoursesOverview; onYear: (id: string) => void }) {
  const [creating, setCreating] = useState(false);
  const { busy, run } = useCoursesAction();
  const year = overview.year;
  return (
    <div className="space-y-6">
      <PanelHeader
        title="Year and calendar"
        description="School years, their three terms, and the days without classes."
        actions={
          <Button onClick={() => setCreating(true)}>
            <CalendarPlus aria-hidden="true" />
            New school year
          </Button>
        }
      />
      <NewYearDialog open={creating} onOpenChange={setCreating} onCreated={onYear} />
      {!year ? (
        <Alert kind="info" title="No school year yet">
          <p>Create the first school year to add terms, holidays and classes.</p>
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
                  Current year
                </Badge>
              ) : (
                <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => run("current", () => makeYearCurrent(year.id))}>
                  <Star aria-hidden="true" />
                  Make {year.name} the current year
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
        </>
      )}
    </div>
  );
}
