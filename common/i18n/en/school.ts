/** The English texts of the area "school" (ids `school.*`): the spec's words, verbatim. */
export const school = {
  "school.stats.success": "Student success",
  "school.stats.ratio": "Student-teacher ratio",

  "school.meta.title": "About Us",
  "school.meta.description":
    "Why families choose our accredited online K-6 school: live certified U.S. teachers, 12:1 classes, personalized learning and a safe, moderated classroom.",
  "school.meta.keywords": "about our online school, online school safety, certified U.S. teachers, small online classes, accessible online learning",

  "school.heading.eyebrow": "Our School",
  "school.heading.title": "About Us",
  "school.heading.lead":
    "{school} is an accredited online elementary school for grades K-6. We bring the warmth of a great classroom into your home: live lessons with certified U.S. teachers, small classes and learning shaped around your child.",

  "school.different.eyebrow": "What sets us apart",
  "school.different.title": "What makes our school different",
  "school.different.lead":
    "Online school works when it keeps what matters about school: a teacher who knows your child, classmates to learn with, and work that fits.",
  "school.different.teachers.title": "Live, certified U.S. teachers",
  "school.different.teachers.body":
    "Every lesson is taught live by a licensed teacher certified in the U.S. Children ask questions, get feedback in the moment and build a real relationship with their teacher, and families abroad get the same U.S. instruction wherever they live.",
  "school.different.classes.title": "Small classes, 12:1",
  "school.different.classes.body":
    "A 12:1 student-teacher ratio leaves room for every voice. Teachers see how each child is doing during the lesson and can step in straight away, so small gaps are caught early.",
  "school.different.personalized.title": "Personalized learning",
  "school.different.personalized.body":
    "Tiered small groups, enrichment and multilingual support let each child work at the level that is right for them, and teachers collaborate with families on IEP and 504 plans.",
  "school.different.curriculum.title": "A full K-6 curriculum",
  "school.different.curriculum.body":
    "English language arts, mathematics, science, social studies, specials and social-emotional learning, aligned with U.S. state standards, Common Core ELA and math, and NGSS science.",

  "school.safety.eyebrow": "Care comes first",
  "school.safety.title": "Safety & Wellbeing",
  "school.safety.lead": "Your child's safety matters as much online as anywhere else. Three commitments guide every school day.",
  "school.safety.privacy.title": "Children's privacy, protected",
  "school.safety.privacy.body":
    "Our privacy practices are aligned with children's privacy law. Your child's personal information is used to teach and support them, and families can always ask us how it is handled.",
  "school.safety.moderated.title": "Moderated live sessions",
  "school.safety.moderated.body":
    "Every live session is moderated. Children wait in a waiting room until their teacher admits them, and learner verification means only enrolled students join the class.",
  "school.safety.community.title": "A kind, watchful community",
  "school.safety.community.body":
    "An anti-bullying code of conduct sets clear expectations for how everyone treats one another, and all staff complete mandatory-reporting training, so any concern about a child's wellbeing is acted on.",

  "school.accessibility.eyebrow": "Accessibility",
  "school.accessibility.title": "Accessible for every learner",
  "school.accessibility.lead": "Children learn in different ways. Our classes and this website are built so that more of them can take part fully.",
  "school.accessibility.captions.title": "Captions",
  "school.accessibility.captions.body":
    "Captions help every child follow spoken content, including children who are deaf or hard of hearing and those still learning English.",
  "school.accessibility.altText.title": "Alt text",
  "school.accessibility.altText.body": "Images carry text alternatives, so learning materials and this website work with screen readers.",
  "school.accessibility.font.title": "Dyslexic-friendly fonts",
  "school.accessibility.font.body":
    "Readers who find letters easier to tell apart in a dyslexia-friendly typeface can switch the whole site to one: press the <b>Dyslexia-friendly font</b> button (the book icon) in the header at the top of every page. Your choice is remembered on this device.",

  "school.accreditation.eyebrow": "Accreditation",
  "school.accreditation.title": "Accredited and standards-aligned",
  "school.accreditation.statement": "{accreditation}.",
  "school.accreditation.body":
    "What your child learns at each grade follows U.S. state standards, so a year with us builds the same knowledge and skills expected of children in U.S. elementary schools.",
  "school.accreditation.link": "See the curriculum by subject",
  "school.accreditation.listLabel": "Standards we teach to",
  "school.accreditation.state.name": "U.S. state standards",
  "school.accreditation.state.detail": "The grade-level expectations across every subject.",
  "school.accreditation.commonCore.name": "Common Core ELA and math",
  "school.accreditation.commonCore.detail": "Reading, writing, speaking, listening and mathematics.",
  "school.accreditation.ngss.name": "NGSS science",
  "school.accreditation.ngss.detail": "The Next Generation Science Standards for investigation and inquiry.",

  "school.cta.title": "See our classroom for yourself",
  "school.cta.lead": "Book a {minutes}-minute virtual tour, or start your child's application today.",
  "school.cta.tour": "Book a Virtual Tour",
  "school.cta.apply": "Start Application",
} as const;
