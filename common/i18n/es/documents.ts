/** The Spanish catalogues of what the server writes for a person to keep (see ../en/documents.ts). */
import type { CatalogueOf } from "../catalogue";
import type { documents as english } from "../en/documents";

export const documents: CatalogueOf<typeof english> = {
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
};
