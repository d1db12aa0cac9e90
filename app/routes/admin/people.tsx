import { PageHeading } from "~/components/layout/page-heading";
import { PeoplePanel } from "~/features/admin/people/people-panel";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** /admin/people (admin, super_admin): accounts, adding people, deactivation and 2FA resets. */
export default function PeoplePage() {
  const title = useCurrentRoute()?.title ?? "People";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="Add staff, families and students, and look after their sign-in: set-password emails, deactivation and two-factor resets." />
      <PeoplePanel />
    </>
  );
}
