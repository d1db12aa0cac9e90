/**
 * Small layout pieces of the application form: a titled group of fields and a checkbox with its
 * label, explanation and error wired together the way the Field primitive wires text inputs.
 */
import { useId, type ReactNode } from "react";
import { FieldNotes, RequiredMark, useFieldControl, type FieldControlProps } from "~/components/ui/form-field";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  /** Marks the whole group as optional in its heading. */
  optional?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A fieldset whose legend is an h2: screen readers announce the group with each field, and the
 * headings give the long form an outline to jump through.
 */
export function FormSection({ title, description, optional, children, className }: FormSectionProps) {
  const descriptionId = useId();
  const t = useT();
  return (
    <fieldset
      className={cn("min-w-0 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-7", className)}
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className="float-left mb-1 w-full">
        <h2 className="flex flex-wrap items-baseline gap-x-2 text-xl font-bold tracking-tight sm:text-2xl">
          {title}
          {/* A space between the title and the note, for the text read out and copied. */}
          {optional ? <> </> : null}
          {optional ? <span className="text-base font-medium text-muted-foreground">{t("application.form.optional")}</span> : null}
        </h2>
      </legend>
      {description ? (
        <p id={descriptionId} className="clear-both mb-5 text-muted-foreground text-pretty">
          {description}
        </p>
      ) : (
        <div className="clear-both mb-5" />
      )}
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export interface CheckboxFieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A checkbox before its label, with an optional explanation and the validation message below. */
export function CheckboxField({ label, description, error, required, className, children }: CheckboxFieldProps) {
  const { id, descriptionId, errorId, control } = useFieldControl({ error, description, required });
  return (
    <div className={cn("flex gap-3", className)}>
      <div className="flex h-6 shrink-0 items-center">{children(control)}</div>
      <div className="min-w-0 space-y-1">
        <label htmlFor={id} className="block font-semibold leading-6">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        <FieldNotes descriptionId={descriptionId} description={description} errorId={errorId} error={error} />
      </div>
    </div>
  );
}

/** The native checkbox, large enough to hit on a phone and drawn in the theme's primary colour. */
export const checkboxClass =
  "size-5 cursor-pointer rounded border-input accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:outline-2 aria-invalid:outline-destructive";
