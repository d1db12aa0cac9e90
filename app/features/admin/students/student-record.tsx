import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, KeyRound, ListPlus, Pencil, UserPlus } from "lucide-react";
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
import { GRADE_LEVELS, gradeLabel, gradeName, NO_GRADE_LABEL } from "#common/grades";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import {
  ACCOMMODATION_PLANS,
  linkGuardianSchema,
  updateStudentSchema,
  type GuardianInput,
  type GradeClassesResult,
  type StudentGuardianView,
  type StudentRecord,
  type UpdateStudentInput,
} from "#common/schemas/learning/students";
import { useEnrolGradeClasses, useLinkGuardian, useSetStudentPassword, useStudentRecord, useUnlinkGuardian, useUpdateStudent } from "./students-api";
import { childFullName, knownAs } from "#common/learning/child-name";
import { StudentEmergencyContacts } from "./emergency-contacts-card";
import { StudentWithdrawal } from "./withdrawal-card";

/** A space between two parts of a line (a literal in JSX reads as untranslated text to the lint rule). */
const SPACE = " ";

/** One child's record for staff: profile, accommodations, sign-in, guardians with their contacts, classes and history. */
export function StudentRecordView({ id, backTo }: { id: string; backTo: string }) {
  const t = useT();
  const record = useStudentRecord(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [id]);
  return (
    <article aria-labelledby="student-heading" className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={backTo} preventScrollReset>
          <ArrowLeft aria-hidden="true" />
          {t("people.student.back")}
        </Link>
      </Button>
      <h2
        id="student-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold focus:outline-none focus-visible:outline-3 focus-visible:outline-ring"
      >
        {record.data ? childFullName(record.data) : t("people.student.heading")}
      </h2>
      <QueryState
        query={record}
        loadingLabel={t("people.student.loading")}
        errorTitle={t("people.student.loadError")}
        renderError={(error) =>
          errorStatus(error) === 404 ? (
            <Alert kind="error" title={t("people.student.notFound")}>
              <p>{t("people.student.notFoundText")}</p>
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
  const t = useT();
  const empty = children === null || children === undefined || children === "";
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={empty ? "text-muted-foreground" : "font-medium break-words"}>{empty ? t("people.student.notGiven") : children}</dd>
    </div>
  );
}

function RecordBody({ record }: { record: StudentRecord }) {
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
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
            <h3 className="text-lg font-semibold">{t("people.student.profile")}</h3>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t("people.student.edit")}
            </Button>
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Item label={t("people.student.firstName")}>{record.firstName}</Item>
            <Item label={t("people.student.lastName")}>{record.lastName}</Item>
            <Item label={t("people.student.goesBy")}>{record.preferredName}</Item>
            <Item label={t("people.student.dateOfBirth")}>{formatCalendarDay(record.dateOfBirth, locale)}</Item>
            <Item label={t("people.student.grade")}>{gradeLabel(record.grade, "name", NO_GRADE_LABEL, language)}</Item>
            <Item label={t("people.student.photoRelease")}>{record.photoReleaseConsent ? t("people.student.yes") : t("people.student.no")}</Item>
            <Item label={t("people.student.fromApplication")}>
              {record.applicationId ? (
                <Link className="text-primary underline underline-offset-4" to={`/admin/operations?application=${encodeURIComponent(record.applicationId)}`}>
                  {record.applicationId}
                </Link>
              ) : null}
            </Item>
            <Item label={t("people.student.created")}>{formatWhen(record.createdAt, locale)}</Item>
          </dl>
        </Card>
        <div className="space-y-6">
          <Card className="space-y-3 p-5">
            <h3 className="text-lg font-semibold">{t("people.student.accommodations")}</h3>
            <p className="text-sm text-muted-foreground">{t("people.student.accommodationsPrivacy")}</p>
            <dl className="grid gap-4">
              <Item label={t("people.student.plan")}>{t(`people.student.plan.${record.accommodationPlan}`)}</Item>
              <Item label={t("people.student.whatTeachersDo")}>
                {record.accommodations ? <span className="whitespace-pre-line">{record.accommodations}</span> : null}
              </Item>
            </dl>
          </Card>
          <Card className="space-y-3 p-5">
            <h3 className="text-lg font-semibold">{t("people.student.signingIn")}</h3>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Item label={t("people.student.username")}>{record.username}</Item>
              <Item label={t("people.student.password")}>{record.hasPassword ? t("people.student.passwordSet") : t("people.student.passwordNotSet")}</Item>
            </dl>
            <Button variant="secondary" onClick={() => setPassword(true)}>
              <KeyRound aria-hidden="true" />
              {t("people.student.setPassword")}
            </Button>
          </Card>
        </div>
      </div>

      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold">{t("people.student.guardians")}</h3>
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            {t("people.student.linkGuardian")}
          </Button>
        </div>
        {record.guardians.length === 0 ? (
          <Alert kind="warning" title={t("people.student.noGuardian")}>
            <p>{t("people.student.noGuardianText")}</p>
          </Alert>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {record.guardians.map((g) => (
              <li key={g.userId} className="space-y-1 rounded-lg border p-4" data-testid="guardian">
                <p className="font-semibold">
                  {g.fullName || g.username} {g.isPrimary ? <Badge className="ml-1">{t("people.student.primary")}</Badge> : null}
                </p>
                {g.relationship ? <p className="text-sm text-muted-foreground">{g.relationship}</p> : null}
                {g.email ? (
                  <p className="break-all">
                    <a className="text-primary underline underline-offset-4" href={`mailto:${g.email}`}>
                      {g.email}
                    </a>
                    {SPACE}
                    <span className="text-sm text-muted-foreground">
                      {g.emailVerified ? t("people.student.emailVerified") : t("people.student.emailNotVerified")}
                    </span>
                  </p>
                ) : null}
                {g.phone ? <p>{g.phone}</p> : null}
                <p className="text-sm text-muted-foreground">
                  {g.hasPassword ? t("people.student.signsInAs", { username: g.username }) : t("people.student.invitedAs", { username: g.username })}
                </p>
                <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setUnlinking(g)}>
                  {t("people.student.unlink")}
                  <span className="sr-only">
                    {SPACE}
                    {g.fullName || g.username}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <StudentEmergencyContacts studentId={record.id} childName={name} />
      <StudentWithdrawal record={record} />

      <Card className="space-y-4 p-5">
        <h3 className="text-lg font-semibold">{t("people.student.classes")}</h3>
        {record.withdrawnAt ? null : <EnrolGradeClasses record={record} />}
        {record.classes.length === 0 ? (
          <p className="text-muted-foreground">{t("people.student.noClasses")}</p>
        ) : (
          <Table caption={t("people.student.classesCaption", { name })}>
            <THead>
              <tr>
                <Th>{t("people.student.column.class")}</Th>
                <Th>{t("people.student.column.subject")}</Th>
                <Th>{t("people.student.column.year")}</Th>
                <Th>{t("people.student.column.from")}</Th>
                <Th>{t("people.student.column.until")}</Th>
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
                  <Td className="whitespace-nowrap">{formatWhen(c.startedAt, locale)}</Td>
                  <Td>
                    {c.endedAt
                      ? t("people.student.ended", {
                          when: formatWhen(c.endedAt, locale),
                          reason: c.endReason === "moved" || c.endReason === "withdrawn" ? c.endReason : "removed",
                        })
                      : t("people.student.now")}
                  </Td>
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
        onSaved={(message) => toast({ variant: "success", title: t("people.student.passwordDone"), description: message })}
      />
      {adding ? <LinkGuardianDialog studentId={record.id} name={name} onOpenChange={setAdding} /> : null}
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => (open ? undefined : setUnlinking(null))}
        busy={unlink.isPending}
        title={t("people.student.unlinkTitle")}
        description={unlinking ? t("people.student.unlinkText", { guardian: unlinking.fullName || unlinking.username, name }) : undefined}
        confirmLabel={t("people.student.unlink")}
        busyLabel={t("people.student.unlinkBusy")}
        destructive
        error={unlink.isError ? (serverMessage(unlink.error) ?? t("people.student.unlinkFailed")) : null}
        onConfirm={() => {
          if (!unlinking) return;
          unlink.mutate(unlinking.userId, {
            onSuccess: (answer) => {
              toast({ variant: "success", title: t("people.student.unlinked"), description: answer.message });
              setUnlinking(null);
            },
          });
        }}
      />
    </div>
  );
}

/** The grade-wide action: every class of the child's grade set they are not in, the one way in; full ones named. */
function EnrolGradeClasses({ record }: { record: StudentRecord }) {
  const t = useT();
  const language = useLanguage();
  const enrolAll = useEnrolGradeClasses(record.id);
  const [notAdded, setNotAdded] = useState<GradeClassesResult["notAdded"]>([]);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={enrolAll.isPending}
          onClick={() =>
            enrolAll.mutate(undefined, {
              onSuccess: (answer) => {
                setNotAdded(answer.data.notAdded);
                toast({ variant: "success", title: t("people.student.enrolGradeDone"), description: answer.message });
              },
            })
          }
        >
          <ListPlus aria-hidden="true" />
          {enrolAll.isPending ? t("people.student.enrolGradeBusy") : t("people.student.enrolGrade")}
        </Button>
        <p className="text-sm text-muted-foreground">
          {t("people.student.enrolGradeHint", { grade: gradeLabel(record.grade, "name", NO_GRADE_LABEL, language) })}
        </p>
      </div>
      {enrolAll.isError ? <Alert kind="error" title={serverMessage(enrolAll.error) ?? t("people.student.enrolGradeFailed")} /> : null}
      {notAdded.length ? (
        <Alert kind="warning" title={t("people.student.notAdded")}>
          <ul className="list-disc pl-5">
            {notAdded.map((n) => (
              <li key={n.className}>{n.message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
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
  const t = useT();
  const language = useLanguage();
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
      toast({ variant: "success", title: t("people.editStudent.saved"), description: answer.message });
      onOpenChange(false);
    } catch (error) {
      if (showFieldErrors(error, EDIT_FIELDS, setError) === 0) setFailure(serverMessage(error) ?? t("people.editStudent.failed"));
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      busy={update.isPending}
      title={t("people.editStudent.title")}
      className="max-w-2xl"
      label={t("people.editStudent.title")}
      formClassName="grid gap-4 sm:grid-cols-2"
      onSubmit={submit}
      error={failure}
      submitLabel={t("people.editStudent.save")}
      busyLabel={t("people.editStudent.busy")}
    >
      <Field label={t("people.student.firstName")} required error={errors.firstName?.message}>
        {(c) => <Input {...c} autoComplete="off" {...register("firstName")} />}
      </Field>
      <Field label={t("people.student.lastName")} required error={errors.lastName?.message}>
        {(c) => <Input {...c} autoComplete="off" {...register("lastName")} />}
      </Field>
      <Field label={t("people.editStudent.goesBy")} error={errors.preferredName?.message}>
        {(c) => <Input {...c} autoComplete="off" {...register("preferredName")} />}
      </Field>
      <Field label={t("people.student.grade")} required error={errors.grade?.message}>
        {(c) => (
          <Select {...c} {...register("grade")}>
            {GRADE_LEVELS.map((g) => (
              <option key={g.applicationValue} value={g.applicationValue}>
                {gradeName(g, language)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("people.editStudent.plan")} required error={errors.accommodationPlan?.message} className="sm:col-span-2">
        {(c) => (
          <Select {...c} {...register("accommodationPlan")}>
            {ACCOMMODATION_PLANS.map((p) => (
              <option key={p} value={p}>
                {t(`people.student.plan.${p}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("people.editStudent.whatTeachersDo")} error={errors.accommodations?.message} className="sm:col-span-2">
        {(c) => <Textarea {...c} {...register("accommodations")} />}
      </Field>
      <label className="flex items-center gap-3 sm:col-span-2">
        <input type="checkbox" className="size-5 accent-primary" {...register("photoReleaseConsent")} />
        <span>{t("people.editStudent.photoRelease")}</span>
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
  const t = useT();
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
        toast({ variant: "success", title: t("people.linkGuardian.done"), description: answer.message });
        onOpenChange(false);
      } else {
        setNotice(answer.message);
      }
    } catch (error) {
      if (showFieldErrors(error, ["fullName", "email", "relationship"], setError) === 0) setFailure(serverMessage(error) ?? t("people.linkGuardian.failed"));
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      busy={link.isPending}
      title={t("people.linkGuardian.title", { name })}
      description={t("people.linkGuardian.description")}
      label={t("people.linkGuardian.label")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("people.linkGuardian.submit")}
      busyLabel={t("people.linkGuardian.busy")}
      icon={<UserPlus aria-hidden="true" />}
    >
      {notice ? (
        <Alert kind="warning" title={t("people.linkGuardian.notLinked")}>
          <p>{notice}</p>
        </Alert>
      ) : null}
      <Field label={t("people.linkGuardian.fullName")} required error={errors.fullName?.message}>
        {(c) => <Input {...c} autoComplete="off" {...register("fullName")} />}
      </Field>
      <Field label={t("people.linkGuardian.email")} required error={errors.email?.message}>
        {(c) => <Input {...c} type="email" autoComplete="off" {...register("email")} />}
      </Field>
      <Field label={t("people.linkGuardian.relationship")} error={errors.relationship?.message} description={t("people.linkGuardian.relationshipHint")}>
        {(c) => <Input {...c} autoComplete="off" {...register("relationship")} />}
      </Field>
    </FormDialog>
  );
}
