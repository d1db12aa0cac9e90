import type { CatalogueOf } from "../catalogue";
import type { validation as english } from "../en/validation";

/** The Spanish texts of ../en/validation.ts: adults are addressed as "usted", children (their work, portfolio and the live room) as "tú". */
export const validation: CatalogueOf<typeof english> = {
  // common/schemas/account.ts
  "validation.account.chooseLanguage": "Elija un idioma.",
  "validation.account.invalidVerifyToken": "Este enlace de verificación venció o ya se usó. Inicie sesión y pida uno nuevo.",
  "validation.account.passwordForEmailChange": "Escriba su contraseña actual para cambiar su correo electrónico",
  "validation.account.samePassword": "Elija una contraseña distinta de la actual",
  // common/schemas/auth.ts
  "validation.auth.usernameRequired": "El nombre de usuario es obligatorio",
  "validation.auth.passwordRequired": "La contraseña es obligatoria",
  "validation.auth.teacherAdministratorAccounts": "Las cuentas de maestros y administradores las crea la escuela.",
  "validation.auth.passwordRequiredShort": "Se necesita la contraseña",
  "validation.auth.enter6Digit": "Escriba el código de 6 dígitos o un código de respaldo",
  "validation.auth.wrongCurrentPassword": "La contraseña actual no es correcta",
  "validation.auth.passwordTooShort": "La contraseña debe tener al menos 8 caracteres",
  "validation.auth.passwordTooLong": "La contraseña no puede tener más de 128 caracteres",
  "validation.auth.passwordUpper": "La contraseña debe tener al menos una letra mayúscula",
  "validation.auth.passwordLower": "La contraseña debe tener al menos una letra minúscula",
  "validation.auth.passwordDigit": "La contraseña debe tener al menos un número",
  "validation.auth.passwordMismatch": "Las contraseñas no coinciden",
  "validation.auth.usernameTooShort": "El nombre de usuario debe tener al menos 3 caracteres",
  "validation.auth.usernameTooLong": "El nombre de usuario no puede tener más de 50 caracteres",
  "validation.auth.usernameChars": "El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos",
  // common/schemas/child-password.ts
  "validation.childPassword.tooShort": "Use tres palabras sencillas de 3 letras o más, como azul cometa sol, o al menos 12 caracteres",
  "validation.childPassword.hint": "Tres palabras sencillas, como azul cometa sol, o al menos 12 caracteres. No hacen falta mayúsculas ni números.",
  // common/learning/picture-password.ts
  "validation.childPassword.pictures": "Una contraseña de imágenes son 4 imágenes de la lista, como pictures:cat-sun-tree-fish",
  // common/schemas/fields.ts
  "validation.fields.mustTrueFalse": "Debe ser verdadero o falso",
  // common/schemas/learning/attendance.ts
  "validation.attendance.studentId": "Elija un niño de la lista.",
  "validation.attendance.status": "Elija Presente, Tarde, Salió temprano o Ausente.",
  "validation.attendance.marks": "Marque al menos a un niño.",
  "validation.attendance.tooManyMarks": "Marque como máximo a 60 niños a la vez.",
  "validation.attendance.duplicate": "Cada niño se puede marcar una sola vez a la vez.",
  "validation.attendance.notStarted": "La asistencia se puede tomar cuando la sesión haya empezado",
  "validation.attendance.cancelled": "Esta sesión se canceló: no tiene asistencia.",
  "validation.attendance.notInClass": "Este niño no está en la clase de esta sesión.",
  "validation.attendance.rangeTooLong": "Elija como máximo 366 días.",
  "validation.attendance.absenceReason": "Díganos por qué su hijo va a faltar.",
  "validation.attendance.fromDatePast": "El primer día de la ausencia debe ser hoy o más adelante.",
  "validation.attendance.toDateBefore": "El último día debe ser igual o posterior al primero.",
  "validation.attendance.reportOver": "Esta ausencia ya terminó: ya no se puede retirar.",
  // common/schemas/learning/calendar.ts
  "validation.calendar.grade": "Elija un grado de la lista.",
  "validation.calendar.required": "Indique una fecha de inicio y una de fin.",
  // common/schemas/learning/conferences.ts
  "validation.conferences.chooseUpcomingPast": "Elija próximas o pasadas.",
  "validation.conferences.date": "Escriba una fecha.",
  "validation.conferences.time": "Escriba una hora como 15:30.",
  "validation.conferences.mode": "Elija teléfono o video.",
  "validation.conferences.noteLong": "La nota no puede tener más de 300 caracteres.",
  "validation.conferences.reasonLong": "El motivo no puede tener más de 300 caracteres.",
  "validation.conferences.topicLong": "Escriba menos de 500 caracteres.",
  "validation.conferences.id": "Elija de la lista.",
  "validation.conferences.startsAt": "Elija una hora de la lista.",
  "validation.conferences.noPairs": "Elija al menos un maestro con quien reunirse.",
  "validation.conferences.samePairTwice": "Cada maestro aparece una sola vez por niño.",
  // common/schemas/learning/live.ts
  "validation.live.chooseSomeoneFrom": "Elige a alguien de la lista",
  "validation.live.chooseWhoLet": "Elige a quién dejar entrar",
  "validation.live.writeMessage": "Escribe un mensaje",
  // common/schemas/learning/messages.ts
  "validation.messages.note": "Escriba una nota sobre lo que se hizo.",
  "validation.messages.before": "«Antes» debe ser un número de mensaje.",
  "validation.messages.status": "Elija reportes abiertos o atendidos.",
  // common/schemas/learning/portfolio.ts
  "validation.portfolio.workId": "Elige uno de tus trabajos.",
  "validation.portfolio.title": "Ponle un título de 1 a 80 caracteres.",
  "validation.portfolio.reflection": "Escribe 1000 caracteres o menos.",
  "validation.portfolio.status": "Elija pendiente, aprobado o rechazado.",
  "validation.portfolio.studentId": "Elija a un niño.",
  // common/schemas/learning/progress.ts
  "validation.progress.comment": "Escriba un comentario de 2000 caracteres o menos.",
  "validation.progress.studentIds": "Elija hasta 5000 niños.",
  // common/schemas/learning/work.ts
  "validation.work.textType": "Escribe tu respuesta como texto.",
  "validation.work.version": "Vuelve a cargar la página e inténtalo de nuevo.",
  "validation.work.fileId": "Elige un archivo que hayas subido.",
  "validation.work.stale": "Tu trabajo se cambió en otra ventana. Elige qué respuesta quieres guardar.",
  "validation.work.returned": "Tu maestro ya te devolvió este trabajo, así que no se puede cambiar.",
  "validation.work.kindNotOffered": "Este trabajo no acepta ese tipo de respuesta.",
  "validation.work.fileUsed": "Ese archivo ya se usa en otro trabajo.",
  "validation.work.alreadyAttached": "Ese archivo ya está en tu trabajo.",
  "validation.work.tooManyFiles": "Puedes añadir como máximo 10 archivos y grabaciones a un trabajo.",
  "validation.work.noChild": "Esta es una página para niños: su cuenta no es la cuenta de un estudiante vinculada a un niño.",
  // common/schemas/notifications.ts
  "validation.notifications.order": "El orden debe ser «sin leer» o «más recientes».",
  "validation.notifications.child": "Elija a uno de sus hijos.",
  "validation.notifications.kind": "Elija un tipo de notificación.",
  "validation.notifications.channel": "Elija correo electrónico, resumen diario o solo en la aplicación.",
  "validation.notifications.notOffered": "Esa opción no está disponible para su cuenta.",
  "validation.notifications.notFound": "No encontramos esa notificación.",
  "validation.notifications.preferences": "Envíe al menos una preferencia.",
  // common/schemas/paging.ts
  "validation.paging.pageMust1": "La página debe ser 1 o más.",
  "validation.paging.pageSizeMust": "El tamaño de página debe ser 1 o más.",
  "validation.paging.searchMustText": "La búsqueda debe ser texto.",
  "validation.games.kind": "Falta elegir un juego.",
  "validation.games.answer": "Elige una respuesta.",
  "validation.games.limit": "Elija un límite diario de la lista.",
};
