import { AppShell } from "~/components/layout/app-shell";
import { PageHeading } from "~/components/layout/page-heading";
import { pageMeta } from "~/lib/seo";
import { school } from "../../../common/school";

export const meta = () =>
  pageMeta({ title: "Sign In", description: "Access your account", canonical: "/auth", noIndex: true });

export default function Auth() {
  return (
    <AppShell>
      <PageHeading title={school.name} lead="Access your account" />
    </AppShell>
  );
}
