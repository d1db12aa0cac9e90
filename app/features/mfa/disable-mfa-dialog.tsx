import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useLocalize, useT } from "~/lib/i18n";
import { mfaDisableSchema } from "#common/schemas/auth";
import { CodeInput } from "./code-input";
import { disableMfa, refreshMfaStatus } from "./mfa-api";

interface DisableValues {
  password: string;
  mfaToken: string;
}

/** Turning two-factor authentication off needs the password and a current code (docs/product.md sections 2 and 5). */
export function DisableMfaDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const localize = useLocalize();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    resetField,
    formState: { errors },
  } = useForm<DisableValues>({
    resolver: zodResolver(mfaDisableSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { password: "", mfaToken: "" },
  });

  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const submit = handleSubmit(async ({ password, mfaToken }) => {
    if (busy) return;
    setBusy(true);
    try {
      await disableMfa(password, mfaToken);
      toast({ title: t("auth.mfa.toast.disabled"), variant: "success" });
      await refreshMfaStatus(client);
      onOpenChange(false);
    } catch (failure) {
      resetField("mfaToken");
      toast({ variant: "destructive", title: t("auth.errorTitle"), description: localize(serverMessage(failure) ?? t("auth.mfa.toast.disableFailed")) });
      void refreshMfaStatus(client);
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("auth.disableMfa.title")}
      description={t("auth.disableMfa.description")}
      data-testid="disable-mfa-dialog"
      label={t("auth.disableMfa.label")}
      onSubmit={submit}
      submitLabel={t("auth.security.twoFactor.disable")}
      busyLabel={t("auth.disableMfa.busy")}
      icon={<ShieldOff aria-hidden="true" />}
      destructive
    >
      <Field label={t("auth.field.password")} required error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" {...register("password")} />}
      </Field>
      <Field label={t("auth.field.code")} required error={errors.mfaToken?.message}>
        {(controlProps) => (
          <Controller
            control={control}
            name="mfaToken"
            render={({ field }) => (
              <CodeInput {...controlProps} name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value} onValueChange={field.onChange} />
            )}
          />
        )}
      </Field>
    </FormDialog>
  );
}
