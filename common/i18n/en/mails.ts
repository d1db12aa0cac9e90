/**
 * The English texts of the mails the school sends to a family or a person (ids `mails.*`, server/mail/),
 * each written in its reader's language (issue 32). Only the server formats these. The copies for the
 * school's own inboxes stay in English and are not here.
 */
export const mails = {
  // Shared by every mail: the greeting, the footer, a moment at the school.
  "mails.greeting": "Hello,",
  "mails.greeting.named": "Hello {name},",
  "mails.preferences": "Choose how you hear from us: {url}",
  "mails.officeHours": "Office hours: {hours}",
  /** A moment at the school: "Tuesday, November 24, 2026 at 9:00 AM". */
  "mails.dayAtTime": "{day} at {time}",
  "mails.dear": "Dear {name},",
  /** The close of the admissions mails (signatureIn), and the organizer of a tour invitation. */
  "mails.signature.team": "{school} Admissions",
  "mails.username": "Username: {username}",
  "mails.chooseWithLink": "To start, choose your password with this link:",
  "mails.ignoreInvitation": "If you did not expect this email, you can ignore it; nobody can use the account until a password is chosen with the link.",
  "mails.reason": "Reason:",
  "mails.previousTime": "Previous time: {when}.",
  /** A tour's or a conference's moment: "Monday, December 7, 2026 at 9:00 AM Eastern Time". */
  "mails.when": "{day} at {time} Eastern Time",

  "mails.passwordReset.subject": "Reset your {school} password",
  "mails.passwordReset.asked": 'Someone asked to reset the password of the {school} account "{username}".',
  "mails.passwordReset.open": "To choose a new password, open this link:",
  "mails.passwordReset.expires":
    "The link works once and expires in 1 hour. After the reset, every device signed in to this account is signed out;\nif two-factor authentication is on, you will still need your code to sign in.",
  "mails.passwordReset.ignore": "If you did not ask for this, you can ignore this email: your password stays the same.",

  "mails.contact.subject": "We received your message - {school}",
  "mails.contact.thanks": "Thank you for contacting {school}. We have received your message and we'll get back to you within 24 hours.",
  "mails.contact.yourMessage": "Your message:",
  "mails.contact.files": "Files you attached:",
  "mails.contact.urgent": "If something is urgent, call us during office hours.",

  "mails.tour.subject": "Your virtual tour of {school}: {day}, {time} ET",
  "mails.tour.thanks": "Thank you for booking a virtual tour of {school} for {child}.",
  "mails.tour.preferred": "Your preferred time: {when} ({minutes} minutes).",
  "mails.tour.contact":
    "We'll contact you within 24 hours to confirm your preferred time slot and send the video link. The attached invitation adds the tour to your calendar.",
  "mails.tour.another": "Need another time? Reply to this email or call us.",
  "mails.tour.invitation.title": "Virtual tour of {school}",
  "mails.tour.invitation.description":
    "A {minutes}-minute live video tour with our admissions team for {child}. We'll contact you within 24 hours to confirm your time slot and send the video link.",
  "mails.tour.invitation.location": "Online video call (link sent by our admissions team)",
  "mails.tour.cancelled.subject": "Your virtual tour of {school} is cancelled: {day}, {time} ET",
  "mails.tour.cancelled.sorry": "We are sorry: we have had to cancel the virtual tour of {school} booked for {child} on {when}.",
  "mails.tour.cancelled.removes": "The attached cancellation takes the tour out of your calendar.",
  "mails.tour.cancelled.bookAgain": "We would be glad to show you the school at another time. To book a new tour, choose a date and time here:",
  "mails.tour.cancelled.reply": "You can also reply to this email or call us.",
  "mails.tour.rescheduled.subject": "New time for your virtual tour of {school}: {day}, {time} ET",
  "mails.tour.rescheduled.moved": "Our admissions team has moved the virtual tour of {school} for {child}.",
  "mails.tour.rescheduled.newTime": "New time: {when} ({minutes} minutes).",
  "mails.tour.rescheduled.updates": "The attached invitation updates the tour in your calendar. We'll send the video link before the tour.",
  "mails.tour.rescheduled.notSuit": "If the new time does not suit you, reply to this email or call us and we'll find another one.",

  "mails.application.subject": "Application received: {id} - {school}",
  "mails.application.thanks": "Thank you for applying to {school} for {child}.",
  "mails.application.id": "Application id: {id}",
  "mails.application.status": "Status: {status}",
  "mails.application.gradeRequested": "Grade requested: {grade}",
  "mails.application.start": "Start: {start}",
  "mails.application.start.notGiven": "Not given",
  "mails.application.start.notGivenPlaced": "Not given (placed for the {year} school year)",
  "mails.application.start.beginning": "{month}, the start of the {year} school year",
  "mails.application.start.during": "{month}, during the {year} school year",
  "mails.application.gradeConflict":
    "Grade placement: you asked for {requested}; the date of birth places {child} in {calculated}. Our admissions team will confirm the right grade with you.",
  "mails.application.noGrade": "no grade from kindergarten to grade 6",
  "mails.application.review":
    "We'll review your application and contact you within 2-3 business days. Please quote your application id whenever you contact us.",
  "mails.application.statusChanged.subject": "Application {id}: {status} - {school}",
  "mails.application.statusChanged.update": "There is an update on the application for {child} to {school}.",
  "mails.application.statusChanged.nextStep": "Next step: {step}",
  "mails.application.statusChanged.follow": "You can follow this application at any time in the family portal:",
  "mails.application.statusChanged.signIn":
    "Sign in there with a family account that uses this email address ({email}), or create one with it, to see the application and its history.",
  "mails.application.statusChanged.quote": "Please quote your application id whenever you contact us.",

  "mails.notification.subject": "{title} - {school}",
  "mails.notification.open": "Open it: {url}",
  "mails.notification.why": 'You get this email because "{kind}" is set to "{channel}" for your account.',
  "mails.notification.stop": 'Stop emails about "{kind}" (you will still see them in the app): {url}',
  // Several notifications of one kind that came within a few minutes, in one mail (server/notifications/mail-gathering.ts).
  "mails.notifications.subject": "{count, plural, one {# new notification} other {# new notifications}}: {kind} - {school}",
  "mails.notifications.intro": '{count, plural, one {There is # new notification} other {There are # new notifications}} about "{kind}":',

  "mails.guardianLinked.subject": "{child} is now on your {school} account",
  "mails.guardianLinked.linked": "The school has linked {child} to your {school} account.",
  "mails.guardianLinked.portal":
    "When you sign in to the family portal you will find your child's classes, timetable and calendar,\nand you can set the password your child signs in with.",
  "mails.guardianLinked.signIn": "Sign in at {url}",
  "mails.guardianLinked.unknown": "If you do not know this child, please contact the school office at {email} or {phone}.",
  "mails.guardianInvitation.subject": "Welcome to {school}: choose your family portal password",
  "mails.guardianInvitation.enrolled": "{child} is enrolled at {school}, and we have made a family portal account for you.",
  "mails.guardianInvitation.expires":
    'The link works once and expires on {expiry}. If it has expired, use "Forgot password" on the sign-in page or ask the school office.',
  "mails.guardianInvitation.signIn":
    "Then sign in at {url} with your username (or this email address). In the family portal you will see your child's\nclasses and calendar, and you set the password your child signs in with.",

  "mails.invitation.subject": "Your {school} account is ready: choose your password",
  "mails.invitation.resent.subject": "Your new {school} set-password link",
  "mails.invitation.created": "{createdBy} created a {school} account for you.",
  "mails.invitation.resent": "Here is a new link to choose the password of your {school} account. Earlier links no longer work.",
  "mails.invitation.role": "Role: {role}",
  "mails.invitation.expires": "The link works once and expires on {expiry}. If it has expired, ask the school office for a new one.",
  "mails.invitation.signIn": "Then sign in at {url} with your username (or this email address) and your new password.",
  "mails.invitation.twoFactor": "We recommend turning on two-factor authentication in Security Settings once you are signed in.",
  "mails.deactivated.subject": "Your {school} account has been deactivated",
  "mails.deactivated.text":
    'The school has deactivated the {school} account "{username}". It can no longer be used to sign in,\nand every device that was signed in to it has been signed out.',
  "mails.deactivated.mistake": "If you think this is a mistake, please contact the school office at {email} or {phone}.",
  "mails.reactivated.subject": "Your {school} account is active again",
  "mails.reactivated.text": 'The school has reactivated the {school} account "{username}". You can sign in again with your password.',
  "mails.reactivated.forgot": "If you never chose a password or do not remember it, request a new one at {url}.",
  "mails.reactivated.questions": "Questions? Contact the school office at {email} or {phone}.",
  "mails.mfaReset.subject": "Security notice: two-factor authentication was turned off on your {school} account",
  "mails.mfaReset.text":
    'A member of the school\'s staff turned off two-factor authentication on the {school} account "{username}",\nusually because its owner lost their authenticator app. Every device signed in to the account has been signed out,\nand signing in now needs the password only.',
  "mails.mfaReset.turnOn": "Please sign in and turn two-factor authentication on again in Security Settings: {url}",
  "mails.mfaReset.notYou": "If you did not ask for this, contact the school office at once: {email} or {phone}.",

  "mails.conference.subject.booked": "Conference booked",
  "mails.conference.subject.rescheduled": "Conference moved",
  "mails.conference.subject.cancelled": "Conference cancelled",
  "mails.conference.subject.reminder": "Reminder: conference tomorrow",
  "mails.conference.subject": "{change}: {child} with {teacher}, {day} at {time} ET",
  "mails.conference.video": "Video call: {url}",
  "mails.conference.phone": "Phone call: {teacher} will call {phone}",
  "mails.conference.phoneYou": "Phone call: {teacher} will call you",
  "mails.conference.family": "{child}'s family",
  /** Standing in for a name the school does not have (server/learning/conferences/write.ts). */
  "mails.conference.someTeacher": "Your teacher",
  "mails.conference.someChild": "your child",
  "mails.conference.booked": "A {minutes}-minute conference about {child} with {other} is booked for {when}.",
  "mails.conference.booked.calendar": "The attached invitation adds it to your calendar.",
  "mails.conference.rescheduled": "The conference about {child} with {other} has a new time: {when} ({minutes} minutes).",
  "mails.conference.rescheduled.calendar": "The attached invitation moves it in your calendar.",
  "mails.conference.cancelled": "The conference about {child} with {other} on {when} is cancelled.",
  "mails.conference.cancelled.calendar": "The attached cancellation takes it out of your calendar.",
  "mails.conference.cancelled.bookAgain": "To book another time, open the calendar in the family portal: {url}",
  "mails.conference.reminder": "A reminder: the conference about {child} with {other} is tomorrow, {when} ({minutes} minutes).",
  "mails.conference.invitation.title": "Conference: {child} with {teacher}",
  "mails.conference.invitation.description": "{mode} between {teacher} and {child}'s family.\n{where}",
} as const;
