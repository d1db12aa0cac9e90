import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, KeyRound, Pencil, UserPlus } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Link } from "react-router";
import { ChildPasswordDialog } from "~/components/forms/child-password-dialog";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { toast } from "~/components/ui/use-toast";
import { errorStatus, serverMessage } from "~/lib/api";
import { formatCalendarDay, formatWhen } from "~/lib/dates";
import { showFieldErrors } from "~/lib/form-errors";
import { GRADE_LEVELS, gradeLabel } from "#common/grades";
import {
  ACCOMMODATION_PLAN_LABELS,
  ACCOMMODATION_PLANS,
  linkGuardianSchema,
  updateStudentSchema,
  type GuardianInput,
  type StudentGuardianView,
  type StudentRecord,
  type UpdateStudentInput,
} from "#common/schemas/learning/students";
import { useLinkGuardian, useSetStudentPassword, useStudentRecord, useUnlinkGuardian, useUpdateStudent } from "./students-api";
import { childFullName, knownAs } from "#common/learning/child-name";

/** One child's record for staff: profile, accommodations, sign-in, guardians with their contacts, classes and history. */
export function StudentRecordView({ id, backTo }: { id: string; backTo: string }) {
  const record = useStudentRecord(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [id]);
  return (
    <article aria-labelledby="student-heading" className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={backTo} preventScrollReset>
          <ArrowLeft aria-hidden="true" />
          Back to students
        </Link>
      </Button>
      <h2
        id="student-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold focus:outline-none focus-visible:outline-3 focus-visible:outline-ring"
      >
        {record.data ? childFullName(record.data) : "Student record"}
      </h2>
      <QueryState
        query={record}
        loadingLabel="Loading the student record..."
        errorTitle="The student record could not be loaded."
        renderError={(error) =>
          errorStatus(error) === 404 ? (
            <Alert kind="error" title="We could not find that student.">
              <p>Go back to the list and choose the student again.</p>
            </Alert>
          ) : undefined
        }
      >
        {(data) => <RecordBody record={data} />}
      </QueryState>
    </article>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === "";
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={empty ? "text-muted-foreground" : "font-medium break-words"}>{empty ? "Not given" : children}</dd>
    </div>
  );
}

