import { Link } from "react-router";
import { FOOTER_LINKS } from "#common/routes";
import { school } from "#common/school";
import { useLanguage, useT } from "~/lib/i18n";
import { localizedPath } from "#common/i18n/public-paths";
import { Brand } from "./brand";
import { LanguageSwitch } from "./language-switch";
import { SOCIAL_LINKS } from "./social-icons";

/** Instagram, LinkedIn and Facebook (docs/product.md section 2). */
const FOOTER_SOCIAL = SOCIAL_LINKS.slice(0, 3);

export function SiteFooter() {
  const t = useT();
  const language = useLanguage();
  return (
    <footer className="render-when-near border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-3">
          <Brand />
          <p className="max-w-xs text-sm text-muted-foreground">{t("site.tagline")}</p>
          <LanguageSwitch landmark={false} />
        </div>
        <nav aria-label={t("site.nav.footer")}>
          <h2 className="mb-3 text-sm font-semibold">{t("site.footer.explore")}</h2>
          <ul className="grid gap-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={localizedPath(link.to, language)} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                  {t(link.message)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold">{t("site.footer.followUs")}</h2>
          <ul className="flex gap-2">
            {FOOTER_SOCIAL.map(({ href, label, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("site.footer.opensInNewTab", { name: label })}
                  className="grid size-10 place-items-center rounded-md border bg-background text-foreground hover:bg-muted"
                >
                  <Icon className="size-5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 text-sm text-muted-foreground sm:px-6 lg:px-8">
          <p>{t("site.footer.rights", { year: String(school.copyrightYear), school: school.name })}</p>
          {/* Discreet: families sign in from the header; teachers and the office come here. */}
          <Link
            to={`${localizedPath("/auth", language)}?portal=teacher`}
            className="inline-flex min-h-6 items-center underline-offset-4 hover:text-foreground hover:underline"
            data-testid="staff-sign-in"
          >
            {t("site.footer.staffSignIn")}
          </Link>
        </div>
      </div>
    </footer>
  );
}
