import { Send } from "lucide-react";
import { useId, type ChangeEvent, type ComponentProps, type ReactNode, type Ref } from "react";
import type { FieldBinding } from "~/components/forms/binding";
import type { FormAlert } from "~/components/forms/form-alert";
import { describedBy, FieldStatus, type LiveStatus } from "~/components/forms/field-status";
import { GradeSelect } from "~/components/forms/grade-select";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormOutcome } from "~/components/forms/form-outcome";
import { UploadList, type UploadItem } from "~/components/forms/upload-list";
import { Field } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { useLocalize, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { HONEYPOT_FIELD } from "#common/schemas/honeypot";
import { acceptAttribute, CONTACT_UPLOAD_POLICY, formatBytes } from "#common/uploads";

export const CONTACT_FIELDS = ["parent_name", "email", "phone", "grade_level", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const ATTACHMENTS_FIELD = "attachments";
export const MESSAGE_MAX = 1000;

/** The spec's English texts (docs/product.md section 8); FormOutcome shows them in the page's language. */
export const CONTACT_SUCCESS = { title: "Message sent successfully!", description: "We'll get back to you within 24 hours." } as const;
export const CONTACT_ERROR_TITLE = "Error sending message";

export interface ContactFormViewProps {
  form: ComponentProps<"form"> & { ref?: Ref<HTMLFormElement>; "data-live"?: string };
  bind: (name: ContactField | typeof HONEYPOT_FIELD) => FieldBinding;
  errors?: Partial<Record<ContactField, string>>;
  /** Files refused on selection, or the server's word on the attachments: one sentence each. */
  attachmentProblems?: readonly string[];
  status?: Partial<Record<ContactField, LiveStatus>>;
  messageLength?: number;
  attachments?: {
    items: readonly UploadItem[];
    inputRef?: Ref<HTMLInputElement>;
    onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
    onRemove: (key: string) => void;
    /** Polite announcement of what happened to the files (added, refused, uploaded). */
    announcement: string;
  };
  busy?: boolean;
  banner?: boolean;
  alert?: FormAlert;
}

/** A control with its live status icon at the end. */
function WithStatus({ status, statusId, className, children }: { status: LiveStatus; statusId: string; className?: string; children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <FieldStatus id={statusId} status={status} className={className} />
    </div>
  );
}

/**
 * The General Contact form's markup (docs/product.md sections 3 and 5). The same view serves the shell that is
 * prerendered and the live form (contact-form-live.tsx) that replaces it, so the two never differ.
 */
export function ContactFormView({
  form,
  bind,
  errors = {},
  attachmentProblems: problems = [],
  status = {},
  messageLength = 0,
  attachments,
  busy = false,
  banner = false,
  alert,
}: ContactFormViewProps) {
  const id = useId();
  const statusId = (name: ContactField) => `${id}-${name}-status`;
  const statusOf = (name: ContactField) => status[name] ?? "idle";
  const countId = `${id}-count`;
  const hintId = `${id}-message-hint`;
  const announceId = `${id}-files-announce`;
  const attachmentsHintId = `${id}-attachments-hint`;
  const problemsId = `${id}-attachments-problems`;
  const over = messageLength > MESSAGE_MAX;
  const count = `${messageLength}/${MESSAGE_MAX}`;
  const t = useT();
  const localize = useLocalize();
  const optional = <span className="font-normal text-muted-foreground">{t("forms.optional")}</span>;
  const attachmentsHint = t("contact.form.attachmentsHint", {
    maxFiles: CONTACT_UPLOAD_POLICY.maxFiles,
    maxSize: formatBytes(CONTACT_UPLOAD_POLICY.maxBytes),
    accepted: CONTACT_UPLOAD_POLICY.acceptedLabel.replace(/^images\b/, t("contact.form.images")),
  });

  return (
    <form {...form} noValidate aria-label={t("contact.form.label")} data-contact-form="" className={cn("space-y-5", form.className)}>
      <p className="text-sm text-muted-foreground">{t("contact.form.required")}</p>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("contact.form.parentName")} required error={errors.parent_name}>
          {(control) => (
            <WithStatus status={statusOf("parent_name")} statusId={statusId("parent_name")}>
              <Input {...describedBy(control, statusId("parent_name"))} autoComplete="name" className="pr-10" {...bind("parent_name")} />
            </WithStatus>
          )}
        </Field>
        <Field label={t("contact.form.email")} required error={errors.email}>
          {(control) => (
            <WithStatus status={statusOf("email")} statusId={statusId("email")}>
              <Input
                {...describedBy(control, statusId("email"))}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                className="pr-10"
                {...bind("email")}
              />
            </WithStatus>
          )}
        </Field>
        <Field
          label={
            <>
              {t("contact.form.phone")}
              {optional}
            </>
          }
          error={errors.phone}
        >
          {(control) => (
            <WithStatus status={statusOf("phone")} statusId={statusId("phone")}>
              <Input {...describedBy(control, statusId("phone"))} type="tel" inputMode="tel" autoComplete="tel" className="pr-10" {...bind("phone")} />
            </WithStatus>
          )}
        </Field>
        <Field
          label={
            <>
              {t("contact.form.grade")}
              {optional}
            </>
          }
          error={errors.grade_level}
        >
          {(control) => (
            <WithStatus status={statusOf("grade_level")} statusId={statusId("grade_level")} className="right-9">
              <GradeSelect
                {...describedBy(control, statusId("grade_level"))}
                placeholder={t("contact.form.gradePlaceholder")}
                defaultValue=""
                className="pr-16"
                {...bind("grade_level")}
              />
            </WithStatus>
          )}
        </Field>
      </div>

      <Field label={t("contact.form.message")} required error={errors.message}>
        {(control) => (
          <>
            <WithStatus status={statusOf("message")} statusId={statusId("message")}>
              <Textarea {...describedBy(control, hintId, countId, statusId("message"))} rows={6} className="pr-10" {...bind("message")} />
            </WithStatus>
            <div className="flex items-start justify-between gap-4 text-sm">
              <p id={hintId} className="text-muted-foreground">
                {t("contact.form.messageHint")}
              </p>
              <p id={countId} data-message-count="" className={cn("shrink-0 tabular-nums text-muted-foreground", over && "font-semibold text-destructive")}>
                {count}
                <span className="sr-only">{t("contact.form.characters")}</span>
              </p>
            </div>
          </>
        )}
      </Field>

      <div className="space-y-3">
        <Field
          label={
            <>
              {t("contact.form.attachments")}
              {optional}
            </>
          }
        >
          {(control) => (
            <>
              <Input
                {...describedBy(control, attachmentsHintId, problems.length > 0 ? problemsId : undefined)}
                aria-invalid={problems.length > 0}
                ref={attachments?.inputRef}
                type="file"
                name={ATTACHMENTS_FIELD}
                multiple
                accept={acceptAttribute(CONTACT_UPLOAD_POLICY)}
                aria-disabled={busy || undefined}
                onChange={attachments?.onChoose}
                className="h-auto cursor-pointer py-1.5 aria-disabled:pointer-events-none"
              />
              <p id={attachmentsHintId} className="text-sm text-muted-foreground">
                {attachmentsHint}
              </p>
              {problems.length > 0 ? (
                <ul id={problemsId} data-attachment-problems="" className="space-y-1 text-sm font-medium text-destructive">
                  {problems.map((problem) => (
                    <li key={problem}>{localize(problem)}</li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </Field>
        <UploadList items={attachments?.items ?? []} onRemove={(key) => attachments?.onRemove(key)} locked={busy} />
        <p id={announceId} aria-live="polite" className="sr-only">
          {attachments?.announcement ?? ""}
        </p>
      </div>

      <Honeypot {...bind(HONEYPOT_FIELD)} />

      <FormOutcome banner={banner} success={CONTACT_SUCCESS} alert={alert} />

      <div className="flex flex-col gap-4 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t("contact.form.replies")}</p>
        <SubmitButton busy={busy} busyLabel={t("contact.form.sending")} icon={Send}>
          {t("contact.form.send")}
        </SubmitButton>
      </div>
    </form>
  );
}
