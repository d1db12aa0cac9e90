import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, KeyRound, Link2Off } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
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
import { useLanguage, useLocalize, useRichT, useT } from "~/lib/i18n";
import { localizedPath } from "#common/i18n/public-paths";
import { PASSWORD_MESSAGES, resetPasswordFormSchema } from "#common/schemas/auth";
import { INVALID_RESET_TOKEN, recoveryToasts, REDIRECT_DELAY_MS } from "./messages";
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
  const t = useT();
  const language = useLanguage();
  const token = useAddressToken();
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const state: State = done ? { kind: "success" } : token === undefined ? { kind: "loading" } : token ? { kind: "form", token } : { kind: "invalid" };

  // Said once: in development React runs effects twice.
  const warned = useRef(false);
  useEffect(() => {
    if (state.kind !== "invalid" || warned.current) return;
    warned.current = true;
    toast({ variant: "destructive", ...recoveryToasts(t).noToken });
  }, [state.kind, t]);

  useEffect(() => {
    if (state.kind !== "invalid" && state.kind !== "success") return;
    const to = localizedPath(state.kind === "invalid" ? "/forgot-password" : "/auth", language);
    const timer = setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate, language]);

  switch (state.kind) {
    case "loading":
      return <LoadingScreen className="min-h-48" />;
    case "invalid":
      return (
        <div className="space-y-4 text-center" data-testid="invalid-reset-link">
          <span className="mx-auto grid size-12 place-items-center rounded-full bg-destructive/10 text-destructive">
            <Link2Off className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-semibold">{t("auth.reset.invalid.title")}</h2>
          <p className="text-muted-foreground">{t("auth.reset.invalid.text")}</p>
          <p role="status" className="text-sm text-muted-foreground">
            {t("auth.reset.invalid.redirecting")}
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to={localizedPath("/forgot-password", language)} replace>
              {t("auth.reset.requestNewLink")}
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
          <h2 className="text-xl font-semibold">{t("auth.reset.success.title")}</h2>
          <p className="text-muted-foreground">{t("auth.reset.success.text")}</p>
          <p role="status" className="text-sm font-semibold">
            {t("auth.reset.success.redirecting")}
          </p>
        </div>
      );
    case "form":
      return <ResetPasswordForm token={state.token} onDone={() => setDone(true)} />;
  }
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  const richT = useRichT();
  const localize = useLocalize();
  const language = useLanguage();
  const toasts = recoveryToasts(t);
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
        toast({ variant: "destructive", title: toasts.errorTitle, description: body.message || toasts.resetFailed });
        return;
      }
      toast({ ...toasts.reset, variant: "success" });
      onDone();
    } catch (error) {
      if (errorStatus(error) === undefined) {
        toast({ variant: "destructive", title: toasts.errorTitle, description: toasts.resetNetworkFailed });
        return;
      }
      const message = serverMessage(error) ?? toasts.resetFailed;
      const fieldErrors = fieldErrorsOf(error).filter((e) => e.field === "newPassword");
      if (fieldErrors[0]) setError("newPassword", { type: "server", message: fieldErrors[0].message }, { shouldFocus: true });
      else if (message === INVALID_RESET_TOKEN) setTokenRefused(true);
      // The server words its refusals in English; those the catalogue knows show in the visitor's language.
      toast({ variant: "destructive", title: toasts.errorTitle, description: localize(message) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t("auth.reset.form")}>
      {tokenRefused ? (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <Alert kind="error" title={t("auth.recovery.toast.invalidToken")}>
            <p>
              {richT("auth.reset.tokenRefused", {
                link: (chunks: ReactNode[]) => (
                  <Link to={localizedPath("/forgot-password", language)} className="font-semibold text-primary underline underline-offset-4">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </Alert>
        </div>
      ) : null}
      <Field label={t("auth.reset.newPassword")} required error={errors.newPassword?.message}>
        {(control) => <NewPasswordInput {...control} toggleLabel={t("forms.password.whatNew")} password={newPassword} {...register("newPassword")} />}
      </Field>
      <Field label={t("auth.reset.confirmPassword")} required error={confirmError}>
        {(control) => <PasswordInput {...control} toggleLabel={t("auth.reset.confirmToggle")} autoComplete="new-password" {...register("confirmPassword")} />}
      </Field>
      <SubmitButton busy={busy} busyLabel={t("auth.reset.resetting")} icon={KeyRound} className="sm:w-full">
        {t("auth.reset.submit")}
      </SubmitButton>
    </form>
  );
}
