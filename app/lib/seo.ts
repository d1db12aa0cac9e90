/**
 * Page meta of docs/product.md section 3 turned into React Router meta descriptors, so every page's title,
 * description, keywords, robots, canonical link, social tags and JSON-LD are written into the
 * prerendered HTML head.
 */
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, OG_LOCALES, type Language } from "#common/i18n/languages";
import { t, type MessageId, type MessageValues } from "#common/i18n/messages";
import { languageOfPath, localizedPath } from "#common/i18n/public-paths";
import { school } from "#common/school";
import { siteUrl } from "#common/site";

export const PUBLIC_URL = __PUBLIC_URL__;
export const DEFAULT_IMAGE = "/og-image.png";
const DEFAULT_KEYWORDS = ["online elementary school", "K-6", "accredited online school", "live online classes"];

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  /**
   * The English path of the canonical URL (the not-found page names the address it was asked for); a
   * page in another language is canonical at its own address, with its translations as alternates.
   */
  canonical?: string;
  /** The language of the page (its address's prefix); English when absent. */
  language?: Language;
  image?: string;
  type?: "website" | "article";
  structuredData?: Record<string, unknown>[];
  noIndex?: boolean;
}

export function absoluteUrl(path: string) {
  return siteUrl(PUBLIC_URL, path);
}

export function fullTitle(title: string) {
  return title === school.name ? title : `${title} | ${school.name}`;
}

export function organizationJsonLd(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": ["EducationalOrganization", "ElementarySchool"],
    "@id": `${absoluteUrl("/")}#organization`,
    name: school.name,
    legalName: school.legalName,
    description: school.description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/logo.png"),
    email: school.emails.admissions,
    telephone: school.phone.e164,
    foundingDate: String(school.foundingYear),
    address: { "@type": "PostalAddress", ...school.address },
    sameAs: [school.social.instagram, school.social.linkedin, school.social.facebook, school.social.youtube],
  };
}

export function websiteJsonLd(language: Language = DEFAULT_LANGUAGE): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${absoluteUrl("/")}#website`,
    name: school.name,
    url: absoluteUrl("/"),
    inLanguage: LOCALES[language],
    publisher: { "@id": `${absoluteUrl("/")}#organization` },
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function pageMeta(meta: PageMeta): MetaDescriptor[] {
  const title = fullTitle(meta.title);
  const image = absoluteUrl(meta.image ?? DEFAULT_IMAGE);
  const language = meta.language ?? DEFAULT_LANGUAGE;
  const url = meta.canonical === undefined ? undefined : absoluteUrl(localizedPath(meta.canonical, language));
  const keywords = [...(meta.keywords ?? []), ...DEFAULT_KEYWORDS];
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: meta.description },
    { name: "keywords", content: keywords.join(", ") },
    { name: "robots", content: meta.noIndex ? "noindex, nofollow" : "index, follow" },
    { property: "og:site_name", content: school.name },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: meta.type ?? "website" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${school.name}: ${school.tagline}` },
    { property: "og:locale", content: OG_LOCALES[language] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
  ];
  if (url) {
    descriptors.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  if (meta.canonical !== undefined && !meta.noIndex) {
    for (const l of LANGUAGES) descriptors.push({ tagName: "link", rel: "alternate", hrefLang: l, href: absoluteUrl(localizedPath(meta.canonical, l)) });
    descriptors.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(meta.canonical) });
  }
  for (const data of [organizationJsonLd(), websiteJsonLd(language), ...(meta.structuredData ?? [])]) {
    descriptors.push({ "script:ld+json": data });
  }
  return descriptors;
}

/**
 * A public page's meta in the language of its address: `meta = ({ location }) => localizedMeta(location.pathname,
 * (t) => ({ title: t("tuition.meta.title"), ..., canonical: "/tuition" }))`.
 */
export function localizedMeta(
  pathname: string,
  build: (t: (id: MessageId, values?: MessageValues) => string, language: Language) => Omit<PageMeta, "language">,
) {
  const language = languageOfPath(pathname);
  return pageMeta({ ...build((id, values) => t(language, id, values), language), language });
}
