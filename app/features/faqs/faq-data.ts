/**
 * FAQ items grouped by category (docs/product.md section 3). Every answer restates facts from docs/product.md sections 1
 * and 9, the school's identity (common/school.ts) or the school day (common/schedule.ts); figures
 * are read from those modules rather than typed again. The page and its FAQPage JSON-LD are both
 * built from this list, so what search engines read is what families read.
 */
import { CLUBS, SCHOOL_DAY, STUDENT_DAY } from "#common/schedule";
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

const DAY = `${formatTime(SCHOOL_DAY.start)} to ${formatTime(SCHOOL_DAY.end)}`;
const LUNCH = `${formatTime(SCHOOL_DAY.lunchStart)} to ${formatTime(SCHOOL_DAY.lunchEnd)}`;
const SOME_CLUBS = CLUBS.slice(0, 6).map((club) => club.name);

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: "about",
    category: "About the School",
    items: [
      {
        id: "grades",
        question: "Which grades does the school teach?",
        answer: `${school.name} is an accredited online elementary school for kindergarten through grade 6 (K-6). We follow U.S. state standards, Common Core for ELA and math, and NGSS for science.`,
      },
      {
        id: "teachers",
        question: "Who teaches the classes?",
        answer:
          "Expert, licensed, certified U.S. teachers. Every class is taught live, so your child can ask questions, join discussions and get feedback in the moment.",
      },
      {
        id: "class-size",
        question: "How big are the classes?",
        answer: "Classes are small, with a 12:1 student-teacher ratio, so teachers know each child and can personalize learning for them.",
      },
      {
        id: "subjects",
        question: "What subjects will my child study?",
        answer:
          "A full K-6 curriculum: English language arts (ELA), mathematics, science, social studies and social-emotional learning, plus specials in art, music, PE/health, and digital citizenship and coding.",
        link: { to: "/curriculum", label: "Explore our curriculum" },
      },
      {
        id: "international",
        question: "Can families outside the United States enroll?",
        answer: `Yes. We welcome families across the U.S. and international families who want a U.S. education. Live classes follow Eastern Time (${DAY}), and our Daily Life page shows the schedule in your own time zone.`,
        link: { to: "/daily-life#schedule", label: "See the school day in your time zone" },
      },
    ],
  },
  {
    id: "admissions",
    category: "Admissions and Tuition",
    items: [
      {
        id: "start-dates",
        question: "When can my child start?",
        answer: "Admissions are rolling, with monthly start dates and priority cohorts in August and January.",
      },
      {
        id: "application-time",
        question: "How long does the application process take?",
        answer:
          "It is a quick 2-week process. After you submit an application, we review it and contact you within 2-3 business days. If you book a virtual tour, we contact you within 24 hours to confirm your preferred time slot.",
      },
      {
        id: "steps",
        question: "What are the steps to enroll?",
        answer:
          "Four steps: inquire or book a virtual tour, submit the application, have a readiness conversation with our team, then placement and orientation. A placement assessment can help confirm the right grade.",
        link: { to: "/admissions", label: "Read about admissions" },
      },
      {
        id: "payment-options",
        question: "How can we pay tuition?",
        answer: `Annual tuition runs from ${formatUsd(tuitionRange().from)} to ${formatUsd(tuitionRange().to)} depending on the grade. Choose ${TERM_COUNT} equal term payments or pay the year in full with ${formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT)} off tuition. New students pay a one-time ${formatUsd(NEW_STUDENT_FEE)} administration and registration fee with their first payment; returning students do not pay it.`,
        link: { to: "/tuition", label: "See tuition by grade" },
      },
      {
        id: "siblings",
        question: "Is there a discount for siblings?",
        answer: `Yes. Each additional sibling enrolled at the same time receives ${formatPercent(SIBLING_DISCOUNT_PERCENT)} off tuition, while the child with the highest tuition pays full price. The sibling discount is applied first and the ${formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT)} pay-in-full discount then applies to the reduced amount, ${formatPercent(STACKED_DISCOUNT_PERCENT)} in total. Discounts apply to tuition only, never to the registration fee.`,
      },
    ],
  },
  {
    id: "school-day",
    category: "The School Day",
    items: [
      {
        id: "typical-day",
        question: "What does a school day look like?",
        answer: `School runs on weekdays from ${DAY} Eastern Time, with ${STUDENT_DAY.liveBlocks} live blocks (${STUDENT_DAY.liveHours} of live teaching) and a lunch and screen break from ${LUNCH}. The day starts with a morning meeting and a social-emotional learning check-in.`,
        link: { to: "/daily-life", label: "See a sample school day" },
      },
      {
        id: "homework",
        question: "How much homework is there?",
        answer: `About ${STUDENT_DAY.homework}: short practice that builds on what your child learned in class.`,
      },
      {
        id: "clubs",
        question: "Are there clubs and activities?",
        answer: `Yes, ${STUDENT_DAY.clubs} weekly clubs, including ${SOME_CLUBS.slice(0, -1).join(", ")} and ${SOME_CLUBS.at(-1)}. Children choose the ones that match their interests.`,
        link: { to: "/daily-life#clubs", label: "See all our clubs" },
      },
      {
        id: "support",
        question: "What if my child needs extra help or more challenge?",
        answer:
          "Tiered small groups give extra practice or extra challenge, and enrichment stretches children who are ready for more. We offer multilingual support and work with families on IEP and 504 plans.",
      },
      {
        id: "parents",
        question: "How do parents stay involved?",
        answer:
          "The parent portal lets you track progress, see the curriculum, message teachers and schedule conferences, all from a family dashboard. Students have their own portal with games, rewards and badges.",
      },
    ],
  },
  {
    id: "technology-safety",
    category: "Technology and Safety",
    items: [
      {
        id: "equipment",
        question: "What technology does my child need?",
        answer:
          "A 10+ Mbps broadband internet connection, a webcam and a microphone. We also recommend a headset, so your child hears clearly and household noise stays out of class.",
      },
      {
        id: "safety",
        question: "How do you keep children safe online?",
        answer:
          "Live sessions are moderated, with waiting rooms and learner verification. Every student follows an anti-bullying code of conduct, and all staff receive mandatory-reporting training.",
      },
      {
        id: "privacy",
        question: "How do you protect my child’s privacy?",
        answer: "Our privacy practices are aligned with children’s privacy law, and we ask for your FERPA consent when you apply.",
      },
      {
        id: "accessibility",
        question: "Is learning accessible for children with different needs?",
        answer:
          "Yes. Lessons use captions and alt text, and dyslexia-friendly fonts are available. On this website, the “Dyslexia-friendly font” button beside the theme button switches every page to one.",
      },
      {
        id: "contact",
        question: "How can I reach the school?",
        answer: `Call ${school.phone.display} or email ${school.emails.admissions}. Our office hours are ${school.officeHours}. We reply to messages within 24 hours.`,
        link: { to: "/contact", label: "Send us a message" },
      },
    ],
  },
];

export const ALL_FAQ_ITEMS = FAQ_CATEGORIES.flatMap((c) => c.items);
