import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { portalLinksFor } from "~/components/auth/portal-nav";
import { PageHeading } from "~/components/layout/page-heading";
import { useUser } from "~/lib/auth";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

/** /portal: where every signed-in role starts, with the areas that role works in. */
export default function PortalLanding() {
  const t = useT();
  const title = useRouteTitle();
  const { data: user } = useUser();
  const links = portalLinksFor(user?.role);
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={user ? t("portal.landing.welcome", { name: user.username }) : undefined} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-semibold">{t("portal.landing.areas")}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="portal-areas">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="group flex h-full flex-col gap-2 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex items-center justify-between gap-2 text-lg font-semibold">
                  {t(link.label)}
                  <ArrowRight className="size-5 text-primary transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
                <span className="text-muted-foreground">{t(link.description)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
