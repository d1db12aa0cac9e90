import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { DialogClose } from "~/components/ui/dialog";
import { Field } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { useT } from "~/lib/i18n";
import { CV_ACCEPT, jobApplicationSchema, type JobApplication, type JobApplicationInput } from "#common/schemas/job-application";

export interface JobApplicationFormProps {
  /** The opening's title: pre-filled and read-only. */
  position: string;
  /** Called with the validated application. */
  onSubmitted: (application: JobApplication) => void;
}

/**
 * The job application of docs/product.md section 5. Messages appear under the fields when the form is submitted
 * and then update as the visitor types; a failed submit moves focus to the first invalid field.
 */
export function JobApplicationForm({ position, onSubmitted }: JobApplicationFormProps) {
  const t = useT();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<JobApplicationInput, unknown, JobApplication>({
    resolver: zodResolver(jobApplicationSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { fullName: "", email: "", phone: "", position, coverLetter: "", cv: undefined },
  });

  const submit = handleSubmit((application) => {
    reset();
    onSubmitted(application);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t("careers.form.label", { position })}>
      <Field label={t("careers.form.fullName")} required error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...register("fullName")} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("careers.form.email")} required error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...register("email")} />}
        </Field>
        <Field label={t("careers.form.phone")} required error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" inputMode="tel" {...register("phone")} />}
        </Field>
      </div>
      <Field label={t("careers.form.position")} description={t("careers.form.positionHint")} error={errors.position?.message}>
        {(control) => <Input {...control} readOnly {...register("position")} />}
      </Field>
      <Field label={t("careers.form.coverLetter")} required description={t("careers.form.coverLetterHint")} error={errors.coverLetter?.message}>
        {(control) => <Textarea {...control} rows={6} {...register("coverLetter")} />}
      </Field>
      <Field label={t("careers.form.cv")} required description={t("careers.form.cvHint")} error={errors.cv?.message}>
        {(controlProps) => (
          <Controller
            control={control}
            name="cv"
            render={({ field }) => (
              <Input
                {...controlProps}
                type="file"
                accept={CV_ACCEPT}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.files?.[0])}
                className="h-auto py-1.5"
              />
            )}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t("careers.form.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          <Send aria-hidden="true" />
          {t("careers.form.submit")}
        </Button>
      </div>
    </form>
  );
}
