import type { CatalogueOf } from "../catalogue";
import type { courses as english } from "../en/courses";

/** The Spanish texts of the office's classes, subjects, standards, skills, calendar and settings (ids `courses.*`): adults are addressed as "usted", children as "tú". */
export const courses: CatalogueOf<typeof english> = {
};
