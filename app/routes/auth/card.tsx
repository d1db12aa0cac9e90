import { AppShell } from "~/components/layout/app-shell";
import { CardSignInPage } from "~/features/auth/card-sign-in";
import { localizedMeta } from "~/lib/seo";

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t) => ({
    title: t("cardSignIn.page.title"),
    description: t("cardSignIn.page.lead"),
    canonical: "/auth/card",
    noIndex: true,
  }));

/** /auth/card#<code> (issue 34): the page a child's sign-in card's QR code opens. */
export default function Page() {
  return (
    <AppShell>
      <CardSignInPage />
    </AppShell>
  );
}
