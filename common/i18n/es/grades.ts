import type { CatalogueOf } from "../catalogue";
import type { grades as english } from "../en/grades";

/** The Spanish texts of the area "grades": grade names as U.S. Hispanic families say them. */
export const grades: CatalogueOf<typeof english> = {
  "grades.name.kindergarten": "Kínder",
  "grades.name.grade1": "Primer grado",
  "grades.name.grade2": "Segundo grado",
  "grades.name.grade3": "Tercer grado",
  "grades.name.grade4": "Cuarto grado",
  "grades.name.grade5": "Quinto grado",
  "grades.name.grade6": "Sexto grado",
  "grades.withAges": "{name} ({ages} años)",
  "grades.outsideK6": "Fuera de kínder a sexto grado",
};
