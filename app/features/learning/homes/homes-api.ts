/**
 * The portal homes' reads (docs/api/portal-homes.md), each in one place. They refresh every minute,
 * so "Now" and "Next" move on while a page stays open.
 */
import { useQuery } from "@tanstack/react-query";
import { getData, withQuery } from "~/lib/api";
import type { StudentWorkList } from "../../../../common/schemas/learning/work";
import type { ChildDay, ClassRoster, FamilyChild, StudentCourses, StudentHome, TeacherClassList, TeacherHome } from "../../../../common/schemas/learning/homes";

const MINUTE = 60_000;

export const TEACHER_HOME_KEY = "/api/teacher/home";
export const TEACHER_CLASSES_KEY = "/api/teacher/classes";
export const STUDENT_HOME_KEY = "/api/student/home";
export const STUDENT_COURSES_KEY = "/api/student/courses";
export const FAMILY_CHILDREN_KEY = "/api/family/children";
/** The child's work (docs/api/work.md), for the home's "Due soon" card. */
export const STUDENT_DUE_KEY = "/api/student/assignments";

export function useTeacherHome() {
  return useQuery({ queryKey: [TEACHER_HOME_KEY], queryFn: () => getData<TeacherHome>(TEACHER_HOME_KEY), refetchInterval: MINUTE });
}

export function useTeacherClasses() {
  return useQuery({ queryKey: [TEACHER_CLASSES_KEY], queryFn: () => getData<TeacherClassList>(TEACHER_CLASSES_KEY) });
}

export function useClassRoster(classId: string | undefined) {
  const url = `${TEACHER_CLASSES_KEY}/${encodeURIComponent(classId ?? "")}`;
  return useQuery({ queryKey: [TEACHER_CLASSES_KEY, classId], queryFn: () => getData<ClassRoster>(url), enabled: Boolean(classId) });
}

export function useStudentHome() {
  return useQuery({ queryKey: [STUDENT_HOME_KEY], queryFn: () => getData<StudentHome>(STUDENT_HOME_KEY), refetchInterval: MINUTE });
}

export function useStudentCourses() {
  return useQuery({ queryKey: [STUDENT_COURSES_KEY], queryFn: () => getData<StudentCourses>(STUDENT_COURSES_KEY) });
}

export function useFamilyChildren() {
  return useQuery({ queryKey: [FAMILY_CHILDREN_KEY], queryFn: () => getData<FamilyChild[]>(FAMILY_CHILDREN_KEY) });
}

export function useChildDay(studentId: string | undefined, date?: string) {
  const url = withQuery(`${FAMILY_CHILDREN_KEY}/${encodeURIComponent(studentId ?? "")}/day`, { date });
  return useQuery({ queryKey: [FAMILY_CHILDREN_KEY, studentId, "day", date ?? "today"], queryFn: () => getData<ChildDay>(url), enabled: Boolean(studentId), refetchInterval: MINUTE });
}

export function useStudentDueWork() {
  return useQuery({ queryKey: [STUDENT_DUE_KEY], queryFn: () => getData<StudentWorkList>(STUDENT_DUE_KEY), refetchInterval: MINUTE });
}
