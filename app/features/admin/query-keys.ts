/**
 * The query keys more than one admin area reads or refreshes: the admin group's shared module
 * (docs/architecture.md, "Boundaries"). Any app/features/admin/<area> may import it; it imports none.
 */

/** The dashboard's counts, refreshed by every staff change that moves one of them. */
export const DASHBOARD_KEY = ["/api/admin/dashboard"] as const;

/** The audit log (super_admin), refreshed after every staff change that writes to it. */
export const AUDIT_KEY = "/api/admin/audit-log";

/** The staff student list and records (admin/students), refreshed when Create student makes one. */
export const STUDENTS_KEY = "/api/admin/students";
