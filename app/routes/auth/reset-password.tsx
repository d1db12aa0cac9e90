import { AppShell } from "~/components/layout/app-shell";
import { RecoveryLayout } from "~/features/auth/recovery-layout";
import { ResetPasswordFlow } from "~/features/auth/reset-password-flow";
import { localizedMeta } from "~/lib/seo";

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t) => ({
    title: t("auth.recovery.resetPassword.title"),
    description: t("auth.recovery.resetPassword.lead"),
    canonical: "/reset-password",
    noIndex: true,
  }));

export default function Page() {
  return (
    <AppShell>
      <RecoveryLayout page="resetPassword">
        <ResetPasswordFlow />
      </RecoveryLayout>
    </AppShell>
  );
}
