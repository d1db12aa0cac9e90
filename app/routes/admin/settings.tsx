import { PageHeading } from "~/components/layout/page-heading";
import { SchoolSettingsPanel } from "~/features/admin/settings/school-settings-form";
import { SkillsPanel } from "~/features/admin/skills/skills-panel";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** /admin/settings (admin, super_admin): session timeout, tour slot capacity and grade cut-off date; the skills teachers give points for. */
export default function SchoolSettingsPage() {
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="Settings that apply to the whole school. Every change is recorded with who made it and when." />
      <SchoolSettingsPanel />
      <SkillsPanel />
    </>
  );
}
