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
import { GRADE_LEVELS, gradeLabel } from "#common/grades";
import {
  ACCOMMODATION_PLAN_LABELS,
  ACCOMMODATION_PLANS,
  GRADE_SOURCE_TEXT,
  MAX_GUARDIANS,
  createStudentSchema,
  type CreateStudent,
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
}

const resolver = zodResolver(createStudentSchema) as unknown as Resolver<StudentValues>;
const FIELDS = ["firstName", "lastName", "preferredName", "dateOfBirth", "grade", "accommodationPlan", "accommodations", "username", "classId"];

export const OUTCOME_LABELS: Record<GuardianOutcome, string> = {
  linked: "Linked (existing account)",
  invited: "Invited (new account)",
  not_linked: "Not linked",
  already_linked: "Already linked",
};

export function studentRecordPath(studentId: string) {
  return `/admin/people?tab=students&student=${encodeURIComponent(studentId)}`;
}

function valuesFrom(draft: StudentDraft): StudentValues {
  return {
    ...draft.values,
    preferredName: "",
    guardians: draft.guardians.map((g) => ({ fullName: g.fullName, email: g.email, relationship: g.relationship ?? "" })),
    classId: "",
  };
}

/** "Create student" on an enrolled application: the button, the prefilled dialog and what happened. */
export function CreateStudent({ applicationId }: { applicationId: string }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<CreateStudentResult | null>(null);
  const draft = useStudentDraft(applicationId, true);
  const existing = draft.data?.existingStudentId ?? null;

  return (
    <Card className="space-y-3 p-5" data-testid="create-student">
      <h3 className="text-lg font-semibold">Student record</h3>
      {existing ? (
        <>
          <p className="text-muted-foreground">A student record was made from this application.</p>
          <Button asChild variant="outline">
            <Link to={studentRecordPath(existing)}>
              <GraduationCap aria-hidden="true" />
              Open the student record
            </Link>
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted-foreground">
            Make the child's student account, link or invite the guardians and place the child in a homeroom. Everything is filled in from this application.
          </p>
          <Button onClick={() => setOpen(true)}>
            <GraduationCap aria-hidden="true" />
            Create student
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
          <GuardedDialog open onOpenChange={setOpen} busy={false} title="Create student">
            <QueryState query={draft} errorTitle="The application could not be read.">
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
      toast({ variant: "success", title: "Student created", description: answer.message });
      onDone(answer.data);
    } catch (error) {
      const json = error instanceof ApiError ? (error.json as { studentId?: unknown } | undefined) : undefined;
      if (typeof json?.studentId === "string") setExistingId(json.studentId);
      const nested = fieldErrorsOf(error).filter((e) => e.field.startsWith("guardians."));
      nested.forEach((e) => setError(e.field as "guardians", { type: "server", message: e.message }));
      if (showFieldErrors(error, FIELDS, setError) + nested.length === 0)
        setFailure(serverMessage(error) ?? "The student could not be created. Please try again.");
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      busy={create.isPending}
      title="Create student"
      description={`From application ${draft.applicationId}. Check the details: everything below was filled in from the application.`}
      className="max-w-3xl"
      data-testid="create-student-dialog"
      label="Create student"
      formClassName="space-y-6"
      onSubmit={submit}
      error={failure}
      submitLabel="Create student"
      busyLabel="Creating..."
      icon={<GraduationCap aria-hidden="true" />}
    >
      {existingId ? (
        <Alert kind="info" title="Already created">
          <p>
            <Link className="text-primary underline underline-offset-4" to={studentRecordPath(existingId)}>
              Open the existing student record
            </Link>
          </p>
        </Alert>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">The child</legend>
        <Field label="First name" required error={errors.firstName?.message}>
          {(c) => <Input {...c} autoComplete="off" {...register("firstName")} />}
        </Field>
        <Field label="Last name" required error={errors.lastName?.message}>
          {(c) => <Input {...c} autoComplete="off" {...register("lastName")} />}
        </Field>
        <Field label="Goes by (optional)" error={errors.preferredName?.message} description="The name teachers and classmates use, when not the first name.">
          {(c) => <Input {...c} autoComplete="off" {...register("preferredName")} />}
        </Field>
        <Field label="Date of birth" required error={errors.dateOfBirth?.message}>
          {(c) => <Input {...c} type="date" {...register("dateOfBirth")} />}
        </Field>
        <Field label="Grade" required error={errors.grade?.message} description={`Filled in with ${GRADE_SOURCE_TEXT[draft.gradeSource]}.`}>
          {(c) => (
            <Select {...c} {...register("grade")}>
              {GRADE_LEVELS.map((g) => (
                <option key={g.applicationValue} value={g.applicationValue}>
                  {g.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Student username"
          required
          error={errors.username?.message}
          description="A free suggestion; the child signs in with it. The password is set by a guardian on the family portal, or by staff."
        >
          {(c) => <Input {...c} autoComplete="off" autoCapitalize="none" spellCheck={false} {...register("username")} />}
        </Field>
        <label className="flex items-center gap-3 sm:col-span-2">
          <input type="checkbox" className="size-5 accent-primary" {...register("photoReleaseConsent")} />
          <span>Photo release consent (from the application)</span>
        </label>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Accommodations</legend>
        <Field label="Plan" required error={errors.accommodationPlan?.message}>
          {(c) => (
            <Select {...c} {...register("accommodationPlan")}>
              {ACCOMMODATION_PLANS.map((p) => (
                <option key={p} value={p}>
                  {ACCOMMODATION_PLAN_LABELS[p]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="What teachers do for the child (optional)"
          error={errors.accommodations?.message}
          description="Filled in from the application's special needs. Shown to staff, the child's teachers and guardians only."
        >
          {(c) => <Textarea {...c} {...register("accommodations")} />}
        </Field>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold">Guardians</legend>
        {typeof errors.guardians?.message === "string" ? <p className="text-sm font-medium text-destructive">{errors.guardians.message}</p> : null}
        {guardians.fields.map((field, i) => {
          const plan = planned.get(guardianRows[i]?.email?.trim().toLowerCase() ?? "");
          const e = errors.guardians?.[i];
          return (
            <div key={field.id} className="space-y-3 rounded-lg border p-4" data-testid="guardian-row">
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={`Guardian ${i + 1}: full name`} required error={e?.fullName?.message}>
                  {(c) => <Input {...c} autoComplete="off" {...register(`guardians.${i}.fullName`)} />}
                </Field>
                <Field label={`Guardian ${i + 1}: email`} required error={e?.email?.message}>
                  {(c) => <Input {...c} type="email" autoComplete="off" {...register(`guardians.${i}.email`)} />}
                </Field>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted-foreground">
                  {plan ? (
                    <>
                      <Badge className="mr-2">{OUTCOME_LABELS[plan.outcome]}</Badge>
                      {plan.note}
                    </>
                  ) : (
                    "Checked when you create the student: an existing verified family account is linked, a new address is invited."
                  )}
                </p>
                {guardians.fields.length > 1 ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => guardians.remove(i)}>
                    <Trash2 aria-hidden="true" />
                    Remove guardian {i + 1}
                  </Button>
                ) : null}
              </div>
            </div>
          );
        })}
        {guardians.fields.length < MAX_GUARDIANS ? (
          <Button type="button" variant="outline" size="sm" onClick={() => guardians.append({ fullName: "", email: "", relationship: "" })}>
            <Plus aria-hidden="true" />
            Add a guardian
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-base font-semibold">Homeroom</legend>
        <Field
          label={`Homeroom in ${draft.currentYear ?? "the current year"} (optional)`}
          error={errors.classId?.message}
          description={
            draft.currentYear
              ? `Homerooms of ${gradeLabel(grade)}; a full class is refused.`
              : "No school year is marked current yet: place the child later in Courses."
          }
        >
          {(c) => (
            <Select {...c} {...register("classId")} disabled={!draft.currentYear}>
              <option value="">Not now</option>
              {homerooms.map((h) => (
                <option key={h.id} value={h.id} disabled={h.enrolled >= h.capacity}>
                  {h.name} ({h.enrolled} of {h.capacity}
                  {h.enrolled >= h.capacity ? ", full" : ""})
                </option>
              ))}
            </Select>
          )}
        </Field>
      </fieldset>
    </FormDialog>
  );
}

function CreatedDialog({ result, onClose }: { result: CreateStudentResult; onClose: () => void }) {
  const notLinked = result.guardians.filter((g) => g.outcome === "not_linked");
  return (
    <GuardedDialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      busy={false}
      title="Student created"
      description={`The student signs in as ${result.username}${result.enrolledIn ? ` and is in ${result.enrolledIn}` : ""}.`}
    >
      <div className="space-y-4" data-testid="create-student-result">
        <ul className="space-y-2">
          {result.guardians.map((g) => (
            <li key={g.email} className="rounded-md border p-3">
              <p className="font-medium">
                {g.fullName} <span className="break-all text-muted-foreground">({g.email})</span>
              </p>
              <p className="text-sm">
                <Badge className="mr-2">{OUTCOME_LABELS[g.outcome]}</Badge>
                {g.message}
              </p>
            </li>
          ))}
        </ul>
        {notLinked.length ? (
          <Alert kind="warning" title="Some guardians were not linked">
            <p>Resolve these from the student record once the family's account is ready.</p>
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button asChild variant="outline">
            <Link to={studentRecordPath(result.studentId)}>Open the student record</Link>
          </Button>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </GuardedDialog>
  );
}
