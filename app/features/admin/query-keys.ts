/** Keys several staff areas invalidate: each area's own keys live in its `<area>-api.ts`. */

/** The dashboard's counts, refreshed by every staff change that moves one of them. */
export const DASHBOARD_KEY = ["/api/admin/dashboard"] as const;

/** The audit log (super_admin), refreshed after every staff change that writes to it. */
export const AUDIT_KEY = "/api/admin/audit-log";
