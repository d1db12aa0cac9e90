import type { CatalogueOf } from "../catalogue";
import type { answers as english } from "../en/answers";

/** The Spanish texts of ../en/answers.ts: adults are addressed as "usted", children (their work and portfolio) as "tú". */
export const answers: CatalogueOf<typeof english> = {
  "answers.attendanceSaved": "Asistencia guardada.",
  "answers.sessionCancelled": "Se canceló la sesión.",
  "answers.commentDeleted": "Comentario eliminado.",
  "answers.draftSaved": "Borrador guardado.",
  "answers.enrolled": "Inscrito.",
  "answers.movedSection": "Se cambió a la otra sección.",
  "answers.pointsUndone": "Puntos deshechos.",
  "answers.removedFromClass": "Se quitó de la clase. La lista de la clase conserva el historial.",
  "answers.removedFromPortfolio": "Se quitó de tu portafolio.",
  "answers.removed": "Eliminado.",
  "answers.returned": "Devuelto. El niño y su familia ya pueden verlo.",
  "answers.classStaffSaved": "Se guardó el personal de la clase.",
  "answers.termsSaved": "Se guardaron los periodos.",
  "answers.helpersSaved": "Guardado. Las ayudas se aplican la próxima vez que su hijo abra una página.",
  "answers.sentIn": "Entregado.",
  "answers.settingsSaved": "Configuración guardada.",
  "answers.studentRecordSaved": "Registro del estudiante guardado.",
  "answers.takenOut": "Se quitó de tu trabajo.",
  "answers.absenceReported": "Gracias. Ya avisamos a los maestros de su hijo.",
  "answers.guardianUnlinked": "Se desvinculó al tutor. Su cuenta se conserva.",
  "answers.studentPasswordSet": "La nueva contraseña del estudiante está lista. Ya puede iniciar sesión con ella.",
  "answers.tourCancelled": "Recorrido cancelado. Se envió un correo a la familia.",
  "answers.childPasswordSet": "La nueva contraseña de su hijo está lista. Ya puede iniciar sesión con ella.",
  "answers.passwordChanged": "Su contraseña se cambió. Se cerró la sesión en los demás dispositivos.",
};
