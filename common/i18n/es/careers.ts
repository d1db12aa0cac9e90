import type { CatalogueOf } from "../catalogue";
import type { careers as english } from "../en/careers";

/** The Spanish texts of the area "careers", written for families. */
export const careers: CatalogueOf<typeof english> = {
  "careers.meta.title": "Empleos",
  "careers.meta.description":
    "Enseñe desde casa: puestos a distancia y de tiempo completo para maestros certificados y personal escolar en una escuela primaria en línea acreditada, con el rango salarial en cada vacante.",
  "careers.meta.keywords": "empleos de maestro, trabajo de maestro a distancia, empleos en escuela en línea, empleos de maestro de primaria",

  "careers.heading.title": "Empleos",
  "careers.heading.eyebrow": "Trabaje en {school}",
  "careers.heading.lead":
    "Dé clases en línea en vivo y en grupos pequeños a niños de kínder a sexto grado, desde casa. Todos los puestos son a distancia y de tiempo completo, y cada vacante muestra su rango salarial desde el principio.",
  "careers.heading.viewOpenPositions": "Ver vacantes",
  "careers.heading.seeBenefits": "Ver nuestros beneficios",

  "careers.why.title": "Por qué trabajar con nosotros",
  "careers.why.lead":
    "Somos una escuela primaria en línea acreditada, con maestros certificados en EE. UU., clases pequeñas y un plan de estudios completo de kínder a sexto grado. Esto es lo que significa para quienes enseñan aquí.",
  "careers.why.remote.title": "A distancia y de tiempo completo",
  "careers.why.remote.body":
    "Todos los puestos son a distancia y de tiempo completo. Dé clases en vivo desde su propio espacio de trabajo, con una jornada escolar en el horario del Este de EE. UU.",
  "careers.why.small.title": "Clases pequeñas",
  "careers.why.small.body": "Con 12 alumnos por maestro, usted conoce a cada niño por su nombre, ve su progreso y trabaja de cerca con su familia.",
  "careers.why.training.title": "Capacitación y crecimiento",
  "careers.why.training.body":
    "Empiece con la capacitación sobre la obligación de denunciar y nuestras prácticas de seguridad para las sesiones en vivo moderadas, y siga creciendo con el desarrollo profesional.",

  "careers.open.title": "Vacantes",
  "careers.open.lead":
    "Estos puestos a distancia y de tiempo completo están abiertos ahora. Elija Postularse para enviarnos sus datos, una carta de presentación y su currículum.",

  "careers.general.title": "¿No ve su puesto?",
  "careers.general.lead":
    "Nos alegra saber de maestros certificados y personal escolar que comparten nuestro compromiso con los niños y las familias, aunque todavía no haya una vacante para usted.",
  "careers.general.contact": "Contáctenos para una solicitud general",
  "careers.general.emailCv": "O envíe su currículum a {email}",

  "careers.opening.location.remote": "A distancia",
  "careers.opening.type.fullTime": "Tiempo completo",
  "careers.opening.k2.title": "Maestro/a de kínder a segundo grado",
  "careers.opening.k2.department": "Primaria inicial (kínder a 2.º)",
  "careers.opening.k2.description":
    "Dirija clases en línea en vivo y en grupos pequeños para nuestros alumnos más pequeños: primeros pasos en la lectura y la fonética, las primeras matemáticas y el aprendizaje socioemocional, en bloques cortos y llenos de juego. Mantiene a las familias informadas del progreso de cada niño y trabaja con el equipo de apoyo al aprendizaje cuando un niño necesita más ayuda. Se requiere una licencia estatal de EE. UU. para enseñar en los primeros grados.",
  "careers.opening.mathScience.title": "Maestro/a de matemáticas y ciencias de tercero a sexto grado",
  "careers.opening.mathScience.department": "Primaria superior (3.º a 6.º)",
  "careers.opening.mathScience.description":
    "Enseñe matemáticas según Common Core y ciencias alineadas con NGSS a clases pequeñas en vivo de tercero a sexto grado, con investigaciones prácticas que los alumnos pueden hacer en la mesa de la cocina. Planifica trabajo en grupos pequeños por niveles y actividades de enriquecimiento para que cada niño tenga el reto adecuado. Se requiere una licencia estatal de EE. UU. para enseñar matemáticas o ciencias en primaria.",
  "careers.opening.learningSupport.title": "Maestro/a de apoyo al aprendizaje (educación especial)",
  "careers.opening.learningSupport.department": "Apoyo al aprendizaje",
  "careers.opening.learningSupport.description":
    "Apoye a alumnos de kínder a sexto grado con necesidades educativas especiales en grupos pequeños por niveles y en sesiones individuales, y ayude a los maestros de grupo a adaptar las clases, los subtítulos y los materiales. Coordina con las familias y con profesionales externos los planes IEP y 504, y lleva registros claros y confidenciales. Se requiere una licencia estatal de EE. UU. para enseñar y experiencia en educación especial.",
  "careers.opening.familySupport.title": "Coordinador/a de admisiones y apoyo a las familias",
  "careers.opening.familySupport.department": "Admisiones y apoyo a las familias",
  "careers.opening.familySupport.description":
    "Sea la primera voz amable que conocen las familias: responda llamadas y correos en horario de atención, guíe recorridos virtuales en vivo y acompañe a cada familia en la solicitud, la conversación sobre la preparación del niño, la ubicación de grado y la orientación. Mantiene al día los registros de admisiones y se asegura de que cada consulta reciba una respuesta oportuna y útil. Importan más una excelente redacción en inglés y una manera de trabajar tranquila y organizada que un título específico.",

  "careers.card.details": "Detalles del puesto",
  "careers.card.salary": "{salary} al año",
  "careers.card.applyNow": "Postularse",
  "careers.card.applyNowFor": " al puesto de {title}",
  "careers.card.dialogTitle": "Postularse al puesto de {title}",
  "careers.card.dialogDescription": "Los campos marcados con * son obligatorios. Adjunte su currículum en un archivo PDF, DOC o DOCX de hasta 5 MB.",
  "careers.card.loading": "Cargando el formulario de solicitud...",
  "careers.card.success": "¡Solicitud enviada con éxito! Nos pondremos en contacto con usted pronto.",

  "careers.form.label": "Solicitud para {position}",
  "careers.form.fullName": "Nombre completo",
  "careers.form.email": "Correo electrónico",
  "careers.form.phone": "Teléfono",
  "careers.form.position": "Puesto",
  "careers.form.positionHint": "El puesto al que se postula.",
  "careers.form.coverLetter": "Carta de presentación",
  "careers.form.coverLetterHint": "Al menos 50 caracteres. Cuéntenos sobre su experiencia y por qué este puesto es para usted.",
  "careers.form.cv": "Currículum",
  "careers.form.cvHint": "PDF, DOC, DOCX (máx. 5 MB)",
  "careers.form.cancel": "Cancelar",
  "careers.form.submit": "Enviar solicitud",

  "careers.validation.fullName": "Escriba su nombre completo",
  "careers.validation.position": "Elija un puesto",
  "careers.validation.coverLetter": "La carta de presentación debe tener al menos 50 caracteres",
  "careers.validation.cvMissing": "Suba su currículum",
  "careers.validation.cvEmpty": "El archivo de su currículum está vacío. Elija otro archivo",
  "careers.validation.cvType": "El currículum debe ser un archivo PDF, DOC o DOCX",
  "careers.validation.cvSize": "El currículum debe pesar 5 MB o menos",
};
