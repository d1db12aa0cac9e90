import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { serverMessage } from "~/lib/api";
import { showFieldErrors } from "~/lib/form-errors";
import { useLanguage, useRichT, useT } from "~/lib/i18n";
import { suggestChildPassphrase } from "#common/child-passphrase-words";
import type { Language } from "#common/i18n/languages";
import { childPasswordSchema } from "#common/schemas/learning/students";
import { PasswordInput } from "./password-input";

interface Values {
  password: string;
}
const resolver = zodResolver(childPasswordSchema) as unknown as Resolver<Values>;

/**
 * Sets a child's password (a child has no email address to reset it with): used by staff on the
 * student record and by a guardian on the family portal, each with their own call (`save`).
 */
export function ChildPasswordDialog({
  open,
  onOpenChange,
  childName,
  username,
  language,
  save,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  childName: string;
  username: string;
  /** The language of the child's screens, for the words "Make one for me" suggests (the page's language when not given). */
  language?: Language;
  save: (password: string) => Promise<{ message: string }>;
  onSaved: (message: string) => void;
}) {
  const t = useT();
  const richT = useRichT();
  const pageLanguage = useLanguage();
  const [busy, setBusy] = useState(false);
  const [suggested, setSuggested] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver, mode: "onSubmit", reValidateMode: "onChange", defaultValues: { password: "" } });
  useEffect(() => {
    if (open) reset({ password: "" });
  }, [open, reset]);
  // Each opening starts without the last attempt's failure.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setFailure(null);
      setSuggested(null);
    }
  }

  // The field hides what it holds, so the words are also written out for the adult to pass on.
  const suggest = () => {
    const words = suggestChildPassphrase(language ?? pageLanguage, (values) => crypto.getRandomValues(values));
    setSuggested(words);
    setValue("password", words, { shouldValidate: true });
  };

  const submit = handleSubmit(async ({ password }) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await save(password);
      onSaved(answer.message);
      onOpenChange(false);
    } catch (error) {
      if (showFieldErrors(error, ["password"], setError) === 0) setFailure(serverMessage(error) ?? "The password could not be set. Please try again.");
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={`Set ${childName}'s password`}
      description={`${childName} signs in with the username ${username} and this password. Devices signed in as ${childName} are signed out.`}
      data-testid="child-password-dialog"
      label={`Set ${childName}'s password`}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel="Set password"
      busyLabel="Saving..."
      icon={<KeyRound aria-hidden="true" />}
    >
      {/* The children's rule (common/schemas/child-password.ts), not the adult checklist: a child types it. */}
      <Field label="New password" required description={t("validation.childPassword.hint")} error={errors.password?.message}>
        {(control) => <PasswordInput {...control} toggleLabel="new password" autoComplete="new-password" {...register("password")} />}
      </Field>
      <div className="space-y-2">
        <Button variant="outline" onClick={suggest} disabled={busy}>
          {t("forms.childPassword.suggest")}
        </Button>
        <p aria-live="polite" className="text-sm" data-testid="child-password-suggestion">
          {suggested
            ? richT("forms.childPassword.suggested", { words: suggested, name: childName, b: (chunks: ReactNode[]) => <strong>{chunks}</strong> })
            : null}
        </p>
      </div>
    </FormDialog>
  );
}
