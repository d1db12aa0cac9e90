import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, MailCheck, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { ApiError, serverMessage } from "~/lib/api";
import { useLanguage, useT } from "~/lib/i18n";
import { requestPasswordReset } from "./auth-api";
import { localizedPath } from "#common/i18n/public-paths";
import { forgotPasswordSchema } from "#common/schemas/auth";
import { recoveryToasts } from "./messages";

/**
 * /forgot-password (docs/product.md sections 2, 4, 5 and 8): an email address, then the same confirmation
 * whether or not an account uses it (the server answers alike, so nobody can find out who has an
 * account here).
 */
export function ForgotPasswordForm() {
  const t = useT();
  const language = useLanguage();
  const toasts = recoveryToasts(t);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { email: "" },
  });

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const submit = handleSubmit(async ({ email }) => {
    if (busy) return;
    setBusy(true);
    try {
      const body = await requestPasswordReset(email);
      if (body.success === false) {
        toast({ variant: "destructive", title: toasts.errorTitle, description: body.message || toasts.sendFailed });
        return;
      }
      setSent(true);
      toast({ ...toasts.sent, variant: "success" });
    } catch (error) {
      // An HTTP failure: the server's message, "taken from the body or the status text" here (spec
      // section 8); no answer at all: try again.
      const description = !(error instanceof ApiError) ? toasts.sendNetworkFailed : (serverMessage(error) ?? (error.statusText || toasts.sendFailed));
      toast({ variant: "destructive", title: toasts.errorTitle, description });
    } finally {
      setBusy(false);
    }
  });

  if (sent) {
    return (
      <div className="space-y-4 text-center" data-testid="reset-link-sent">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-success/15 text-success">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <h2 ref={confirmationRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("auth.forgot.sent.title")}
        </h2>
        <p className="text-muted-foreground">{toasts.sent.description}</p>
        <p className="text-sm text-muted-foreground">{t("auth.forgot.sent.note")}</p>
        <Button asChild size="lg" className="w-full">
          <Link to={localizedPath("/auth", language)}>{t("auth.forgot.sent.returnToLogin")}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t("auth.forgot.form")}>
      <Field label={t("auth.field.email")} required error={errors.email?.message} description={t("auth.forgot.emailHelp")}>
        {(control) => <Input {...control} type="email" inputMode="email" autoComplete="email" {...register("email")} />}
      </Field>
      <SubmitButton busy={busy} busyLabel={t("auth.forgot.sending")} icon={Send} className="sm:w-full">
        {t("auth.forgot.submit")}
      </SubmitButton>
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link to={localizedPath("/auth", language)}>
          <ArrowLeft aria-hidden="true" />
          {t("auth.forgot.backToLogin")}
        </Link>
      </Button>
    </form>
  );
}
