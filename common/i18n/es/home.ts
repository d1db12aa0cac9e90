import type { CatalogueOf } from "../catalogue";
import type { home as english } from "../en/home";

/** The Spanish texts of the area "home", written for families. */
export const home: CatalogueOf<typeof english> = {
  "home.meta.description":
    "Escuela primaria en línea acreditada, de kínder a sexto grado: clases en vivo con maestros certificados en EE. UU., 12 alumnos por maestro (12:1) y un plan de estudios alineado con los estándares.",
  "home.meta.keywords":
    "escuela primaria en línea, escuela en línea acreditada K-6, clases en vivo en línea para niños, maestros certificados en EE. UU., alternativa a la educación en casa, escuela estadounidense en línea para familias internacionales",

  "home.hero.headline": "Educación de calidad desde cualquier lugar",
  "home.hero.statusLabel": "Estado de la escuela",
  "home.hero.status.live": "Clases en vivo ahora",
  "home.hero.status.students": "Alumnos aprendiendo",
  "home.hero.status.accredited": "Acreditada",
  "home.hero.status.excellence": "Excelencia",
  "home.hero.lead":
    "{school} es una escuela primaria en línea acreditada, de kínder a sexto grado. Maestros certificados en EE. UU. dan todas las clases en vivo, en grupos pequeños de 12 alumnos por maestro (12:1), para familias de todo Estados Unidos y del mundo.",
  "home.hero.admissions": "Conozca el proceso de admisión",
  "home.hero.tour": "Reserve un recorrido virtual",
  "home.hero.portalsLabel": "¿Ya es parte de nuestra escuela? Entre a su portal:",
  "home.hero.parentPortal": "Portal para padres",
  "home.hero.studentPortal": "Portal para alumnos",
  "home.hero.imageAlt":
    "Ilustración: una clase en vivo en línea en una computadora portátil, con la maestra y cuatro compañeros en la pantalla y una insignia de estrella ganada.",

  "home.trust.heading": "Por qué las familias confían en nosotros",
  "home.trust.accredited": "Escuela en línea acreditada, de kínder a sexto grado",
  "home.trust.teachers": "Maestros certificados en EE. UU., enseñando en vivo",
  "home.trust.standards": "Estándares estatales de EE. UU., Common Core y NGSS",
  "home.trust.privacy": "Prácticas de privacidad conformes a la ley de privacidad infantil",
  "home.trust.moderated": "Sesiones en vivo moderadas, con sala de espera",

  "home.why.eyebrow": "Por qué {school}",
  "home.why.title": "Todo lo que su hijo necesita para salir adelante",
  "home.why.lead":
    "Una escuela de verdad, con maestros de verdad, pensada para aprender en línea: clases en vivo, un plan de estudios completo y un equipo que trabaja de la mano con su familia.",
  "home.why.teachers.title": "Maestros expertos",
  "home.why.teachers.body":
    "Cada clase la imparte en vivo un maestro experto, con licencia y certificado en EE. UU. Con grupos pequeños de 12 alumnos por maestro, su hijo es visto, escuchado y ayudado en el momento, no semanas después.",
  "home.why.teachers.link": "Lo que hace diferente a nuestra escuela",
  "home.why.curriculum.title": "Un plan de estudios probado",
  "home.why.curriculum.body":
    "Un plan de estudios completo de kínder a sexto grado: lengua y literatura en inglés, matemáticas, ciencias, estudios sociales, materias especiales y aprendizaje socioemocional, alineado con los estándares estatales de EE. UU., Common Core en inglés y matemáticas, y NGSS en ciencias.",
  "home.why.curriculum.link": "Conozca nuestro programa académico",
  "home.why.family.title": "Apoyo a las familias",
  "home.why.family.body":
    "Usted es parte del equipo. Los maestros se mantienen en contacto por mensajes y reuniones, y los niños que necesitan algo distinto reciben grupos pequeños por nivel, actividades de enriquecimiento, apoyo multilingüe o colaboración en su plan IEP/504.",
  "home.why.family.link": "Lea las respuestas para familias",

  "home.portals.eyebrow": "Portales",
  "home.portals.title": "Conectados con la escuela, en casa y donde estén",
  "home.portals.lead":
    "Los alumnos y los padres tienen cada uno su propio portal. Para entrar, use los botones Portal para padres y Portal para alumnos en la parte de arriba de esta página.",
  "home.portals.students.title": "Para los alumnos: aprender se siente como jugar",
  "home.portals.students.lead": "El portal de alumnos convierte la práctica en algo que los niños esperan con gusto.",
  "home.portals.students.games": "Juegos educativos que hacen divertida la práctica",
  "home.portals.students.rewards": "Premios que celebran el esfuerzo y el progreso",
  "home.portals.students.badges": "Insignias para coleccionar a medida que crecen sus habilidades",
  "home.portals.parents.title": "Para padres y tutores: su ventana a la escuela",
  "home.portals.parents.lead": "El portal para padres lo mantiene cerca del aprendizaje de su hijo, dondequiera que esté.",
  "home.portals.parents.progress": "Seguimiento del progreso",
  "home.portals.parents.curriculum": "Acceso al plan de estudios, para que sepa lo que se está enseñando",
  "home.portals.parents.messaging": "Mensajes con los maestros",
  "home.portals.parents.conferences": "Programación de reuniones con los maestros",
  "home.portals.parents.dashboard": "Un panel familiar que lo reúne todo",

  "home.safety.eyebrow": "Seguridad",
  "home.safety.title": "Un lugar seguro y supervisado para aprender",
  "home.safety.lead": "La escuela en línea debe sentirse tan segura como el salón de clases de su barrio. Estas protecciones son parte de cada día de clases.",
  "home.safety.moderated": "Sesiones en vivo moderadas, con sala de espera y verificación de cada alumno",
  "home.safety.privacy": "Prácticas de privacidad conformes a la ley de privacidad infantil",
  "home.safety.conduct": "Un código de conducta contra el acoso escolar que fija expectativas claras",
  "home.safety.reporting": "Capacitación obligatoria de todo el personal para denunciar casos de riesgo",
  "home.safety.link": "Lea sobre seguridad y bienestar",

  "home.cta.title": "¿Listo para unirse a nosotros?",
  "home.cta.lead":
    "La admisión está abierta todo el año, con fechas de inicio cada mes, grupos prioritarios en agosto y enero, y un proceso de solicitud rápido de 2 semanas.",
  "home.cta.apply": "Comenzar la solicitud",
  "home.cta.talk": "Hable con Admisiones",
};
