import { AppShell } from "~/components/layout/app-shell";
import { RecoveryLayout } from "~/features/auth/recovery-layout";
import { VerifyEmailFlow } from "~/features/auth/verify-email-flow";
import { localizedMeta } from "~/lib/seo";

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t) => ({
    title: t("auth.recovery.verifyEmail.title"),
    description: t("auth.recovery.verifyEmail.lead"),
    canonical: "/verify-email",
    noIndex: true,
  }));

export default function Page() {
  return (
    <AppShell>
      <RecoveryLayout page="verifyEmail">
        <VerifyEmailFlow />
      </RecoveryLayout>
    </AppShell>
  );
}
