import type { CatalogueOf } from "../catalogue";
import type { signInCards as english } from "../en/sign-in-cards";

/** The Spanish texts of making and printing children's sign-in cards (ids `signInCards.*`): for adults, as "usted"; the card's words to the child, as "tú". */
export const signInCards: CatalogueOf<typeof english> = {
  "signInCards.title": "Tarjetas de acceso",
  "signInCards.family.lead":
    "Con una tarjeta de acceso, su hijo o hija inicia sesión sin contraseña: escanea el código QR o usted escribe el código corto. El código se muestra solo al crear la tarjeta, así que imprímala en ese momento; para imprimirla otra vez, reemplácela.",
  "signInCards.family.link": "Tarjetas de acceso: su hijo o hija escanea una tarjeta en vez de escribir una contraseña",
  "signInCards.loadError": "No se pudieron cargar las tarjetas de acceso.",
  "signInCards.makeError": "No se pudo crear la tarjeta. Inténtelo de nuevo.",
  "signInCards.madeOn": "Tarjeta creada el {date}",
  "signInCards.none": "Todavía no tiene tarjeta",
  "signInCards.make": "Crear tarjeta",
  "signInCards.replace": "Reemplazar tarjeta",
  "signInCards.forChild": "de {name}",
  "signInCards.replaceConfirm.title": "¿Reemplazar la tarjeta de {name}?",
  "signInCards.replaceConfirm.text": "La tarjeta que {name} tiene ahora deja de funcionar de inmediato. Después imprimirá la nueva.",

  "signInCards.sheet.title": "{count, plural, one {# tarjeta para imprimir} other {# tarjetas para imprimir}}",
  "signInCards.sheet.lead":
    "Imprima ahora: estos códigos se muestran solo esta vez. Recorte por las líneas punteadas y guarde cada tarjeta en un lugar seguro, como una llave.",
  "signInCards.sheet.print": "Imprimir",
  "signInCards.sheet.done": "Listo",
  "signInCards.card.qrAlt": "Código QR para que {name} inicie sesión",
  "signInCards.card.scan": "¡Escanéame para entrar!",
  "signInCards.card.orType": "O escribe este código:",
  "signInCards.card.forGrownUps":
    "Para los adultos: escanee el código QR con la cámara del dispositivo que usa el niño o la niña, o abra {address} y elija “Escribe el código de tu tarjeta”. Guarde bien esta tarjeta: funciona como una contraseña.",

  "signInCards.class.open": "Tarjetas de acceso",
  "signInCards.class.title": "Tarjetas de acceso: {className}",
  "signInCards.class.lead":
    "Imprima una hoja de tarjetas de acceso para la clase: cada tarjeta tiene el avatar del niño o la niña, su nombre, un código QR y un código corto. El código se muestra solo al crear la tarjeta.",
  "signInCards.class.status": "{withCard, plural, one {# niño} other {# niños}} de {children} con tarjeta.",
  "signInCards.class.noChildren": "Todavía no hay niños inscritos en esta clase.",
  "signInCards.class.makeMissing": "{count, plural, one {Crear la tarjeta que falta} other {Crear las # tarjetas que faltan}}",
  "signInCards.class.allHaveCards": "Todos los niños tienen tarjeta. Para imprimir otra vez la hoja de la clase, reemplace todas las tarjetas.",
  "signInCards.class.replaceAll": "Reemplazar todas las tarjetas",
  "signInCards.class.replaceConfirm.title": "¿Reemplazar todas las tarjetas de {className}?",
  "signInCards.class.replaceConfirm.text":
    "La tarjeta de cada niño deja de funcionar de inmediato, también las que una familia imprimió en casa. Entregue las tarjetas nuevas antes de que los niños vuelvan a iniciar sesión.",
};
