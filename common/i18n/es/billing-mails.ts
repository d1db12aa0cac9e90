import type { CatalogueOf } from "../catalogue";
import type { billingMails as english } from "../en/billing-mails";

/** The Spanish texts of ../en/billing-mails.ts (the terms of es/billing.ts: factura, colegiatura, saldo; "usted"). */
export const billingMails: CatalogueOf<typeof english> = {
  "billingMail.before.subject": "La factura {number} vence el {due} - {school}",
  "billingMail.before.due": "Le recordamos que la factura de colegiatura {number} vence el {due}.",
  "billingMail.after.subject": "La factura {number} está vencida - {school}",
  "billingMail.after.due": "La factura de colegiatura {number} venció el {due} y todavía no está pagada por completo.",
  "billingMail.owed": "Saldo pendiente: {amount}",
  "billingMail.account": "Puede ver la factura, lo que ya se pagó y su PDF en su cuenta: {url}",
  "billingMail.paidAlready":
    "Si usted pagó en los últimos días, muchas gracias: es posible que el pago todavía no esté registrado, y puede ignorar este recordatorio.",
  "billingMail.questions": "¿Tiene preguntas sobre la factura? Con gusto le ayudamos en la oficina de la escuela:",
};
