import { AppShell } from "~/components/layout/app-shell";
import { ForgotPasswordForm } from "~/features/auth/forgot-password-form";
import { RecoveryLayout } from "~/features/auth/recovery-layout";
import { localizedMeta } from "~/lib/seo";

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t) => ({
    title: t("auth.recovery.forgotPassword.title"),
    description: t("auth.recovery.forgotPassword.lead"),
    canonical: "/forgot-password",
    noIndex: true,
  }));

export default function Page() {
  return (
    <AppShell>
      <RecoveryLayout page="forgotPassword">
        <ForgotPasswordForm />
      </RecoveryLayout>
    </AppShell>
  );
}
