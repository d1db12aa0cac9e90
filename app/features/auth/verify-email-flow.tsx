import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Link2Off, MailCheck } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LoadingScreen } from "~/components/ui/spinner";
import { invalidate } from "~/lib/api-queries";
import { serverMessage } from "~/lib/api";
import { useUser, USER_QUERY_KEY } from "~/lib/auth";
import { useLanguage, useLocalize, useRichT, useT } from "~/lib/i18n";
import { useResendVerification, verifyEmail } from "~/lib/email-verification";
import { currentUser } from "#common/api/user";
import { localizedPath } from "#common/i18n/public-paths";
import { GUARDIAN_ROLES, homePathForRole, inRoleGroup } from "#common/roles";
import { useAddressToken } from "./reset-password-flow";

/** A refusal carries the server's words, or none (then the page says its own). */
type State = { kind: "loading" } | { kind: "success" } | { kind: "noToken" } | { kind: "failed"; message?: string };

/**
 * /verify-email (docs/api/family-and-account.md): reads the token once, takes it out of the address
 * bar, sends it, then says whether the address is verified. A refused link offers a new one to a
 * signed-in user who still needs it.
 */
export function VerifyEmailFlow() {
  const t = useT();
  const localize = useLocalize();
  const token = useAddressToken();
  const [answer, setState] = useState<State | null>(null);
  const state: State = answer ?? (token === null ? { kind: "noToken" } : { kind: "loading" });
  const client = useQueryClient();

  // Sent once: in development React runs effects twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token)
      .then(async () => {
        setState({ kind: "success" });
        // Whatever was cached about this account's address is out of date now.
        await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
        await invalidate(client, currentUser);
      })
      .catch((error: unknown) => {
        setState({ kind: "failed", message: serverMessage(error) });
        // Whether the account is verified already decides what the page offers next.
        void invalidate(client, currentUser);
      });
  }, [token, client]);

  switch (state.kind) {
    case "loading":
      return <LoadingScreen className="min-h-48" label={t("auth.verify.verifying")} />;
    case "success":
      return <Verified />;
    case "noToken":
      return <Refused message={t("auth.verify.noToken")} />;
    case "failed":
      return <Refused message={state.message ? localize(state.message) : t("auth.verify.failed")} />;
  }
}

function Verified() {
  const t = useT();
  const language = useLanguage();
  const { data: user, isPending } = useUser();
  return (
    <div className="space-y-4 text-center" data-testid="verify-success">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-success/15 text-success">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold" role="status">
        {t("auth.verify.success.title")}
      </h2>
      <p className="text-muted-foreground">{t("auth.verify.success.text")}</p>
      {isPending ? null : user ? (
        <Button asChild size="lg" className="w-full">
          <Link to={homePathForRole(user.role)}>{inRoleGroup(user.role, GUARDIAN_ROLES) ? t("auth.verify.goToFamily") : t("auth.goToPortal")}</Link>
        </Button>
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link to={`${localizedPath("/auth", language)}?portal=parent`}>{t("auth.verify.signIn")}</Link>
        </Button>
      )}
    </div>
  );
}

function Refused({ message }: { message: string }) {
  const t = useT();
  const richT = useRichT();
  const language = useLanguage();
  const { data: user, isPending } = useUser();
  const resend = useResendVerification();

  return (
    <div className="space-y-4 text-center" data-testid="verify-failed">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-destructive/10 text-destructive">
        <Link2Off className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">{t("auth.verify.refused.title")}</h2>
      <p role="alert">{message}</p>
      {isPending ? null : user?.emailVerified ? (
        <>
          <p className="font-semibold">{t("auth.verify.alreadyVerified")}</p>
          <Button asChild size="lg" className="w-full">
            <Link to={homePathForRole(user.role)}>{t("auth.goToPortal")}</Link>
          </Button>
        </>
      ) : user ? (
        resend.isSuccess ? (
          <p className="flex items-center justify-center gap-2 font-semibold" role="status">
            <MailCheck className="size-5 text-success" aria-hidden="true" />
            {resend.data.message}
          </p>
        ) : (
          <Button size="lg" className="w-full" onClick={resend.send} aria-disabled={resend.isPending || undefined}>
            {resend.isPending ? t("auth.verify.sending") : t("auth.verify.resend")}
          </Button>
        )
      ) : (
        <p className="text-muted-foreground">
          {richT("auth.verify.signInForLink", {
            link: (chunks: ReactNode[]) => (
              <Link to={`${localizedPath("/auth", language)}?portal=parent`} className="font-semibold text-primary underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
    </div>
  );
}
