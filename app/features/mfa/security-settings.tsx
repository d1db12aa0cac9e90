import { ArrowRight, Clock, ShieldCheck, ShieldOff } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { QueryState } from "~/components/ui/query-state";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LoadingScreen } from "~/components/ui/spinner";
import { useUser } from "~/lib/auth";
import { useRichT, useT } from "~/lib/i18n";
import { DisableMfaDialog } from "./disable-mfa-dialog";
import { EnableMfaDialog } from "./enable-mfa-dialog";
import { canSeeSessionTimeout, sessionTimeoutMinutes, useMfaStatus, useSecuritySettings } from "./mfa-api";

function TwoFactorCard() {
  const t = useT();
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
          {t("auth.security.twoFactor.title")}
        </h2>
        {status.data ? (
          enabled ? (
            <Badge className="border-success/50 bg-success/10" data-testid="mfa-state">
              {t("auth.security.twoFactor.enabled")}
            </Badge>
          ) : (
            <Badge data-testid="mfa-state">{t("auth.security.twoFactor.notEnabled")}</Badge>
          )
        ) : null}
      </div>
      <QueryState query={status} loadingClassName="min-h-24" errorTitle={t("auth.security.twoFactor.loadError")} errorMessage={() => undefined}>
        {() =>
          enabled ? (
            <>
              <p className="text-muted-foreground">{t("auth.security.twoFactor.onText")}</p>
              <p className="font-semibold" data-testid="backup-codes-remaining">
                {t("auth.security.twoFactor.remaining", { count: remaining })}
              </p>
              {remaining <= 2 ? <p className="text-sm text-muted-foreground">{t("auth.security.twoFactor.newCodes")}</p> : null}
              <div>
                <Button variant="outline" onClick={() => setDialog("disable")}>
                  <ShieldOff aria-hidden="true" />
                  {t("auth.security.twoFactor.disable")}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="text-muted-foreground">{t("auth.security.twoFactor.offText")}</p>
              <div>
                <Button onClick={() => setDialog("enable")}>
                  <ShieldCheck aria-hidden="true" />
                  {t("auth.security.twoFactor.enable")}
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
  const t = useT();
  const richT = useRichT();
  const settings = useSecuritySettings(role);
  const minutes = sessionTimeoutMinutes(settings.data);
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="session-timeout-title" role="region" data-testid="session-timeout-card">
      <h2 id="session-timeout-title" className="flex items-center gap-2 text-xl font-semibold">
        <Clock className="size-5 text-primary" aria-hidden="true" />
        {t("auth.security.timeout.title")}
      </h2>
      {settings.isPending ? (
        <LoadingScreen className="min-h-16" />
      ) : (
        <>
          <p>
            {richT("auth.security.timeout.value", {
              minutes: String(minutes),
              count: minutes,
              number: (chunks: ReactNode[]) => (
                <span className="text-3xl font-bold" data-testid="session-timeout-minutes">
                  {chunks}
                </span>
              ),
              unit: (chunks: ReactNode[]) => <span className="text-muted-foreground">{chunks}</span>,
            })}
          </p>
          <p className="text-muted-foreground">{t("auth.security.timeout.text")}</p>
        </>
      )}
      <div>
        <Button asChild variant="outline">
          <Link to="/admin/settings">
            {t("auth.security.timeout.change")}
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
