/**
 * Calls of /admin/courses (docs/api/admin-courses.md, docs/api/admin-standards.md; contracts in
 * common/api/admin/courses.ts and common/api/admin/standards.ts). Reads are contract queries; every
 * change answers `{success, message, data?}` whole (callAnswer: the toast says its `message`), and
 * after it `refreshAfterCoursesChange` refreshes the overview, the open class, the enrol search, the
 * staff list, the standards, the dashboard and the audit log.
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { callAnswer } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { auditLog } from "#common/api/admin/audit";
import * as courses from "#common/api/admin/courses";
import { adminDashboard } from "#common/api/admin/dashboard";
import * as adminStandardsApi from "#common/api/admin/standards";
import type { Contract, Input } from "#common/api/contract";
import { standards } from "#common/api/learning/standards";

type Body<C extends Contract> = Input<C> extends { body: infer B } ? B : never;

export function useCoursesOverview(yearId: string | undefined) {
  return useQuery({ ...queryOptions(courses.coursesOverview, { query: { yearId } }), placeholderData: keepPreviousData });
}

export function useClassDetail(id: string) {
  return useQuery(queryOptions(courses.classDetail, { params: { id } }));
}

export function useStudentSearch(q: string, enabled: boolean) {
  return useQuery({ ...queryOptions(courses.courseStudentSearch, { query: { q } }), enabled, placeholderData: keepPreviousData });
}

export function useStaffCandidates() {
  return useQuery({ ...queryOptions(courses.staffCandidates), staleTime: 60_000 });
}

// ---- Changes: one per contract, each answering the server's whole `{success, message, data?}` ----

export const createSchoolYear = (body: Body<typeof courses.createSchoolYear>) => callAnswer(courses.createSchoolYear, { body });
export const updateSchoolYear = (id: string, body: Body<typeof courses.updateSchoolYear>) => callAnswer(courses.updateSchoolYear, { params: { id }, body });
export const makeYearCurrent = (id: string) => callAnswer(courses.makeYearCurrent, { params: { id } });
export const setTerms = (id: string, body: Body<typeof courses.setTerms>) => callAnswer(courses.setTerms, { params: { id }, body });
export const addSchoolDay = (yearId: string, body: Body<typeof courses.addSchoolDay>) => callAnswer(courses.addSchoolDay, { params: { id: yearId }, body });
export const removeSchoolDay = (id: string) => callAnswer(courses.removeSchoolDay, { params: { id } });
export const createSubject = (body: Body<typeof courses.createSubject>) => callAnswer(courses.createSubject, { body });
export const renameSubject = (id: string, body: Body<typeof courses.renameSubject>) => callAnswer(courses.renameSubject, { params: { id }, body });
export const createClass = (body: Body<typeof courses.createClass>) => callAnswer(courses.createClass, { body });
export const updateClass = (id: string, body: Body<typeof courses.updateClass>) => callAnswer(courses.updateClass, { params: { id }, body });
export const setClassStaff = (id: string, body: Body<typeof courses.setClassStaff>) => callAnswer(courses.setClassStaff, { params: { id }, body });
export const enrolStudent = (classId: string, body: Body<typeof courses.enrolStudent>) => callAnswer(courses.enrolStudent, { params: { id: classId }, body });
export const endEnrolment = (enrolmentId: string) => callAnswer(courses.endEnrolment, { params: { id: enrolmentId } });
export const moveEnrolment = (enrolmentId: string, body: Body<typeof courses.moveEnrolment>) =>
  callAnswer(courses.moveEnrolment, { params: { id: enrolmentId }, body });
export const addMeeting = (classId: string, body: Body<typeof courses.addMeeting>) => callAnswer(courses.addMeeting, { params: { id: classId }, body });
export const removeMeeting = (id: string) => callAnswer(courses.removeMeeting, { params: { id } });
export const generateSessions = (classId: string) => callAnswer(courses.generateSessions, { params: { id: classId } });
export const cancelSession = (id: string) => callAnswer(courses.cancelSession, { params: { id } });
/** The move to the next school year, or its dry run (issue 36). */
export const rollOverYear = (body: Body<typeof courses.rollOverYear>) => callAnswer(courses.rollOverYear, { body });

/** The Standards tab (docs/api/admin-standards.md): the whole catalog, a page at a time. */
export const ADMIN_STANDARDS_PAGE_SIZE = 25;

export interface StandardsFilters {
  subject: string;
  grade: string;
  framework: string;
  q: string;
  page: number;
}

export function useAdminStandards(filters: StandardsFilters) {
  return useQuery({
    ...queryOptions(adminStandardsApi.adminStandards, { query: { ...filters, pageSize: ADMIN_STANDARDS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export const createSchoolStandard = (body: Body<typeof adminStandardsApi.createSchoolStandard>) => callAnswer(adminStandardsApi.createSchoolStandard, { body });
export const updateSchoolStandard = (id: string, body: Body<typeof adminStandardsApi.updateSchoolStandard>) =>
  callAnswer(adminStandardsApi.updateSchoolStandard, { params: { id }, body });
export const archiveStandard = (id: string) => callAnswer(adminStandardsApi.archiveStandard, { params: { id } });
export const restoreStandard = (id: string) => callAnswer(adminStandardsApi.restoreStandard, { params: { id } });

/**
 * After any change: every read of the courses screen (overview, an open class, the enrol search, the
 * staff list), the standards (the admin catalog and the teachers' picker), the dashboard and the audit log.
 */
export async function refreshAfterCoursesChange(client: QueryClient) {
  await Promise.all(
    [
      courses.coursesOverview,
      courses.classDetail,
      courses.courseStudentSearch,
      courses.staffCandidates,
      adminStandardsApi.adminStandards,
      standards,
      adminDashboard,
      auditLog,
    ].map((contract) => invalidate(client, contract)),
  );
}
