/** The English texts of the server's own refusals (ids `refusals.*`): a signed-in person reads them in their language (server/errors.ts). Only the server formats these. */
export const refusals = {
  // server/errors.ts
  "refusals.errors.notFound": "Not found",
  "refusals.coursesCalendar.dayOutside": "A calendar day falls outside.",
  "refusals.gradebookMarking.oneMarkPerCriterion": "Each criterion takes one mark.",
  "refusals.gradebookMarking.oneMarkPerStandard": "Each standard takes one mark.",
  "refusals.gradebookGrid.termOfYear": "Please choose a term of this class's school year.",
  "refusals.liveRelay.couldNotDo": "The live class could not do that. Please try again.",
  "refusals.input.expectedObject": "Expected a JSON object",
  "refusals.notifications.mustBeOneClick": "Must be One-Click",
  "refusals.errors.csrf": "Invalid or missing CSRF token",
  "refusals.errors.unavailable": "The service is temporarily unavailable. Please try again shortly.",
  "refusals.errors.internal": "Internal server error",
  // server/admissions/staff-actions.ts (an application status or a grade is a phrase of its own)
  "refusals.admissionsStaff.noGradeConflict": "Application {id} has no grade conflict to review.",
  "refusals.admissionsStaff.notPossibleDuplicate": "Application {id} is not marked as a possible duplicate.",
  "refusals.admissionsStaff.alreadyInStatus": "Application {id} is already {status}.",
  "refusals.admissionsStaff.cannotMove": "Application {id} cannot move from {from} to {to}. From {from} it can move to: {next}.",
  "refusals.admissionsStaff.cannotMoveFromFinal": "Application {id} cannot move from {from} to {to}. {from} is final.",
  "refusals.admissionsStaff.changedMeanwhile": "Application {id} was changed by someone else a moment ago. Reload it to see its current state, then try again.",
  "refusals.admissionsStaff.changedMeanwhileTo":
    "Application {id} was changed by someone else a moment ago and is now {status}. Reload it to see its current state, then try again.",
  "refusals.admissionsStaff.gradeAlreadyReviewed": "The grade of application {id} was already reviewed.",
  "refusals.admissionsStaff.gradeAlreadyPlaced": "The grade of application {id} was already reviewed (placed in {grade}).",
  "refusals.admissionsStaff.duplicateAlreadyDecided":
    "The duplicate review of application {id} was already decided ({decision, select, merged {merged} other {not a duplicate}}).",
  // server/api.ts (the rate limit of every route; an hour's limit waits "3600 seconds", ungrouped as always)
  "refusals.api.tooManyRequests":
    "Too many requests. Please try again in {seconds, plural, one {{seconds, number, ::group-off} second} other {{seconds, number, ::group-off} seconds}}.",
  // server/accounts/people.ts
  "refusals.accountsPeople.adminOnlySuper": "Only a super admin can create or change administrator accounts.",
  "refusals.accountsPeople.self": "You can't do this to your own account here. Your own sign-in and two-factor settings are in Security Settings.",
  "refusals.accountsPeople.notFound": "Account not found.",
  "refusals.accountsPeople.alreadyDeactivated": "This account is already deactivated.",
  "refusals.accountsPeople.notDeactivated": "This account is active already.",
  "refusals.accountsPeople.deactivatedNoInvite": "This account is deactivated. Reactivate it before sending a set-password email.",
  "refusals.accountsPeople.noEmail": "This account has no email address to send the link to.",
  "refusals.accountsPeople.lastSuperAdmin": "This is the last active super admin account; it can't be deactivated. Create another super admin first.",
  "refusals.accountsPeople.noMfa": "Two-factor authentication is not set up on this account.",
  "refusals.accountsPeople.actorGone": "Your account is no longer active.",
  // server/auth/common-passwords.ts
  "refusals.authCommonPasswords.commonPasswordMessage": "This password is one of the most common and easy to guess. Please choose another.",
  // server/auth/login-throttle.ts
  "refusals.loginThrottle.signIn": "Too many sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "refusals.loginThrottle.attempts": "Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  // server/auth/new-accounts.ts
  "refusals.authNewAccounts.usernameTaken": "That username is taken. Please choose another.",
  // server/enquiries/inbox.ts
  "refusals.enquiriesInbox.enquiryNotFound": "That message could not be found.",
  // server/http/guards.ts
  "refusals.httpGuards.signContinue": "Please sign in to continue.",
  "refusals.httpGuards.doHavePermission": "You do not have permission to do this.",
  // server/http/multipart.ts
  "refusals.httpMultipart.uploadsPaused": "Uploads are paused for a moment. Please try again later.",
  // server/learning/access.ts
  "refusals.access.fileNotFound": "We could not find that file.",
  "refusals.access.awardNotFound": "We could not find that award.",
  "refusals.access.folderNotFound": "We could not find that folder.",
  "refusals.access.resourceNotFound": "We could not find that resource.",
  "refusals.access.teacherNotFound": "We could not find that teacher.",
  "refusals.access.windowNotFound": "We could not find that availability.",
  "refusals.access.mayNotWrite": "You cannot send messages to this person.",
  "refusals.access.twoChildren": "A conversation can include only one child.",
  "refusals.access.otherFamily": "A conversation with a child can include only that child's own family.",
  "refusals.access.familiesApart":
    "A conversation can include only one family. Write to each family on its own, or send a class announcement: its replies come to you alone.",
  "refusals.access.notTogether": "Everyone in a group conversation must be allowed to write to each other. Write to these people separately instead.",
  "refusals.access.conversationNotFound": "We could not find that conversation.",
  "refusals.access.mayNotPost": "You cannot send messages in this conversation.",
  "refusals.access.messageNotFound": "We could not find that message.",
  "refusals.access.liveSessionNotFound": "We could not find that session.",
  "refusals.access.liveForChildren":
    "This live class is for the children of the class. Your child joins from their own account; you are welcome to sit with them.",
  "refusals.access.absenceReportNotFound": "We could not find that absence report.",
  // server/learning/calendar/feed.ts
  "refusals.calendarFeed.feedNotFound": "We could not find that calendar feed.",
  // server/learning/conferences/write.ts
  "refusals.conferencesWrite.couldFindConference": "We could not find that conference.",
  "refusals.conferencesWrite.windowOverlap": "This overlaps other availability of yours on that day.",
  "refusals.conferencesWrite.windowOverlapWith": "This overlaps other availability of yours on that day. ({from} to {to})",
  "refusals.conferencesWrite.pastDate": "Please choose today or a later date.",
  "refusals.conferencesWrite.windowHasBookings":
    "Families have booked times in this window that the change would move or remove. Cancel or move those conferences first.",
  "refusals.conferencesWrite.windowBooked": "Families have booked times in this window. Cancel or move those conferences first.",
  "refusals.conferencesWrite.slotGone": "That time is not offered any more. Please choose another.",
  "refusals.conferencesWrite.tooLate": "That time is too soon to book. Please choose a later one.",
  "refusals.conferencesWrite.slotTaken": "Sorry, someone has just booked that time. Please choose another.",
  "refusals.conferencesWrite.itemsOverlap": "These conferences overlap. Please choose times one after another.",
  "refusals.conferencesWrite.alreadyBooked": "You already have a conference with this teacher about this child. Move or cancel it instead.",
  "refusals.conferencesWrite.familyClash": "Your family already has a conference at that time.",
  "refusals.conferencesWrite.phoneNeeded": "Please give the phone number the teacher should call.",
  "refusals.conferencesWrite.notChangeable": "This conference is over or cancelled and cannot be changed.",
  "refusals.conferencesWrite.sameTime": "The conference is already at that time.",
  // server/learning/courses/calendar.ts
  "refusals.coursesCalendar.endDateMust": "The end date must be on or after the start date.",
  "refusals.coursesCalendar.dayNotFound": "We could not find that calendar day.",
  "refusals.coursesCalendar.subjectNotFound": "We could not find that subject.",
  "refusals.coursesCalendar.yearNameTaken": "A school year with that name exists already.",
  "refusals.coursesCalendar.subjectNameTaken": "A subject with that name exists already.",
  "refusals.coursesCalendar.dayOutsideYear": "The day must fall within the school year.",
  "refusals.coursesCalendar.yearsOverlap": "These dates overlap the {name} school year ({startsOn} to {endsOn}).",
  "refusals.coursesCalendar.overlapsYear": "Overlaps {name}.",
  "refusals.coursesCalendar.termLeftOutside": "The new dates leave a term outside the year: {problem}",
  "refusals.coursesCalendar.dayLeftOutside": 'The new dates leave "{title}" ({startsOn}) outside the year. Remove it first.',
  "refusals.coursesCalendar.yearRuns": "{name} runs {startsOn} to {endsOn}.",
  // server/learning/courses/rules.ts
  "refusals.coursesRules.termOutsideYear": "Term {number} must fall within the school year ({startsOn} to {endsOn}).",
  "refusals.coursesRules.termOrder": "Term {number} must start after term {previous} ends.",
  "refusals.coursesRules.clash": "This clashes with {className} on {weekday} {startTime}-{endTime} ({because}).",
  "refusals.coursesRules.sameClass": "another meeting of the same class",
  "refusals.coursesRules.teaches": "{name} teaches it",
  "refusals.coursesRules.attends": "{name} attends it",
  // server/learning/courses/classes.ts
  "refusals.coursesClasses.enrolmentNotFound": "We could not find that enrolment.",
  "refusals.coursesClasses.meetingNotFound": "We could not find that meeting.",
  "refusals.coursesClasses.nameTaken": "A class with that name exists in this school year already.",
  "refusals.coursesClasses.alreadyEnded": "This enrolment has ended already.",
  "refusals.coursesClasses.moveSame": "Choose another section to move to.",
  "refusals.coursesClasses.moveOther": "A child can only move to a section of the same subject in the same school year.",
  "refusals.coursesClasses.notStaff": "Only teachers and administrators can be class staff.",
  "refusals.coursesClasses.alreadyCancelled": "This session is cancelled already.",
  "refusals.coursesClasses.pastSession": "This session has already started; it can't be cancelled.",
  "refusals.coursesClasses.tooManyForStaff":
    "{className} has {enrolled, plural, one {# student} other {# students}}; with these staff it holds {capacity}. Keep a co-teacher or move children first.",
  // server/learning/courses/enrolment.ts
  "refusals.coursesEnrolment.archived": "This class is archived. Restore it first.",
  "refusals.coursesEnrolment.withdrawn": "This student has left the school.",
  "refusals.coursesEnrolment.alreadyEnrolled": "This student is in this class already.",
  "refusals.rollover.overLimit": "Some classes would be over their limit: {classes}. Add a section or raise a limit, preview again, then move.",
  "refusals.coursesEnrolment.classFull": "{className} is full ({capacity} students). Add a co-teacher, raise its limit or choose another section.",
  "refusals.coursesEnrolment.otherGrade": "{child} is in {childGrade}; {className} is a class of {classGrade}. Confirm to enrol them in another grade's class.",
  // server/learning/courses/read-model.ts
  "refusals.coursesReadModel.couldFindSchool": "We could not find that school year.",
  // server/learning/files/store.ts
  "refusals.filesStore.fileInUse": "This file is still used. Remove it from the work or library item that uses it first.",
  // server/learning/gradebook/comment-bank.ts
  "refusals.gradebookCommentBank.commentNotFound": "We could not find that saved comment.",
  "refusals.gradebookCommentBank.bankFull": "Your comment bank is full ({max} comments). Delete one you no longer use first.",
  // server/learning/gradebook/marking.ts
  "refusals.gradebookMarking.notPublished": "This work is not published yet: the child cannot see it. Publish it before returning it.",
  "refusals.gradebookMarking.nothingToReturn": "There is nothing to return yet: mark the work or write a comment first.",
  // server/learning/live/relay.ts
  "refusals.liveRelay.areAlreadyRoom": "You are already in the room.",
  "refusals.liveRelay.joinRoomFirst": "Join the room first.",
  "refusals.liveRelay.videoAvailable": "That video is not available.",
  "refusals.liveRelay.notAllowed": "That is not allowed.",
  // server/learning/live/rooms.ts
  "refusals.liveRooms.notOpenYet": "This live class is not open yet. It opens 10 minutes before it starts.",
  "refusals.liveRooms.notOpenForTestYet": "You can open the room from an hour before the class starts, to test it.",
  "refusals.liveRooms.sessionOver": "This live class has finished.",
  "refusals.liveRooms.roomNotOpen": "Your teacher has not opened the room yet.",
  "refusals.liveRooms.videoServerUnreachable": "The live class could not reach the video server. Please try again in a moment.",
  "refusals.liveRooms.removed": "Your teacher removed you from this live class.",
  "refusals.liveRooms.roomLocked": "Your teacher has locked the room.",
  "refusals.liveRooms.participantNotFound": "We could not find that person in this room.",
  "refusals.liveRooms.notAdmitted": "Please wait for your teacher to let you in.",
  "refusals.liveRooms.tokenRefused": "This join link is not valid any more. Please try again.",
  "refusals.liveRooms.hardMuted": "Your teacher has muted you. Raise your hand to ask to talk.",
  // server/learning/live/checks.ts (quick checks, issue 35)
  "refusals.liveChecks.notFound": "We could not find that quick check.",
  "refusals.liveChecks.closed": "This quick check is closed.",
  "refusals.liveChecks.onlyChildren": "Only the children answer quick checks.",
  "refusals.liveChecks.notAThumb": "Choose a thumb: up, sideways or down.",
  "refusals.liveChecks.notAChoice": "Choose one of the answers.",
  "refusals.liveChecks.notANumber": "Write a number.",
  "refusals.liveChecks.wordTooLong": "Answers must not exceed 40 characters.",
  "refusals.liveChecks.standardNotOfClass": "Choose a standard of this class's subject and grade.",
  "refusals.liveChecks.notARightChoice": "Choose the right answer among the answers to choose from.",
  "refusals.liveChecks.withoutStandard": "This quick check counts for no standard.",
  "refusals.liveChecks.stillOpen": "This quick check is still open: its answers count once it is closed.",
  "refusals.liveChecks.noAnswerFromChild": "We could not find that child's answer to this quick check.",
  // server/learning/live/slides.ts (slides, issue 35)
  "refusals.liveSlides.notFound": "We could not find those slides.",
  "refusals.liveSlides.slideNotFound": "We could not find that slide.",
  "refusals.liveSlides.notShown": "Your teacher has not shown this slide yet.",
  "refusals.liveSlides.closed": "These slides are closed.",
  "refusals.liveSlides.notAPdf": "Choose a PDF to show as slides.",
  "refusals.liveSlides.pageNotInDeck": "Choose a slide of this PDF.",
  "refusals.liveSlides.tooManyPages": "Slides can have at most 100 pages. Choose a shorter PDF.",
  "refusals.liveSlides.unreadable": "This PDF could not be opened. Try saving it again as a PDF.",
  "refusals.liveSlides.tooSlow": "This PDF took too long to prepare. Try a smaller one.",
  "refusals.liveSlides.noRenderer": "Slides cannot be shown: this server cannot turn PDFs into pictures yet. Please tell the school's administrator.",
  // server/learning/live/board.ts (the whiteboard, issue 35)
  "refusals.liveBoard.closed": "The whiteboard is closed.",
  "refusals.liveBoard.noPen": "Your teacher has not given you the pen.",
  "refusals.liveBoard.strokeNotFound": "We could not find that line on the whiteboard.",
  "refusals.liveBoard.notYourStroke": "You can only erase your own lines.",
  "refusals.liveBoard.full": "The whiteboard is full. Erase or clear some lines first.",
  "refusals.liveBoard.keptFull": "This session's whiteboard has kept all the lines it can. Save it to your files to keep it.",
  // server/learning/live/sdp.ts
  "refusals.liveSdp.oneMicrophoneOneCamera": "You can share one microphone and one camera in a live class.",
  "refusals.liveRooms.shareNotAllowed": "Your teacher has not asked you to share your screen.",
  "refusals.liveRooms.screenBusy": "Someone else is sharing their screen. Only one screen can be shared at a time.",
  "refusals.liveSdp.oneScreen": "You can share one screen or window at a time.",
  "refusals.liveGroups.running": "Small groups are already running. End them first.",
  "refusals.liveGroups.none": "There are no small groups running.",
  "refusals.liveGroups.notFound": "We could not find that group.",
  "refusals.liveGroups.forClasses": "Small groups are for class sessions.",
  "refusals.liveGroups.nameTaken": "Saved groups with that name already exist for this class. Choose another name.",
  // server/learning/messages/conversations.ts
  "refusals.messagesConversations.withdrawOwnOnly": "You can withdraw only your own messages.",
  // server/learning/messages/safeguarding.ts
  "refusals.messagesSafeguarding.reportWasAlready": "This report was already handled.",
  "refusals.messagesSafeguarding.reportNotFound": "We could not find that report.",
  // server/learning/portfolio/items.ts
  "refusals.portfolioItems.notHandedIn": "Only work you have sent in can go in your portfolio.",
  "refusals.portfolioItems.alreadyAdded": "This work is already in the portfolio.",
  "refusals.portfolioItems.itemNotFound": "We could not find that portfolio item.",
  "refusals.portfolioItems.alreadyDecided": "Your teacher has already looked at this one, so it stays.",
  // server/learning/progress/progress-read.ts
  "refusals.progressProgressRead.termNotFound": "We could not find that term.",
  // server/learning/rewards/points.ts
  "refusals.rewardsPoints.skillNotFound": "We could not find that skill.",
  "refusals.rewardsPoints.skillArchived": "That skill is no longer on the school's list. Please choose another.",
  "refusals.rewardsPoints.undoTooLate": "Points can be undone for 10 minutes after they are given.",
  // server/learning/rewards/skills.ts
  "refusals.rewardsSkills.skillNameTaken": "A skill with that name is already on the list.",
  // server/learning/roster/export.ts
  "refusals.rosterExport.noCurrentYear": "There is no current school year to export. Add one on /admin/courses first.",
  // server/learning/roster/files.ts
  "refusals.rosterFiles.none": "Please choose a OneRoster zip or its CSV files (users.csv, classes.csv, enrollments.csv, ...).",
  "refusals.rosterFiles.notZip": "The zip file could not be read. Please send the zip your other system exported, or the CSV files themselves.",
  "refusals.rosterFiles.noneKnown":
    "None of the files is a OneRoster 1.2 CSV file (orgs.csv, academicSessions.csv, courses.csv, classes.csv, users.csv, roles.csv, enrollments.csv).",
  "refusals.rosterFiles.tooLargeTogether": "The roster files add up to more than 40 MB. Split the roster and import it in parts.",
  "refusals.rosterFiles.delta": "This is a delta (changes only) roster. Please export a bulk roster: every file in full.",
  // server/learning/roster/import.ts
  "refusals.rosterImport.noOnerosterData": "No OneRoster data file was sent (only a manifest).",
  // server/learning/standards/school.ts
  "refusals.standardsSchool.notFound": "We could not find that standard.",
  "refusals.standardsSchool.published":
    "Published standards stay as published; only the school's own standards can be edited. You can archive a published standard the school does not teach.",
  // server/learning/students/create-student.ts
  "refusals.studentsCreateStudent.notEnrolled": "Create student is for applications whose status is Enrolled. Move the application to Enrolled first.",
  "refusals.studentsCreateStudent.exists": "A student record was already made from this application.",
  "refusals.studentsCreateStudent.classNotFound": "Choose a homeroom class of the child's grade in the current school year.",
  "refusals.studentsCreateStudent.classesNotFound": "Choose classes of the child's grade in the current school year.",
  // server/learning/students/records.ts
  "refusals.studentsRecords.guardianLinkNotFound": "That guardian is not linked to this student.",
  // server/notifications/notifications-read.ts
  "refusals.notificationsNotificationsRead.couldFindStudent": "We could not find that student.",
  "refusals.notificationsNotificationsRead.unsubscribeLinkValid": "This unsubscribe link is not valid.",
  // server/pdf/pool.ts
  "refusals.pdfPool.pdfBusy": "Many documents are being prepared right now. Please try again in a minute.",
  // server/routes/account.ts
  "refusals.account.noEmail": "Add an email address to your account first.",
  "refusals.account.alreadyVerified": "Your email address is already verified.",
  "refusals.account.tooManyVerificationMails": "Too many verification emails. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "refusals.account.tooManyEmailChanges": "Too many email changes. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  // server/routes/admin/attachments.ts
  "refusals.adminAttachments.attachmentFound": "Attachment not found",
  // server/routes/events.ts
  "refusals.events.tooManyStreams": "Too many pages of the school are open for your account. Close a few tabs or windows, then reload this page.",
  // server/routes/learning/conferences.ts
  "refusals.conferences.rangeTooLong": "Please ask for at most {days} days at a time.",
  // server/routes/learning/live.ts
  "refusals.live.liveVideoSet": "Live video is not set up at this school yet.",
  // server/routes/learning/notifications.ts
  "refusals.notifications.sendListUnsubscribe": "Send List-Unsubscribe=One-Click to unsubscribe.",
  "refusals.notifications.unreadableForm": "The unsubscribe form could not be read. Send List-Unsubscribe=One-Click.",
  // server/routes/mfa.ts
  "refusals.mfa.alreadyEnabled": "Two-factor authentication is already on.",
  "refusals.mfa.disableRefused": "Incorrect password or verification code",
  "refusals.mfa.tooManySetups": "Too many two-factor setups. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  // server/routes/user.ts
  "refusals.user.authenticated": "Not authenticated",
  // server/tours/staff.ts
  "refusals.toursStaff.tourNotFound": "That tour booking could not be found.",
  "refusals.toursStaff.tourAlreadyCancelled": "This tour booking is already cancelled, so it cannot be changed.",
  "refusals.toursStaff.tourSameSlot": "The booking is already at this date and time. Please choose another slot.",
  // server/learning/games/ (issue 34): said to a child, in a child's words.
  "refusals.games.notFound": "We could not find that game.",
  "refusals.games.finished": "This game is finished. Start a new one!",
  "refusals.games.dailyLimit": "That's all the games for today. Come back tomorrow!",
  "refusals.games.otherQuestion": "That question is not the one being answered.",
  // server/billing/ (issue 36): said to the office.
  "refusals.billing.noCurrentYear": "There is no current school year to bill. Please choose a school year.",
  "refusals.billing.yearNotFound": "That school year could not be found.",
  "refusals.billing.invoiceNotFound": "That invoice could not be found.",
  "refusals.billing.familyNotFound": "That family could not be found.",
  "refusals.billing.planLocked": "{family} already has invoices for {year}: a family's plan can change only before its first invoice of a school year.",
  "refusals.billing.unpricedGrade": "{child} is in a grade with no tuition price ({grade}). Please correct the child's grade, then run the invoices again.",
  "refusals.billing.alreadyPaid": "Invoice {number} is paid in full: there is nothing left to pay or credit.",
  "refusals.billing.overpayment": "Invoice {number} has {balance} left to pay, less than the {amount} of this payment. Please record at most {balance}.",
  "refusals.billing.refundTooLarge": "Invoice {number} has {received} received, less than the {amount} of this refund. Please refund at most {received}.",
  "refusals.billing.creditTooLarge": "Invoice {number} has {balance} left to pay, less than the {amount} of this credit note. Please credit at most {balance}.",
} as const;
