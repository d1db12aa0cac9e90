/** The Spanish catalogues of the public pages (see ../en/public-pages.ts). */
import type { CatalogueOf } from "../catalogue";
import type { publicPages as english } from "../en/public-pages";
import { home } from "./home";
import { school } from "./school";
import { curriculum } from "./curriculum";
import { notFound } from "./not-found";
import { dailyLife } from "./daily-life";
import { faqs } from "./faqs";
import { admissions } from "./admissions";
import { tuition } from "./tuition";
import { contact } from "./contact";
import { careers } from "./careers";
import { tour } from "./tour";
import { application } from "./application";

export const publicPages: CatalogueOf<typeof english> = {
  ...home,
  ...school,
  ...curriculum,
  ...notFound,
  ...dailyLife,
  ...faqs,
  ...admissions,
  ...tuition,
  ...contact,
  ...careers,
  ...tour,
  ...application,
};
