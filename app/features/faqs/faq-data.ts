/**
 * FAQ items grouped by category (docs/product.md section 3). Every answer restates facts from docs/product.md sections 1
 * and 9, the school's identity (common/school.ts) or the school day (common/schedule.ts); figures
 * are read from those modules rather than typed again, and the words are the catalogue's (area faqs).
 * The page and its FAQPage JSON-LD are both built from this list, so what search engines read is
 * what families read, in the page's language.
 */
import type { Language } from "#common/i18n/languages";
import { localizedPath } from "#common/i18n/public-paths";
import { t, type MessageId, type MessageValues } from "#common/i18n/messages";
import { CLUBS, SCHOOL_DAY, studentDay } from "#common/schedule";
import { formatTime } from "#common/time-zone";
import { school } from "#common/school";
import {
  formatPercent,
  formatUsd,
  NEW_STUDENT_FEE,
  PAY_IN_FULL_DISCOUNT_PERCENT,
  SIBLING_DISCOUNT_PERCENT,
  STACKED_DISCOUNT_PERCENT,
  TERM_COUNT,
  tuitionRange,
} from "#common/tuition";

export interface FaqItem {
  /** Stable anchor: /faqs#{id} opens this question. */
  id: string;
  question: string;
  /** Plain text: shown on the page and sent as the JSON-LD answer. */
  answer: string;
  /** A page that tells more, shown under the answer. */
  link?: { to: string; label: string };
}

export interface FaqCategory {
  id: string;
  category: string;
  items: FaqItem[];
}

/** A question of the list: its anchor, the values its answer takes, and the page that tells more. */
interface FaqSource {
  id: string;
  values?: (language: Language) => MessageValues;
  link?: string;
}

const DAY = { start: formatTime(SCHOOL_DAY.start), end: formatTime(SCHOOL_DAY.end) };
const LUNCH = { lunchStart: formatTime(SCHOOL_DAY.lunchStart), lunchEnd: formatTime(SCHOOL_DAY.lunchEnd) };
const SOME_CLUBS = CLUBS.slice(0, 6);

const SOURCES: { id: string; items: FaqSource[] }[] = [
  {
    id: "about",
    items: [
      { id: "grades", values: () => ({ school: school.name }) },
      { id: "teachers" },
      { id: "class-size" },
      { id: "subjects", link: "/curriculum" },
      { id: "international", values: () => DAY, link: "/daily-life#schedule" },
    ],
  },
  {
    id: "admissions",
    items: [
      { id: "start-dates" },
      { id: "application-time" },
      { id: "steps", link: "/admissions" },
      {
        id: "payment-options",
        values: () => ({
          from: formatUsd(tuitionRange().from),
          to: formatUsd(tuitionRange().to),
          terms: TERM_COUNT,
          fullOff: formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT),
          fee: formatUsd(NEW_STUDENT_FEE),
        }),
        link: "/tuition",
      },
      {
        id: "siblings",
        values: () => ({
          siblingOff: formatPercent(SIBLING_DISCOUNT_PERCENT),
          fullOff: formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT),
          stackedOff: formatPercent(STACKED_DISCOUNT_PERCENT),
        }),
      },
    ],
  },
  {
    id: "school-day",
    items: [
      {
        id: "typical-day",
        values: (language) => {
          const day = studentDay(language);
          return { ...DAY, ...LUNCH, liveBlocks: day.liveBlocks, liveHours: day.liveHours };
        },
        link: "/daily-life",
      },
      { id: "homework", values: (language) => ({ homework: studentDay(language).homework }) },
      {
        id: "clubs",
        values: (language) => {
          const names = SOME_CLUBS.map((club) => t(language, club.nameId));
          const someClubs = t(language, "faqs.q.clubs.listEnd", { list: names.slice(0, -1).join(", "), last: names.at(-1)! });
          return { clubs: studentDay(language).clubs, someClubs };
        },
        link: "/daily-life#clubs",
      },
      { id: "support" },
      { id: "parents" },
    ],
  },
  {
    id: "technology-safety",
    items: [
      { id: "equipment" },
      { id: "safety" },
      { id: "privacy" },
      { id: "accessibility" },
      {
        id: "contact",
        values: (language) => ({ phone: school.phone.display, email: school.emails.admissions, hours: t(language, "faqs.officeHours") }),
        link: "/contact",
      },
    ],
  },
];

/** The FAQs in `language`, links kept in it. */
export function faqCategories(language: Language = "en"): FaqCategory[] {
  const text = (id: string, values?: MessageValues) => t(language, id as MessageId, values);
  return SOURCES.map((category) => ({
    id: category.id,
    category: text(`faqs.category.${category.id}`),
    items: category.items.map((item) => ({
      id: item.id,
      question: text(`faqs.q.${item.id}.question`),
      answer: text(`faqs.q.${item.id}.answer`, item.values?.(language)),
      ...(item.link ? { link: { to: localizedPath(item.link, language), label: text(`faqs.q.${item.id}.link`) } } : {}),
    })),
  }));
}

/** The FAQs in English. */
export const FAQ_CATEGORIES: FaqCategory[] = faqCategories();

export const ALL_FAQ_ITEMS = FAQ_CATEGORIES.flatMap((c) => c.items);

/** Every question of `language`, for the FAQPage JSON-LD. */
export function allFaqItems(language: Language = "en"): FaqItem[] {
  return faqCategories(language).flatMap((c) => c.items);
}
