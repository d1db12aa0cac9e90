/** The Conferences tab of the calendars: the teacher's (and staff's) on /calendar, the family's on /parent/calendar. */
import { FamilyConferences } from "./family-conferences";
import { TeacherConferences } from "./teacher-conferences";

export function ConferencesScreen({ audience }: { audience: "teacher" | "family" }) {
  return audience === "family" ? <FamilyConferences /> : <TeacherConferences />;
}
