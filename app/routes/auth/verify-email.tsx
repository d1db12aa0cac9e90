import { AppShell } from "~/components/layout/app-shell";
import { RecoveryLayout } from "~/features/auth/recovery-layout";
import { VerifyEmailFlow } from "~/features/auth/verify-email-flow";
import { pageMeta } from "~/lib/seo";

const LEAD = "Confirm the email address of your account.";

export const meta = () => pageMeta({ title: "Verify Email", description: LEAD, canonical: "/verify-email", noIndex: true });

export default function Page() {
  return (
    <AppShell>
      <RecoveryLayout page="verifyEmail">
        <VerifyEmailFlow />
      </RecoveryLayout>
    </AppShell>
  );
}
