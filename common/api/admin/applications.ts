/**
 * Admissions in the back office (docs/api/admin-applications.md): the list, one application with its
 * history, status changes and the staff reviews of a grade conflict and of a possible duplicate.
 */
import { ADMIN_ROLES } from "../../roles";
import {
  applicationDetailSchema,
  applicationListItemSchema,
  applicationListQuerySchema,
  duplicateReviewSchema,
  gradeReviewSchema,
  statusChangeSchema,
} from "../../schemas/admin-applications";
import { pageSchema } from "../../schemas/paging";
import { defineContract, done, ok } from "../contract";

/** The applications, searched, filtered and paged. */
export const applicationList = defineContract({
  method: "GET",
  path: "/api/admin/applications",
  roles: ADMIN_ROLES,
  query: applicationListQuerySchema,
  output: ok(pageSchema(applicationListItemSchema)),
});

/** One application with its history and the moves allowed now. */
export const applicationDetail = defineContract({
  method: "GET",
  path: "/api/admin/applications/:applicationId",
  roles: ADMIN_ROLES,
  output: ok(applicationDetailSchema),
});

/** Moves the application to another status and emails the family; answers the application. */
export const changeApplicationStatus = defineContract({
  method: "POST",
  path: "/api/admin/applications/:applicationId/status",
  roles: ADMIN_ROLES,
  body: statusChangeSchema,
  output: done.extend({ data: applicationDetailSchema }),
});

/** Decides the grade of a grade conflict; answers the application. */
export const reviewApplicationGrade = defineContract({
  method: "POST",
  path: "/api/admin/applications/:applicationId/grade-review",
  roles: ADMIN_ROLES,
  body: gradeReviewSchema,
  output: done.extend({ data: applicationDetailSchema }),
});

/** Merges a possible duplicate or marks it not one; answers the application. */
export const reviewApplicationDuplicate = defineContract({
  method: "POST",
  path: "/api/admin/applications/:applicationId/duplicate-review",
  roles: ADMIN_ROLES,
  body: duplicateReviewSchema,
  output: done.extend({ data: applicationDetailSchema }),
});
