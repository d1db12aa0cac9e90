/**
 * Calls of /teacher/insights and /teacher/analytics (docs/api/insights.md): the teacher's classes
 * (the homes' read, shared cache) and a class's insights and analytics for a term or the year.
 */
import { useQuery } from "@tanstack/react-query";
import { getData, withQuery } from "~/lib/api";
import type { TeacherClassList } from "../../../../common/schemas/learning/homes";
import type { ClassAnalytics, ClassInsights } from "../../../../common/schemas/learning/insights";

const TEACHER_CLASSES_KEY = "/api/teacher/classes";
export const INSIGHTS_KEY = "/api/teacher/insights";
export const ANALYTICS_KEY = "/api/teacher/analytics";

export function useTaughtClasses() {
  return useQuery({ queryKey: [TEACHER_CLASSES_KEY], queryFn: () => getData<TeacherClassList>(TEACHER_CLASSES_KEY) });
}

export function useInsights(classId: string | undefined, termId: string | undefined) {
  return useQuery({
    queryKey: [INSIGHTS_KEY, classId, termId ?? "year"],
    queryFn: () => getData<ClassInsights>(withQuery(INSIGHTS_KEY, { classId, termId })),
    enabled: Boolean(classId),
  });
}

export function useAnalytics(classId: string | undefined, termId: string | undefined) {
  return useQuery({
    queryKey: [ANALYTICS_KEY, classId, termId ?? "year"],
    queryFn: () => getData<ClassAnalytics>(withQuery(ANALYTICS_KEY, { classId, termId })),
    enabled: Boolean(classId),
  });
}
