import type { CatalogueOf } from "../catalogue";
import type { billing as english } from "../en/billing";

/** The Spanish words of ../en/billing.ts, for families (the terms of es/tuition.ts: colegiatura, período, cuota). */
export const billing: CatalogueOf<typeof english> = {
  "billing.line.tuition.term": "{child}, {grade}: colegiatura, período {term} de {terms}",
  "billing.line.tuition.year": "{child}, {grade}: colegiatura, año completo",
  "billing.line.tuition.terms": "{child}, {grade}: colegiatura, períodos {from} a {to} de {terms}",
  "billing.line.siblingDiscount": "Descuento por hermanos ({percent} %)",
  "billing.line.payInFull": "Pago del año completo ({percent} % de descuento)",
  "billing.line.payInFullAfterSibling": "Pago del año completo ({percent} % de descuento sobre el monto reducido)",
  "billing.line.newStudentFee": "Cuota de administración e inscripción (alumno nuevo, una sola vez)",
};
