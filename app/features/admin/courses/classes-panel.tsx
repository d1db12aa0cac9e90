import { Archive, ChevronRight, School } from "lucide-react";
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { APPLICATION_GRADE_VALUES, gradeLabel } from "#common/grades";
import { CLASS_KINDS, CLASS_KIND_LABELS, classCreateSchema, type ClassKind, type ClassSummary, type CoursesOverview } from "#common/schemas/learning/courses";
import { createClass, useStaffCandidates } from "./courses-api";
import { numberOrNull, useCoursesForm } from "./use-courses-form";

interface NewClassValues {
  schoolYearId: string;
  kind: ClassKind;
  grade: string;
  subjectId: string;
  name: string;
  teacherId: string | undefined;
  maxStudents: number | null;
}

function NewClassDialog({
  open,
  onOpenChange,
  overview,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  overview: CoursesOverview;
  onCreated: (id: string) => void;
}) {
  const teachers = useStaffCandidates();
  const defaults: NewClassValues = {
    schoolYearId: overview.year?.id ?? "",
    kind: "homeroom",
    grade: "",
    subjectId: "",
    name: "",
    teacherId: undefined,
    maxStudents: null,
  };
  const { form, submit, busy, failure } = useCoursesForm<NewClassValues>({
    schema: classCreateSchema,
    defaults,
    fields: ["kind", "grade", "subjectId", "name", "teacherId", "maxStudents"],
    send: async (values) => {
      const result = await createClass({ ...values, schoolYearId: overview.year!.id });
      onCreated(result.data.id);
      return result;
    },
    done: () => onOpenChange(false),
    failureText: "The class could not be created. Please try again.",
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={`New class in ${overview.year?.name ?? "this year"}`}
      description={`A class holds ${overview.perTeacher} children per teacher (the school's ratio), or fewer with a lower limit.`}
      label="New class"
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel="Create class"
      busyLabel="Creating..."
      icon={<School aria-hidden="true" />}
    >
      <Field label="Name" required error={errors.name?.message} description='For example "Grade 2 Owls" or "Grade 4 Math A".'>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Kind" required error={errors.kind?.message}>
          {(control) => (
            <Select {...control} {...form.register("kind")}>
              {CLASS_KINDS.map((k) => (
                <option key={k} value={k}>
                  {CLASS_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Grade" required error={errors.grade?.message}>
          {(control) => (
            <Select {...control} {...form.register("grade")}>
              <option value="">Choose a grade</option>
              {APPLICATION_GRADE_VALUES.map((g) => (
                <option key={g} value={g}>
                  {gradeLabel(g)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label="Subject" required error={errors.subjectId?.message}>
        {(control) => (
          <Select {...control} {...form.register("subjectId")}>
            <option value="">Choose a subject</option>
            {overview.subjects.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Teacher" error={errors.teacherId?.message} description="The lead teacher; co-teachers and support staff are added on the class.">
        {(control) => (
          <Select {...control} {...form.register("teacherId", { setValueAs: (v: string) => (v ? v : undefined) })}>
            <option value="">Name the teacher later</option>
            {(teachers.data ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.fullName}
                {t.role === "teacher" ? "" : " (administrator)"}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Class limit" error={errors.maxStudents?.message} description="Optional: a lower limit than the ratio allows.">
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            className="max-w-32"
            {...form.register("maxStudents", { setValueAs: numberOrNull })}
          />
        )}
      </Field>
    </FormDialog>
  );
}

export const teacherNames = (c: ClassSummary) =>
  c.staff
    .filter((s) => s.role !== "support")
    .map((s) => s.fullName)
    .join(", ");

function GradeTable({ grade, classes, onOpen }: { grade: string; classes: ClassSummary[]; onOpen: (id: string) => void }) {
  return (
    <section aria-labelledby={`grade-${grade}`} className="space-y-2">
      <h3 id={`grade-${grade}`} className="text-lg font-semibold">
        {gradeLabel(grade)}
      </h3>
      <Table caption={`${gradeLabel(grade)} classes`}>
        <THead>
          <tr>
            <Th>Class</Th>
            <Th>Subject</Th>
            <Th>Teacher</Th>
            <Th>Children</Th>
            <Th>Timetable</Th>
          </tr>
        </THead>
        <tbody>
          {classes.map((c) => (
            <Tr key={c.id} data-testid="class-row">
              <Th scope="row" className="whitespace-normal font-normal">
                <Button variant="link" className="h-auto min-h-6 p-0 font-semibold" onClick={() => onOpen(c.id)}>
                  {c.name}
                  <ChevronRight aria-hidden="true" />
                </Button>
                {c.archived ? (
                  <Badge className="ml-2">
                    <Archive aria-hidden="true" />
                    Archived
                  </Badge>
                ) : null}
              </Th>
              <Td>
                {c.subjectName}
                {CLASS_KIND_LABELS[c.kind] === c.subjectName ? null : <span className="block text-xs text-muted-foreground">{CLASS_KIND_LABELS[c.kind]}</span>}
              </Td>
              <Td className="whitespace-normal">{teacherNames(c) || <span className="text-muted-foreground">No teacher yet</span>}</Td>
              <Td className="whitespace-nowrap">
                {c.enrolled} of {c.capacity}
                {c.enrolled >= c.capacity ? <Badge className="ml-2 border-warning/50 bg-warning/10">Full</Badge> : null}
              </Td>
              <Td className="whitespace-nowrap">{c.meetings === 0 ? <span className="text-muted-foreground">No meetings</span> : `${c.meetings} a week`}</Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

/** Classes of the year by grade, with their teachers, children against capacity and weekly meetings. */
export function ClassesPanel({ overview, onOpen }: { overview: CoursesOverview; onOpen: (id: string) => void }) {
  const [creating, setCreating] = useState(false);
  const grades = APPLICATION_GRADE_VALUES.filter((g) => overview.classes.some((c) => c.grade === g));
  return (
    <div className="space-y-6">
      <PanelHeader
        title={`Classes${overview.year ? ` in ${overview.year.name}` : ""}`}
        description={`Homerooms and subject sections, ${overview.perTeacher} children per teacher at most.`}
        actions={
          overview.year ? (
            <Button onClick={() => setCreating(true)}>
              <School aria-hidden="true" />
              New class
            </Button>
          ) : null
        }
      />
      {overview.year ? <NewClassDialog open={creating} onOpenChange={setCreating} overview={overview} onCreated={onOpen} /> : null}
      {!overview.year ? (
        <Alert kind="info" title="No school year yet">
          <p>Create the school year on the Year and calendar tab first.</p>
        </Alert>
      ) : overview.classes.length === 0 ? (
        <p className="rounded-lg border p-6 text-center font-semibold" role="status">
          There are no classes in {overview.year.name} yet.
        </p>
      ) : (
        grades.map((g) => <GradeTable key={g} grade={g} classes={overview.classes.filter((c) => c.grade === g)} onOpen={onOpen} />)
      )}
    </div>
  );
}
