import type { CatalogueOf } from "../catalogue";
import type { tuition as english } from "../en/tuition";

/** The Spanish texts of the area "tuition", written for families ("colegiatura", "período"). */
export const tuition: CatalogueOf<typeof english> = {
  "tuition.meta.title": "Colegiatura",
  "tuition.meta.description":
    "Colegiatura de kínder a sexto grado, de {from} a {to} al año: {terms} pagos iguales por período o {fullOff} de descuento si paga el año completo, {siblingOff} de descuento por cada hermano adicional y una calculadora de colegiatura.",
  "tuition.meta.keywords": "colegiatura, costo de escuela en línea, descuento por hermanos, descuento por pago completo, calculadora de colegiatura",

  "tuition.grade.k1": "K1",
  "tuition.grade.k2": "K2",

  "tuition.heading.eyebrow": "Colegiatura y cuotas",
  "tuition.heading.title": "Colegiatura",
  "tuition.heading.lead":
    "Un precio publicado por grado, desde {from} para {lowestGrade} hasta {to} para {highestGrade}, en {terms} pagos iguales por período o en un solo pago con {fullOff} de descuento. Las familias que inscriben a más de un hijo ahorran {siblingOff} por cada hermano adicional.",
  "tuition.applyNow": "Presente su solicitud",
  "tuition.heading.estimate": "Calcule su colegiatura",

  "tuition.policy.title": "Nuestra política de precios",
  "tuition.policy.lead": "La colegiatura depende del grado y es fácil de calcular, sea cual sea el grado al que entra su hijo.",
  "tuition.policy.onePriceTitle": "Un precio por grado",
  "tuition.policy.onePriceBody":
    "Cada grado tiene un precio anual para el ciclo escolar, desde {from} para {lowestGrade} hasta {to} para {highestGrade}. Todos los precios están en dólares estadounidenses, para familias en EE. UU. y en el extranjero.",
  "tuition.policy.termsTitle": "Pague por período o el año completo",
  "tuition.policy.termsBody":
    "Reparta el año en {terms} pagos iguales, uno por período, o pague todo el año de una vez y obtenga {fullOff} de descuento en la colegiatura.",
  "tuition.policy.siblingsTitle": "Ahorro para hermanos",
  "tuition.policy.siblingsBody":
    "Cada hermano o hermana adicional inscrito al mismo tiempo recibe {siblingOff} de descuento. El niño con la colegiatura más alta paga el precio completo.",
  "tuition.policy.feeTitle": "Una sola cuota, solo para alumnos nuevos",
  "tuition.policy.feeBody":
    "Cada alumno nuevo paga una sola vez una cuota de administración e inscripción de {fee}, que se suma al primer pago. Los alumnos que continúan no la pagan.",
  "tuition.policy.combine":
    "<b>Cómo se combinan los descuentos:</b> primero se aplica el descuento por hermanos y después el de {fullOff} por pago completo sobre el monto reducido, así que un hermano que paga el año completo ahorra {stackedOff} en total. Los descuentos se aplican solo a la colegiatura, nunca a la cuota.",

  "tuition.base.title": "Colegiatura base por grado",
  "tuition.base.lead":
    "El precio anual, cada uno de los {terms} pagos iguales por período y el precio si paga el año completo. Las columnas de nuevo ingreso muestran lo que paga al inicio un alumno nuevo, con la cuota de {fee} incluida.",
  "tuition.sibling.title": "Colegiatura para hermanos",
  "tuition.sibling.lead":
    "Lo que paga cada hijo adicional cuando hermanos y hermanas se inscriben al mismo tiempo. El niño con la colegiatura más alta paga el precio base de arriba; si paga el año completo, se descuenta otro {fullOff} del precio para hermanos, {stackedOff} en total. Los hermanos nuevos pagan la cuota de {fee} completa.",
  "tuition.calculatorSection.title": "Calcule la colegiatura de su familia",
  "tuition.calculatorSection.lead":
    "Elija cuántos hijos va a inscribir, el grado de cada uno y si es alumno nuevo o continúa con nosotros, y después un plan de pago. El cálculo se actualiza a medida que elige.",
  "tuition.examples.title": "Ejemplos de pago",
  "tuition.examples.lead": "Situaciones familiares comunes, calculadas paso a paso con los precios y descuentos de arriba.",

  "tuition.terms.title": "Condiciones de pago",
  "tuition.terms.plans":
    "Elija {terms} pagos iguales repartidos en el ciclo escolar, o un solo pago del año completo con {fullOff} de descuento en la colegiatura.",
  "tuition.terms.fee":
    "La cuota única de administración e inscripción de {fee} de cada alumno nuevo se suma al primer pago. Los alumnos que continúan no la pagan.",
  "tuition.terms.sibling":
    "El descuento por hermanos de {siblingOff} se aplica a cada hijo adicional inscrito al mismo tiempo; el niño con la colegiatura más alta paga el precio completo.",
  "tuition.terms.stacking":
    "Cuando se aplican los dos descuentos, primero va el descuento por hermanos y el de {fullOff} por pago completo se calcula sobre el monto reducido: {stackedOff} en total.",
  "tuition.terms.tuitionOnly": "Los descuentos se aplican solo a la colegiatura; la cuota de administración e inscripción nunca tiene descuento.",
  "tuition.terms.usd": "Todos los montos están en dólares estadounidenses (USD).",

  "tuition.questions.title": "¿Preguntas sobre la colegiatura?",
  "tuition.questions.lead":
    "Nuestro equipo de admisiones le explicará con gusto los costos para su familia. Llame al <phone></phone> ({hours}) o escriba a <email></email>.",
  "tuition.questions.officeHours": "de lunes a viernes, de 8 a. m. a 6 p. m., hora del Este",
  "tuition.questions.contact": "Contacte a Admisiones",

  "tuition.table.grade": "Grado",
  "tuition.table.baseCaption": "Colegiatura base por grado para un ciclo escolar, en dólares estadounidenses",
  "tuition.table.annual": "Anual",
  "tuition.table.term": "Por período",
  "tuition.table.payInFull": "Pago completo ({off} de descuento)",
  "tuition.table.newEntryPayInFull": "Nuevo ingreso, pago completo (+{fee})",
  "tuition.table.newEntryFirstTerm": "Nuevo ingreso, primer período",
  "tuition.table.siblingCaption": "Colegiatura para hermanos por grado, en dólares estadounidenses",
  "tuition.table.siblingAnnual": "Hermano, anual ({off} de descuento)",
  "tuition.table.siblingTerm": "Hermano, por período",
  "tuition.table.siblingPayInFull": "Hermano, pago completo ({off} en total)",

  "tuition.calculator.family": "Su familia",
  "tuition.calculator.children": "Número de hijos",
  "tuition.calculator.childrenHint": "Hijos que se inscriben al mismo tiempo (hasta {max}).",
  "tuition.calculator.child": "Hijo {number}",
  "tuition.calculator.grade": "Grado",
  "tuition.calculator.enrollment": "Inscripción",
  "tuition.calculator.new": "Alumno nuevo",
  "tuition.calculator.newHint": "Cuota única de {fee}",
  "tuition.calculator.returning": "Alumno que continúa",
  "tuition.calculator.returningHint": "Sin cuota",
  "tuition.calculator.plan": "Plan de pago",
  "tuition.calculator.byTerm": "Por período",
  "tuition.calculator.byTermHint": "{terms} pagos iguales por período",
  "tuition.calculator.inFull": "Pago completo",
  "tuition.calculator.inFullHint": "{off} de descuento en la colegiatura",
  "tuition.calculator.estimate": "Su cálculo",
  "tuition.calculator.firstPayment": "Primer pago",
  "tuition.calculator.includesFees": "Incluye {fees} de cuotas",
  "tuition.calculator.noFees": "No incluye cuotas",
  "tuition.calculator.laterPayments": "Pagos siguientes",
  "tuition.calculator.laterValue": "{count} × {amount}",
  "tuition.calculator.none": "Ninguno",
  "tuition.calculator.oneEachTerm": "Uno en cada período siguiente",
  "tuition.calculator.paidInFull": "Pagado por completo",
  "tuition.calculator.yearTotal": "Total del año",
  "tuition.calculator.youSave": "Ahorra {amount}",
  "tuition.calculator.noDiscounts": "No se aplican descuentos",
  "tuition.calculator.perChild": "Por hijo",
  "tuition.calculator.childLine": "Hijo {number}: {grade}, {status, select, new {nuevo} other {continúa}}",
  "tuition.calculator.highest": "Colegiatura más alta: precio completo",
  "tuition.calculator.siblingOff": "Hermano: {off} de descuento",
  "tuition.calculator.tuition": "Colegiatura",
  "tuition.calculator.siblingDiscount": "Descuento por hermano",
  "tuition.calculator.payInFullDiscount": "Descuento por pago completo",
  "tuition.calculator.fee": "Cuota de alumno nuevo",
  "tuition.calculator.childTotal": "Total del hijo",
  "tuition.calculator.familyTotals": "Totales de la familia",
  "tuition.calculator.beforeDiscounts": "Colegiatura antes de descuentos",
  "tuition.calculator.siblingDiscounts": "Descuentos por hermanos ({off})",
  "tuition.calculator.payInFullDiscountOff": "Descuento por pago completo ({off})",
  "tuition.calculator.afterDiscounts": "Colegiatura después de descuentos",
  "tuition.calculator.fees": "Cuotas de alumnos nuevos",

  "tuition.describe.atFullPrice": "{grade}, precio completo",
  "tuition.describe.asSibling": "{grade}, como hermano",
  "tuition.describe.perYear": "{annual} al año",
  "tuition.describe.siblingPerYear": "{annual} menos {off} ({discount}) son {after} al año",
  "tuition.describe.inFull": "{before}, menos {off} por pago completo ({discount}), son {tuition}",
  "tuition.describe.thenInFull": "{before}; luego, menos {off} por pago completo ({discount}), son {tuition}",
  "tuition.describe.equalTerms": "{before}, en {terms} pagos por período de {later}",
  "tuition.describe.firstTerm": "{before}, con un primer período de {first} y {rest} de {later}",
  "tuition.describe.newFee": "Alumno nuevo: la cuota única de {fee} se suma al primer pago.",
  "tuition.describe.noFee": "Alumno que continúa: sin cuota.",
  "tuition.describe.line": "{tuition}. {fee}",
  "tuition.describe.includingFees": " (incluye {fees} de cuotas de alumnos nuevos)",
  "tuition.describe.onePayment": "Un pago de {first}{fees} cubre todo el año.",
  "tuition.describe.termPayments": "Primer pago de {first}{fees}; luego, {count} pagos por período de {later}: {total} en el año.",

  "tuition.example.singlePayment": "Pago único",
  "tuition.example.firstPayment": "Primer pago",
  "tuition.example.withFees": " (con {fees} de cuotas)",
  "tuition.example.then": "Después",
  "tuition.example.termPayments": "{count} pagos por período de {amount}",
  "tuition.example.yearTotal": "Total del año",
  "tuition.example.saved": "Ahorro con descuentos",
  "tuition.example.new-k1-by-term.title": "Un alumno nuevo de K1 que paga por período",
  "tuition.example.new-k1-by-term.situation": "Un niño que entra a la escuela por primera vez en K1; la familia reparte la colegiatura a lo largo del año.",
  "tuition.example.new-grade-3-in-full.title": "Un alumno nuevo de tercer grado que paga el año completo",
  "tuition.example.new-grade-3-in-full.situation": "Un niño que se cambia a tercer grado; la familia paga todo el año al inscribirlo.",
  "tuition.example.two-returning-siblings-in-full.title": "Dos hermanos que continúan y pagan el año completo",
  "tuition.example.two-returning-siblings-in-full.situation":
    "Dos niños que siguen con nosotros, en cuarto grado y en K2. El mayor paga el precio completo; al menor se le aplican los dos descuentos, uno después del otro.",
  "tuition.example.three-siblings-by-term.title": "Tres hermanos que pagan por período, dos de ellos nuevos",
  "tuition.example.three-siblings-by-term.situation":
    "Un hijo mayor que vuelve para sexto grado y, este año, dos hermanos menores que empiezan segundo grado y K1.",
};
