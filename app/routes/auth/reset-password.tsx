import { AppShell } from "~/components/layout/app-shell";
import { PageHeading } from "~/components/layout/page-heading";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Reset Password", description: "Choose a new password for your account.", canonical: "/reset-password", noIndex: true });

export default function Page() {
  return (
    <AppShell>
      <PageHeading title="Reset Password" lead="Choose a new password for your account." />
    </AppShell>
  );
}
