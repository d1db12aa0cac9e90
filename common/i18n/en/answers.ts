/**
 * The English texts of what the server answers when an action is done (ids `answers.*`): a signed-in
 * person reads them in their language (server/http/route.ts). Only the server formats these.
 */
export const answers = {
  "answers.attendanceSaved": "Attendance saved.",
  "answers.sessionCancelled": "Cancelled the session.",
  "answers.commentDeleted": "Comment deleted.",
  "answers.draftSaved": "Draft saved.",
  "answers.enrolled": "Enrolled.",
  "answers.movedSection": "Moved to the other section.",
  "answers.pointsUndone": "Points undone.",
  "answers.removedFromClass": "Removed from the class. The class list keeps the history.",
  "answers.removedFromPortfolio": "Removed from your portfolio.",
  "answers.removed": "Removed.",
  "answers.returned": "Returned. The child and their family can see it now.",
  "answers.classStaffSaved": "Saved the class staff.",
  "answers.termsSaved": "Saved the terms.",
  "answers.helpersSaved": "Saved. The helpers apply the next time your child opens a page.",
  "answers.sentIn": "Sent in.",
  "answers.settingsSaved": "Settings saved.",
  "answers.studentRecordSaved": "Student record saved.",
  "answers.takenOut": "Taken out of your work.",
  "answers.absenceReported": "Thank you. Your child's teachers have been told.",
  "answers.guardianUnlinked": "The guardian was unlinked. Their account stays.",
  "answers.studentPasswordSet": "The student's new password is set. They can sign in with it now.",
  "answers.tourCancelled": "Tour cancelled. The family has been emailed.",
  "answers.childPasswordSet": "Your child's new password is set. They can sign in with it now.",
  "answers.passwordChanged": "Your password has been changed. Other devices were signed out.",
} as const;
