import type { StandardDefinition } from "./types";

/** Common Core State Standards for Mathematics, K-6. */
export const CCSS_MATH: readonly StandardDefinition[] = [
  { code: "3.NF.A.1", framework: "ccss-math", subjectCode: "math", grade: "3", domain: "Number and Operations - Fractions", cluster: "Understand fractions as numbers", description: "Understand a unit fraction 1/b as one part when a whole is split into b equal parts, and a/b as a such parts." },
];
