import { AppShell } from "~/components/layout/app-shell";
import { ForgotPasswordForm } from "~/features/auth/forgot-password-form";
import { RecoveryLayout } from "~/features/auth/recovery-layout";
import { pageMeta } from "~/lib/seo";

const LEAD = "Enter your email address and we'll send you a link to reset your password.";

export const meta = () => pageMeta({ title: "Forgot Password", description: LEAD, canonical: "/forgot-password", noIndex: true });

export default function Page() {
  return (
    <AppShell>
      <RecoveryLayout page="forgotPassword">
        <ForgotPasswordForm />
      </RecoveryLayout>
    </AppShell>
  );
}
