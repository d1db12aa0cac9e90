/**
 * How many children a class may hold: the school's 12:1 claim (setting `class_size_per_teacher`,
 * default 12) times its teaching staff (the lead and co-teachers; support staff do not count), and
 * never more than the class's own limit when staff set one. A class with no teacher yet holds one
 * teacher's worth, so it can be filled before its teacher is named.
 */
import type { Phrase } from "#common/i18n/phrase";

export const DEFAULT_CLASS_SIZE_PER_TEACHER = 12;

export type ClassStaffRole = "lead" | "co_teacher" | "support";
export const CLASS_STAFF_ROLES: readonly ClassStaffRole[] = ["lead", "co_teacher", "support"];
export const CLASS_STAFF_ROLE_LABELS: Record<ClassStaffRole, string> = {
  lead: "Teacher",
  co_teacher: "Co-teacher",
  support: "Support staff",
};

export function classCapacity(input: { perTeacher: number; teachingStaff: number; maxStudents: number | null }): number {
  const byRatio = input.perTeacher * Math.max(1, input.teachingStaff);
  return input.maxStudents == null ? byRatio : Math.min(byRatio, input.maxStudents);
}

export function countsForCapacity(role: string): boolean {
  return role === "lead" || role === "co_teacher";
}

/** The refusal when a class is full, named so staff know what to change (its English words: refusals.coursesEnrolment.classFull). */
export function classFullMessage(className: string, capacity: number): string {
  return `${className} is full (${capacity} students). Add a co-teacher, raise its limit or choose another section.`;
}

/** The same refusal as words written in the reader's language (issue 32). */
export function classFullPhrase(className: string, capacity: number): Phrase {
  return { id: "refusals.coursesEnrolment.classFull", values: { className, capacity } };
}
