/** The English texts of the area "contact" (ids `contact.*`): the spec's words, verbatim. */
export const contact = {
  "contact.meta.title": "Contact Us",
  "contact.meta.description": "Call, email or write to our admissions team, or book a live virtual tour of the school. Office hours {officeHours}.",
  "contact.meta.keywords": "contact, virtual tour, admissions office, book a school tour",
  /** school.officeHours, as the page shows it. */
  "contact.officeHours": "Mon-Fri, 8 AM - 6 PM EST",

  "contact.heading.title": "Contact Us",
  "contact.heading.eyebrow": "We're here to help",
  "contact.heading.lead":
    "Talk to our admissions team about your child, ask about tuition or technology, or book a live virtual tour to see an online class for yourself.",
  "contact.help.title": "How Can We Help?",
  "contact.help.lead": "Choose General Contact for questions, or Book a Tour to meet us on a live video call.",

  "contact.tabs.label": "How can we help?",
  "contact.tabs.general": "General Contact",
  "contact.tabs.tour": "Book a Tour",
  "contact.general.title": "Ask Us Anything",
  "contact.general.lead":
    "Questions about enrollment, grade placement, tuition and payment options, technology, or support for your child's learning? Our admissions team is glad to help, whether you're ready to apply or just starting to explore online school. You can attach documents such as a recent school report.",
  "contact.general.preferToTalk": "Prefer to talk?",
  "contact.tour.title": "Book a Live Virtual Tour",
  "contact.tour.lead":
    "A virtual tour is a {minutes}-minute video call with a member of our admissions team. See what a live class looks like, learn how small classes (12:1) and personalized learning work day to day, and ask about the right grade for your child.",
  "contact.tour.times": "Tours run on weekdays at {times} EST. Choose the day and time that suit you, and we'll confirm your tour within 24 hours.",
  "contact.tour.timesList": "{first} and {last}",
  "contact.tour.preferToTalk": "Prefer to book by phone?",
  "contact.tour.preferToTalkAfter": " with the day and time that suit you",

  "contact.preferToTalk.text": "Call {phone} or email {email}{after}. Office hours: {officeHours}.",

  "contact.details.title": "Contact Details",
  "contact.details.lead": "Our admissions team answers calls and emails during office hours.",
  "contact.details.phone": "Phone",
  "contact.details.email": "Admissions email",
  "contact.details.hours": "Office hours",
  "contact.details.follow": "Follow Us",
  "contact.details.opensInNewTab": " (opens in a new tab)",

  "contact.form.label": "General contact form",
  "contact.form.required": "Required fields are marked with an asterisk (*).",
  "contact.form.parentName": "Parent or guardian name",
  "contact.form.email": "Email",
  "contact.form.phone": "Phone",
  "contact.form.grade": "Child's grade level",
  "contact.form.gradePlaceholder": "Select a grade level",
  "contact.form.message": "Message",
  "contact.form.messageHint": "At least 10 characters and 3 words. If you choose a grade level, mention it or tell us a little more about your child.",
  "contact.form.characters": " characters",
  "contact.form.attachments": "Attachments",
  "contact.form.attachmentsHint":
    "Up to {maxFiles} files, {maxSize} each: {accepted}. A recent school report or an IEP/504 plan helps us answer questions about placement and support.",
  /** The first word of CONTACT_UPLOAD_POLICY.acceptedLabel ("images, .pdf, ..."). */
  "contact.form.images": "images",
  "contact.form.replies": "Our admissions team replies within 24 hours.",
  "contact.form.sending": "Sending...",
  "contact.form.send": "Send Message",
  "contact.form.successTitle": "Message sent successfully!",
  "contact.form.successDescription": "We'll get back to you within 24 hours.",
  "contact.form.errorTitle": "Error sending message",
  "contact.form.uploadFailed": "“{fileName}” could not be uploaded. {reason}",
  "contact.form.notSent": "Your message has not been sent. Remove the file marked “{uploadFailed}”, or choose Send Message again to retry it.",
  "contact.form.announceAdded": "Added {files}.",
  "contact.form.announceNotAdded": "Not added: {problems}",
  "contact.form.announceUploaded": "{fileName} uploaded.",
  "contact.form.announceUploadFailed": "{uploadFailed}: {fileName}.",
  "contact.form.announceRemoved": "Removed {fileName}.",

  // The contact schema's messages (common/schemas/contact.ts), verbatim: localize() finds them by their English.
  "contact.validation.nameShort": "Parent name must be at least 2 characters",
  "contact.validation.nameLong": "Parent name must not exceed 50 characters",
  "contact.validation.nameChars": "Parent name can only contain letters, spaces, hyphens, apostrophes, and periods",
  "contact.validation.messageShort": "Message must be at least 10 characters",
  "contact.validation.messageLong": "Message must not exceed 1000 characters",
  "contact.validation.messageWords": "Message must contain at least 3 words",
  "contact.validation.gradeMention": "When selecting a grade level, please mention it in your message or provide more details",
  "contact.validation.gradeList": "Please select a grade level from the list",
  "contact.validation.attachmentMissing": "An attachment could not be found. Please attach the file again.",
  "contact.validation.attachmentsList": "Attachments must be a list of uploaded files",
  "contact.validation.attachmentTwice": "The same file is attached twice",

  "contact.benefits.eyebrow": "Working at BrightPath",
  "contact.benefits.title": "Benefits of Working With Us",
  "contact.benefits.lead": "Thinking about teaching or working with {school}? Here is what our team can count on.",
  "contact.benefits.remote.title": "Remote Work",
  "contact.benefits.remote.body":
    "Every role is remote. You teach and collaborate online from your own quiet workspace, with classes that follow a U.S. Eastern Time schedule.",
  "contact.benefits.salaried.title": "Full-Time, Salaried Roles",
  "contact.benefits.salaried.body":
    "Our open positions are full-time, and each listing shows its salary range up front, so you know where you stand before you apply.",
  "contact.benefits.small.title": "Small Classes",
  "contact.benefits.small.body":
    "A 12:1 student-teacher ratio means you get to know every child and family, and live lessons stay personal rather than crowded.",
  "contact.benefits.training.title": "Training and Professional Development",
  "contact.benefits.training.body":
    "Everyone completes mandatory-reporting training and learns our safety practices for moderated live sessions, with continued professional development as you grow with us.",
  "contact.benefits.curriculum.title": "A Full Curriculum to Teach From",
  "contact.benefits.curriculum.body":
    "Teach a complete K-6 curriculum aligned with U.S. state standards, Common Core ELA and math, and NGSS science, instead of building every lesson alone.",
  "contact.benefits.team.title": "A Team Around Every Learner",
  "contact.benefits.team.body":
    "Work alongside colleagues on tiered small groups, enrichment, multilingual support and IEP/504 collaboration, so no one supports a child on their own.",
  "contact.benefits.openPositions": "See Open Positions",
  "contact.benefits.sendCv": "Or send your CV and a short cover letter to {email}.",
} as const;