function RecordBody({ record }: { record: StudentRecord }) {
  const [editing, setEditing] = useState(false);
  const [password, setPassword] = useState(false);
  const [adding, setAdding] = useState(false);
  const [unlinking, setUnlinking] = useState<StudentGuardianView | null>(null);
  const setStudentPassword = useSetStudentPassword(record.id);
  const unlink = useUnlinkGuardian(record.id);
  const name = childFullName(record);

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-4 p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-lg font-semibold">Profile</h3>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Item label="First name">{record.firstName}</Item>
            <Item label="Last name">{record.lastName}</Item>
            <Item label="Goes by">{record.preferredName}</Item>
            <Item label="Date of birth">{formatCalendarDay(record.dateOfBirth)}</Item>
            <Item label="Grade">{gradeLabel(record.grade)}</Item>
            <Item label="Photo release">{record.photoReleaseConsent ? "Yes" : "No"}</Item>
            <Item label="From application">
              {record.applicationId ? (
                <Link className="text-primary underline underline-offset-4" to={`/admin/operations?application=${encodeURIComponent(record.applicationId)}`}>
                  {record.applicationId}
                </Link>
              ) : null}
            </Item>
            <Item label="Record created">{formatWhen(record.createdAt)}</Item>
          </dl>
        </Card>
        <div className="space-y-6">
          <Card className="space-y-3 p-5">
            <h3 className="text-lg font-semibold">Accommodations</h3>
            <p className="text-sm text-muted-foreground">Shown to staff, the child's teachers and guardians only.</p>
            <dl className="grid gap-4">
              <Item label="Plan">{ACCOMMODATION_PLAN_LABELS[record.accommodationPlan]}</Item>
              <Item label="What teachers do">{record.accommodations ? <span className="whitespace-pre-line">{record.accommodations}</span> : null}</Item>
            </dl>
          </Card>
          <Card className="space-y-3 p-5">
            <h3 className="text-lg font-semibold">Signing in</h3>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Item label="Username">{record.username}</Item>
              <Item label="Password">{record.hasPassword ? "Set" : "Not set yet: a guardian sets it on the family portal, or set it here"}</Item>
            </dl>
            <Button variant="secondary" onClick={() => setPassword(true)}>
              <KeyRound aria-hidden="true" />
              Set password
            </Button>
          </Card>
        </div>
      </div>

      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold">Guardians</h3>
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            Link a guardian
          </Button>
        </div>
        {record.guardians.length === 0 ? (
          <Alert kind="warning" title="No guardian is linked">
            <p>Link the child's parent or guardian by their email address.</p>
          </Alert>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {record.guardians.map((g) => (
              <li key={g.userId} className="space-y-1 rounded-lg border p-4" data-testid="guardian">
                <p className="font-semibold">
                  {g.fullName || g.username} {g.isPrimary ? <Badge className="ml-1">Primary contact</Badge> : null}
                </p>
                {g.relationship ? <p className="text-sm text-muted-foreground">{g.relationship}</p> : null}
                {g.email ? (
                  <p className="break-all">
                    <a className="text-primary underline underline-offset-4" href={`mailto:${g.email}`}>
                      {g.email}
                    </a>{" "}
                    <span className="text-sm text-muted-foreground">({g.emailVerified ? "verified" : "not verified"})</span>
                  </p>
                ) : null}
                {g.phone ? <p>{g.phone}</p> : null}
                <p className="text-sm text-muted-foreground">
                  {g.hasPassword ? `Signs in as ${g.username}` : `Invited as ${g.username}; no password chosen yet`}
                </p>
                <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setUnlinking(g)}>
                  Unlink<span className="sr-only"> {g.fullName || g.username}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className="space-y-4 p-5">
        <h3 className="text-lg font-semibold">Classes and history</h3>
        {record.classes.length === 0 ? (
          <p className="text-muted-foreground">Not in any class yet. Place the child in Courses.</p>
        ) : (
          <Table caption={`Classes of ${name}`}>
            <THead>
              <tr>
                <Th>Class</Th>
                <Th>Subject</Th>
                <Th>Year</Th>
                <Th>From</Th>
                <Th>Until</Th>
              </tr>
            </THead>
            <tbody>
              {record.classes.map((c) => (
                <Tr key={`${c.classId}-${c.startedAt}`}>
                  <Th scope="row" className="font-semibold">
                    {c.className}
                  </Th>
                  <Td>{c.subjectName}</Td>
                  <Td>{c.schoolYear}</Td>
                  <Td className="whitespace-nowrap">{formatWhen(c.startedAt)}</Td>
                  <Td>{c.endedAt ? `${formatWhen(c.endedAt)} (${c.endReason === "moved" ? "moved" : "removed"})` : "Now"}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>

      {editing ? <EditStudentDialog record={record} onOpenChange={setEditing} /> : null}
      <ChildPasswordDialog
        open={password}
        onOpenChange={setPassword}
        childName={knownAs(record)}
        username={record.username}
        save={(value) => setStudentPassword.mutateAsync(value)}
        onSaved={(message) => toast({ variant: "success", title: "Password set", description: message })}
      />
      {adding ? <LinkGuardianDialog studentId={record.id} name={name} onOpenChange={setAdding} /> : null}
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => (open ? undefined : setUnlinking(null))}
        busy={unlink.isPending}
        title="Unlink this guardian?"
        description={unlinking ? `${unlinking.fullName || unlinking.username} will no longer see ${name}. Their account stays.` : undefined}
        confirmLabel="Unlink"
        busyLabel="Unlinking..."
        destructive
        error={unlink.isError ? (serverMessage(unlink.error) ?? "The guardian could not be unlinked.") : null}
        onConfirm={() => {
          if (!unlinking) return;
          unlink.mutate(unlinking.userId, {
            onSuccess: (answer) => {
              toast({ variant: "success", title: "Guardian unlinked", description: answer.message });
              setUnlinking(null);
            },
          });
        }}
      />
    </div>
  );
}

interface EditValues {
  firstName: string;
  lastName: string;
  preferredName: string;
  grade: string;
  accommodationPlan: string;
  accommodations: string;
  photoReleaseConsent: boolean;
}
const editResolver = zodResolver(updateStudentSchema) as unknown as Resolver<EditValues>;
const EDIT_FIELDS = ["firstName", "lastName", "preferredName", "grade", "accommodationPlan", "accommodations", "photoReleaseConsent"];

function EditStudentDialog({ record, onOpenChange }: { record: StudentRecord; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateStudent(record.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditValues>({
    resolver: editResolver,
    defaultValues: {
      firstName: record.firstName,
      lastName: record.lastName,
      preferredName: record.preferredName ?? "",
      grade: record.grade,
      accommodationPlan: record.accommodationPlan,
      accommodations: record.accommodations ?? "",
      photoReleaseConsent: record.photoReleaseConsent,
    },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await update.mutateAsync(values as unknown as UpdateStudentInput);
      toast({ variant: "success", title: "Saved", description: answer.message });
      onOpenChange(false);
    } catch (error) {
      if (showFieldErrors(error, EDIT_FIELDS, setError) === 0) setFailure(serverMessage(error) ?? "The record could not be saved. Please try again.");
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      busy={update.isPending}
      title="Edit student"
      className="max-w-2xl"
      label="Edit student"
      formClassName="grid gap-4 sm:grid-cols-2"
      onSubmit={submit}
      error={failure}
      submitLabel="Save"
      busyLabel="Saving..."
    >
      <Field label="First name" required error={errors.firstName?.message}>
        {(c) => <Input {...c} autoComplete="off" {...register("firstName")} />}
      </Field>
      <Field label="Last name" required error={errors.lastName?.message}>
        {(c) => <Input {...c} autoComplete="off" {...register("lastName")} />}
      </Field>
      <Field label="Goes by (optional)" error={errors.preferredName?.message}>
        {(c) => <Input {...c} autoComplete="off" {...register("preferredName")} />}
      </Field>
      <Field label="Grade" required error={errors.grade?.message}>
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
      <Field label="Accommodation plan" required error={errors.accommodationPlan?.message} className="sm:col-span-2">
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
      <Field label="What teachers do (optional)" error={errors.accommodations?.message} className="sm:col-span-2">
        {(c) => <Textarea {...c} {...register("accommodations")} />}
      </Field>
      <label className="flex items-center gap-3 sm:col-span-2">
        <input type="checkbox" className="size-5 accent-primary" {...register("photoReleaseConsent")} />
        <span>Photo release consent</span>
      </label>
    </FormDialog>
  );
}

interface GuardianValues {
  fullName: string;
  email: string;
  relationship: string;
}
const guardianResolver = zodResolver(linkGuardianSchema) as unknown as Resolver<GuardianValues>;

function LinkGuardianDialog({ studentId, name, onOpenChange }: { studentId: string; name: string; onOpenChange: (open: boolean) => void }) {
  const link = useLinkGuardian(studentId);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GuardianValues>({ resolver: guardianResolver, defaultValues: { fullName: "", email: "", relationship: "" } });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setNotice(null);
    try {
      const answer = await link.mutateAsync(values as GuardianInput);
      if (answer.success) {
        toast({ variant: "success", title: "Guardian linked", description: answer.message });
        onOpenChange(false);
      } else {
        setNotice(answer.message);
      }
    } catch (error) {
      if (showFieldErrors(error, ["fullName", "email", "relationship"], setError) === 0)
        setFailure(serverMessage(error) ?? "The guardian could not be linked. Please try again.");
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      busy={link.isPending}
      title={`Link a guardian to ${name}`}
      description="An existing family account with this verified address is linked and told by email; a new address gets an account and a set-password email."
      label="Link a guardian"
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel="Link guardian"
      busyLabel="Linking..."
      icon={<UserPlus aria-hidden="true" />}
    >
      {notice ? (
        <Alert kind="warning" title="Not linked">
          <p>{notice}</p>
        </Alert>
      ) : null}
      <Field label="Full name" required error={errors.fullName?.message}>
        {(c) => <Input {...c} autoComplete="off" {...register("fullName")} />}
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        {(c) => <Input {...c} type="email" autoComplete="off" {...register("email")} />}
      </Field>
      <Field label="Relationship (optional)" error={errors.relationship?.message} description="Mother, father, grandparent, guardian...">
        {(c) => <Input {...c} autoComplete="off" {...register("relationship")} />}
      </Field>
    </FormDialog>
  );
}
