import { ArrowLeft, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { errorStatus, serverMessage } from "~/lib/api";
import { useMfaLoginMutation } from "~/lib/auth";
import { mfaLoginSchema, MFA_CODE_MESSAGE } from "#common/schemas/auth";
import { AUTH_TOASTS, MFA_LOGIN_EXPIRED, MFA_LOGIN_INVALID, MFA_PENDING_MS } from "./messages";

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
    const timer = setTimeout(() => onRestart(MFA_LOGIN_EXPIRED), MFA_PENDING_MS);
    return () => clearTimeout(timer);
  }, [onRestart]);

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
      toast({ ...AUTH_TOASTS.loggedIn, variant: "success" });
    } catch (failure) {
      const said = serverMessage(failure);
      if (errorStatus(failure) === 401 && said !== MFA_LOGIN_INVALID) {
        onRestart(said ?? MFA_LOGIN_EXPIRED);
        return;
      }
      setCode("");
      setError(said ?? MFA_LOGIN_INVALID);
      inputRef.current?.focus();
      toast({ variant: "destructive", title: AUTH_TOASTS.loginFailed, description: said ?? MFA_LOGIN_INVALID });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="mfa-step-title">
      <div className="space-y-1">
        <h2 id="mfa-step-title" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Two-factor verification
        </h2>
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
      {backup ? (
        <Field key="backup" label="Backup code" required description="Each backup code works once." error={error}>
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
        <Field key="totp" label="6-digit code" required description="Open your authenticator app and enter the code it shows for this account." error={error}>
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
        Use a backup code
      </Button>
      <SubmitButton busy={mfaLogin.isPending} busyLabel="Verifying..." icon={ShieldCheck} className="sm:w-full">
        Verify
      </SubmitButton>
      <Button variant="ghost" className="w-full" onClick={() => onRestart()}>
        <ArrowLeft aria-hidden="true" />
        Back to sign in
      </Button>
    </form>
  );
}
