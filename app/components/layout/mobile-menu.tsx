/**
 * The slide-in menu of small screens. SiteHeader downloads this module when the visitor reaches for
 * the menu button, so pages do not load the dialog code up front. The dialog is controlled by the
 * header, whose own button opens it; focus returns to that button when it closes.
 */
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { useLanguage, useT } from "~/lib/i18n";
import { localizedPath } from "#common/i18n/public-paths";
import { cn } from "~/lib/utils";
import { HEADER_LINKS } from "#common/routes";
import { LanguageSwitch } from "./language-switch";
import { navLinkClass } from "./nav-link-class";

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu, focused again when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export default function MobileMenu({ id, open, onOpenChange, returnFocusTo }: MobileMenuProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          id={id}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 border-l bg-background p-6 shadow-xl data-[state=open]:animate-[slide-in_200ms_ease-out]"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t("site.menu.title")}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("site.menu.close")}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label={t("site.nav.mobile")}>
            <ul className="flex flex-col gap-1">
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={localizedPath(link.to, language)} className={({ isActive }) => cn(navLinkClass({ isActive }), "block text-base")}>
                    {t(link.message)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch landmark={false} />
          <Button asChild>
            <Link to={localizedPath("/contact", language)}>{t("site.enquireNow")}</Link>
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
