import type { StandardDefinition } from "./types";

/** Next Generation Science Standards, K-5 and middle school (grade 6). */
export const NGSS: readonly StandardDefinition[] = [
  { code: "K-PS2-1", framework: "ngss", subjectCode: "science", grade: "K", domain: "Motion and Stability: Forces and Interactions", cluster: "Pushes and pulls", description: "Plan and carry out a test of how pushes and pulls of different strengths or directions change an object's motion." },
];
