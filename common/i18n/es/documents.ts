/** The Spanish catalogues of what the server writes for a person to keep (see ../en/documents.ts). */
import type { CatalogueOf } from "../catalogue";
import type { documents as english } from "../en/documents";
import { refusals } from "./refusals";
import { answers } from "./answers";
import { accountMails } from "./account-mails";
import { billingMails } from "./billing-mails";
import { mails } from "./mails";
import { notices } from "./notices";
import { gameItems } from "./game-items";
import { subjects } from "./subjects";

export const documents: CatalogueOf<typeof english> = {
  ...refusals,
  ...answers,
  ...accountMails,
  ...billingMails,
  ...mails,
  ...notices,
  ...gameItems,
  ...subjects,
  "reportCard.title": "Boleta de calificaciones",
  "reportCard.documentTitle": "Boleta de calificaciones: {child}, {term}",
  "reportCard.gradeAndTerm": "{grade} · {term}, año escolar {year}",
  "reportCard.issued": "Emitida el {date}",
  "reportCard.attendance": "Asistencia",
  "reportCard.attendance.none": "No se tomó asistencia este período.",
  "reportCard.attendance.attended": "Asistió a {attended} de {sessions} clases ({rate} %).",
  "reportCard.attendance.counts": "Llegadas tarde: {late} · Ausencias: {absent} (justificadas: {excused})",
  "reportCard.from": "De {className}",
  "reportCard.standards": "Estándares",
  "reportCard.standards.none": "No se evaluó ningún estándar este período.",
  "reportCard.standards.noneInSubject": "No se evaluaron estándares este período.",
  "reportCard.standard.level": "{label} ({level} de 4)",
  "reportCard.teacherComment": "Comentario del maestro o la maestra ({className}):",
  "reportCard.scale": "La escala de dominio",
  "reportCard.scale.notYet": "{label}: no hay trabajo devuelto sobre el estándar este período.",
  "reportCard.translated": "Traducido automáticamente. Lo que escribió el maestro o la maestra: {original}",
  "reportCard.translatedStandards": "Las descripciones de los estándares se tradujeron automáticamente.",

  "portfolio.pdf.documentTitle": "Portafolio: {child}",
  "portfolio.pdf.title": "Portafolio de {child}",
  "portfolio.pdf.empty": "Todavía no hay trabajos aprobados en el portafolio.",
  "portfolio.pdf.reflection": "En mis propias palabras:",
  "portfolio.pdf.answer": "Mi respuesta:",
  "portfolio.pdf.picture": "Imagen: {name}",
  "portfolio.pdf.voice": "Respuesta de voz: {name}",
  "portfolio.pdf.file": "Archivo: {name}",
  "portfolio.pdf.fileName": "Portafolio {child}.pdf",
  "portfolio.pdf.fileNameOfTerm": "Portafolio {child} {term}.pdf",

  "calendarFeed.description": "Clases y días escolares en {school}",
  "calendarFeed.with": "Con {teachers}",
  "calendarFeed.inClass": "Clase: {className}",
  "calendarFeed.workStatus": "Estado: {status}",
  "calendarFeed.cancelled": "Esta clase se canceló.",
  "calendarFeed.forChildren": "{children}: {title}",
  "calendarFeed.conferenceWith": "Conferencia con {teacher} ({mode})",
  "calendarFeed.conferenceWithFamily": "Conferencia: familia de {child} ({mode})",

  "digest.subject": "Su resumen diario del {day} - {school}",
  "digest.intro": "Este es su resumen diario del {day}.",
  "digest.translatedTitles": "Los títulos de los trabajos escritos en otro idioma se tradujeron automáticamente.",
  "digest.dueTomorrow": "Tareas para mañana",
  "digest.dueTomorrow.item": "{title} (para el {due})",
  "digest.dueTomorrow.none": "No hay nada para mañana.",
  "digest.missing": "Tareas sin entregar",
  "digest.missing.item": "{title} (era para el {due})",
  "digest.missing.none": "No hay tareas sin entregar.",
  "digest.returned": "Calificaciones devueltas",
  "digest.returned.comment": "{title}: devuelta con un comentario",
  "digest.returned.mark": "{standard}: {mark}; dominio actual: {mastery}",
  "digest.returned.none": "No se devolvieron calificaciones desde el último resumen.",
  "digest.absences": "Ausencias",
  "digest.absences.none": "No hay ausencias registradas.",
  "digest.unread": "Mensajes sin leer",
  "digest.unread.none": "No hay mensajes sin leer.",
  "digest.otherUnread": "Otros mensajes sin leer",
  "digest.portal": "Vea todo en el portal de la familia: {url}",
  "digest.why": 'Recibe este resumen porque algunos de sus avisos están configurados como "Resumen diario".',
  "digest.stop": "Dejar de recibir el resumen diario (seguirá viendo todo en la aplicación): {url}",
};
