/**
 * Database schema, one file per domain; everything imports it from here (`server/db/schema`).
 * Everything several app instances must share lives in the database: accounts, sessions, settings
 * and rate-limit counters. Change a table, then run `npm run db:generate` for a migration.
 */
import { applicationEvents, applications } from "./admissions";
import { loginAttempts, mfaBackupCodes, sessions, userMfa, users, verifications } from "./accounts";
import { auditLog } from "./audit";
import { enquiries, uploads } from "./enquiries";
import { mailOutbox } from "./mail";
import { rateLimits, settings } from "./settings";
import { tourBookings, tourSlots } from "./tours";
import {
  calendarFeeds,
  classMeetings,
  classSessions,
  classStaff,
  classes,
  emergencyContacts,
  enrolments,
  guardianLinks,
  schoolDays,
  schoolYears,
  studentWithdrawals,
  students,
  subjects,
  terms,
} from "./structure";
import {
  assignmentAdjustments,
  assignmentAttachments,
  assignmentStandards,
  assignments,
  badgeAwards,
  commentBank,
  files,
  marks,
  pointAwards,
  portfolioItems,
  reportCards,
  resourceFolders,
  resources,
  rubricCriteria,
  skills,
  standards,
  workFiles,
  work,
  termComments,
} from "./learning";
import { conferenceBookings, conferenceWindows } from "./conferences";
import { notificationDigests, notificationPreferences, notifications } from "./notifications";
import { conversationParticipants, conversations, messageAttachments, messageReports, messageTranslations, messages } from "./messages";
import {
  liveAttendanceEvents,
  liveBoards,
  liveBoardStrokes,
  liveChatMessages,
  classGroupings,
  liveGroups,
  liveCheckAnswers,
  liveChecks,
  liveParticipants,
  liveRooms,
  liveSlideDecks,
  liveSlidePages,
} from "./live";
import { absenceReports, attendanceMarks, attendanceNotices } from "./attendance";
import { signInCards } from "./sign-in-cards";
import { gameAnswers, gameAssignments, gameLimits, gameRounds } from "./games";
import { billingFamilies, creditNotes, invoiceCounters, invoiceLines, invoiceReminders, invoices, payments } from "./billing";

export * from "./accounts";
export * from "./admissions";
export * from "./audit";
export * from "./enquiries";
export * from "./mail";
export * from "./settings";
export * from "./tours";
export * from "./structure";
export * from "./learning";
export * from "./conferences";
export * from "./notifications";
export * from "./messages";
export * from "./live";
export * from "./attendance";
export * from "./sign-in-cards";
export * from "./games";
export * from "./billing";

export const schema = {
  users,
  userMfa,
  mfaBackupCodes,
  verifications,
  loginAttempts,
  sessions,
  settings,
  rateLimits,
  enquiries,
  uploads,
  tourSlots,
  tourBookings,
  applications,
  applicationEvents,
  mailOutbox,
  auditLog,
  schoolYears,
  terms,
  schoolDays,
  subjects,
  classes,
  classStaff,
  students,
  guardianLinks,
  enrolments,
  studentWithdrawals,
  emergencyContacts,
  classMeetings,
  classSessions,
  calendarFeeds,
  standards,
  files,
  resourceFolders,
  resources,
  assignments,
  assignmentStandards,
  rubricCriteria,
  assignmentAttachments,
  assignmentAdjustments,
  work,
  workFiles,
  marks,
  commentBank,
  skills,
  pointAwards,
  badgeAwards,
  portfolioItems,
  termComments,
  reportCards,
  notifications,
  conferenceWindows,
  conferenceBookings,
  notificationPreferences,
  notificationDigests,
  conversations,
  conversationParticipants,
  messages,
  messageAttachments,
  messageReports,
  messageTranslations,
  liveRooms,
  liveParticipants,
  liveAttendanceEvents,
  liveChatMessages,
  liveChecks,
  liveCheckAnswers,
  liveSlideDecks,
  liveSlidePages,
  liveBoards,
  liveBoardStrokes,
  liveGroups,
  classGroupings,
  attendanceMarks,
  absenceReports,
  attendanceNotices,
  signInCards,
  gameAssignments,
  gameRounds,
  gameAnswers,
  gameLimits,
  billingFamilies,
  invoiceCounters,
  invoices,
  invoiceLines,
  payments,
  creditNotes,
  invoiceReminders,
};
