import type { CatalogueOf } from "../catalogue";
import type { accountMails as english } from "../en/account-mails";

/** The Spanish texts of ../en/account-mails.ts (the person addressed as "usted"). */
export const accountMails: CatalogueOf<typeof english> = {
  "accountMail.verify.subject": "Confirme su correo electrónico - {school}",
  "accountMail.verify.belongs": 'Confirme que esta dirección pertenece a la cuenta "{username}" de {school}.',
  "accountMail.verify.open": "Abra este enlace para confirmarla:",
  "accountMail.verify.expires": "El enlace funciona una sola vez y vence en 48 horas.",
  "accountMail.verify.dashboard":
    "Cuando la dirección esté confirmada, su panel familiar mostrará las solicitudes y las reservas de recorridos hechas con ella.",
  "accountMail.verify.ignore": "Si usted no creó una cuenta ni cambió su correo electrónico con nosotros, puede ignorar este mensaje.",
  "accountMail.verify.neverShare": "No comparta nunca este enlace. Nuestro personal nunca se lo pedirá.",
  "accountMail.emailChanged.subject": "Se cambió su correo electrónico de {school}",
  "accountMail.emailChanged.changed": 'El correo electrónico de la cuenta "{username}" de {school} se cambió a {address}.',
  "accountMail.emailChanged.from": "A partir de ahora, los correos de la cuenta llegarán a la nueva dirección.",
  "accountMail.emailChanged.notYou": "Si usted no hizo este cambio, llámenos o responda a este correo de inmediato, y restablezca su contraseña.",
  "accountMail.passwordChanged.subject": "Se cambió su contraseña de {school}",
  "accountMail.passwordChanged.changed": 'La contraseña de la cuenta "{username}" de {school} se acaba de cambiar.',
  "accountMail.passwordChanged.signedOut": "Se cerró la sesión en todos los demás dispositivos conectados a esta cuenta.",
  "accountMail.passwordChanged.notYou":
    "Si usted no hizo este cambio, restablezca su contraseña de inmediato con ¿Olvidó su contraseña? en la página de inicio de sesión, y llámenos.",
};
