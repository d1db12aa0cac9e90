import { zodResolver } from "@hookform/resolvers/zod";
import { GraduationCap, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormDialog, GuardedDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { ApiError, serverMessage } from "~/lib/api";
import { fieldErrorsOf, showFieldErrors } from "~/lib/form-errors";
import { useLanguage, useLocalize, useT } from "~/lib/i18n";
import { GRADE_LEVELS, gradeLabel, gradeName } from "#common/grades";
import type { MessageId } from "#common/i18n/messages";
import {
  ACCOMMODATION_PLANS,
  MAX_GUARDIANS,
  createStudentSchema,
  type CreateStudent,
  type ClassChoice,
  type CreateStudentResult,
  type GuardianOutcome,
  type StudentDraft,
} from "#common/schemas/learning/students";
import { useCreateStudent, useStudentDraft } from "./applications-api";

interface StudentValues {
  firstName: string;
  lastName: string;
  preferredName: string;
  dateOfBirth: string;
  grade: string;
  accommodationPlan: string;
  accommodations: string;
  photoReleaseConsent: boolean;
  username: string;
  guardians: { fullName: string; email: string; relationship: string }[];
  classId: string;
  classIds: string[];
}

const resolver = zodResolver(createStudentSchema) as unknown as Resolver<StudentValues>;
const FIELDS = ["firstName", "lastName", "preferredName", "dateOfBirth", "grade", "accommodationPlan", "accommodations", "username", "classId", "classIds"];

/** What happened to a guardian, by its catalogue id. */
export const OUTCOME_IDS: Record<GuardianOutcome, MessageId> = {
  linked: "office.student.outcome.linked",
  invited: "office.student.outcome.invited",
  not_linked: "office.student.outcome.not_linked",
  already_linked: "office.student.outcome.already_linked",
};

export function studentRecordPath(studentId: string) {
  return `/admin/people?tab=students&student=${encodeURIComponent(studentId)}`;
}

const hasRoom = (c: ClassChoice) => c.enrolled < c.capacity;

/** The grade's first homeroom with room, preselected (none: "Not now"). */
function firstHomeroom(draft: StudentDraft, grade: string): string {
  return draft.homerooms.find((h) => h.grade === grade && hasRoom(h))?.id ?? "";
}

/** The classes that go with the homeroom (or, without one, the grade's set), as the server chose them. */
function setOf(draft: StudentDraft, grade: string, homeroomId: string): string[] {
  const homeroom = homeroomId ? draft.homerooms.find((h) => h.id === homeroomId) : undefined;
  return homeroom ? homeroom.classIds : (draft.gradeSets[grade] ?? []);
}

/** The set, preselected: its classes with room (a full one would refuse the whole creation). */
function preselected(draft: StudentDraft, grade: string, homeroomId: string): string[] {
  const room = new Set(draft.classes.filter(hasRoom).map((c) => c.id));
  return setOf(draft, grade, homeroomId).filter((id) => room.has(id));
}

function valuesFrom(draft: StudentDraft): StudentValues {
  const classId = firstHomeroom(draft, draft.values.grade);
  return {
    ...draft.values,
    preferredName: "",
    guardians: draft.guardians.map((g) => ({ fullName: g.fullName, email: g.email, relationship: g.relationship ?? "" })),
    classId,
    classIds: preselected(draft, draft.values.grade, classId),
  };
}

/** "Create student" on an enrolled application: the button, the prefilled dialog and what happened. */
export function CreateStudent({ applicationId }: { applicationId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<CreateStudentResult | null>(null);
  const draft = useStudentDraft(applicationId, true);
  const existing = draft.data?.existingStudentId ?? null;

  return (
    <Card className="space-y-3 p-5" data-testid="create-student">
      <h3 className="text-lg font-semibold">{t("office.student.title")}</h3>
      {existing ? (
        <>
          <p className="text-muted-foreground">{t("office.student.made")}</p>
          <Button asChild variant="outline">
            <Link to={studentRecordPath(existing)}>
              <GraduationCap aria-hidden="true" />
              {t("office.student.open")}
            </Link>
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted-foreground">{t("office.student.intro")}</p>
          <Button onClick={() => setOpen(true)}>
            <GraduationCap aria-hidden="true" />
            {t("office.student.create")}
          </Button>
        </>
      )}
      {open ? (
        draft.data && !existing ? (
          <CreateStudentForm
            draft={draft.data}
            applicationId={applicationId}
            onDone={(r) => {
              setResult(r);
              setOpen(false);
            }}
            onOpenChange={setOpen}
          />
        ) : (
          <GuardedDialog open onOpenChange={setOpen} busy={false} title={t("office.student.create")}>
            <QueryState query={draft} errorTitle={t("office.student.readError")}>
              {() => null}
            </QueryState>
          </GuardedDialog>
        )
      ) : null}
      {result ? <CreatedDialog result={result} onClose={() => setResult(null)} /> : null}
    </Card>
  );
}

function CreateStudentForm({
  draft,
  applicationId,
  onDone,
  onOpenChange,
}: {
  draft: StudentDraft;
  applicationId: string;
  onDone: (r: CreateStudentResult) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const language = useLanguage();
  const create = useCreateStudent(applicationId);
  const [failure, setFailure] = useState<string | null>(null);
  const [existingId, setExistingId] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<StudentValues>({ resolver, mode: "onSubmit", reValidateMode: "onChange", shouldFocusError: true, defaultValues: valuesFrom(draft) });
  // The rows by hand rather than with useFieldArray: that would join react-hook-form's one module,
  // which every public form downloads (tests/e2e/page-weight.test.ts).
  const guardianRows = useWatch({ control, name: "guardians" });
  const guardians = {
    fields: guardianRows.map((_, i) => ({ id: `guardian-${i}` })),
    append: (row: StudentValues["guardians"][number]) => setValue("guardians", [...getValues("guardians"), row]),
    remove: (index: number) =>
      setValue(
        "guardians",
        getValues("guardians").filter((_, i) => i !== index),
      ),
  };
  const grade = useWatch({ control, name: "grade" });
  const homerooms = draft.homerooms.filter((h) => h.grade === grade);
  const homeroomId = useWatch({ control, name: "classId" });
  const chosen = useWatch({ control, name: "classIds" });
  const inSet = new Set(setOf(draft, grade, homeroomId));
  const gradeClasses = draft.classes.filter((c) => c.grade === grade);
  const setClasses = gradeClasses.filter((c) => inSet.has(c.id));
  const otherClasses = gradeClasses.filter((c) => !inSet.has(c.id));
  const gradeText = gradeLabel(grade, "name", undefined, language);
  const toggle = (id: string, on: boolean) =>
    setValue("classIds", on ? [...getValues("classIds"), id] : getValues("classIds").filter((c) => c !== id), { shouldValidate: false });
  // Another grade or homeroom: its set of classes, preselected.
  const placeIn = (nextGrade: string, nextHomeroom: string) => setValue("classIds", preselected(draft, nextGrade, nextHomeroom));
  const classBox = (c: ClassChoice) => {
    const checked = chosen.includes(c.id);
    const full = !hasRoom(c);
    return (
      <li key={c.id}>
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={checked}
            disabled={full && !checked}
            aria-describedby={`class-places-${c.id}`}
            onChange={(e) => toggle(c.id, e.target.checked)}
          />
          <span className="font-medium">{c.name}</span>
        </label>
        <p id={`class-places-${c.id}`} className="ml-8 text-sm text-muted-foreground">
          {t("office.student.classOption", { subject: c.subjectName, enrolled: c.enrolled, capacity: c.capacity, full: full ? "yes" : "no" })}
        </p>
      </li>
    );
  };
  const planned = new Map(draft.guardians.map((g) => [g.email, g]));

  // Another grade, other homerooms: the last failure no longer applies.
  const [failureGrade, setFailureGrade] = useState(grade);
  if (failureGrade !== grade) {
    setFailureGrade(grade);
    setFailure(null);
  }

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await create.mutateAsync(values as unknown as CreateStudent);
      toast({ variant: "success", title: t("office.student.created"), description: answer.message });
      onDone(answer.data);
    } catch (error) {
      const json = error instanceof ApiError ? (error.json as { studentId?: unknown } | undefined) : undefined;
      if (typeof json?.studentId === "string") setExistingId(json.studentId);
      const nested = fieldErrorsOf(error).filter((e) => e.field.startsWith("guardians."));
      nested.forEach((e) => setError(e.field as "guardians", { type: "server", message: e.message }));
      if (showFieldErrors(error, FIELDS, setError) + nested.length === 0) setFailure(serverMessage(error) ?? t("office.student.failed"));
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      busy={create.isPending}
      title={t("office.student.create")}
      description={t("office.student.from", { applicationId: draft.applicationId })}
      className="max-w-3xl"
      data-testid="create-student-dialog"
      label={t("office.student.create")}
      formClassName="space-y-6"
      onSubmit={submit}
      error={failure}
      submitLabel={t("office.student.create")}
      busyLabel={t("office.student.creating")}
      icon={<GraduationCap aria-hidden="true" />}
    >
      {existingId ? (
        <Alert kind="info" title={t("office.student.already")}>
          <p>
            <Link className="text-primary underline underline-offset-4" to={studentRecordPath(existingId)}>
              {t("office.student.openExisting")}
            </Link>
          </p>
        </Alert>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("office.student.child")}</legend>
        <Field label={t("office.student.firstName")} required error={errors.firstName?.message}>
          {(c) => <Input {...c} autoComplete="off" {...register("firstName")} />}
        </Field>
        <Field label={t("office.student.lastName")} required error={errors.lastName?.message}>
          {(c) => <Input {...c} autoComplete="off" {...register("lastName")} />}
        </Field>
        <Field label={t("office.student.goesBy")} error={errors.preferredName?.message} description={t("office.student.goesByHint")}>
          {(c) => <Input {...c} autoComplete="off" {...register("preferredName")} />}
        </Field>
        <Field label={t("office.student.dateOfBirth")} required error={errors.dateOfBirth?.message}>
          {(c) => <Input {...c} type="date" {...register("dateOfBirth")} />}
        </Field>
        <Field
          label={t("office.student.grade")}
          required
          error={errors.grade?.message}
          description={t("office.student.gradeFrom", { source: t(`office.student.gradeSource.${draft.gradeSource}`) })}
        >
          {(c) => (
            <Select
              {...c}
              {...register("grade", {
                onChange: (e: { target: { value: string } }) => {
                  const next = firstHomeroom(draft, e.target.value);
                  setValue("classId", next);
                  placeIn(e.target.value, next);
                },
              })}
            >
              {GRADE_LEVELS.map((g) => (
                <option key={g.applicationValue} value={g.applicationValue}>
                  {gradeName(g, language)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("office.student.username")} required error={errors.username?.message} description={t("office.student.usernameHint")}>
          {(c) => <Input {...c} autoComplete="off" autoCapitalize="none" spellCheck={false} {...register("username")} />}
        </Field>
        <label className="flex items-center gap-3 sm:col-span-2">
          <input type="checkbox" className="size-5 accent-primary" {...register("photoReleaseConsent")} />
          <span>{t("office.student.photoRelease")}</span>
        </label>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">{t("office.student.accommodations")}</legend>
        <Field label={t("office.student.plan")} required error={errors.accommodationPlan?.message}>
          {(c) => (
            <Select {...c} {...register("accommodationPlan")}>
              {ACCOMMODATION_PLANS.map((p) => (
                <option key={p} value={p}>
                  {t(`office.student.plan.${p}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("office.student.whatTeachersDo")} error={errors.accommodations?.message} description={t("office.student.whatTeachersDoHint")}>
          {(c) => <Textarea {...c} {...register("accommodations")} />}
        </Field>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold">{t("office.student.guardians")}</legend>
        {typeof errors.guardians?.message === "string" ? <p className="text-sm font-medium text-destructive">{errors.guardians.message}</p> : null}
        {guardians.fields.map((field, i) => {
          const plan = planned.get(guardianRows[i]?.email?.trim().toLowerCase() ?? "");
          const e = errors.guardians?.[i];
          return (
            <div key={field.id} className="space-y-3 rounded-lg border p-4" data-testid="guardian-row">
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t("office.student.guardianName", { number: i + 1 })} required error={e?.fullName?.message}>
                  {(c) => <Input {...c} autoComplete="off" {...register(`guardians.${i}.fullName`)} />}
                </Field>
                <Field label={t("office.student.guardianEmail", { number: i + 1 })} required error={e?.email?.message}>
                  {(c) => <Input {...c} type="email" autoComplete="off" {...register(`guardians.${i}.email`)} />}
                </Field>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted-foreground">
                  {plan ? (
                    <>
                      <Badge className="mr-2">{t(OUTCOME_IDS[plan.outcome])}</Badge>
                      {localize(plan.note)}
                    </>
                  ) : (
                    t("office.student.guardianCheck")
                  )}
                </p>
                {guardians.fields.length > 1 ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => guardians.remove(i)}>
                    <Trash2 aria-hidden="true" />
                    {t("office.student.removeGuardian", { number: i + 1 })}
                  </Button>
                ) : null}
              </div>
            </div>
          );
        })}
        {guardians.fields.length < MAX_GUARDIANS ? (
          <Button type="button" variant="outline" size="sm" onClick={() => guardians.append({ fullName: "", email: "", relationship: "" })}>
            <Plus aria-hidden="true" />
            {t("office.student.addGuardian")}
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-base font-semibold">{t("office.student.homeroom")}</legend>
        <Field
          label={t("office.student.homeroomIn", { year: draft.currentYear ?? t("office.student.currentYear") })}
          error={errors.classId?.message}
          description={draft.currentYear ? t("office.student.homeroomsOf", { grade: gradeText }) : t("office.student.noYear")}
        >
          {(c) => (
            <Select
              {...c}
              {...register("classId", { onChange: (e: { target: { value: string } }) => placeIn(getValues("grade"), e.target.value) })}
              disabled={!draft.currentYear}
            >
              <option value="">{t("office.student.notNow")}</option>
              {homerooms.map((h) => (
                <option key={h.id} value={h.id} disabled={h.enrolled >= h.capacity}>
                  {t("office.student.homeroomOption", {
                    name: h.name,
                    enrolled: h.enrolled,
                    capacity: h.capacity,
                    full: h.enrolled >= h.capacity ? "yes" : "no",
                  })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </fieldset>

      {draft.currentYear ? (
        <fieldset className="space-y-3" data-testid="create-student-classes">
          <legend className="mb-2 text-base font-semibold">{t("office.student.classes")}</legend>
          <p className="text-sm text-muted-foreground">{t("office.student.classesHint", { grade: gradeText })}</p>
          {errors.classIds?.message ? <p className="text-sm font-medium text-destructive">{errors.classIds.message}</p> : null}
          {gradeClasses.length === 0 ? (
            <p className="text-muted-foreground">{t("office.student.noClasses", { grade: gradeText })}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">{setClasses.map(classBox)}</ul>
          )}
          {otherClasses.length ? (
            <details className="rounded-lg border p-3">
              <summary className="cursor-pointer font-medium">{t("office.student.otherSections", { grade: gradeText, count: otherClasses.length })}</summary>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">{otherClasses.map(classBox)}</ul>
            </details>
          ) : null}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}

const SPACE = " ";
const inParentheses = (text: string) => `(${text})`;

function CreatedDialog({ result, onClose }: { result: CreateStudentResult; onClose: () => void }) {
  const t = useT();
  const notLinked = result.guardians.filter((g) => g.outcome === "not_linked");
  return (
    <GuardedDialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      busy={false}
      title={t("office.student.created")}
      description={
        result.classes.length > 1
          ? t("office.student.signsInAsInClasses", { username: result.username, count: result.classes.length, classes: result.classes.join(", ") })
          : result.classes[0]
            ? t("office.student.signsInAsIn", { username: result.username, className: result.classes[0] })
            : t("office.student.signsInAs", { username: result.username })
      }
    >
      <div className="space-y-4" data-testid="create-student-result">
        <ul className="space-y-2">
          {result.guardians.map((g) => (
            <li key={g.email} className="rounded-md border p-3">
              <p className="font-medium">
                {g.fullName}
                {SPACE}
                <span className="break-all text-muted-foreground">{inParentheses(g.email)}</span>
              </p>
              <p className="text-sm">
                <Badge className="mr-2">{t(OUTCOME_IDS[g.outcome])}</Badge>
                {g.message}
              </p>
            </li>
          ))}
        </ul>
        {notLinked.length ? (
          <Alert kind="warning" title={t("office.student.notLinked")}>
            <p>{t("office.student.notLinkedText")}</p>
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button asChild variant="outline">
            <Link to={studentRecordPath(result.studentId)}>{t("office.student.open")}</Link>
          </Button>
          <Button onClick={onClose}>{t("office.student.done")}</Button>
        </div>
      </div>
    </GuardedDialog>
  );
}
