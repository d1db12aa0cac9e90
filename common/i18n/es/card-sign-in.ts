import type { CatalogueOf } from "../catalogue";
import type { cardSignIn as english } from "../en/card-sign-in";

/** The Spanish texts of signing in with a sign-in card (ids `cardSignIn.*`): written to the child, as "tú". */
export const cardSignIn: CatalogueOf<typeof english> = {
  "cardSignIn.page.title": "Inicia sesión con tu tarjeta",
  "cardSignIn.page.lead": "Escanea tu tarjeta de acceso para entrar.",
  "cardSignIn.signingIn": "Iniciando tu sesión…",
  "cardSignIn.noCode": "Esta página se abre cuando escaneas el código QR de tu tarjeta de acceso.",
  "cardSignIn.failed.title": "Pide ayuda a un adulto",
  "cardSignIn.failed.text": "Tu tarjeta no funcionó. Muéstrasela a un adulto: te puede ayudar a iniciar sesión.",
  "cardSignIn.failed.signInOtherWay": "Iniciar sesión de otra forma",
  "cardSignIn.typeCode.summary": "Escribe el código de tu tarjeta",
  "cardSignIn.typeCode.label": "Código de la tarjeta",
  "cardSignIn.typeCode.hint": "Las letras y los números debajo del código QR, como K7QM2-XPA93-TDF4R.",
  "cardSignIn.typeCode.submit": "Entrar con el código",
  "cardSignIn.typeCode.pending": "Iniciando sesión...",
  "cardSignIn.refused": "Ese código no funcionó. Pide a un adulto que revise tu tarjeta.",
  "cardSignIn.required": "Escribe el código de la tarjeta",
};
