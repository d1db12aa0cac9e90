export type StandardFramework = "ccss-math" | "ccss-ela" | "ngss" | "school";

export const SCHOOL_FRAMEWORK = "school" as const satisfies StandardFramework;

export const FRAMEWORK_LABELS: Record<StandardFramework, string> = {
  "ccss-math": "Common Core Mathematics",
  "ccss-ela": "Common Core English Language Arts",
  ngss: "Next Generation Science Standards",
  school: "School standard",
};

/** One published standard: `code` as published ("3.NF.A.1"), the rest in the school's words. */
export interface StandardDefinition {
  code: string;
  framework: Exclude<StandardFramework, "school">;
  /** A subject code of common/learning/subjects.ts. */
  subjectCode: "math" | "ela" | "science";
  /** `K`, `1` ... `6`. */
  grade: string;
  domain: string;
  cluster: string;
  description: string;
}
