import { SlidersHorizontal } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import type { MessageId } from "#common/i18n/messages";
import { DEFAULT_PREFERENCES, TEXT_SIZES, type LearnerPreferences, type TextSize } from "#common/learning/preferences";
import type { ChildSignIn } from "#common/schemas/learning/students";
import { useChildPreferences, useSaveChildPreferences } from "./family-api";

const TEXT_SIZE_LABELS: Record<TextSize, MessageId> = {
  standard: "family.helpers.textSize.standard",
  large: "family.helpers.textSize.large",
  "extra-large": "family.helpers.textSize.extraLarge",
};

const SWITCHES: { key: "readingFont" | "reducedMotion" | "captions"; label: MessageId; hint: MessageId }[] = [
  { key: "readingFont", label: "family.helpers.readingFont", hint: "family.helpers.readingFont.hint" },
  { key: "reducedMotion", label: "family.helpers.reducedMotion", hint: "family.helpers.reducedMotion.hint" },
  { key: "captions", label: "family.helpers.captions", hint: "family.helpers.captions.hint" },
];

/** A guardian sets the accessibility helpers that follow their child across the student portal. */
export function ChildHelpersDialog({ child, onClose }: { child: ChildSignIn | null; onClose: () => void }) {
  const current = useChildPreferences(child?.studentId ?? null);
  const save = useSaveChildPreferences();
  const t = useT();
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
          toast({ variant: "success", title: t("family.helpers.saved"), description: answer.message });
          onClose();
        },
        onError: (error) => setFailure(serverMessage(error) ?? t("family.helpers.saveError")),
      },
    );
  };

  return (
    <FormDialog
      open={child !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={save.isPending}
      title={t("family.helpers.title", { name: child?.name ?? t("family.helpers.yourChild") })}
      description={t("family.helpers.description")}
      data-testid="child-helpers-dialog"
      label={t("family.helpers.label")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("family.helpers.save")}
      busyLabel={t("family.helpers.saving")}
      icon={<SlidersHorizontal aria-hidden="true" />}
    >
      <QueryState query={current} errorTitle={t("family.helpers.loadError")} loadingClassName="min-h-32">
        {() => (
          <>
            <Field label={t("family.helpers.textSize")}>
              {(control) => (
                <Select {...control} value={values.textSize} onChange={(e) => setValues({ ...values, textSize: e.target.value as TextSize })}>
                  {TEXT_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {t(TEXT_SIZE_LABELS[size])}
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
                  {t(s.label)}
                  <span className="block text-sm font-normal text-muted-foreground">{t(s.hint)}</span>
                </span>
              </label>
            ))}
          </>
        )}
      </QueryState>
    </FormDialog>
  );
}
