import type { CatalogueOf } from "../catalogue";
import type { contact as english } from "../en/contact";

/** The Spanish texts of the area "contact", written for families. */
export const contact: CatalogueOf<typeof english> = {
  "contact.meta.title": "Contáctenos",
  "contact.meta.description":
    "Llame, escriba o envíe un correo a nuestro equipo de admisiones, o reserve un recorrido virtual en vivo por la escuela. Horario de atención: {officeHours}.",
  "contact.meta.keywords": "contacto, recorrido virtual, oficina de admisiones, reservar un recorrido escolar",
  "contact.officeHours": "lunes a viernes, de 8 a. m. a 6 p. m. (hora del Este)",

  "contact.heading.title": "Contáctenos",
  "contact.heading.eyebrow": "Estamos para ayudarle",
  "contact.heading.lead":
    "Hable con nuestro equipo de admisiones sobre su hijo o hija, pregunte por la colegiatura o la tecnología, o reserve un recorrido virtual en vivo para ver una clase en línea con sus propios ojos.",
  "contact.help.title": "¿Cómo podemos ayudarle?",
  "contact.help.lead": "Elija Contacto general para hacer preguntas, o Reservar un recorrido para conocernos en una videollamada en vivo.",

  "contact.tabs.label": "¿Cómo podemos ayudarle?",
  "contact.tabs.general": "Contacto general",
  "contact.tabs.tour": "Reservar un recorrido",
  "contact.general.title": "Pregúntenos lo que quiera",
  "contact.general.lead":
    "¿Tiene preguntas sobre la inscripción, el grado que le corresponde a su hijo, la colegiatura y las formas de pago, la tecnología o el apoyo para su aprendizaje? Nuestro equipo de admisiones le ayudará con gusto, ya sea que esté listo para presentar la solicitud o apenas empiece a conocer la escuela en línea. Puede adjuntar documentos, como una boleta de calificaciones reciente.",
  "contact.general.preferToTalk": "¿Prefiere hablar con nosotros?",
  "contact.tour.title": "Reserve un recorrido virtual en vivo",
  "contact.tour.lead":
    "Un recorrido virtual es una videollamada de {minutes} minutos con un miembro de nuestro equipo de admisiones. Vea cómo es una clase en vivo, conozca cómo funcionan en el día a día las clases pequeñas (12:1) y el aprendizaje personalizado, y pregunte cuál es el grado adecuado para su hijo.",
  "contact.tour.times":
    "Los recorridos son de lunes a viernes a las {times} (hora del Este). Elija el día y la hora que le queden mejor y le confirmaremos su recorrido en un plazo de 24 horas.",
  "contact.tour.timesList": "{first} y {last}",
  "contact.tour.preferToTalk": "¿Prefiere reservar por teléfono?",
  "contact.tour.preferToTalkAfter": " con el día y la hora que le queden mejor",

  "contact.preferToTalk.text": "Llame al {phone} o escriba a {email}{after}. Horario de atención: {officeHours}.",

  "contact.details.title": "Datos de contacto",
  "contact.details.lead": "Nuestro equipo de admisiones responde llamadas y correos en horario de atención.",
  "contact.details.phone": "Teléfono",
  "contact.details.email": "Correo de admisiones",
  "contact.details.hours": "Horario de atención",
  "contact.details.follow": "Síganos",
  "contact.details.opensInNewTab": " (se abre en una pestaña nueva)",

  "contact.form.label": "Formulario de contacto general",
  "contact.form.required": "Los campos obligatorios están marcados con un asterisco (*).",
  "contact.form.parentName": "Nombre del padre, madre o tutor",
  "contact.form.email": "Correo electrónico",
  "contact.form.phone": "Teléfono",
  "contact.form.grade": "Grado de su hijo",
  "contact.form.gradePlaceholder": "Seleccione un grado",
  "contact.form.message": "Mensaje",
  "contact.form.messageHint": "Al menos 10 caracteres y 3 palabras. Si elige un grado, menciónelo o cuéntenos un poco más sobre su hijo.",
  "contact.form.characters": " caracteres",
  "contact.form.attachments": "Archivos adjuntos",
  "contact.form.attachmentsHint":
    "Hasta {maxFiles} archivos de {maxSize} cada uno: {accepted}. Una boleta de calificaciones reciente o un plan IEP/504 nos ayuda a responder sus preguntas sobre la ubicación de grado y el apoyo.",
  "contact.form.images": "imágenes",
  "contact.form.replies": "Nuestro equipo de admisiones responde en un plazo de 24 horas.",
  "contact.form.sending": "Enviando...",
  "contact.form.send": "Enviar mensaje",
  "contact.form.successTitle": "¡Mensaje enviado con éxito!",
  "contact.form.successDescription": "Le responderemos en un plazo de 24 horas.",
  "contact.form.errorTitle": "Error al enviar el mensaje",
  "contact.form.uploadFailed": "No se pudo subir “{fileName}”. {reason}",
  "contact.form.notSent":
    "Su mensaje no se ha enviado. Quite el archivo marcado como “{uploadFailed}” o elija Enviar mensaje otra vez para volver a intentarlo.",
  "contact.form.announceAdded": "Se agregó: {files}.",
  "contact.form.announceNotAdded": "No se agregó: {problems}",
  "contact.form.announceUploaded": "Se subió {fileName}.",
  "contact.form.announceUploadFailed": "{uploadFailed}: {fileName}.",
  "contact.form.announceRemoved": "Se quitó {fileName}.",

  "contact.validation.nameShort": "El nombre del padre, madre o tutor debe tener al menos 2 caracteres",
  "contact.validation.nameLong": "El nombre del padre, madre o tutor no debe pasar de 50 caracteres",
  "contact.validation.nameChars": "El nombre solo puede tener letras, espacios, guiones, apóstrofos y puntos",
  "contact.validation.messageShort": "El mensaje debe tener al menos 10 caracteres",
  "contact.validation.messageLong": "El mensaje no debe pasar de 1000 caracteres",
  "contact.validation.messageWords": "El mensaje debe tener al menos 3 palabras",
  "contact.validation.gradeMention": "Si elige un grado, menciónelo en su mensaje o cuéntenos un poco más",
  "contact.validation.gradeList": "Seleccione un grado de la lista",
  "contact.validation.attachmentMissing": "No encontramos uno de los archivos adjuntos. Adjúntelo otra vez, por favor.",
  "contact.validation.attachmentsList": "Los archivos adjuntos deben ser una lista de archivos subidos",
  "contact.validation.attachmentTwice": "El mismo archivo está adjunto dos veces",

  "contact.benefits.eyebrow": "Trabajar en BrightPath",
  "contact.benefits.title": "Beneficios de trabajar con nosotros",
  "contact.benefits.lead": "¿Está pensando en enseñar o trabajar en {school}? Esto es con lo que cuenta nuestro equipo.",
  "contact.benefits.remote.title": "Trabajo a distancia",
  "contact.benefits.remote.body":
    "Todos los puestos son a distancia. Usted enseña y colabora en línea desde su propio espacio de trabajo tranquilo, con clases que siguen el horario del Este de EE. UU.",
  "contact.benefits.salaried.title": "Puestos de tiempo completo y con salario",
  "contact.benefits.salaried.body":
    "Nuestras vacantes son de tiempo completo y cada una indica su rango salarial desde el principio, para que sepa a qué atenerse antes de postularse.",
  "contact.benefits.small.title": "Clases pequeñas",
  "contact.benefits.small.body":
    "Con 12 alumnos por maestro, usted llega a conocer a cada niño y a cada familia, y las clases en vivo siguen siendo personales en lugar de numerosas.",
  "contact.benefits.training.title": "Capacitación y desarrollo profesional",
  "contact.benefits.training.body":
    "Todo el personal recibe capacitación sobre la obligación de denunciar y aprende nuestras prácticas de seguridad para las sesiones en vivo moderadas, con desarrollo profesional continuo a medida que crece con nosotros.",
  "contact.benefits.curriculum.title": "Un plan de estudios completo para enseñar",
  "contact.benefits.curriculum.body":
    "Enseñe un plan de estudios completo de kínder a sexto grado, alineado con los estándares estatales de EE. UU., Common Core en lectura, escritura y matemáticas, y NGSS en ciencias, en lugar de preparar cada clase por su cuenta.",
  "contact.benefits.team.title": "Un equipo alrededor de cada alumno",
  "contact.benefits.team.body":
    "Trabaje junto a sus colegas en grupos pequeños por niveles, enriquecimiento, apoyo multilingüe y colaboración en planes IEP/504, para que nadie apoye a un niño solo.",
  "contact.benefits.openPositions": "Ver vacantes",
  "contact.benefits.sendCv": "O envíe su currículum y una breve carta de presentación a {email}.",
};
