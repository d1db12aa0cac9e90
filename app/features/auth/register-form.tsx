import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useRegisterMutation } from "~/lib/auth";
import { useLocalize, useT } from "~/lib/i18n";
import { fieldErrorsOf } from "~/lib/form-errors";
import { registerSchema } from "#common/schemas/auth";
import { authToasts } from "./messages";
import { NewPasswordInput } from "~/components/forms/password-rules";

const FIELDS = ["username", "email", "phone", "password"] as const;
type RegisterField = (typeof FIELDS)[number];
type RegisterValues = Record<RegisterField, string>;

// The role is not a field: it is added on submit from the portal (docs/product.md section 3).
const formSchema = registerSchema.omit({ role: true });
const resolver = zodResolver(formSchema) as unknown as Resolver<RegisterValues>;

/**
 * The Create Account tab (docs/product.md sections 2, 3 and 5): username, email, phone (optional) and a
 * password that meets the one policy, checked live. The account is a student's on the student
 * portal and a parent's (guardian) anywhere else; teacher and admin portals have no such tab.
 */
export function RegisterForm({ role, submitLabel }: { role: "student" | "guardian"; submitLabel: string }) {
  const t = useT();
  const localize = useLocalize();
  const toasts = authToasts(t);
  const registration = useRegisterMutation();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { username: "", email: "", phone: "", password: "" },
  });
  const password = useWatch({ control, name: "password" }) ?? "";
  const phoneLabel = (
    <>
      {t("auth.register.phone")}
      <span className="font-normal text-muted-foreground">{t("forms.optional")}</span>
    </>
  );

  const submit = handleSubmit(async (values) => {
    if (registration.isPending) return;
    try {
      await registration.mutateAsync({ ...values, phone: values.phone || undefined, role });
      toast({ ...toasts.registered, variant: "success" });
    } catch (error) {
      let focused = false;
      for (const { field, message } of fieldErrorsOf(error)) {
        if (!(FIELDS as readonly string[]).includes(field)) continue;
        setError(field as RegisterField, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
      toast({
        variant: "destructive",
        title: toasts.registrationFailed,
        description: localize(serverMessage(error) ?? toasts.registrationFailedFallback),
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t("auth.register.form")}>
      <Field label={t("auth.register.username")} required description={t("auth.register.usernameHelp")} error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register("username")} />}
      </Field>
      <Field label={t("auth.field.email")} required error={errors.email?.message}>
        {(control) => <Input {...control} type="email" inputMode="email" autoComplete="email" {...register("email")} />}
      </Field>
      <Field label={phoneLabel} error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...register("phone")} />}
      </Field>
      <Field label={t("auth.field.password")} required error={errors.password?.message}>
        {(control) => <NewPasswordInput {...control} password={password} {...register("password")} />}
      </Field>
      <SubmitButton busy={registration.isPending} busyLabel={t("auth.register.pending")} icon={UserPlus} className="sm:w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
