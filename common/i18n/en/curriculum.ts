/** The English texts of the area "curriculum" (ids `curriculum.*`): the spec's words, verbatim. */
export const curriculum = {
  "curriculum.meta.title": "Academics",
  "curriculum.meta.description":
    "A full K-6 curriculum aligned with U.S. state standards, Common Core ELA and math and NGSS science, plus specials, SEL and support for every learner.",
  "curriculum.meta.keywords": "K-6 curriculum, online elementary curriculum, Common Core, NGSS, social-emotional learning, IEP 504 online school",

  "curriculum.heading.eyebrow": "Academics",
  "curriculum.heading.title": "Academics",
  "curriculum.heading.lead":
    "A full K-6 curriculum aligned with U.S. state standards, Common Core ELA and math, and NGSS science, taught live by certified U.S. teachers in small classes.",

  "curriculum.subjects.eyebrow": "Subjects",
  "curriculum.subjects.title": "Six subjects, one well-rounded education",
  "curriculum.subjects.lead": "Core subjects every day, with specials and social-emotional learning woven through the week.",
  "curriculum.subjects.ela.title": "English Language Arts (ELA)",
  "curriculum.subjects.ela.body":
    "Phonics and early reading grow into confident reading, writing, speaking and listening. Children read stories and informational texts, write for different purposes and build their vocabulary, following Common Core ELA.",
  "curriculum.subjects.math.title": "Mathematics",
  "curriculum.subjects.math.body":
    "From counting and number sense to fractions, decimals, ratios and early algebra, children build understanding step by step and learn to explain their reasoning, following Common Core math.",
  "curriculum.subjects.science.title": "Science",
  "curriculum.subjects.science.body":
    "Children ask questions, investigate and explain what they observe across life science, physical science, and earth and space science, following the Next Generation Science Standards (NGSS).",
  "curriculum.subjects.socialStudies.title": "Social Studies",
  "curriculum.subjects.socialStudies.body":
    "Communities, geography, civics, economics and history, from a child's own neighborhood to the United States and the wider world.",
  "curriculum.subjects.specials.title": "Specials",
  "curriculum.subjects.specials.body":
    "Art, music, PE/health, digital citizenship and coding: creative, active and digital skills that round out the week and help children use technology safely and well.",
  "curriculum.subjects.sel.title": "Social-Emotional Learning",
  "curriculum.subjects.sel.body":
    "Understanding feelings, making friends, working through disagreements and making responsible choices, practiced throughout the school week so children feel safe to learn together.",

  "curriculum.standards.eyebrow": "Standards",
  "curriculum.standards.title": "Built on U.S. standards",
  "curriculum.standards.lead":
    "Families in the U.S. and abroad can be confident that their child is learning what U.S. elementary students learn at each grade.",
  "curriculum.standards.state.name": "U.S. state standards",
  "curriculum.standards.state.detail": "The grade-level expectations that shape every subject we teach.",
  "curriculum.standards.commonCore.name": "Common Core ELA and math",
  "curriculum.standards.commonCore.detail": "Reading, writing, speaking and listening, and mathematics.",
  "curriculum.standards.ngss.name": "NGSS science",
  "curriculum.standards.ngss.detail": "The Next Generation Science Standards, built on asking questions and investigating.",

  "curriculum.gradeBands.eyebrow": "Grade bands",
  "curriculum.gradeBands.title": "What learning looks like at each stage",
  "curriculum.gradeBands.lead":
    "Lessons grow with your child, from playful first steps in reading and number to the independence of the final elementary year.",
  // Read before the band's figures ("K-1") by screen readers only; the space ends the word.
  "curriculum.gradeBands.gradePrefix": "Grade ",
  "curriculum.gradeBands.gradesPrefix": "Grades ",
  "curriculum.gradeBands.k1.grades": "Kindergarten and Grade 1",
  "curriculum.gradeBands.k1.text":
    "Learning through stories, songs, movement and play. Short live lessons build phonics, early reading and writing, counting and number sense, and the routines of a friendly online class. A parent or caregiver nearby helps the youngest learners settle in.",
  "curriculum.gradeBands.g23.grades": "Grades 2 and 3",
  "curriculum.gradeBands.g23.text":
    "Children move from learning to read to reading to learn. They read longer books, write organized paragraphs, become fluent with addition and subtraction, and begin multiplication, division and fractions, taking a bigger part in class discussion.",
  "curriculum.gradeBands.g45.grades": "Grades 4 and 5",
  "curriculum.gradeBands.g45.text":
    "Students research topics and write reports and opinion pieces, work with multi-digit numbers, fractions and decimals, carry out science investigations and take on longer projects, growing more independent each term.",
  "curriculum.gradeBands.g6.grades": "Grade 6",
  "curriculum.gradeBands.g6.text":
    "Our oldest students tackle ratios, expressions and equations, write well-argued essays and go deeper in science and social studies, building the study habits they need for the step up to middle school.",

  "curriculum.support.eyebrow": "Every learner",
  "curriculum.support.title": "Differentiation & Support",
  "curriculum.support.lead": "Children arrive with different strengths and needs. Small classes let our teachers respond to each one.",
  "curriculum.support.tiered.title": "Tiered small groups",
  "curriculum.support.tiered.body":
    "Teachers group children by skill for focused instruction, so a child who needs more practice gets it and a child who is ready moves on. Groups change as children grow.",
  "curriculum.support.enrichment.title": "Enrichment",
  "curriculum.support.enrichment.body":
    "Extension tasks and challenges for children ready to go further, so curious and fast-moving learners stay stretched and engaged.",
  "curriculum.support.multilingual.title": "Multilingual support",
  "curriculum.support.multilingual.body":
    "Support for multilingual learners and their families, so children take a full part in class while their English grows.",
  "curriculum.support.iep.title": "IEP/504 collaboration",
  "curriculum.support.iep.body":
    "If your child has an IEP or a 504 plan, our teachers work with you to put its accommodations into practice in the online classroom.",

  "curriculum.cta.title": "See how it all fits into a school day",
  "curriculum.cta.lead": "Explore a sample weekday, clubs and the technology you need, or start your child's application.",
  "curriculum.cta.apply": "Start Application",
  "curriculum.cta.dailyLife": "Explore Daily Life",
} as const;
