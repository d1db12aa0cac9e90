import { PageHeading } from "~/components/layout/page-heading";
import { AccountScreen } from "~/features/family/account-forms";
import { FamilyEmergencyContacts } from "~/features/family/emergency-contacts-card";
import { FamilyInvoices } from "~/features/family/family-invoices";
import { FamilyGames } from "~/features/learning/games/family-games";
import { FamilySignInCards } from "~/features/sign-in-cards/family-sign-in-cards";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

/** /parent/account: profile, email and phone, password change, the way to the security settings, the children's emergency contacts and sign-in cards and their games' daily limits, the family's tuition invoices. */
export default function AccountPage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("family.page.accountLead")} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        <AccountScreen />
        <FamilyEmergencyContacts />
        <FamilySignInCards />
        <FamilyGames />
        <FamilyInvoices />
      </div>
    </>
  );
}
