import { CreditCard, Hand, LogIn } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LoadingScreen } from "~/components/ui/spinner";
import { errorStatus, serverMessage } from "~/lib/api";
import { isMfaChallenge, useCardLoginMutation, useUser, type MfaChallenge } from "~/lib/auth";
import { useBrowserValue } from "~/lib/use-browser-value";
import { useLanguage, useLocalize, useT } from "~/lib/i18n";
import { localizedPath } from "#common/i18n/public-paths";
import { homePathForRole } from "#common/roles";
import { CARD_CODE_REQUIRED } from "#common/schemas/sign-in-cards";
import { SIGN_IN_CODE_MAX_TYPED } from "#common/sign-in-code";
import { MfaLoginForm } from "./mfa-login-form";

type State = { kind: "signing-in" } | { kind: "no-code" } | { kind: "refused"; message?: string } | { kind: "code"; message: string };

/** The card's code from the address's fragment (the QR code's `/auth/card#<code>`), or null. */
function readFragmentCode(): string | null {
  const code = decodeURIComponent(window.location.hash.replace(/^#/, "")).trim();
  return code ? code : null;
}

/** Takes the code out of the address bar, so it stays in neither the history nor a screenshot. */
function dropFragment() {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
}

/**
 * /auth/card (issue 34): the page a sign-in card's QR code opens. It reads the code from the
 * fragment (which the browser never sends to a server), takes it out of the address, signs in with
 * it and goes to the child's home; a refused card gets a page a child can read: ask a grown-up.
 * Whoever was signed in on the device before is signed out by the new sign-in, as with a password.
 */
export function CardSignInPage() {
  const t = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const login = useCardLoginMutation();
  // undefined in the prerendered shell and while hydrating: only the browser knows the fragment.
  const inAddress = useBrowserValue(readFragmentCode, undefined);
  // Kept from the first read: the address no longer has it once dropped.
  const [code, setCode] = useState<string | null | undefined>(undefined);
  if (code === undefined && inAddress !== undefined) setCode(inAddress);
  const [answer, setAnswer] = useState<State | null>(null);
  const state: State = answer ?? (code === null ? { kind: "no-code" } : { kind: "signing-in" });

  // Sent once: in development React runs effects twice.
  const sent = useRef(false);
  useEffect(() => {
    if (code === undefined) return;
    dropFragment();
    if (code === null || sent.current) return;
    sent.current = true;
    login.mutateAsync(code).then(
      (result) => (isMfaChallenge(result) ? setAnswer({ kind: "code", message: result.message }) : navigate(homePathForRole(result.role), { replace: true })),
      (error: unknown) => {
        // A refused code is said by the page itself; anything else (wait a while, the server is down) in the server's words.
        const message = errorStatus(error) === 401 ? undefined : serverMessage(error);
        setAnswer({ kind: "refused", message: message ? localize(message) : undefined });
      },
    );
  }, [code, login, navigate, localize]);

  // After the second step (an account with 2FA), the signed-in child goes home as from /auth (a
  // grown-up the device was signed in as before is signed out by the card, whatever the cache says).
  const { data: user } = useUser();
  // The second step ended (too late, too many tries): the card itself was right, so say why.
  const restart = useCallback((reason?: string) => setAnswer({ kind: "refused", message: reason }), []);

  if (state.kind === "code" && user?.role === "student") return <Navigate to={homePathForRole(user.role)} replace />;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-balance">{t("cardSignIn.page.title")}</h1>
      <Card className="mt-8 p-5 sm:p-6">
        {state.kind === "signing-in" ? (
          <LoadingScreen className="min-h-48" label={t("cardSignIn.signingIn")} />
        ) : state.kind === "code" ? (
          <MfaLoginForm message={state.message} onRestart={restart} />
        ) : (
          <AskAGrownUp detail={state.kind === "no-code" ? t("cardSignIn.noCode") : state.message} />
        )}
      </Card>
    </div>
  );
}

/** A refused or missing card, in words for a child: a big "Ask a grown-up", why, and the way to the usual sign-in. */
function AskAGrownUp({ detail }: { detail?: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="space-y-5 text-center" data-testid="card-refused">
      <span className="mx-auto grid size-20 place-items-center rounded-full bg-primary/10 text-primary">
        <Hand className="size-10" aria-hidden="true" />
      </span>
      <h2 className="text-3xl font-bold">{t("cardSignIn.failed.title")}</h2>
      <p className="text-lg" role="alert">
        {t("cardSignIn.failed.text")}
      </p>
      {detail ? <p className="text-muted-foreground">{detail}</p> : null}
      <Button asChild size="lg" variant="outline" className="w-full">
        <Link to={`${localizedPath("/auth", language)}?portal=student`}>
          <LogIn aria-hidden="true" />
          {t("cardSignIn.failed.signInOtherWay")}
        </Link>
      </Button>
    </div>
  );
}

/**
 * "Type your card code" on /auth: the text code under a card's QR code, typed by the child or a
 * grown-up (any case, with or without dashes). A success signs in and the screen goes home, as the
 * password form does; an account with 2FA hands over to the code step.
 */
export function CardCodeForm({ onMfaRequired }: { onMfaRequired: (challenge: MfaChallenge) => void }) {
  const t = useT();
  const login = useCardLoginMutation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (login.isPending) return;
    if (!code.trim()) {
      setError(CARD_CODE_REQUIRED);
      return;
    }
    setError(undefined);
    try {
      const result = await login.mutateAsync(code);
      if (isMfaChallenge(result)) onMfaRequired(result);
    } catch (failure) {
      setError(serverMessage(failure) ?? t("cardSignIn.refused"));
    }
  }

  return (
    <details className="group rounded-lg border p-4" data-testid="card-code-sign-in">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
        {t("cardSignIn.typeCode.summary")}
      </summary>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4" aria-label={t("cardSignIn.typeCode.summary")}>
        <Field label={t("cardSignIn.typeCode.label")} description={t("cardSignIn.typeCode.hint")} required error={error}>
          {(control) => (
            <Input
              {...control}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={SIGN_IN_CODE_MAX_TYPED}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono text-lg tracking-wider uppercase"
            />
          )}
        </Field>
        <SubmitButton busy={login.isPending} busyLabel={t("cardSignIn.typeCode.pending")} icon={LogIn} className="sm:w-full">
          {t("cardSignIn.typeCode.submit")}
        </SubmitButton>
      </form>
    </details>
  );
}
