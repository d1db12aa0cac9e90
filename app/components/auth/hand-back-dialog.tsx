import { LogIn } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { PasswordInput } from "~/components/forms/password-input";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useHandBackMutation } from "~/lib/auth";
import { useLocalize, useT } from "~/lib/i18n";
import { homePathForRole } from "#common/roles";

/**
 * The grown-up comes back on a device they handed to their child (issue 34): their password ends the
 * child's session and signs them back in. A wrong password leaves the child signed in.
 */
export function HandBackDialog({ open, onOpenChange, guardianName }: { open: boolean; onOpenChange: (open: boolean) => void; guardianName: string }) {
  const t = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const handBack = useHandBackMutation();
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const failure = handBack.error ? localize(serverMessage(handBack.error) ?? t("portal.account.handBack.failed")) : null;

  const close = (next: boolean) => {
    if (!next) {
      setPassword("");
      setMissing(false);
      handBack.reset();
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (handBack.isPending) return;
    if (!password) return setMissing(true);
    setMissing(false);
    try {
      const guardian = await handBack.mutateAsync(password);
      navigate(homePathForRole(guardian.role), { replace: true });
      toast({ variant: "success", title: t("portal.account.handBack.welcome", { name: guardianName }) });
    } catch {
      // Shown in the dialog (failure); the child stays signed in.
      setPassword("");
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      busy={handBack.isPending}
      title={t("portal.account.handBack.title", { name: guardianName })}
      description={t("portal.account.handBack.description", { name: guardianName })}
      data-testid="hand-back-dialog"
      label={t("portal.account.handBack.title", { name: guardianName })}
      formClassName="space-y-4"
      onSubmit={(event) => void submit(event)}
      error={failure}
      submitLabel={t("portal.account.handBack.submit")}
      busyLabel={t("portal.account.handBack.busy")}
      icon={<LogIn aria-hidden="true" />}
    >
      <Field label={t("portal.account.handBack.password")} required error={missing ? t("portal.account.handBack.required") : undefined}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />}
      </Field>
    </FormDialog>
  );
}
