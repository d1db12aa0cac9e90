/** The English texts of the area "home" (ids `home.*`): the spec's words, verbatim. */
export const home = {
  "home.meta.description":
    "Accredited online elementary school for grades K-6: live classes with certified U.S. teachers, a 12:1 student-teacher ratio and a standards-aligned curriculum.",
  "home.meta.keywords":
    "online elementary school, accredited online school K-6, live online classes for kids, certified U.S. teachers, homeschool alternative, American online school for international families",

  "home.hero.headline": "Quality Education From Anywhere",
  "home.hero.statusLabel": "School status",
  "home.hero.status.live": "Live Classes Active",
  "home.hero.status.students": "Students Learning",
  "home.hero.status.accredited": "Accredited",
  "home.hero.status.excellence": "Excellence",
  "home.hero.lead":
    "{school} is an accredited online elementary school for grades K-6. Certified U.S. teachers teach every class live, in small classes with a 12:1 student-teacher ratio, for families across the U.S. and around the world.",
  "home.hero.admissions": "Learn About Admissions",
  "home.hero.tour": "Book a Virtual Tour",
  "home.hero.portalsLabel": "Already with us? Sign in to your portal:",
  "home.hero.parentPortal": "Parent Portal",
  "home.hero.studentPortal": "Student Portal",
  "home.hero.imageAlt": "Illustration: a live online class on a laptop, with the teacher and four classmates on screen and a star badge earned.",

  "home.trust.heading": "Why families trust us",
  "home.trust.accredited": "Accredited online school for grades K-6",
  "home.trust.teachers": "Certified U.S. teachers, teaching live",
  "home.trust.standards": "U.S. state standards, Common Core and NGSS",
  "home.trust.privacy": "Privacy practices aligned with children's privacy law",
  "home.trust.moderated": "Moderated live sessions with waiting rooms",

  "home.why.eyebrow": "Why {school}",
  "home.why.title": "Everything your child needs to thrive",
  "home.why.lead": "A real school with real teachers, built for learning online: live lessons, a complete curriculum and a team that works with your family.",
  "home.why.teachers.title": "Expert Teachers",
  "home.why.teachers.body":
    "Every class is taught live by an expert, licensed teacher certified in the U.S. Small classes with a 12:1 student-teacher ratio mean your child is seen, heard and helped in the moment, not weeks later.",
  "home.why.teachers.link": "What makes our school different",
  "home.why.curriculum.title": "Proven Curriculum",
  "home.why.curriculum.body":
    "A full K-6 curriculum: English language arts, mathematics, science, social studies, specials and social-emotional learning, aligned with U.S. state standards, Common Core ELA and math, and NGSS science.",
  "home.why.curriculum.link": "Explore our academics",
  "home.why.family.title": "Family Support",
  "home.why.family.body":
    "You are part of the team. Teachers keep in touch through messages and conferences, and children who need something different get tiered small groups, enrichment, multilingual support or IEP/504 collaboration.",
  "home.why.family.link": "Read answers for families",

  "home.portals.eyebrow": "Portals",
  "home.portals.title": "Connected to school, at home and on the go",
  "home.portals.lead": "Students and parents each have their own portal. Use the Parent Portal and Student Portal buttons at the top of this page to sign in.",
  "home.portals.students.title": "For students: learning that feels like play",
  "home.portals.students.lead": "The student portal turns practice into something children look forward to.",
  "home.portals.students.games": "Learning games that make practice fun",
  "home.portals.students.rewards": "Rewards that celebrate effort and progress",
  "home.portals.students.badges": "Badges to collect as new skills grow",
  "home.portals.parents.title": "For parents and guardians: your window into school",
  "home.portals.parents.lead": "The parent portal keeps you close to your child's learning, wherever you are.",
  "home.portals.parents.progress": "Progress tracking",
  "home.portals.parents.curriculum": "Curriculum access, so you know what is being taught",
  "home.portals.parents.messaging": "Teacher messaging",
  "home.portals.parents.conferences": "Conference scheduling",
  "home.portals.parents.dashboard": "A family dashboard that brings it all together",

  "home.safety.eyebrow": "Safety",
  "home.safety.title": "A safe, monitored place to learn",
  "home.safety.lead": "Online school should feel as safe as the classroom down the street. These protections are part of every school day.",
  "home.safety.moderated": "Moderated live sessions, with waiting rooms and learner verification",
  "home.safety.privacy": "Privacy practices aligned with children's privacy law",
  "home.safety.conduct": "An anti-bullying code of conduct that sets clear expectations",
  "home.safety.reporting": "Mandatory-reporting training for all staff",
  "home.safety.link": "Read about safety and wellbeing",

  "home.cta.title": "Ready to join us?",
  "home.cta.lead": "Admissions are rolling, with monthly start dates, priority cohorts in August and January and a quick 2-week application process.",
  "home.cta.apply": "Start Application",
  "home.cta.talk": "Talk to Admissions",
} as const;
