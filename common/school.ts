/**
 * The school's identity. Pages, JSON-LD, mails and the server all read it from here, so another
 * school can deploy the product by changing this one module.
 */
import { site as siteTexts } from "./i18n/en/site";

export const school = {
  name: "BrightPath Academy",
  shortName: "BrightPath",
  legalName: "BrightPath Academy Online Elementary School",
  tagline: "Accredited online elementary school for grades K-6",
  description:
    "An accredited online elementary school for grades K-6 with live, certified U.S. teachers, small classes (12:1) and a full curriculum aligned with U.S. state standards.",
  phone: { display: "+1 (800) 555-0142", e164: "+18005550142" },
  emails: {
    admissions: "admissions@brightpath-academy.org",
    general: "hello@brightpath-academy.org",
    careers: "careers@brightpath-academy.org",
  },
  address: {
    streetAddress: "1200 Learning Lane, Suite 300",
    addressLocality: "Raleigh",
    addressRegion: "NC",
    postalCode: "27601",
    addressCountry: "US",
  },
  officeHours: "Mon-Fri, 8 AM - 6 PM EST",
  timeZone: "America/New_York",
  // Its words live in the catalogues so the public pages can show them in every language; this English is the server's.
  accreditation: siteTexts["site.accreditation"],
  foundingYear: 2025,
  copyrightYear: 2025,
  social: {
    instagram: "https://www.instagram.com/brightpathacademy",
    linkedin: "https://www.linkedin.com/company/brightpath-academy",
    facebook: "https://www.facebook.com/brightpathacademy",
    youtube: "https://www.youtube.com/@brightpathacademy",
  },
  /**
   * Theme used when the visitor has made no choice. The spec gives two readings ("light" or
   * "system"); both are supported and this setting picks one. See docs/decisions/0003.
   */
  defaultTheme: "system" as "system" | "light",
} as const;

export type School = typeof school;
