/** The English texts of the area "admissions" (ids `admissions.*`): the spec's words, verbatim. */
export const admissions = {
  "admissions.meta.title": "Admissions",
  "admissions.meta.description":
    "Rolling admissions with monthly start dates: book a tour, apply online, have a readiness conversation, then placement and orientation. About 2 weeks.",
  "admissions.meta.keywords": "online school admissions, apply to online elementary school, rolling admissions, grade placement, kindergarten age cut-off",

  "admissions.heading.eyebrow": "Admissions",
  "admissions.heading.title": "Admissions",
  "admissions.heading.lead":
    "Joining our school is simple. Admissions are rolling, with monthly start dates, and the application process takes about two weeks from start to finish.",
  "admissions.startApplication": "Start Application",
  "admissions.contactAdmissions": "Contact Admissions",

  "admissions.process.eyebrow": "How to apply",
  "admissions.process.title": "Four steps to your first day",
  "admissions.process.lead": "Here is what happens from your first question to your child's first class.",
  "admissions.process.stepNumber": "Step {number}: ",
  "admissions.steps.inquire.title": "Inquire/Book a Tour",
  "admissions.steps.inquire.body":
    "Tell us about your child or <link>book a {minutes}-minute virtual tour</link>. Tours start on weekdays between {first} and {last} EST, and we reply to every enquiry within 24 hours.",
  "admissions.steps.apply.title": "Submit Application",
  "admissions.steps.apply.body":
    "Complete the <link>online application</link> with your child's details, any previous school and your consents. We review every application and contact you within 2-3 business days.",
  "admissions.steps.readiness.title": "Readiness Conversation",
  "admissions.steps.readiness.body":
    "A friendly conversation with you and your child about how they learn, what they enjoy and any support they need. If the grade you asked for differs from the grade for your child's age, we talk it through here.",
  "admissions.steps.placement.title": "Placement & Orientation",
  "admissions.steps.placement.body":
    "We confirm your child's grade and class, then welcome you both with an orientation to the live classroom and the student and parent portals, ready for your start date.",

  "admissions.rolling.eyebrow": "When to start",
  "admissions.rolling.title": "Rolling Admissions",
  "admissions.rolling.lead": "There is no single deadline. Apply when it suits your family, and your child starts on the next start date that fits.",
  "admissions.rolling.monthlyTitle": "Monthly start dates",
  "admissions.rolling.monthlyBody":
    "There is a start date every month, so your child can begin when your family is ready, including in the middle of the school year.",
  "admissions.rolling.cohortsTitle": "Priority cohorts in August and January",
  "admissions.rolling.cohortsBody":
    "Our priority cohorts start in August and January, natural points to begin a new school year or a fresh half-year. Apply early to join one.",
  "admissions.rolling.quickTitle": "A quick 2-week application process",
  "admissions.rolling.quickBody": "The application process takes about two weeks, so a move, a change of school or a fresh start never has to wait long.",

  "admissions.placement.eyebrow": "Finding the right grade",
  "admissions.placement.title": "Placement Assessment",
  "admissions.placement.lead":
    "Your child's grade follows their age on the {cutoff} cut-off date of the school year they start in: this school year for a start during the year, or next school year.",
  "admissions.placement.caption": "Grade by age on {cutoff}",
  "admissions.placement.ageColumn": "Age on {cutoff}",
  "admissions.placement.gradeColumn": "Grade",
  "admissions.placement.differentTitle": "When the grade you request is different",
  "admissions.placement.differentLead":
    "Some children are ready for a different grade than their age suggests. If the grade you request on the application differs from the grade for your child's age, we tell you straight away and ask how you would like to continue:",
  "admissions.placement.optionKeep": "keep the grade you requested, for our team to review;",
  "admissions.placement.optionAccept": "accept the grade that matches your child's age; or",
  "admissions.placement.optionAssess": "ask for a placement assessment, which we recommend.",
  "admissions.placement.assessment":
    "A placement assessment and a readiness conversation help us see where your child is in reading, writing and math, so they start in the grade where they will thrive.",

  "admissions.tuition.eyebrow": "Tuition",
  "admissions.tuition.title": "Tuition and payment",
  "admissions.tuition.body":
    "Tuition is set by grade and paid in {terms} equal terms, or in full with a {fullOff} discount. Each additional sibling enrolled at the same time receives {siblingOff} off, and new students pay a one-time {fee} administration and registration fee with their first payment.",
  "admissions.tuition.view": "View Tuition",

  "admissions.cta.title": "Ready to begin?",
  "admissions.cta.lead": "Start your child's application today, or book a virtual tour first and ask us anything. We reply within 24 hours.",
  "admissions.cta.tour": "Book a Virtual Tour",
} as const;
