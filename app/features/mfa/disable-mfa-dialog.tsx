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
import { mfaDisableSchema } from "#common/schemas/auth";
import { CodeInput } from "./code-input";
import { disableMfa, refreshMfaStatus, MFA_TOASTS } from "./mfa-api";

interface DisableValues {
  password: string;
  mfaToken: string;
}

/** Turning two-factor authentication off needs the password and a current code (docs/product.md sections 2 and 5). */
export function DisableMfaDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
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
      toast({ title: MFA_TOASTS.disabled, variant: "success" });
      await refreshMfaStatus(client);
      onOpenChange(false);
    } catch (failure) {
      resetField("mfaToken");
      toast({ variant: "destructive", title: MFA_TOASTS.errorTitle, description: serverMessage(failure) ?? MFA_TOASTS.disableFailed });
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
      title="Disable Two-Factor Authentication"
      description="Your account will be protected by your password alone. Enter your password and a current code from your authenticator app to confirm."
      data-testid="disable-mfa-dialog"
      label="Disable two-factor authentication"
      onSubmit={submit}
      submitLabel="Disable 2FA"
      busyLabel="Disabling..."
      icon={<ShieldOff aria-hidden="true" />}
      destructive
    >
      <Field label="Password" required error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" {...register("password")} />}
      </Field>
      <Field label="6-digit code" required error={errors.mfaToken?.message}>
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
