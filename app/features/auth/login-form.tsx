import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { isMfaChallenge, useLoginMutation, type MfaChallenge } from "~/lib/auth";
import { useLanguage, useLocalize, useT } from "~/lib/i18n";
import { localizedPath } from "#common/i18n/public-paths";
import { loginSchema } from "#common/schemas/auth";
import { authToasts } from "./messages";
import { PasswordInput } from "~/components/forms/password-input";

interface LoginValues {
  username: string;
  password: string;
}

/**
 * The Sign In tab (docs/product.md sections 2, 3 and 5): username or email and password. A correct password on
 * an account with two-factor authentication hands over to the code step (`onMfaRequired`); otherwise
 * the user is signed in and the screen sends them to their portal.
 */
export function LoginForm({ onMfaRequired }: { onMfaRequired: (challenge: MfaChallenge) => void }) {
  const t = useT();
  const localize = useLocalize();
  const language = useLanguage();
  const toasts = authToasts(t);
  const login = useLoginMutation();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { username: "", password: "" },
  });

  const submit = handleSubmit(async (values) => {
    if (login.isPending) return;
    try {
      const result = await login.mutateAsync(values);
      if (isMfaChallenge(result)) onMfaRequired(result);
      else toast({ ...toasts.loggedIn, variant: "success" });
    } catch (error) {
      resetField("password");
      toast({ variant: "destructive", title: toasts.loginFailed, description: localize(serverMessage(error) ?? toasts.loginFailedFallback) });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t("auth.login.form")}>
      <Field label={t("auth.login.username")} required error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register("username")} />}
      </Field>
      <Field label={t("auth.field.password")} required error={errors.password?.message}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...register("password")} />}
      </Field>
      <div className="flex justify-end">
        <Link to={localizedPath("/forgot-password", language)} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
          {t("auth.login.forgot")}
        </Link>
      </div>
      <SubmitButton busy={login.isPending} busyLabel={t("auth.login.pending")} icon={LogIn} className="sm:w-full">
        {t("auth.signIn")}
      </SubmitButton>
    </form>
  );
}
