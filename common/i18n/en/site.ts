/**
 * The public site's frame (header, footer, menus, the language switch), in English: the spec's texts
 * (docs/product.md section 2). Ids are `site.<part>.<thing>`.
 */
export const site = {
  "site.skipLink": "Skip to main content",
  "site.brand.home": "{school} home",
  "site.tagline": "Accredited online elementary school for grades K-6.",
  "site.nav.main": "Main",
  "site.nav.mobile": "Mobile",
  "site.nav.footer": "Footer",
  "site.nav.aboutUs": "About Us",
  "site.nav.academics": "Academics",
  "site.nav.admissions": "Admissions",
  "site.nav.tuition": "Tuition",
  "site.nav.careers": "Careers",
  "site.nav.contact": "Contact",
  "site.enquireNow": "Enquire Now",
  "site.menu.title": "Menu",
  "site.menu.open": "Open menu",
  "site.menu.close": "Close menu",
  "site.footer.explore": "Explore",
  "site.footer.followUs": "Follow us",
  "site.footer.opensInNewTab": "{name} (opens in a new tab)",
  "site.footer.staffSignIn": "Staff sign-in",
  "site.footer.rights": "© {year} {school}. All rights reserved.",
  "site.language.label": "Language",
  // The school's statement of common/school.ts, which the server reads in English from there.
  "site.accreditation": "Accredited K-6 online school following U.S. state standards",
} as const;
