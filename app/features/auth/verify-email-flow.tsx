import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Link2Off, MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LoadingScreen } from "~/components/ui/spinner";
import { invalidate } from "~/lib/api-queries";
import { serverMessage } from "~/lib/api";
import { useUser, USER_QUERY_KEY } from "~/lib/auth";
import { useResendVerification, verifyEmail } from "~/lib/email-verification";
import { currentUser } from "#common/api/user";
import { GUARDIAN_ROLES, homePathForRole, inRoleGroup } from "#common/roles";
import { useAddressToken } from "./reset-password-flow";

type State = { kind: "loading" } | { kind: "success" } | { kind: "failed"; message: string };

const NO_TOKEN = "This link has no verification token. Please open the link from the email again.";
const FAILED = "The email address could not be verified. Please try again.";

/**
 * /verify-email (docs/api/family-and-account.md): reads the token once, takes it out of the address
 * bar, sends it, then says whether the address is verified. A refused link offers a new one to a
 * signed-in user who still needs it.
 */
export function VerifyEmailFlow() {
  const token = useAddressToken();
  const [answer, setState] = useState<State | null>(null);
  const state: State = answer ?? (token === null ? { kind: "failed", message: NO_TOKEN } : { kind: "loading" });
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
        setState({ kind: "failed", message: serverMessage(error) ?? FAILED });
        // Whether the account is verified already decides what the page offers next.
        void invalidate(client, currentUser);
      });
  }, [token, client]);

  switch (state.kind) {
    case "loading":
      return <LoadingScreen className="min-h-48" label="Verifying your email address..." />;
    case "success":
      return <Verified />;
    case "failed":
      return <Refused message={state.message} />;
  }
}

function Verified() {
  const { data: user, isPending } = useUser();
  return (
    <div className="space-y-4 text-center" data-testid="verify-success">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-success/15 text-success">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold" role="status">
        Your email address is verified
      </h2>
      <p className="text-muted-foreground">Your family dashboard now shows the applications and tour bookings made with this address.</p>
      {isPending ? null : user ? (
        <Button asChild size="lg" className="w-full">
          <Link to={homePathForRole(user.role)}>{inRoleGroup(user.role, GUARDIAN_ROLES) ? "Go to your family dashboard" : "Go to your portal"}</Link>
        </Button>
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link to="/auth?portal=parent">Sign in</Link>
        </Button>
      )}
    </div>
  );
}

function Refused({ message }: { message: string }) {
  const { data: user, isPending } = useUser();
  const resend = useResendVerification();

  return (
    <div className="space-y-4 text-center" data-testid="verify-failed">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-destructive/10 text-destructive">
        <Link2Off className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">This link did not work</h2>
      <p role="alert">{message}</p>
      {isPending ? null : user?.emailVerified ? (
        <>
          <p className="font-semibold">Your email address is already verified, so there is nothing more to do.</p>
          <Button asChild size="lg" className="w-full">
            <Link to={homePathForRole(user.role)}>Go to your portal</Link>
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
            {resend.isPending ? "Sending..." : "Resend verification email"}
          </Button>
        )
      ) : (
        <p className="text-muted-foreground">
          <Link to="/auth?portal=parent" className="font-semibold text-primary underline underline-offset-4">
            Sign in
          </Link>{" "}
          to ask for a new link.
        </p>
      )}
    </div>
  );
}
