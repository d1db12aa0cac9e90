import { useId, type ReactNode } from "react";
import { useLocalize } from "~/lib/i18n";
import { cn } from "~/lib/utils";

export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required"?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** The validation message; when set the control is marked invalid and describes itself with it. */
  error?: string;
  description?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids and ARIA wiring of one field: its control is described by its hint and its error. */
export function useFieldControl({ error, description, required }: { error?: string; description?: ReactNode; required?: boolean }) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  const control: FieldControlProps = { id, "aria-invalid": !!error, "aria-describedby": describedBy, ...(required ? { "aria-required": true } : {}) };
  return { id, descriptionId, errorId, control };
}

/** A mark, not a word: the same in every language. */
const REQUIRED = " *";

/** The asterisk after a required field's label (the control itself carries aria-required). */
export function RequiredMark() {
  return (
    <span className="text-destructive" aria-hidden="true">
      {REQUIRED}
    </span>
  );
}

/** A field's hint and validation message, under the control, with the ids the control refers to. */
export function FieldNotes(props: { descriptionId?: string; description?: ReactNode; errorId?: string; error?: string }) {
  const localize = useLocalize();
  return (
    <>
      {props.description ? (
        <div id={props.descriptionId} className="text-sm text-muted-foreground text-pretty">
          {props.description}
        </div>
      ) : null}
      {props.error ? (
        <p id={props.errorId} className="text-sm font-medium text-destructive">
          {localize(props.error)}
        </p>
      ) : null}
    </>
  );
}

/**
 * A label, a control, a hint and an error, wired together: the label names the control and the
 * hint and error are read out with it (aria-describedby), so every form field is announced the same way.
 */
export function Field({ label, error, description, required, className, children }: FieldProps) {
  const { id, descriptionId, errorId, control } = useFieldControl({ error, description, required });
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children(control)}
      <FieldNotes descriptionId={descriptionId} description={description} errorId={errorId} error={error} />
    </div>
  );
}
