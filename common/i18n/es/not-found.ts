import type { CatalogueOf } from "../catalogue";
import type { notFound as english } from "../en/not-found";

/** The Spanish texts of the area "notFound", written for families. */
export const notFound: CatalogueOf<typeof english> = {
  "notFound.title": "404: Página no encontrada",
  "notFound.description": "La página que busca no existe o cambió de dirección.",
  "notFound.goHome": "Ir al inicio",
  "notFound.contact": "Contáctenos",
};
