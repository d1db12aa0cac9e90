import type { CatalogueOf } from "../catalogue";
import type { forms as english } from "../en/forms";

/** The Spanish texts of the area "forms", written for families. */
export const forms: CatalogueOf<typeof english> = {
  "forms.optional": " (opcional)",
  "forms.honeypot": "Deje este campo vacío",
  "forms.status.checking": "Revisando...",
  "forms.status.valid": "Todo bien",

  "forms.upload.ready": "Listo para enviar",
  "forms.upload.uploading": "Subiendo {fileName}",
  "forms.upload.uploaded": "Subido",
  "forms.upload.failed": "No se pudo subir",
  "forms.upload.remove": "Quitar {fileName}",
  "forms.upload.list": "Archivos adjuntos",

  "forms.password.show": "Mostrar {what}",
  "forms.password.hide": "Ocultar {what}",
  "forms.password.what": "contraseña",
  "forms.password.whatNew": "nueva contraseña",
  "forms.password.requirements": "Requisitos de la contraseña",
  "forms.password.ruleLength": "Al menos {min} caracteres",
  "forms.password.ruleUpper": "Una letra mayúscula",
  "forms.password.ruleLower": "Una letra minúscula",
  "forms.password.ruleDigit": "Un número",
  "forms.password.met": " (cumplido)",
  "forms.password.notMet": " (pendiente)",
  "forms.childPassword.suggest": "Crear una por mí",
  "forms.childPassword.suggested": "Sugerencia: <b>{words}</b>. Dígale estas palabras a {name} y guárdelas en un lugar seguro.",
  "forms.childPassword.kind": "Tipo de contraseña",
  "forms.childPassword.kindWords": "Palabras",
  "forms.childPassword.kindPictures": "Imágenes",
  "forms.childPassword.picturesHint": "Elija 4 imágenes en orden. Puede usar una imagen más de una vez.",
  "forms.childPassword.picturesRequired": "Elija 4 imágenes",
  "forms.childPassword.picturesSuggested": "Sugerencia: <b>{pictures}</b>. Muéstrele estas imágenes a {name} en este orden y guárdelas en un lugar seguro.",
  "forms.picturePassword.pictures": "Imágenes",
  "forms.picturePassword.chosen": "Imágenes elegidas",
  "forms.picturePassword.count": "{count} de {total} imágenes elegidas",
  "forms.picturePassword.removeLast": "Quitar la última imagen",
  "forms.picturePassword.word":
    "{picture, select, cat {Gato} dog {Perro} rabbit {Conejo} bird {Pájaro} fish {Pez} turtle {Tortuga} rocket {Cohete} star {Estrella} sun {Sol} flower {Flor} tree {Árbol} music {Música} other {Imagen}}",

  "forms.error.input": "Revise los datos que escribió e inténtelo de nuevo.",
  "forms.error.network": "Error de conexión. Revise su conexión a internet e inténtelo de nuevo.",
  "forms.error.server": "Error del servidor. Inténtelo de nuevo en unos momentos.",
  "forms.error.unexpected": "Ocurrió un error inesperado. Inténtelo de nuevo.",

  "forms.validation.email": "Escriba un correo electrónico válido",
  "forms.validation.plusEmail": "No aceptamos correos electrónicos con el símbolo '+' para las comunicaciones de la escuela",
  "forms.validation.phone": "Escriba un número de teléfono válido",
  "forms.validation.unusual": "Quite los caracteres poco comunes",
  "forms.validation.text": "Debe ser texto",
  "forms.validation.honeypot": "No pudimos aceptar este envío. Inténtelo de nuevo, o llame o escriba a nuestro equipo de admisiones.",
  "forms.validation.fileEmpty": "El archivo está vacío y no se puede subir",
  "forms.childPassword.title": "Crear la contraseña de {name}",
  "forms.childPassword.description":
    "{name} inicia sesión con el usuario {username} y esta contraseña. Se cerrará la sesión de {name} en los dispositivos donde esté abierta.",
  "forms.childPassword.submit": "Guardar la contraseña",
  "forms.childPassword.saving": "Guardando...",
  "forms.childPassword.newPassword": "Contraseña nueva",
  "forms.childPassword.toggle": "contraseña nueva",
};
