import { SlidersHorizontal } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { DEFAULT_PREFERENCES, TEXT_SIZES, type LearnerPreferences, type TextSize } from "#common/learning/preferences";
import type { ChildSignIn } from "#common/schemas/learning/students";
import { useChildPreferences, useSaveChildPreferences } from "./family-api";

const TEXT_SIZE_LABELS: Record<TextSize, string> = { standard: "Normal", large: "Big (125%)", "extra-large": "Bigger (150%)" };

const SWITCHES: { key: "readingFont" | "reducedMotion" | "captions"; label: string; hint: string }[] = [
  { key: "readingFont", label: "Easy-read letters", hint: "A dyslexia-friendly font on every page." },
  { key: "reducedMotion", label: "Less moving", hint: "Turns off animations." },
  { key: "captions", label: "Captions in live classes", hint: "Captions start on in live lessons." },
];

/** A guardian sets the accessibility helpers that follow their child across the student portal. */
export function ChildHelpersDialog({ child, onClose }: { child: ChildSignIn | null; onClose: () => void }) {
  const current = useChildPreferences(child?.studentId ?? null);
  const save = useSaveChildPreferences();
  const [values, setValues] = useState<LearnerPreferences>(current.data ?? DEFAULT_PREFERENCES);
  const [failure, setFailure] = useState<string | null>(null);
  // Another child, or their saved helpers arrived: start from those.
  const [shownFor, setShownFor] = useState({ data: current.data, child });
  if (shownFor.data !== current.data || shownFor.child !== child) {
    setShownFor({ data: current.data, child });
    if (current.data) setValues(current.data);
    setFailure(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!child) return;
    setFailure(null);
    save.mutate(
      { studentId: child.studentId, preferences: values },
      {
        onSuccess: (answer) => {
          toast({ variant: "success", title: "Helpers saved", description: answer.message });
          onClose();
        },
        onError: (error) => setFailure(serverMessage(error) ?? "The helpers could not be saved. Please try again."),
      },
    );
  };

  return (
    <FormDialog
      open={child !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={save.isPending}
      title={`Screen helpers for ${child?.name ?? "your child"}`}
      description="These follow your child on every page of the student portal, on any device. Your child can change them too, on their profile."
      data-testid="child-helpers-dialog"
      label="Screen helpers"
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel="Save helpers"
      busyLabel="Saving..."
      icon={<SlidersHorizontal aria-hidden="true" />}
    >
      <QueryState query={current} errorTitle="The helpers could not be loaded." loadingClassName="min-h-32">
        {() => (
          <>
            <Field label="Text size">
              {(control) => (
                <Select {...control} value={values.textSize} onChange={(e) => setValues({ ...values, textSize: e.target.value as TextSize })}>
                  {TEXT_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {TEXT_SIZE_LABELS[size]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {SWITCHES.map((s) => (
              <label key={s.key} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 size-5 accent-primary"
                  checked={values[s.key]}
                  onChange={(e) => setValues({ ...values, [s.key]: e.target.checked })}
                />
                <span className="font-medium">
                  {s.label}
                  <span className="block text-sm font-normal text-muted-foreground">{s.hint}</span>
                </span>
              </label>
            ))}
          </>
        )}
      </QueryState>
    </FormDialog>
  );
}
