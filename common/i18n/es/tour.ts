import type { CatalogueOf } from "../catalogue";
import type { tour as english } from "../en/tour";

/** The Spanish texts of the area "tour", written for families. */
export const tour: CatalogueOf<typeof english> = {
  "tour.form.label": "Formulario para reservar un recorrido",
  "tour.form.required": "Los campos obligatorios están marcados con un asterisco (*).",
  "tour.form.aboutYou": "Sobre usted",
  "tour.form.parentName": "Nombre del padre, madre o tutor",
  "tour.form.email": "Correo electrónico",
  "tour.form.phone": "Teléfono",
  "tour.form.aboutChild": "Sobre su hijo",
  "tour.form.childName": "Nombre del niño o la niña",
  "tour.form.grade": "Grado",
  "tour.form.gradePlaceholder": "Seleccione un grado",
  "tour.form.yourTour": "Su recorrido",
  "tour.form.date": "Fecha preferida",
  "tour.form.datePlaceholder": "Seleccione una fecha",
  "tour.form.time": "Hora preferida",
  "tour.form.timePlaceholder": "Seleccione una hora",
  "tour.form.full": " (completo)",
  "tour.form.timeOption": "{time} (hora del Este)",
  "tour.form.timeHint":
    "Los recorridos duran {minutes} minutos, de lunes a viernes, en la hora del Este de EE. UU. Las horas marcadas como (completo) ya no tienen lugares ese día.",
  "tour.form.message": "Mensaje",
  "tour.form.messageHint": "Cualquier tema que quiera que tratemos en la llamada, o que quiera contarnos sobre su hijo.",
  "tour.form.confirm": "Le confirmaremos su recorrido en un plazo de 24 horas.",
  "tour.form.booking": "Reservando...",
  "tour.form.book": "Reservar recorrido",
  "tour.form.successTitle": "¡Recorrido reservado con éxito!",
  "tour.form.successDescription": "Nos pondremos en contacto con usted en un plazo de 24 horas para confirmar el horario que eligió.",
  "tour.form.errorTitle": "Error al reservar el recorrido",

  "tour.validation.childName": "El nombre del niño debe tener al menos 2 caracteres",
  "tour.validation.grade": "Seleccione un grado",
  "tour.validation.date": "Seleccione una fecha preferida",
  "tour.validation.time": "Seleccione una hora preferida",
  "tour.validation.parentNameLong": "El nombre del padre, madre o tutor no debe pasar de 100 caracteres",
  "tour.validation.childNameLong": "El nombre del niño no debe pasar de 100 caracteres",
  "tour.refusal.dateNotOffered": "Elija una de las fechas disponibles: un día entre semana dentro de los próximos 20 días hábiles, a partir de mañana.",
  "tour.refusal.slotFull": "Esta hora ya está completa. Elija otra hora u otra fecha.",
};
