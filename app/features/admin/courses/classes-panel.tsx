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
import { APPLICATION_GRADE_VALUES, gradeLabel, NO_GRADE_LABEL } from "#common/grades";
import { useLanguage, useT } from "~/lib/i18n";
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
  const t = useT();
  const language = useLanguage();
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
    failureText: t("courses.classes.new.failure"),
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={overview.year ? t("courses.classes.new.title", { year: overview.year.name }) : t("courses.classes.new.titleNoYear")}
      description={t("courses.classes.new.description", { perTeacher: overview.perTeacher })}
      label={t("courses.classes.new")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("courses.classes.new.submit")}
      busyLabel={t("courses.common.creating")}
      icon={<School aria-hidden="true" />}
    >
      <Field label={t("courses.common.name")} required error={errors.name?.message} description={t("courses.classes.new.nameHint")}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("courses.common.kind")} required error={errors.kind?.message}>
          {(control) => (
            <Select {...control} {...form.register("kind")}>
              {CLASS_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t("courses.classKind", { kind: k })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("courses.common.grade")} required error={errors.grade?.message}>
          {(control) => (
            <Select {...control} {...form.register("grade")}>
              <option value="">{t("courses.classes.new.chooseGrade")}</option>
              {APPLICATION_GRADE_VALUES.map((g) => (
                <option key={g} value={g}>
                  {gradeLabel(g, "name", NO_GRADE_LABEL, language)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={t("courses.common.subject")} required error={errors.subjectId?.message}>
        {(control) => (
          <Select {...control} {...form.register("subjectId")}>
            <option value="">{t("courses.classes.new.chooseSubject")}</option>
            {overview.subjects.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("courses.classes.teacher")} error={errors.teacherId?.message} description={t("courses.classes.new.teacherHint")}>
        {(control) => (
          <Select {...control} {...form.register("teacherId", { setValueAs: (v: string) => (v ? v : undefined) })}>
            <option value="">{t("courses.classes.new.teacherLater")}</option>
            {(teachers.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.role === "teacher" ? p.fullName : t("courses.common.administrator", { name: p.fullName })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("courses.common.classLimit")} error={errors.maxStudents?.message} description={t("courses.classes.new.limitHint")}>
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
  const t = useT();
  const gradeName = gradeLabel(grade, "name", NO_GRADE_LABEL, useLanguage());
  return (
    <section aria-labelledby={`grade-${grade}`} className="space-y-2">
      <h3 id={`grade-${grade}`} className="text-lg font-semibold">
        {gradeName}
      </h3>
      <Table caption={t("courses.classes.caption", { grade: gradeName })}>
        <THead>
          <tr>
            <Th>{t("courses.classes.class")}</Th>
            <Th>{t("courses.common.subject")}</Th>
            <Th>{t("courses.classes.teacher")}</Th>
            <Th>{t("courses.classes.children")}</Th>
            <Th>{t("courses.classes.timetable")}</Th>
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
                    {t("courses.common.archived")}
                  </Badge>
                ) : null}
              </Th>
              <Td>
                {c.subjectName}
                {CLASS_KIND_LABELS[c.kind] === c.subjectName ? null : (
                  <span className="block text-xs text-muted-foreground">{t("courses.classKind", { kind: c.kind })}</span>
                )}
              </Td>
              <Td className="whitespace-normal">{teacherNames(c) || <span className="text-muted-foreground">{t("courses.classes.noTeacher")}</span>}</Td>
              <Td className="whitespace-nowrap">
                {t("courses.classes.enrolled", { enrolled: c.enrolled, capacity: c.capacity })}
                {c.enrolled >= c.capacity ? <Badge className="ml-2 border-warning/50 bg-warning/10">{t("courses.classes.full")}</Badge> : null}
              </Td>
              <Td className="whitespace-nowrap">
                {c.meetings === 0 ? (
                  <span className="text-muted-foreground">{t("courses.classes.noMeetings")}</span>
                ) : (
                  t("courses.classes.meetings", { count: c.meetings })
                )}
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

/** Classes of the year by grade, with their teachers, children against capacity and weekly meetings. */
export function ClassesPanel({ overview, onOpen }: { overview: CoursesOverview; onOpen: (id: string) => void }) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  const grades = APPLICATION_GRADE_VALUES.filter((g) => overview.classes.some((c) => c.grade === g));
  return (
    <div className="space-y-6">
      <PanelHeader
        title={overview.year ? t("courses.classes.titleIn", { year: overview.year.name }) : t("courses.classes.title")}
        description={t("courses.classes.description", { perTeacher: overview.perTeacher })}
        actions={
          overview.year ? (
            <Button onClick={() => setCreating(true)}>
              <School aria-hidden="true" />
              {t("courses.classes.new")}
            </Button>
          ) : null
        }
      />
      {overview.year ? <NewClassDialog open={creating} onOpenChange={setCreating} overview={overview} onCreated={onOpen} /> : null}
      {!overview.year ? (
        <Alert kind="info" title={t("courses.classes.noYear")}>
          <p>{t("courses.classes.noYearText")}</p>
        </Alert>
      ) : overview.classes.length === 0 ? (
        <p className="rounded-lg border p-6 text-center font-semibold" role="status">
          {t("courses.classes.none", { year: overview.year.name })}
        </p>
      ) : (
        grades.map((g) => <GradeTable key={g} grade={g} classes={overview.classes.filter((c) => c.grade === g)} onOpen={onOpen} />)
      )}
    </div>
  );
}
