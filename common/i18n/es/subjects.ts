import type { CatalogueOf } from "../catalogue";
import type { subjects as english } from "../en/subjects";

/** The Spanish names of the curriculum's own subjects (ids `subjects.<code>`), as a report card names them. */
export const subjects: CatalogueOf<typeof english> = {
  "subjects.homeroom": "Grupo de referencia",
  "subjects.ela": "Artes del Lenguaje en Inglés",
  "subjects.math": "Matemáticas",
  "subjects.science": "Ciencias",
  "subjects.social-studies": "Estudios Sociales",
  "subjects.art": "Arte",
  "subjects.music": "Música",
  "subjects.pe-health": "Educación Física y Salud",
  "subjects.digital-citizenship": "Ciudadanía Digital y Programación",
  "subjects.sel": "Aprendizaje Socioemocional",
};
