import type { CatalogueOf } from "../catalogue";
import type { people as english } from "../en/people";

/** The Spanish texts of people, students, the roster, the audit log, reports and the admin home (ids `people.*`): adults are addressed as "usted", children as "tú". */
export const people: CatalogueOf<typeof english> = {
};
