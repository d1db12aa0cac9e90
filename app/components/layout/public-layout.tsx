import { Outlet } from "react-router";
import { publicPages as englishPublicPages } from "#common/i18n/en/public-pages";
import { addMessages } from "#common/i18n/messages";
import { MAIN_CONTENT_ID } from "./skip-link";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// The public pages' English texts come with this layout, so a signed-in screen never downloads them.
// The root provides the page's language, its address's ("/es/tuition" is the Spanish tuition page).
addMessages("en", englishPublicPages);

export default function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
