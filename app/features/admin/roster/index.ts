/** The OneRoster roster import and export panel of /admin/courses (docs/api/roster.md). */
export { RosterPanel } from "./roster-panel";
