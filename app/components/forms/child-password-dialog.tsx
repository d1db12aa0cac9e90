import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { serverMessage } from "~/lib/api";
import { showFieldErrors } from "~/lib/form-errors";
import { childPasswordSchema } from "#common/schemas/learning/students";
import { NewPasswordInput } from "./password-rules";

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
  save,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  childName: string;
  username: string;
  save: (password: string) => Promise<{ message: string }>;
  onSaved: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver, mode: "onSubmit", reValidateMode: "onChange", defaultValues: { password: "" } });
  const typed = useWatch({ control, name: "password" });
  useEffect(() => {
    if (open) reset({ password: "" });
  }, [open, reset]);
  // Each opening starts without the last attempt's failure.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setFailure(null);
  }

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
      <Field label="New password" required error={errors.password?.message}>
        {(control) => <NewPasswordInput {...control} toggleLabel="new password" password={typed} {...register("password")} />}
      </Field>
    </FormDialog>
  );
}
