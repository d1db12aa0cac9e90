import { AppShell } from "~/components/layout/app-shell";
import { PageHeading } from "~/components/layout/page-heading";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Forgot Password", description: "Enter your email address and we'll send you a link to reset your password.", canonical: "/forgot-password", noIndex: true });

export default function Page() {
  return (
    <AppShell>
      <PageHeading title="Forgot Password" lead="Enter your email address and we'll send you a link to reset your password." />
    </AppShell>
  );
}
