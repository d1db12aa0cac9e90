import { PageHeading } from "~/components/layout/page-heading";
import { SchoolSettingsPanel } from "~/features/admin/settings/school-settings-form";
import { SkillsPanel } from "~/features/admin/skills/skills-panel";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

/** /admin/settings (admin, super_admin): session timeout, tour slot capacity and grade cut-off date; the skills teachers give points for. */
export default function SchoolSettingsPage() {
  const t = useT();
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("courses.settingsPage.lead")} />
      <SchoolSettingsPanel />
      <SkillsPanel />
    </>
  );
}
