import { Menu } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { onDemand, useOnDemand } from "~/lib/on-demand";
import { useLanguage, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { Language } from "#common/i18n/languages";
import { localizedPath } from "#common/i18n/public-paths";
import { HEADER_LINKS } from "#common/routes";
import { Brand } from "./brand";
import { LanguageSwitch } from "./language-switch";
import { navLinkClass } from "./nav-link-class";
import { ReadingFontToggle } from "./reading-font-toggle";
import { ThemeToggle } from "./theme-toggle";

function useScrolled(threshold = 8) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

const loadMobileMenu = onDemand(() => import("./mobile-menu"));

/**
 * From which width each language's links fit on one line beside the rest of the bar (Spanish's are
 * longer); below it they are in the slide-in menu, whose button shows instead.
 */
const WIDE_NAV: Record<Language, { nav: string; menuButton: string }> = {
  en: { nav: "hidden lg:block", menuButton: "lg:hidden" },
  es: { nav: "hidden xl:block", menuButton: "xl:hidden" },
};

export function SiteHeader() {
  const t = useT();
  const language = useLanguage();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's dialog code downloads once the visitor points at, focuses or presses the button.
  const [mobileMenu, loadMenu] = useOnDemand(loadMobileMenu);
  const MobileMenu = mobileMenu?.default;
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();

  // The slide-in menu closes whenever the visitor navigates, however the navigation happened.
  const where = `${location.pathname}${location.search}`;
  const [menuAt, setMenuAt] = useState(where);
  if (menuAt !== where) {
    setMenuAt(where);
    setMenuOpen(false);
  }

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 w-full border-b transition-shadow",
        scrolled ? "border-border bg-background/95 shadow-sm backdrop-blur" : "border-transparent bg-background",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <nav aria-label={t("site.nav.main")} className={WIDE_NAV[language].nav}>
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={localizedPath(link.to, language)} className={(state) => cn(navLinkClass(state), "whitespace-nowrap")}>
                  {t(link.message)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch className="hidden sm:flex" />
          <ReadingFontToggle />
          <ThemeToggle />
          <Button asChild className="hidden sm:inline-flex">
            <Link to={localizedPath("/contact", language)}>{t("site.enquireNow")}</Link>
          </Button>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className={WIDE_NAV[language].menuButton}
            aria-label={t("site.menu.open")}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen && MobileMenu ? menuId : undefined}
            onPointerEnter={loadMenu}
            onFocus={loadMenu}
            onClick={() => {
              void loadMenu();
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" />
          </Button>
          {MobileMenu ? <MobileMenu id={menuId} open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} /> : null}
        </div>
      </div>
    </header>
  );
}
