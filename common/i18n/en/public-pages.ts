/** The English catalogues of the public pages: loaded with the public layout (docs/decisions/0025, "Loading"). */
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

export const publicPages = {
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
} as const;
