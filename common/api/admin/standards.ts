/**
 * The standards catalog for staff (/admin/courses, Standards tab; docs/api/admin-standards.md): every
 * standard with archived ones flagged, the school's own standards added and edited, and any standard
 * archived or restored. Every change answers `{success, message, data}` with the standard.
 */
import { ADMIN_ROLES } from "../../roles";
import { adminStandardSchema, adminStandardsQuerySchema, standardCreateSchema, standardPatchSchema } from "../../schemas/learning/standards";
import { pageSchema } from "../../schemas/paging";
import { defineContract, done, ok } from "../contract";

const withStandard = done.extend({ data: adminStandardSchema });

/** The whole catalog, a page at a time, filtered by subject, grade, framework and words. */
export const adminStandards = defineContract({
  method: "GET",
  path: "/api/admin/standards",
  roles: ADMIN_ROLES,
  query: adminStandardsQuerySchema,
  output: ok(pageSchema(adminStandardSchema)),
});

/** Adds a school standard. */
export const createSchoolStandard = defineContract({
  method: "POST",
  path: "/api/admin/standards",
  roles: ADMIN_ROLES,
  body: standardCreateSchema,
  output: withStandard,
  status: 201,
});

/** Changes a school standard (published ones are read-only). */
export const updateSchoolStandard = defineContract({
  method: "PATCH",
  path: "/api/admin/standards/:id",
  roles: ADMIN_ROLES,
  body: standardPatchSchema,
  output: withStandard,
});

/** Archives a standard: it stays on past marks and leaves the picker. */
export const archiveStandard = defineContract({
  method: "POST",
  path: "/api/admin/standards/:id/archive",
  roles: ADMIN_ROLES,
  output: withStandard,
});

/** Restores an archived standard to the picker. */
export const restoreStandard = defineContract({
  method: "POST",
  path: "/api/admin/standards/:id/restore",
  roles: ADMIN_ROLES,
  output: withStandard,
});
