import { ArrowRight, Clock, ShieldCheck, ShieldOff } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { QueryState } from "~/components/ui/query-state";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LoadingScreen } from "~/components/ui/spinner";
import { useUser } from "~/lib/auth";
import { DisableMfaDialog } from "./disable-mfa-dialog";
import { EnableMfaDialog } from "./enable-mfa-dialog";
import { canSeeSessionTimeout, sessionTimeoutMinutes, useMfaStatus, useSecuritySettings } from "./mfa-api";

function TwoFactorCard() {
  const status = useMfaStatus();
  const [dialog, setDialog] = useState<"enable" | "disable" | null>(null);
  const setEnableOpen = useCallback((open: boolean) => setDialog(open ? "enable" : null), []);
  const setDisableOpen = useCallback((open: boolean) => setDialog(open ? "disable" : null), []);
  const enabled = status.data?.enabled === true;
  const remaining = status.data?.backupCodesRemaining ?? 0;

  return (
    <Card className="flex flex-col gap-4" aria-labelledby="two-factor-title" role="region" data-testid="two-factor-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="two-factor-title" className="flex items-center gap-2 text-xl font-semibold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Two-Factor Authentication
        </h2>
        {status.data ? (
          enabled ? (
            <Badge className="border-success/50 bg-success/10" data-testid="mfa-state">
              Enabled
            </Badge>
          ) : (
            <Badge data-testid="mfa-state">Not enabled</Badge>
          )
        ) : null}
      </div>
      <QueryState
        query={status}
        loadingClassName="min-h-24"
        errorTitle="Your two-factor authentication status could not be loaded."
        errorMessage={() => undefined}
      >
        {() =>
          enabled ? (
            <>
              <p className="text-muted-foreground">
                Signing in asks for a code from your authenticator app after your password, so nobody can get into your account with the password alone.
              </p>
              <p className="font-semibold" data-testid="backup-codes-remaining">
                Backup codes remaining: {remaining}
              </p>
              {remaining <= 2 ? (
                <p className="text-sm text-muted-foreground">To get a new set of backup codes, disable two-factor authentication and enable it again.</p>
              ) : null}
              <div>
                <Button variant="outline" onClick={() => setDialog("disable")}>
                  <ShieldOff aria-hidden="true" />
                  Disable 2FA
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="text-muted-foreground">
                Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your phone. Even someone who learns your
                password cannot get in without it.
              </p>
              <div>
                <Button onClick={() => setDialog("enable")}>
                  <ShieldCheck aria-hidden="true" />
                  Enable 2FA
                </Button>
              </div>
            </>
          )
        }
      </QueryState>
      <EnableMfaDialog open={dialog === "enable"} onOpenChange={setEnableOpen} />
      <DisableMfaDialog open={dialog === "disable"} onOpenChange={setDisableOpen} />
    </Card>
  );
}

/** Admin and super_admin only (docs/product.md section 6): the current inactivity timeout, read-only. */
function SessionTimeoutCard({ role }: { role: Parameters<typeof useSecuritySettings>[0] }) {
  const settings = useSecuritySettings(role);
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="session-timeout-title" role="region" data-testid="session-timeout-card">
      <h2 id="session-timeout-title" className="flex items-center gap-2 text-xl font-semibold">
        <Clock className="size-5 text-primary" aria-hidden="true" />
        Session Timeout
      </h2>
      {settings.isPending ? (
        <LoadingScreen className="min-h-16" />
      ) : (
        <>
          <p>
            <span className="text-3xl font-bold" data-testid="session-timeout-minutes">
              {sessionTimeoutMinutes(settings.data)}
            </span>{" "}
            <span className="text-muted-foreground">minutes</span>
          </p>
          <p className="text-muted-foreground">Everyone is signed out after this many minutes without activity. It is set for the whole school.</p>
        </>
      )}
      <div>
        <Button asChild variant="outline">
          <Link to="/admin/settings">
            Change in School Settings
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** /settings/security (docs/product.md section 2): two-factor authentication for everyone, the timeout for admins. */
export function SecuritySettings() {
  const { data: user } = useUser();
  const admin = canSeeSessionTimeout(user?.role);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8">
      <TwoFactorCard />
      {admin ? <SessionTimeoutCard role={user?.role} /> : null}
    </div>
  );
}
