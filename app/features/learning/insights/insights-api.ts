/**
 * Calls of /teacher/insights and /teacher/analytics (docs/api/insights.md, contracts in
 * common/api/learning/insights.ts): the teacher's classes (the homes' read, shared cache) and a
 * class's insights and analytics for a term or the year.
 */
import { useQuery } from "@tanstack/react-query";
import { queryOptions } from "~/lib/api-queries";
import { classAnalytics, classInsights } from "#common/api/learning/insights";
import { teacherClasses } from "#common/api/learning/teacher";

export function useTaughtClasses() {
  return useQuery(queryOptions(teacherClasses));
}

export function useInsights(classId: string | undefined, termId: string | undefined) {
  return useQuery({ ...queryOptions(classInsights, { query: { classId: classId ?? "", termId } }), enabled: Boolean(classId) });
}

export function useAnalytics(classId: string | undefined, termId: string | undefined) {
  return useQuery({ ...queryOptions(classAnalytics, { query: { classId: classId ?? "", termId } }), enabled: Boolean(classId) });
}
