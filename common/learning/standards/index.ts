/**
 * The standards the school teaches, shipped as data (issue 16): Common Core mathematics and English
 * language arts and NGSS science for K-6. Codes are as published; domains, clusters and descriptions
 * are short, in the school's own words. Start-up keeps the `standards` table in step with this list
 * (server/learning/standards/catalog.ts); staff add `school` standards beside them.
 */
import type { StandardDefinition } from "./types";
import { CCSS_ELA } from "./ccss-ela";
import { CCSS_MATH } from "./ccss-math";
import { NGSS } from "./ngss";

export type { StandardDefinition, StandardFramework } from "./types";
export { FRAMEWORK_LABELS, SCHOOL_FRAMEWORK } from "./types";

export const PUBLISHED_STANDARDS: readonly StandardDefinition[] = [...CCSS_MATH, ...CCSS_ELA, ...NGSS];
