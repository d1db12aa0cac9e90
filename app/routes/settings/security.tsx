import { PageHeading } from "~/components/layout/page-heading";
import { LanguageSetting } from "~/features/language/language-setting";
import { SecuritySettings } from "~/features/mfa/security-settings";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: "Security Settings", description: "Manage two-factor authentication for your account.", canonical: "/settings/security", noIndex: true });

export default function SecuritySettingsPage() {
  return (
    <>
      <PageHeading title="Security Settings" lead="Manage two-factor authentication for your account." />
      <SecuritySettings />
      <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
        <LanguageSetting />
      </div>
    </>
  );
}
