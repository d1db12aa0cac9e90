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
import { requestPasswordReset } from "./auth-api";
import { forgotPasswordSchema } from "#common/schemas/auth";
import { RECOVERY_TOASTS } from "./messages";

/**
 * /forgot-password (docs/product.md sections 2, 4, 5 and 8): an email address, then the same confirmation
 * whether or not an account uses it (the server answers alike, so nobody can find out who has an
 * account here).
 */
export function ForgotPasswordForm() {
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
        toast({ variant: "destructive", title: RECOVERY_TOASTS.errorTitle, description: body.message || RECOVERY_TOASTS.sendFailed });
        return;
      }
      setSent(true);
      toast({ ...RECOVERY_TOASTS.sent, variant: "success" });
    } catch (error) {
      // An HTTP failure: the server's message, "taken from the body or the status text" here (spec
      // section 8); no answer at all: try again.
      const description = !(error instanceof ApiError)
        ? RECOVERY_TOASTS.sendNetworkFailed
        : (serverMessage(error) ?? (error.statusText || RECOVERY_TOASTS.sendFailed));
      toast({ variant: "destructive", title: RECOVERY_TOASTS.errorTitle, description });
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
          Check your email
        </h2>
        <p className="text-muted-foreground">{RECOVERY_TOASTS.sent.description}</p>
        <p className="text-sm text-muted-foreground">
          The link works once and expires after 1 hour. If nothing arrives within a few minutes, check your spam folder or request a new link.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to="/auth">Return to Login</Link>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Request a password reset link">
      <Field label="Email" required error={errors.email?.message} description="The email address on your account.">
        {(control) => <Input {...control} type="email" inputMode="email" autoComplete="email" {...register("email")} />}
      </Field>
      <SubmitButton busy={busy} busyLabel="Sending..." icon={Send} className="sm:w-full">
        Send Reset Link
      </SubmitButton>
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link to="/auth">
          <ArrowLeft aria-hidden="true" />
          Back to Login
        </Link>
      </Button>
    </form>
  );
}
