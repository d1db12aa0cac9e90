/** Every Spanish catalogue. */
import type { CatalogueOf } from "../catalogue";
import type { en } from "../en/index";
import { site } from "./site";
import { account } from "./account";
import { home } from "./home";
import { school } from "./school";
import { curriculum } from "./curriculum";
import { notFound } from "./not-found";
import { dailyLife } from "./daily-life";
import { faqs } from "./faqs";
import { admissions } from "./admissions";
import { tuition } from "./tuition";
import { grades } from "./grades";
import { contact } from "./contact";
import { careers } from "./careers";
import { tour } from "./tour";
import { forms } from "./forms";
import { application } from "./application";

export const es: CatalogueOf<typeof en> = {
  ...site,
  ...account,
  ...home,
  ...school,
  ...curriculum,
  ...notFound,
  ...dailyLife,
  ...faqs,
  ...admissions,
  ...tuition,
  ...grades,
  ...contact,
  ...careers,
  ...tour,
  ...forms,
  ...application,
};
