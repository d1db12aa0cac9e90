import type { CatalogueOf } from "../catalogue";
import type { progress as english } from "../en/progress";

/** The Spanish texts of the area "progress": the family is addressed as "usted", like the rest of the portal. */
export const progress: CatalogueOf<typeof english> = {
  "progress.children.loadError": "No se pudo cargar la información de sus hijos.",
  "progress.children.none":
    "Todavía no hay ningún hijo o hija vinculado a su cuenta. Cuando su hijo o hija quede inscrito, la escuela vinculará su expediente a su cuenta y su progreso aparecerá aquí.",
  "progress.children.choose": "Elija a uno de sus hijos",
  "progress.loadError": "No se pudo cargar el progreso de {name}.",

  "progress.term.label": "Período",
  "progress.term.option": "{term}, {year}",

  "progress.reportCard.title": "Boleta de calificaciones",
  "progress.reportCard.titleWithTerm": "Boleta de calificaciones, {term}",
  "progress.reportCard.issued": "Emitida el {day}.",
  "progress.reportCard.download": "Descargar la boleta de calificaciones de {name} (PDF)",
  "progress.reportCard.notYet": "La escuela todavía no ha emitido la boleta de calificaciones de este período. Aparecerá aquí al final del período.",

  "progress.standards.title": "Dominio de los estándares",
  "progress.standards.description":
    "Lo que muestran los trabajos devueltos de {name}, estándar por estándar, con el trabajo y el comentario del maestro que respaldan cada calificación.",
  "progress.standards.none": "Todavía no se ha evaluado ningún estándar en este período.",
  "progress.standards.noneInSubject": "Todavía no se ha evaluado ningún estándar de {subject} en este período.",
  "progress.summary.title": "En resumen",
  "progress.summary.exceedingAll":
    "{assessed, plural, one {{name} supera el estándar de {subject} evaluado hasta ahora.} other {{name} supera los # estándares de {subject} evaluados hasta ahora.}}",
  "progress.summary.exceedingMost": "{name} supera la mayoría de los estándares de {subject} ({exceeding} de {assessed}).",
  "progress.summary.meetingAll":
    "{assessed, plural, one {{name} cumple con el estándar de {subject} evaluado hasta ahora.} other {{name} cumple con los # estándares de {subject} evaluados hasta ahora.}}",
  "progress.summary.meetingMost": "{name} cumple con la mayoría de los estándares de {subject} ({meeting} de {assessed}).",
  "progress.summary.meetingSome": "{name} cumple con algunos de los estándares de {subject} ({meeting} de {assessed}).",
  "progress.summary.meetingFew":
    "{assessed, plural, one {{name} todavía no cumple con el estándar de {subject} evaluado hasta ahora.} other {{name} todavía no cumple con la mayoría de los estándares de {subject} ({meeting} de #).}}",
  "progress.summary.notAssessed": "Todavía no se ha evaluado ningún estándar de {subject} en este período.",
  "progress.summary.workingOn":
    "{name} todavía está trabajando en {count, plural, one {“{first}”} other {“{first}” y “{second}”}}{more, plural, =0 {} one { y # estándar más} other { y # estándares más}}.",
  "progress.key.title": "Cómo se calcula el dominio",
  "progress.key.rule": "{rule} Las calificaciones cuentan solo cuando el maestro devuelve el trabajo.",
  "progress.key.notYetAssessed": "Todavía no hay trabajos devueltos sobre el estándar en este período.",

  "progress.mastery.words": "{label}, {level} de 4",
  "progress.mastery.aria": "Dominio: {words}",
  "progress.inParentheses": "({text})",

  "progress.evidence.summary": "Los trabajos que lo respaldan ({count, plural, one {# trabajo devuelto} other {# trabajos devueltos}})",
  "progress.evidence.handedInReturned": "Entregado el {handedIn}, devuelto el {returned}",
  "progress.evidence.returned": "devuelto el {returned}",
  "progress.evidence.level": "Nivel: <b>{label}</b> ({level} de 4)",
  "progress.evidence.commentLabel": "Comentario del maestro:",
  "progress.evidence.noComment": "El maestro no dejó ningún comentario.",
  "progress.evidence.openWork": "Abrir el trabajo",
  "progress.liveCheck.badge": "Pregunta rápida en clase en vivo",
  "progress.liveCheck.summary": "{count, plural, one {# pregunta rápida en clase en vivo} other {# preguntas rápidas en clases en vivo}}",
  "progress.liveCheck.when": "{className}, {date}",
  "progress.liveCheck.question": "Pregunta: {question}",
  "progress.liveCheck.answerRight": "Respuesta: {answer} (correcta)",
  "progress.liveCheck.answerNotYet": "Respuesta: {answer} (todavía no)",
  "progress.liveCheck.teacherLevel": "Nivel fijado por el maestro",

  "progress.work.show": "Ver el trabajo",
  "progress.work.loading": "Cargando el trabajo...",
  "progress.work.loadError": "No se pudo cargar el trabajo.",
  "progress.work.answer": "Respuesta de {name}",
  "progress.work.noAnswer": "No hay respuesta escrita.",
  "progress.work.files": "Archivos",
  "progress.work.voiceAnswers": "Respuestas de voz",
  "progress.work.voiceAnswer": "Respuesta de voz {number}",
  "progress.work.voiceAnswerLength": "Respuesta de voz {number}, {seconds, plural, one {# segundo} other {# segundos}}",
  "progress.work.rubric": "La rúbrica",
  "progress.work.mark": "{title}{code}: <b>{label}</b> ({level} de 4)",
  "progress.work.teacherComment": "Comentario del maestro",

  "progress.upcoming.title": "Próximas tareas (los próximos 14 días)",
  "progress.upcoming.none": "No hay nada para entregar en los próximos 14 días.",
  "progress.missing.title": "Tareas que faltan",
  "progress.missing.none": "No falta ninguna tarea. ¡Muy bien!",
  "progress.due": "para el {when}",
  "progress.noDueDate": "sin fecha de entrega",
  "progress.status.not_started": "Sin empezar",
  "progress.status.in_progress": "Empezada",
  "progress.status.submitted": "Entregada",
  "progress.status.late": "Entregada tarde",
  "progress.status.missing": "Falta",
  "progress.status.returned": "Devuelta",
  "progress.status.excused": "Exenta",

  "progress.portfolio.title": "Portafolio de {name}",
  "progress.portfolio.description": "Trabajos que su hijo o hija eligió guardar, aprobados por su maestro.",
  "progress.portfolio.download": "Descargar el portafolio de este período (PDF)",
  "progress.portfolio.loadError": "No se pudo cargar el portafolio.",
  "progress.portfolio.none": "Todavía no hay nada en el portafolio.",
  "progress.portfolio.assignmentInClass": "{assignment} ({className})",
  "progress.portfolio.reflection": "“{reflection}”",
  "progress.portfolio.voiceAnswer": "Respuesta de voz",
};
