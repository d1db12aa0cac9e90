/** The dashboard's counts, refreshed by every staff change that moves one of them. */
export const DASHBOARD_KEY = ["/api/admin/dashboard"] as const;
