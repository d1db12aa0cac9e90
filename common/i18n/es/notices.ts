import type { CatalogueOf } from "../catalogue";
import type { notices as english } from "../en/notices";

/** The Spanish texts of ../en/notices.ts: families are addressed as "usted", children as "tú". */
export const notices: CatalogueOf<typeof english> = {
  "notices.application.title": "Solicitud de {name}: {status}",
  "notices.application.body": "{meaning} {nextStep}",
  "notices.workDue.child.title": "{title}: se entrega mañana",
  "notices.workDue.child.body": "Se entrega el {due}.",
  "notices.workDue.family.title": "{name}: {title} se entrega mañana",
  "notices.workDue.family.body": "Se entrega el {due}.",
  "notices.workMissing.child.title": "{title}: falta entregarla",
  "notices.workMissing.child.body": "Había que entregarla el {due}. Todavía puedes entregarla.",
  "notices.workMissing.family.title": "{name}: falta entregar {title}",
  "notices.workMissing.family.body": "Había que entregarla el {due} y todavía no se ha entregado.",
  "notices.absenceReport.title.oneDay": "La familia de {name} avisó de una ausencia el {day}",
  "notices.absenceReport.title.days": "La familia de {name} avisó de una ausencia del {from} al {to}",
  "notices.absence.title": "{name} estuvo ausente en {className}",
  "notices.absence.body":
    "{name} no se conectó a {className} a las {time} de hoy. Si sabe el motivo, por favor avísele a la escuela respondiendo al maestro o reportando la ausencia en su calendario.",
  "notices.badge.child.title": "Nueva insignia: {badge}",
  "notices.badge.family.title": "{name} ganó una insignia: {badge}",
  "notices.badge.yourChild": "Su hijo o hija",
  "notices.workReturned.title": "Se devolvió {title}",
  "notices.workReturned.child.body": "Tu maestro te devolvió tu trabajo con un comentario. Ábrelo para ver lo que te dijo.",
  "notices.workReturned.family.body": "El maestro de {name} devolvió este trabajo con calificaciones y un comentario.",
  "notices.message.title": "Nuevo mensaje de {name}",
  "notices.announcement.title": "Anuncio de {name}",
  "notices.conference.change.booked": "Conferencia de padres y maestros programada",
  "notices.conference.change.rescheduled": "Conferencia de padres y maestros cambiada de fecha",
  "notices.conference.change.cancelled": "Conferencia de padres y maestros cancelada",
  "notices.conference.change.reminder": "Conferencia de padres y maestros mañana",
  "notices.conference.teacher.title": "{change}: {child}",
  "notices.conference.family.title": "{change} con {teacher}",
  "notices.conference.when": "{day} a las {time}, hora del Este · {mode}",
  "notices.conference.family.body": "{child}: {when}",
};
