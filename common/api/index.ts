/**
 * Every endpoint's contract (issue 31), for what walks them all: the server's check that no route is
 * registered without one, the fuzzer and the role-and-relationship walks. Add each new area's module here.
 */
import * as account from "./account";
import * as adminApplications from "./admin/applications";
import * as adminAttachments from "./admin/attachments";
import * as adminAudit from "./admin/audit";
import * as adminCourses from "./admin/courses";
import * as adminDashboard from "./admin/dashboard";
import * as adminEnquiries from "./admin/enquiries";
import * as adminPeople from "./admin/people";
import * as adminReportCards from "./admin/report-cards";
import * as adminReports from "./admin/reports";
import * as adminRoster from "./admin/roster";
import * as adminSafeguarding from "./admin/safeguarding";
import * as adminSettings from "./admin/settings";
import * as adminSkills from "./admin/skills";
import * as adminStandards from "./admin/standards";
import * as adminStudents from "./admin/students";
import * as adminTours from "./admin/tours";
import * as applications from "./applications";
import * as auth from "./auth";
import * as billing from "./billing";
import * as contact from "./contact";
import * as events from "./events";
import * as family from "./family";
import * as health from "./health";
import * as learningAssignments from "./learning/assignments";
import * as learningAttendance from "./learning/attendance";
import * as learningCalendar from "./learning/calendar";
import * as learningConferences from "./learning/conferences";
import * as learningFamilyChildren from "./learning/family-children";
import * as learningFamily from "./learning/family";
import * as learningFiles from "./learning/files";
import * as learningGames from "./learning/games";
import * as learningGradebook from "./learning/gradebook";
import * as learningInsights from "./learning/insights";
import * as learningLibrary from "./learning/library";
import * as learningLive from "./learning/live";
import * as learningMessages from "./learning/messages";
import * as learningNotifications from "./learning/notifications";
import * as learningPortfolio from "./learning/portfolio";
import * as learningProgress from "./learning/progress";
import * as learningRewards from "./learning/rewards";
import * as learningSignInCards from "./learning/sign-in-cards";
import * as learningStandards from "./learning/standards";
import * as learningStudentProfile from "./learning/student-profile";
import * as learningStudent from "./learning/student";
import * as learningTeacher from "./learning/teacher";
import * as learningWork from "./learning/work";
import * as mfa from "./mfa";
import * as settings from "./settings";
import * as tours from "./tours";
import * as uploads from "./uploads";
import * as user from "./user";
import type { Contract } from "./contract";

/** Each area is a module of contracts, named as its route module is (server/routes/<area>.ts). */
const AREAS = {
  account: account,
  "admin/applications": adminApplications,
  "admin/attachments": adminAttachments,
  "admin/audit": adminAudit,
  "admin/courses": adminCourses,
  "admin/dashboard": adminDashboard,
  "admin/enquiries": adminEnquiries,
  "admin/people": adminPeople,
  "admin/report-cards": adminReportCards,
  "admin/reports": adminReports,
  "admin/roster": adminRoster,
  "admin/safeguarding": adminSafeguarding,
  "admin/settings": adminSettings,
  "admin/skills": adminSkills,
  "admin/standards": adminStandards,
  "admin/students": adminStudents,
  "admin/tours": adminTours,
  applications: applications,
  auth: auth,
  billing: billing,
  contact: contact,
  events: events,
  family: family,
  health: health,
  "learning/assignments": learningAssignments,
  "learning/attendance": learningAttendance,
  "learning/calendar": learningCalendar,
  "learning/conferences": learningConferences,
  "learning/family-children": learningFamilyChildren,
  "learning/family": learningFamily,
  "learning/files": learningFiles,
  "learning/games": learningGames,
  "learning/gradebook": learningGradebook,
  "learning/insights": learningInsights,
  "learning/library": learningLibrary,
  "learning/live": learningLive,
  "learning/messages": learningMessages,
  "learning/notifications": learningNotifications,
  "learning/portfolio": learningPortfolio,
  "learning/progress": learningProgress,
  "learning/rewards": learningRewards,
  "learning/sign-in-cards": learningSignInCards,
  "learning/standards": learningStandards,
  "learning/student-profile": learningStudentProfile,
  "learning/student": learningStudent,
  "learning/teacher": learningTeacher,
  "learning/work": learningWork,
  mfa: mfa,
  settings: settings,
  tours: tours,
  uploads: uploads,
  user: user,
};

function isContract(value: unknown): value is Contract {
  return !!value && typeof value === "object" && "method" in value && "path" in value && "roles" in value && "output" in value;
}

/** "METHOD /api/..." of a contract: how tests and the fuzzer name an endpoint. */
export const endpointKey = (contract: Contract) => `${contract.method} ${contract.path}`;

/** Each contract once, with the area (module) that declares it. */
export const CONTRACTS: readonly { area: string; name: string; contract: Contract }[] = Object.entries(AREAS).flatMap(([area, module]) =>
  Object.entries(module as Record<string, unknown>)
    .filter((entry): entry is [string, Contract] => isContract(entry[1]))
    .map(([name, contract]) => ({ area, name, contract })),
);
