import type { CatalogueOf } from "../catalogue";
import type { mastery as english } from "../en/mastery";

/** The Spanish texts of the area "mastery": the words U.S. schools use with Spanish-speaking families for a standards-based scale. */
export const mastery: CatalogueOf<typeof english> = {
  "mastery.level4.label": "Supera",
  "mastery.level3.label": "Cumple",
  "mastery.level2.label": "Se acerca",
  "mastery.level1.label": "Comienza",
  "mastery.level4.meaning": "Va más allá del estándar: lo aplica por su cuenta en situaciones nuevas",
  "mastery.level3.meaning": "Cumple el estándar por su cuenta",
  "mastery.level2.meaning": "Va en camino: cumple partes del estándar, o lo cumple con ayuda",
  "mastery.level1.meaning": "Está empezando: necesita mucha ayuda con el estándar",
  "mastery.notYetAssessed": "Aún sin evaluar",
  "mastery.rule":
    "El dominio actual es un promedio ponderado de las calificaciones devueltas en el estándar: la más reciente cuenta un 65 %, el promedio de las anteriores un 35 %, redondeado al nivel más cercano.",
};
