import type { StandardDefinition } from "./types";

/** Common Core State Standards for English Language Arts, K-6. */
export const CCSS_ELA: readonly StandardDefinition[] = [
  { code: "RL.2.3", framework: "ccss-ela", subjectCode: "ela", grade: "2", domain: "Reading: Literature", cluster: "Key ideas and details", description: "Describe how characters in a story respond to major events and challenges." },
];
