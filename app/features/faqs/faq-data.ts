/** FAQ items grouped by category (spec section 3). Every answer restates facts from the spec. */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  category: string;
  items: FaqItem[];
}

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    category: "About the School",
    items: [
      {
        question: "Which grades do you teach?",
        answer: "We are an accredited online elementary school for kindergarten through grade 6 (K-6).",
      },
      {
        question: "How big are the classes?",
        answer: "Classes are small, with a 12:1 student-teacher ratio, and every class is taught live by a certified U.S. teacher.",
      },
    ],
  },
  {
    category: "Admissions",
    items: [
      {
        question: "When can my child start?",
        answer:
          "Admissions are rolling with monthly start dates and priority cohorts in August and January. The application process takes about 2 weeks.",
      },
    ],
  },
  {
    category: "Daily Learning",
    items: [
      {
        question: "What does a school day look like?",
        answer:
          "Students attend 3 to 4 live blocks, about 3 to 4 hours a day, between 9:00 and 2:00 Eastern Time, with a lunch and screen break from 11:30 to 12:15. Homework takes 20 to 40 minutes a day.",
      },
    ],
  },
  {
    category: "Technology",
    items: [
      {
        question: "What equipment does my child need?",
        answer: "A 10+ Mbps broadband connection, a webcam and a microphone. A headset is recommended.",
      },
    ],
  },
];

export const ALL_FAQ_ITEMS = FAQ_CATEGORIES.flatMap((c) => c.items);
