import { ArrowLeft, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { errorStatus, serverMessage } from "~/lib/api";
import { useMfaLoginMutation } from "~/lib/auth";
import { useLocalize, useT } from "~/lib/i18n";
import { mfaLoginSchema, MFA_CODE_MESSAGE } from "#common/schemas/auth";
import { authToasts, MFA_LOGIN_INVALID, MFA_PENDING_MS } from "./messages";

export interface MfaLoginFormProps {
  /** The server's instruction that came with the challenge. */
  message: string;
  /** Back to the password step, with the reason when the pending sign-in has ended. */
  onRestart: (reason?: string) => void;
}

/**
 * The second step of a sign-in with two-factor authentication on (docs/api/accounts.md): the
 * 6-digit code from the authenticator app, or one of the backup codes. The half-done sign-in lasts
 * 10 minutes on the server; after that (or after too many wrong codes) the visitor starts again.
 */
export function MfaLoginForm({ message, onRestart }: MfaLoginFormProps) {
  const t = useT();
  const localize = useLocalize();
  const mfaLogin = useMfaLoginMutation();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, [backup]);

  // The server forgets the pending sign-in after 10 minutes: say so here too, without a wasted try.
  useEffect(() => {
    const timer = setTimeout(() => onRestart(t("auth.mfaLogin.expired")), MFA_PENDING_MS);
    return () => clearTimeout(timer);
  }, [onRestart, t]);

  const switchMode = () => {
    setBackup((b) => !b);
    setCode("");
    setError(undefined);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mfaLogin.isPending) return;
    const value = code.trim();
    const problem = backup ? mfaLoginSchema.safeParse({ code: value }).error?.issues[0]?.message : /^\d{6}$/.test(value) ? undefined : MFA_CODE_MESSAGE;
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await mfaLogin.mutateAsync(value);
      toast({ ...authToasts(t).loggedIn, variant: "success" });
    } catch (failure) {
      const said = serverMessage(failure);
      if (errorStatus(failure) === 401 && said !== MFA_LOGIN_INVALID) {
        onRestart(said ? localize(said) : t("auth.mfaLogin.expired"));
        return;
      }
      setCode("");
      setError(said ?? t("auth.mfaLogin.invalid"));
      inputRef.current?.focus();
      toast({ variant: "destructive", title: authToasts(t).loginFailed, description: said ? localize(said) : t("auth.mfaLogin.invalid") });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="mfa-step-title">
      <div className="space-y-1">
        <h2 id="mfa-step-title" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t("auth.mfaLogin.title")}
        </h2>
        {/* The server's words: in the visitor's language when the catalogue knows them. */}
        <p className="text-sm text-muted-foreground">{localize(message)}</p>
      </div>
      {backup ? (
        <Field key="backup" label={t("auth.mfaLogin.backupCode")} required description={t("auth.mfaLogin.backupHelp")} error={error}>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              name="code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={20}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
      ) : (
        <Field key="totp" label={t("auth.field.code")} required description={t("auth.mfaLogin.codeHelp")} error={error}>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              className="max-w-48 font-mono text-lg tracking-[0.3em]"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
            />
          )}
        </Field>
      )}
      <Button variant="link" className="h-auto px-0" role="switch" aria-checked={backup} onClick={switchMode}>
        {t("auth.mfaLogin.useBackup")}
      </Button>
      <SubmitButton busy={mfaLogin.isPending} busyLabel={t("auth.mfaLogin.verifying")} icon={ShieldCheck} className="sm:w-full">
        {t("auth.mfaLogin.verify")}
      </SubmitButton>
      <Button variant="ghost" className="w-full" onClick={() => onRestart()}>
        <ArrowLeft aria-hidden="true" />
        {t("auth.mfaLogin.back")}
      </Button>
    </form>
  );
}
