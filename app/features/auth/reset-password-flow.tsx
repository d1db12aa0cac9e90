import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, KeyRound, Link2Off } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/form-field";
import { LoadingScreen } from "~/components/ui/spinner";
import { toast } from "~/components/ui/use-toast";
import { resetPassword } from "./auth-api";
import { useBrowserValue } from "~/lib/use-browser-value";
import { errorStatus, serverMessage } from "~/lib/api";
import { fieldErrorsOf } from "~/lib/form-errors";
import { PASSWORD_MESSAGES, resetPasswordFormSchema } from "#common/schemas/auth";
import { RECOVERY_TOASTS, REDIRECT_DELAY_MS } from "./messages";
import { PasswordInput } from "~/components/forms/password-input";
import { NewPasswordInput } from "~/components/forms/password-rules";

type State = { kind: "loading" } | { kind: "invalid" } | { kind: "form"; token: string } | { kind: "success" };

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** The address's token, trimmed; null when it has none. */
function readAddressToken(): string | null {
  const token = new URL(window.location.href).searchParams.get("token");
  return token && token.trim() ? token.trim() : null;
}

/** Takes the token out of the address bar (and so out of history and screenshots). */
function dropAddressToken() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has("token")) return;
  url.searchParams.delete("token");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The link's token, read once and then taken out of the address bar: undefined in the prerendered
 * HTML and while hydrating (only the browser knows the address), null when the link has none.
 */
export function useAddressToken(): string | null | undefined {
  const inAddress = useBrowserValue(readAddressToken, undefined);
  // Kept from the first read: the address no longer has it once dropped.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  if (token === undefined && inAddress !== undefined) setToken(inAddress);
  useEffect(() => {
    if (token !== undefined) dropAddressToken();
  }, [token]);
  return token;
}

/**
 * /reset-password (docs/product.md sections 2, 4, 5 and 8): Loading..., then the form (or the Invalid Reset
 * Link page and a redirect to /forgot-password after 3 s when there is no token), then success and
 * a redirect to /auth after 3 s.
 */
export function ResetPasswordFlow() {
  const token = useAddressToken();
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const state: State = done ? { kind: "success" } : token === undefined ? { kind: "loading" } : token ? { kind: "form", token } : { kind: "invalid" };

  // Said once: in development React runs effects twice.
  const warned = useRef(false);
  useEffect(() => {
    if (state.kind !== "invalid" || warned.current) return;
    warned.current = true;
    toast({ variant: "destructive", ...RECOVERY_TOASTS.noToken });
  }, [state.kind]);

  useEffect(() => {
    if (state.kind !== "invalid" && state.kind !== "success") return;
    const to = state.kind === "invalid" ? "/forgot-password" : "/auth";
    const timer = setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  switch (state.kind) {
    case "loading":
      return <LoadingScreen className="min-h-48" />;
    case "invalid":
      return (
        <div className="space-y-4 text-center" data-testid="invalid-reset-link">
          <span className="mx-auto grid size-12 place-items-center rounded-full bg-destructive/10 text-destructive">
            <Link2Off className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-semibold">Invalid Reset Link</h2>
          <p className="text-muted-foreground">This link has no reset token. Please request a new password reset.</p>
          <p role="status" className="text-sm text-muted-foreground">
            Taking you to the password reset request page...
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password" replace>
              Request a new link
            </Link>
          </Button>
        </div>
      );
    case "success":
      return (
        <div className="space-y-4 text-center" data-testid="reset-success">
          <span className="mx-auto grid size-12 place-items-center rounded-full bg-success/15 text-success">
            <CircleCheck className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-semibold">Password reset successful</h2>
          <p className="text-muted-foreground">You can now log in with your new password.</p>
          <p role="status" className="text-sm font-semibold">
            Redirecting to login page...
          </p>
        </div>
      );
    case "form":
      return <ResetPasswordForm token={state.token} onDone={() => setDone(true)} />;
  }
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [tokenRefused, setTokenRefused] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const newPassword = useWatch({ control, name: "newPassword" }) ?? "";
  const confirmPassword = useWatch({ control, name: "confirmPassword" }) ?? "";
  // Said as soon as the second field holds as much as the first and still differs, not at every key.
  const mismatch = confirmPassword.length > 0 && confirmPassword.length >= newPassword.length && confirmPassword !== newPassword;
  const confirmError = errors.confirmPassword?.message ?? (mismatch ? PASSWORD_MESSAGES.mismatch : undefined);

  useEffect(() => {
    if (tokenRefused) alertRef.current?.focus();
  }, [tokenRefused]);

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    try {
      const body = await resetPassword(token, values.newPassword);
      if (body.success === false) {
        toast({ variant: "destructive", title: RECOVERY_TOASTS.errorTitle, description: body.message || RECOVERY_TOASTS.resetFailed });
        return;
      }
      toast({ ...RECOVERY_TOASTS.reset, variant: "success" });
      onDone();
    } catch (error) {
      if (errorStatus(error) === undefined) {
        toast({ variant: "destructive", title: RECOVERY_TOASTS.errorTitle, description: RECOVERY_TOASTS.resetNetworkFailed });
        return;
      }
      const message = serverMessage(error) ?? RECOVERY_TOASTS.resetFailed;
      const fieldErrors = fieldErrorsOf(error).filter((e) => e.field === "newPassword");
      if (fieldErrors[0]) setError("newPassword", { type: "server", message: fieldErrors[0].message }, { shouldFocus: true });
      else if (message === RECOVERY_TOASTS.invalidToken) setTokenRefused(true);
      toast({ variant: "destructive", title: RECOVERY_TOASTS.errorTitle, description: message });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Choose a new password">
      {tokenRefused ? (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <Alert kind="error" title={RECOVERY_TOASTS.invalidToken}>
            <p>
              This reset link has expired or has already been used. Links work once, for 1 hour.{" "}
              <Link to="/forgot-password" className="font-semibold text-primary underline underline-offset-4">
                Request a new link
              </Link>
            </p>
          </Alert>
        </div>
      ) : null}
      <Field label="New password" required error={errors.newPassword?.message}>
        {(control) => <NewPasswordInput {...control} toggleLabel="new password" password={newPassword} {...register("newPassword")} />}
      </Field>
      <Field label="Confirm new password" required error={confirmError}>
        {(control) => <PasswordInput {...control} toggleLabel="password confirmation" autoComplete="new-password" {...register("confirmPassword")} />}
      </Field>
      <SubmitButton busy={busy} busyLabel="Resetting..." icon={KeyRound} className="sm:w-full">
        Reset Password
      </SubmitButton>
    </form>
  );
}
