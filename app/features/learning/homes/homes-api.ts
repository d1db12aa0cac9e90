/**
 * The portal homes' reads (docs/api/portal-homes.md, contracts in common/api/learning/teacher.ts,
 * student.ts and family.ts), each in one place. They refresh every minute, so "Now" and "Next" move
 * on while a page stays open.
 */
import { useQuery } from "@tanstack/react-query";
import { queryOptions } from "~/lib/api-queries";
import { childDay, familyChildren, familyHome } from "#common/api/learning/family";
import { studentCourses, studentHome } from "#common/api/learning/student";
import { classRoster, teacherClasses, teacherHome } from "#common/api/learning/teacher";
import { studentWork } from "#common/api/learning/work";

const MINUTE = 60_000;

export function useTeacherHome() {
  return useQuery({ ...queryOptions(teacherHome), refetchInterval: MINUTE });
}

export function useTeacherClasses() {
  return useQuery(queryOptions(teacherClasses));
}

export function useClassRoster(classId: string | undefined) {
  return useQuery({ ...queryOptions(classRoster, { params: { classId: classId ?? "" } }), enabled: Boolean(classId) });
}

export function useStudentHome() {
  return useQuery({ ...queryOptions(studentHome), refetchInterval: MINUTE });
}

export function useStudentCourses() {
  return useQuery(queryOptions(studentCourses));
}

export function useFamilyChildren() {
  return useQuery(queryOptions(familyChildren));
}

/** The top of the family's home: their children's work due soon and their latest work and badges (asked once the family has children). */
export function useFamilyHome(enabled: boolean) {
  return useQuery({ ...queryOptions(familyHome), enabled, refetchInterval: MINUTE });
}

export function useChildDay(studentId: string | undefined, date?: string) {
  return useQuery({
    ...queryOptions(childDay, { params: { studentId: studentId ?? "" }, query: { date } }),
    enabled: Boolean(studentId),
    refetchInterval: MINUTE,
  });
}

/** The child's work (docs/api/work.md), for the home's "Due soon" card. */
export function useStudentDueWork() {
  return useQuery({ ...queryOptions(studentWork), refetchInterval: MINUTE });
}
