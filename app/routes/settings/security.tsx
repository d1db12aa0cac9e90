import { PageHeading } from "~/components/layout/page-heading";
import { LanguageSetting } from "~/features/language/language-setting";
import { SecuritySettings } from "~/features/mfa/security-settings";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

export default function SecuritySettingsPage() {
  const t = useT();
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="description" content={t("portal.security.lead")} />
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("portal.security.lead")} />
      <SecuritySettings />
      <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
        <LanguageSetting />
      </div>
    </>
  );
}
