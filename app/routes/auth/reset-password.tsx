import { AppShell } from "~/components/layout/app-shell";
import { RecoveryLayout } from "~/features/auth/recovery-layout";
import { ResetPasswordFlow } from "~/features/auth/reset-password-flow";
import { pageMeta } from "~/lib/seo";

const LEAD = "Choose a new password for your account.";

export const meta = () => pageMeta({ title: "Reset Password", description: LEAD, canonical: "/reset-password", noIndex: true });

export default function Page() {
  return (
    <AppShell>
      <RecoveryLayout page="resetPassword">
        <ResetPasswordFlow />
      </RecoveryLayout>
    </AppShell>
  );
}
