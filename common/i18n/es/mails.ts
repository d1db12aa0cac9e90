/** The Spanish texts of the mails to a family or a person (see ../en/mails.ts). */
import type { CatalogueOf } from "../catalogue";
import type { mails as english } from "../en/mails";

export const mails: CatalogueOf<typeof english> = {
  // Shared by every mail: the greeting, the footer, a moment at the school.
  "mails.greeting": "Hola:",
  "mails.greeting.named": "Hola, {name}:",
  "mails.preferences": "Elija cómo quiere recibir nuestros avisos: {url}",
  "mails.officeHours": "Horario de oficina: {hours}",
  "mails.dayAtTime": "{day} a las {time}",
  "mails.dear": "Estimado/a {name}:",
  "mails.signature.team": "Admisiones de {school}",
  "mails.username": "Nombre de usuario: {username}",
  "mails.chooseWithLink": "Para empezar, elija su contraseña con este enlace:",
  "mails.ignoreInvitation": "Si no esperaba este correo, puede ignorarlo; nadie puede usar la cuenta hasta que se elija una contraseña con el enlace.",
  "mails.reason": "Motivo:",
  "mails.previousTime": "Horario anterior: {when}.",
  "mails.when": "{day} a las {time}, hora del Este",

  "mails.passwordReset.subject": "Restablezca su contraseña de {school}",
  "mails.passwordReset.asked": 'Alguien pidió restablecer la contraseña de la cuenta de {school} "{username}".',
  "mails.passwordReset.open": "Para elegir una contraseña nueva, abra este enlace:",
  "mails.passwordReset.expires":
    "El enlace funciona una sola vez y vence en 1 hora. Después del cambio, se cerrará la sesión en todos los dispositivos conectados a esta cuenta;\nsi tiene activada la verificación en dos pasos, seguirá necesitando su código para iniciar sesión.",
  "mails.passwordReset.ignore": "Si usted no lo pidió, puede ignorar este correo: su contraseña no cambia.",

  "mails.contact.subject": "Recibimos su mensaje - {school}",
  "mails.contact.thanks": "Gracias por comunicarse con {school}. Recibimos su mensaje y le responderemos en un plazo de 24 horas.",
  "mails.contact.yourMessage": "Su mensaje:",
  "mails.contact.files": "Archivos adjuntos:",
  "mails.contact.urgent": "Si se trata de algo urgente, llámenos en horario de oficina.",

  "mails.tour.subject": "Su recorrido virtual por {school}: {day}, {time} (hora del Este)",
  "mails.tour.thanks": "Gracias por reservar un recorrido virtual por {school} para {child}.",
  "mails.tour.preferred": "Su horario preferido: {when} ({minutes} minutos).",
  "mails.tour.contact":
    "Nos comunicaremos con usted en un plazo de 24 horas para confirmar el horario y enviarle el enlace de la videollamada. La invitación adjunta agrega el recorrido a su calendario.",
  "mails.tour.another": "¿Necesita otro horario? Responda a este correo o llámenos.",
  "mails.tour.invitation.title": "Recorrido virtual por {school}",
  "mails.tour.invitation.description":
    "Un recorrido en video en vivo de {minutes} minutos con nuestro equipo de admisiones para {child}. Nos comunicaremos con usted en un plazo de 24 horas para confirmar el horario y enviarle el enlace de la videollamada.",
  "mails.tour.invitation.location": "Videollamada en línea (nuestro equipo de admisiones le enviará el enlace)",
  "mails.tour.cancelled.subject": "Se canceló su recorrido virtual por {school}: {day}, {time} (hora del Este)",
  "mails.tour.cancelled.sorry": "Lo sentimos: tuvimos que cancelar el recorrido virtual por {school} reservado para {child} el {when}.",
  "mails.tour.cancelled.removes": "La cancelación adjunta quita el recorrido de su calendario.",
  "mails.tour.cancelled.bookAgain": "Con gusto le mostraremos la escuela en otro momento. Para reservar un nuevo recorrido, elija una fecha y una hora aquí:",
  "mails.tour.cancelled.reply": "También puede responder a este correo o llamarnos.",
  "mails.tour.rescheduled.subject": "Nuevo horario para su recorrido virtual por {school}: {day}, {time} (hora del Este)",
  "mails.tour.rescheduled.moved": "Nuestro equipo de admisiones cambió el horario del recorrido virtual por {school} para {child}.",
  "mails.tour.rescheduled.newTime": "Nuevo horario: {when} ({minutes} minutos).",
  "mails.tour.rescheduled.updates":
    "La invitación adjunta actualiza el recorrido en su calendario. Le enviaremos el enlace de la videollamada antes del recorrido.",
  "mails.tour.rescheduled.notSuit": "Si el nuevo horario no le conviene, responda a este correo o llámenos y buscaremos otro.",

  "mails.application.subject": "Solicitud recibida: {id} - {school}",
  "mails.application.thanks": "Gracias por presentar una solicitud a {school} para {child}.",
  "mails.application.id": "Número de solicitud: {id}",
  "mails.application.status": "Estado: {status}",
  "mails.application.gradeRequested": "Grado solicitado: {grade}",
  "mails.application.start": "Inicio: {start}",
  "mails.application.start.notGiven": "No se indicó",
  "mails.application.start.notGivenPlaced": "No se indicó (ubicado para el año escolar {year})",
  "mails.application.start.beginning": "{month}, al comienzo del año escolar {year}",
  "mails.application.start.during": "{month}, durante el año escolar {year}",
  "mails.application.gradeConflict":
    "Ubicación de grado: usted pidió {requested}; por la fecha de nacimiento, {child} corresponde a {calculated}. Nuestro equipo de admisiones confirmará con usted el grado adecuado.",
  "mails.application.noGrade": "ningún grado entre kínder y sexto grado",
  "mails.application.review":
    "Revisaremos su solicitud y nos comunicaremos con usted en un plazo de 2 a 3 días hábiles. Indique su número de solicitud siempre que se comunique con nosotros.",
  "mails.application.statusChanged.subject": "Solicitud {id}: {status} - {school}",
  "mails.application.statusChanged.update": "Hay novedades sobre la solicitud de {child} a {school}.",
  "mails.application.statusChanged.nextStep": "Próximo paso: {step}",
  "mails.application.statusChanged.follow": "Puede seguir esta solicitud en cualquier momento en el portal de la familia:",
  "mails.application.statusChanged.signIn":
    "Inicie sesión allí con una cuenta familiar que use esta dirección de correo ({email}), o cree una con ella, para ver la solicitud y su historial.",
  "mails.application.statusChanged.quote": "Indique su número de solicitud siempre que se comunique con nosotros.",

  "mails.notification.subject": "{title} - {school}",
  "mails.notification.open": "Ábralo aquí: {url}",
  "mails.notification.why": 'Recibe este correo porque "{kind}" está configurado como "{channel}" en su cuenta.',
  "mails.notification.stop": 'Dejar de recibir correos sobre "{kind}" (los seguirá viendo en la aplicación): {url}',
  // Several notifications of one kind that came within a few minutes, in one mail (server/notifications/mail-gathering.ts).
  "mails.notifications.subject": "{count, plural, one {# aviso nuevo} other {# avisos nuevos}}: {kind} - {school}",
  "mails.notifications.intro": '{count, plural, one {Hay # aviso nuevo} other {Hay # avisos nuevos}} sobre "{kind}":',

  "mails.guardianLinked.subject": "{child} ya está en su cuenta de {school}",
  "mails.guardianLinked.linked": "La escuela vinculó a {child} con su cuenta de {school}.",
  "mails.guardianLinked.portal":
    "Cuando inicie sesión en el portal de la familia, encontrará las clases, el horario y el calendario de su hijo o hija,\ny podrá elegir la contraseña con la que su hijo o hija inicia sesión.",
  "mails.guardianLinked.signIn": "Inicie sesión en {url}",
  "mails.guardianLinked.unknown": "Si no conoce a este niño o niña, comuníquese con la oficina de la escuela en {email} o al {phone}.",
  "mails.guardianInvitation.subject": "Bienvenido/a a {school}: elija la contraseña de su portal de la familia",
  "mails.guardianInvitation.enrolled": "{child} está inscrito/a en {school}, y creamos para usted una cuenta en el portal de la familia.",
  "mails.guardianInvitation.expires":
    'El enlace funciona una sola vez y vence el {expiry}. Si ya venció, use "¿Olvidó su contraseña?" en la página de inicio de sesión o pídale uno nuevo a la oficina de la escuela.',
  "mails.guardianInvitation.signIn":
    "Luego inicie sesión en {url} con su nombre de usuario (o con esta dirección de correo). En el portal de la familia verá las clases\ny el calendario de su hijo o hija, y podrá elegir la contraseña con la que su hijo o hija inicia sesión.",

  "mails.invitation.subject": "Su cuenta de {school} está lista: elija su contraseña",
  "mails.invitation.resent.subject": "Su nuevo enlace para elegir la contraseña de {school}",
  "mails.invitation.created": "{createdBy} creó una cuenta de {school} para usted.",
  "mails.invitation.resent": "Este es un nuevo enlace para elegir la contraseña de su cuenta de {school}. Los enlaces anteriores ya no funcionan.",
  "mails.invitation.role": "Función: {role}",
  "mails.invitation.expires": "El enlace funciona una sola vez y vence el {expiry}. Si ya venció, pídale uno nuevo a la oficina de la escuela.",
  "mails.invitation.signIn": "Luego inicie sesión en {url} con su nombre de usuario (o con esta dirección de correo) y su nueva contraseña.",
  "mails.invitation.twoFactor": "Le recomendamos activar la verificación en dos pasos en la configuración de seguridad una vez que haya iniciado sesión.",
  "mails.deactivated.subject": "Se desactivó su cuenta de {school}",
  "mails.deactivated.text":
    'La escuela desactivó la cuenta de {school} "{username}". Ya no se puede usar para iniciar sesión,\ny se cerró la sesión en todos los dispositivos que estaban conectados a ella.',
  "mails.deactivated.mistake": "Si cree que se trata de un error, comuníquese con la oficina de la escuela en {email} o al {phone}.",
  "mails.reactivated.subject": "Su cuenta de {school} está activa de nuevo",
  "mails.reactivated.text": 'La escuela reactivó la cuenta de {school} "{username}". Puede volver a iniciar sesión con su contraseña.',
  "mails.reactivated.forgot": "Si nunca eligió una contraseña o no la recuerda, pida una nueva en {url}.",
  "mails.reactivated.questions": "¿Preguntas? Comuníquese con la oficina de la escuela en {email} o al {phone}.",
  "mails.mfaReset.subject": "Aviso de seguridad: se desactivó la verificación en dos pasos de su cuenta de {school}",
  "mails.mfaReset.text":
    'Un miembro del personal de la escuela desactivó la verificación en dos pasos de la cuenta de {school} "{username}",\npor lo general porque su titular perdió la aplicación de autenticación. Se cerró la sesión en todos los dispositivos conectados a la cuenta,\ny ahora para iniciar sesión basta con la contraseña.',
  "mails.mfaReset.turnOn": "Inicie sesión y vuelva a activar la verificación en dos pasos en la configuración de seguridad: {url}",
  "mails.mfaReset.notYou": "Si usted no lo pidió, comuníquese de inmediato con la oficina de la escuela: {email} o {phone}.",

  "mails.conference.subject.booked": "Conferencia reservada",
  "mails.conference.subject.rescheduled": "Conferencia con nuevo horario",
  "mails.conference.subject.cancelled": "Conferencia cancelada",
  "mails.conference.subject.reminder": "Recordatorio: conferencia mañana",
  "mails.conference.subject": "{change}: {child} con {teacher}, {day} a las {time} (hora del Este)",
  "mails.conference.video": "Videollamada: {url}",
  "mails.conference.phone": "Llamada telefónica: {teacher} llamará al {phone}",
  "mails.conference.phoneYou": "Llamada telefónica: {teacher} lo/la llamará",
  "mails.conference.family": "la familia de {child}",
  "mails.conference.someTeacher": "El maestro o la maestra",
  "mails.conference.someChild": "su hijo o hija",
  "mails.conference.booked": "Se reservó una conferencia de {minutes} minutos sobre {child} con {other} para el {when}.",
  "mails.conference.booked.calendar": "La invitación adjunta la agrega a su calendario.",
  "mails.conference.rescheduled": "La conferencia sobre {child} con {other} tiene un nuevo horario: {when} ({minutes} minutos).",
  "mails.conference.rescheduled.calendar": "La invitación adjunta la cambia de horario en su calendario.",
  "mails.conference.cancelled": "Se canceló la conferencia sobre {child} con {other} del {when}.",
  "mails.conference.cancelled.calendar": "La cancelación adjunta la quita de su calendario.",
  "mails.conference.cancelled.bookAgain": "Para reservar otro horario, abra el calendario en el portal de la familia: {url}",
  "mails.conference.reminder": "Un recordatorio: la conferencia sobre {child} con {other} es mañana, {when} ({minutes} minutos).",
  "mails.conference.invitation.title": "Conferencia: {child} con {teacher}",
  "mails.conference.invitation.description": "{mode} entre {teacher} y la familia de {child}.\n{where}",
};
