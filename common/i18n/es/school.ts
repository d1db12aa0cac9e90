import type { CatalogueOf } from "../catalogue";
import type { school as english } from "../en/school";

/** The Spanish texts of the area "school", written for families. */
export const school: CatalogueOf<typeof english> = {
  "school.stats.success": "Éxito de los alumnos",
  "school.stats.ratio": "Alumnos por maestro",

  "school.meta.title": "Quiénes somos",
  "school.meta.description":
    "Por qué las familias eligen nuestra escuela en línea acreditada de kínder a sexto grado: maestros certificados en EE. UU. en vivo, grupos de 12:1, aprendizaje personalizado y un salón de clases seguro y moderado.",
  "school.meta.keywords":
    "sobre nuestra escuela en línea, seguridad en la escuela en línea, maestros certificados en EE. UU., clases pequeñas en línea, aprendizaje en línea accesible",

  "school.heading.eyebrow": "Nuestra escuela",
  "school.heading.title": "Quiénes somos",
  "school.heading.lead":
    "{school} es una escuela primaria en línea acreditada, de kínder a sexto grado. Llevamos a su hogar la calidez de un gran salón de clases: clases en vivo con maestros certificados en EE. UU., grupos pequeños y un aprendizaje pensado para su hijo.",

  "school.different.eyebrow": "Lo que nos distingue",
  "school.different.title": "Lo que hace diferente a nuestra escuela",
  "school.different.lead":
    "La escuela en línea funciona cuando conserva lo que importa de la escuela: un maestro que conoce a su hijo, compañeros con quienes aprender y un trabajo a su medida.",
  "school.different.teachers.title": "Maestros certificados en EE. UU., en vivo",
  "school.different.teachers.body":
    "Cada clase la imparte en vivo un maestro con licencia y certificado en EE. UU. Los niños hacen preguntas, reciben comentarios en el momento y forman una relación real con su maestro; y las familias que viven en el extranjero reciben la misma enseñanza estadounidense, vivan donde vivan.",
  "school.different.classes.title": "Grupos pequeños, 12:1",
  "school.different.classes.body":
    "Con 12 alumnos por maestro, hay espacio para que todos participen. Los maestros ven cómo va cada niño durante la clase y pueden ayudarlo de inmediato, así que las pequeñas dificultades se detectan a tiempo.",
  "school.different.personalized.title": "Aprendizaje personalizado",
  "school.different.personalized.body":
    "Los grupos pequeños por nivel, las actividades de enriquecimiento y el apoyo multilingüe permiten que cada niño trabaje al nivel adecuado para él, y los maestros colaboran con las familias en los planes IEP y 504.",
  "school.different.curriculum.title": "Un plan de estudios completo de kínder a sexto grado",
  "school.different.curriculum.body":
    "Lengua y literatura en inglés, matemáticas, ciencias, estudios sociales, materias especiales y aprendizaje socioemocional, alineados con los estándares estatales de EE. UU., Common Core en inglés y matemáticas, y NGSS en ciencias.",

  "school.safety.eyebrow": "El cuidado es lo primero",
  "school.safety.title": "Seguridad y bienestar",
  "school.safety.lead": "La seguridad de su hijo importa tanto en línea como en cualquier otro lugar. Tres compromisos guían cada día de clases.",
  "school.safety.privacy.title": "La privacidad de los niños, protegida",
  "school.safety.privacy.body":
    "Nuestras prácticas de privacidad cumplen con la ley de privacidad infantil. La información personal de su hijo se usa para enseñarle y apoyarlo, y las familias siempre pueden preguntarnos cómo se maneja.",
  "school.safety.moderated.title": "Sesiones en vivo moderadas",
  "school.safety.moderated.body":
    "Todas las sesiones en vivo son moderadas. Los niños esperan en una sala de espera hasta que su maestro los deja entrar, y gracias a la verificación de cada alumno solo los estudiantes inscritos entran a la clase.",
  "school.safety.community.title": "Una comunidad amable y atenta",
  "school.safety.community.body":
    "Un código de conducta contra el acoso escolar fija expectativas claras sobre cómo tratarnos unos a otros, y todo el personal recibe capacitación obligatoria para denunciar casos de riesgo, de modo que cualquier inquietud sobre el bienestar de un niño se atiende.",

  "school.accessibility.eyebrow": "Accesibilidad",
  "school.accessibility.title": "Accesible para todos los alumnos",
  "school.accessibility.lead":
    "Los niños aprenden de maneras distintas. Nuestras clases y este sitio web están hechos para que más de ellos puedan participar plenamente.",
  "school.accessibility.captions.title": "Subtítulos",
  "school.accessibility.captions.body":
    "Los subtítulos ayudan a todos los niños a seguir lo que se dice, incluidos los niños sordos o con dificultades auditivas y quienes todavía están aprendiendo inglés.",
  "school.accessibility.altText.title": "Texto alternativo",
  "school.accessibility.altText.body":
    "Las imágenes llevan una descripción en texto, para que los materiales de aprendizaje y este sitio web funcionen con lectores de pantalla.",
  "school.accessibility.font.title": "Letra para personas con dislexia",
  "school.accessibility.font.body":
    "Quienes distinguen mejor las letras con una tipografía pensada para la dislexia pueden cambiar todo el sitio a ella: pulse el botón <b>Dyslexia-friendly font</b> (el ícono del libro) en el encabezado, arriba en cada página. Su elección se guarda en este dispositivo.",

  "school.accreditation.eyebrow": "Acreditación",
  "school.accreditation.title": "Acreditada y alineada con los estándares",
  "school.accreditation.statement": "{accreditation}.",
  "school.accreditation.body":
    "Lo que su hijo aprende en cada grado sigue los estándares estatales de EE. UU., así que un año con nosotros desarrolla los mismos conocimientos y habilidades que se esperan de los niños en las escuelas primarias de Estados Unidos.",
  "school.accreditation.link": "Vea el plan de estudios por materia",
  "school.accreditation.listLabel": "Los estándares que seguimos",
  "school.accreditation.state.name": "Estándares estatales de EE. UU.",
  "school.accreditation.state.detail": "Lo que se espera en cada grado, en todas las materias.",
  "school.accreditation.commonCore.name": "Common Core en inglés y matemáticas",
  "school.accreditation.commonCore.detail": "Lectura, escritura, expresión oral, comprensión auditiva y matemáticas.",
  "school.accreditation.ngss.name": "NGSS en ciencias",
  "school.accreditation.ngss.detail": "Los Next Generation Science Standards (estándares de ciencias), basados en la investigación y la indagación.",

  "school.cta.title": "Conozca nuestro salón de clases",
  "school.cta.lead": "Reserve un recorrido virtual de {minutes} minutos, o comience hoy la solicitud de su hijo.",
  "school.cta.tour": "Reserve un recorrido virtual",
  "school.cta.apply": "Comenzar la solicitud",
};
