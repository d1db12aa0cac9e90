/** The English texts of the area "careers" (ids `careers.*`): the spec's words, verbatim. */
export const careers = {
  "careers.meta.title": "Careers",
  "careers.meta.description":
    "Teach from home: remote, full-time positions for certified teachers and school staff at an accredited online elementary school, with salary ranges shown in every listing.",
  "careers.meta.keywords": "teaching jobs, remote teacher jobs, online school careers, elementary teacher jobs",

  "careers.heading.title": "Careers",
  "careers.heading.eyebrow": "Work at {school}",
  "careers.heading.lead":
    "Teach small, live online classes for children in grades K-6, from home. Every position is remote and full-time, and every listing shows its salary range up front.",
  "careers.heading.viewOpenPositions": "View Open Positions",
  "careers.heading.seeBenefits": "See Our Benefits",

  "careers.why.title": "Why Work With Us",
  "careers.why.lead":
    "We are an accredited online elementary school with certified U.S. teachers, small classes and a full K-6 curriculum. Here is what that means for the people who teach here.",
  "careers.why.remote.title": "Remote and Full-Time",
  "careers.why.remote.body": "Every position is remote and full-time. Teach live classes from your own workspace, on a U.S. Eastern Time school day.",
  "careers.why.small.title": "Small Classes",
  "careers.why.small.body": "With a 12:1 student-teacher ratio you know each child by name, see their progress, and work closely with their family.",
  "careers.why.training.title": "Training and Growth",
  "careers.why.training.body":
    "Start with mandatory-reporting training and our safety practices for moderated live sessions, then keep growing through professional development.",

  "careers.open.title": "Open Positions",
  "careers.open.lead": "These remote, full-time roles are open now. Choose Apply Now to send us your details, a cover letter and your CV.",

  "careers.general.title": "Don't See Your Role?",
  "careers.general.lead":
    "We're glad to hear from certified teachers and school staff who share our commitment to children and families, even when no listing fits yet.",
  "careers.general.contact": "Contact Us About a General Application",
  "careers.general.emailCv": "Or email your CV to {email}",

  // The openings of common/careers.ts.
  "careers.opening.location.remote": "Remote",
  "careers.opening.type.fullTime": "Full-time",
  "careers.opening.k2.title": "Kindergarten-Grade 2 Classroom Teacher",
  "careers.opening.k2.department": "Lower Elementary (K-2)",
  "careers.opening.k2.description":
    "Lead live, small online classes for our youngest learners: early reading and phonics, first mathematics, and social-emotional learning, taught through short, playful blocks. You keep families informed of each child's progress and work with the learning-support team when a child needs more help. A U.S. state teaching license for the early grades is required.",
  "careers.opening.mathScience.title": "Grades 3-6 Math & Science Teacher",
  "careers.opening.mathScience.department": "Upper Elementary (3-6)",
  "careers.opening.mathScience.description":
    "Teach Common Core mathematics and NGSS-aligned science to small live classes in grades 3 to 6, with hands-on investigations students can run at the kitchen table. You plan tiered small-group work and enrichment so every child is challenged at the right level. A U.S. state teaching license covering elementary mathematics or science is required.",
  "careers.opening.learningSupport.title": "Learning Support Teacher (SEN)",
  "careers.opening.learningSupport.department": "Learning Support",
  "careers.opening.learningSupport.description":
    "Support K-6 students with special educational needs in tiered small groups and one-to-one sessions, and help classroom teachers adapt lessons, captions and materials. You coordinate with families and outside professionals on IEP and 504 plans and keep clear, confidential records. A U.S. state teaching license and experience in special education are required.",
  "careers.opening.familySupport.title": "Family Support & Admissions Coordinator",
  "careers.opening.familySupport.department": "Admissions & Family Support",
  "careers.opening.familySupport.description":
    "Be the first friendly voice families meet: answer calls and emails during office hours, host live virtual tours, and guide each family through application, readiness conversation, placement and orientation. You keep admissions records accurate and make sure every inquiry gets a timely, helpful answer. Excellent written English and a calm, organized manner matter more than a specific degree.",

  "careers.card.details": "Position details",
  "careers.card.salary": "{salary} per year",
  "careers.card.applyNow": "Apply Now",
  "careers.card.applyNowFor": " for {title}",
  "careers.card.dialogTitle": "Apply for {title}",
  "careers.card.dialogDescription": "Fields marked * are required. Please attach your CV as a PDF, DOC or DOCX file of up to 5 MB.",
  "careers.card.loading": "Loading the application form...",
  "careers.card.success": "Application submitted successfully! We'll get back to you soon.",

  "careers.form.label": "Application for {position}",
  "careers.form.fullName": "Full name",
  "careers.form.email": "Email",
  "careers.form.phone": "Phone",
  "careers.form.position": "Position",
  "careers.form.positionHint": "The position you are applying for.",
  "careers.form.coverLetter": "Cover letter",
  "careers.form.coverLetterHint": "At least 50 characters. Tell us about your experience and why this role suits you.",
  "careers.form.cv": "CV",
  "careers.form.cvHint": "PDF, DOC, DOCX (max 5MB)",
  "careers.form.cancel": "Cancel",
  "careers.form.submit": "Submit Application",

  // The job application schema's messages (common/schemas/job-application.ts), verbatim.
  "careers.validation.fullName": "Please enter your full name",
  "careers.validation.position": "Please choose a position",
  "careers.validation.coverLetter": "Cover letter must be at least 50 characters",
  "careers.validation.cvMissing": "Please upload your CV",
  "careers.validation.cvEmpty": "Your CV file is empty. Please choose another file",
  "careers.validation.cvType": "CV must be a PDF, DOC or DOCX file",
  "careers.validation.cvSize": "CV must be 5 MB or smaller",
} as const;
