/** The English texts of the area "faqs" (ids `faqs.*`): the spec's words, verbatim. */
export const faqs = {
  "faqs.meta.title": "Frequently Asked Questions",
  "faqs.meta.description":
    "Answers to families' questions about our accredited online K-6 school: teachers and class sizes, admissions and tuition, the school day, technology and safety.",
  /** Comma-separated. */
  "faqs.meta.keywords": "online school FAQ, online elementary school questions, online school admissions, online school schedule, online school safety",

  "faqs.heading.eyebrow": "Questions and answers",
  "faqs.heading.title": "Frequently Asked Questions",
  "faqs.heading.lead":
    "Straight answers to the questions families ask us most, from class sizes and start dates to the school day and online safety. Press a question to read its answer.",

  "faqs.topics.label": "Question topics",
  "faqs.topics.title": "Topics",

  "faqs.stillHaveQuestions.title": "Still have questions?",
  "faqs.stillHaveQuestions.lead": "Our admissions team is happy to help. Office hours are {hours}.",
  "faqs.stillHaveQuestions.contact": "Contact Us",
  "faqs.stillHaveQuestions.call": "Call {phone}",
  /** The school's office hours (common/school.ts officeHours). */
  "faqs.officeHours": "Mon-Fri, 8 AM - 6 PM EST",

  "faqs.category.about": "About the School",
  "faqs.category.admissions": "Admissions and Tuition",
  "faqs.category.school-day": "The School Day",
  "faqs.category.technology-safety": "Technology and Safety",

  "faqs.q.grades.question": "Which grades does the school teach?",
  "faqs.q.grades.answer":
    "{school} is an accredited online elementary school for kindergarten through grade 6 (K-6). We follow U.S. state standards, Common Core for ELA and math, and NGSS for science.",
  "faqs.q.teachers.question": "Who teaches the classes?",
  "faqs.q.teachers.answer":
    "Expert, licensed, certified U.S. teachers. Every class is taught live, so your child can ask questions, join discussions and get feedback in the moment.",
  "faqs.q.class-size.question": "How big are the classes?",
  "faqs.q.class-size.answer": "Classes are small, with a 12:1 student-teacher ratio, so teachers know each child and can personalize learning for them.",
  "faqs.q.subjects.question": "What subjects will my child study?",
  "faqs.q.subjects.answer":
    "A full K-6 curriculum: English language arts (ELA), mathematics, science, social studies and social-emotional learning, plus specials in art, music, PE/health, and digital citizenship and coding.",
  "faqs.q.subjects.link": "Explore our curriculum",
  "faqs.q.international.question": "Can families outside the United States enroll?",
  "faqs.q.international.answer":
    "Yes. We welcome families across the U.S. and international families who want a U.S. education. Live classes follow Eastern Time ({start} to {end}), and our Daily Life page shows the schedule in your own time zone.",
  "faqs.q.international.link": "See the school day in your time zone",

  "faqs.q.start-dates.question": "When can my child start?",
  "faqs.q.start-dates.answer": "Admissions are rolling, with monthly start dates and priority cohorts in August and January.",
  "faqs.q.application-time.question": "How long does the application process take?",
  "faqs.q.application-time.answer":
    "It is a quick 2-week process. After you submit an application, we review it and contact you within 2-3 business days. If you book a virtual tour, we contact you within 24 hours to confirm your preferred time slot.",
  "faqs.q.steps.question": "What are the steps to enroll?",
  "faqs.q.steps.answer":
    "Four steps: inquire or book a virtual tour, submit the application, have a readiness conversation with our team, then placement and orientation. A placement assessment can help confirm the right grade.",
  "faqs.q.steps.link": "Read about admissions",
  "faqs.q.payment-options.question": "How can we pay tuition?",
  "faqs.q.payment-options.answer":
    "Annual tuition runs from {from} to {to} depending on the grade. Choose {terms} equal term payments or pay the year in full with {fullOff} off tuition. New students pay a one-time {fee} administration and registration fee with their first payment; returning students do not pay it.",
  "faqs.q.payment-options.link": "See tuition by grade",
  "faqs.q.siblings.question": "Is there a discount for siblings?",
  "faqs.q.siblings.answer":
    "Yes. Each additional sibling enrolled at the same time receives {siblingOff} off tuition, while the child with the highest tuition pays full price. The sibling discount is applied first and the {fullOff} pay-in-full discount then applies to the reduced amount, {stackedOff} in total. Discounts apply to tuition only, never to the registration fee.",

  "faqs.q.typical-day.question": "What does a school day look like?",
  "faqs.q.typical-day.answer":
    "School runs on weekdays from {start} to {end} Eastern Time, with {liveBlocks} live blocks ({liveHours} of live teaching) and a lunch and screen break from {lunchStart} to {lunchEnd}. The day starts with a morning meeting and a social-emotional learning check-in.",
  "faqs.q.typical-day.link": "See a sample school day",
  "faqs.q.homework.question": "How much homework is there?",
  "faqs.q.homework.answer": "About {homework}: short practice that builds on what your child learned in class.",
  "faqs.q.clubs.question": "Are there clubs and activities?",
  "faqs.q.clubs.answer": "Yes, {clubs} weekly clubs, including {someClubs}. Children choose the ones that match their interests.",
  "faqs.q.clubs.link": "See all our clubs",
  /** The last two of a list of names. */
  "faqs.q.clubs.listEnd": "{list} and {last}",
  "faqs.q.support.question": "What if my child needs extra help or more challenge?",
  "faqs.q.support.answer":
    "Tiered small groups give extra practice or extra challenge, and enrichment stretches children who are ready for more. We offer multilingual support and work with families on IEP and 504 plans.",
  "faqs.q.parents.question": "How do parents stay involved?",
  "faqs.q.parents.answer":
    "The parent portal lets you track progress, see the curriculum, message teachers and schedule conferences, all from a family dashboard. Students have their own portal with games, rewards and badges.",

  "faqs.q.equipment.question": "What technology does my child need?",
  "faqs.q.equipment.answer":
    "A 10+ Mbps broadband internet connection, a webcam and a microphone. We also recommend a headset, so your child hears clearly and household noise stays out of class.",
  "faqs.q.safety.question": "How do you keep children safe online?",
  "faqs.q.safety.answer":
    "Live sessions are moderated, with waiting rooms and learner verification. Every student follows an anti-bullying code of conduct, and all staff receive mandatory-reporting training.",
  "faqs.q.privacy.question": "How do you protect my child’s privacy?",
  "faqs.q.privacy.answer": "Our privacy practices are aligned with children’s privacy law, and we ask for your FERPA consent when you apply.",
  "faqs.q.accessibility.question": "Is learning accessible for children with different needs?",
  "faqs.q.accessibility.answer":
    "Yes. Lessons use captions and alt text, and dyslexia-friendly fonts are available. On this website, the “Dyslexia-friendly font” button beside the theme button switches every page to one.",
  "faqs.q.contact.question": "How can I reach the school?",
  "faqs.q.contact.answer": "Call {phone} or email {email}. Our office hours are {hours}. We reply to messages within 24 hours.",
  "faqs.q.contact.link": "Send us a message",
} as const;
