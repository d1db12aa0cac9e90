import type { CatalogueOf } from "../catalogue";
import type { faqs as english } from "../en/faqs";

/** The Spanish texts of the area "faqs", written for families. */
export const faqs: CatalogueOf<typeof english> = {
  "faqs.meta.title": "Preguntas frecuentes",
  "faqs.meta.description":
    "Respuestas a las preguntas de las familias sobre nuestra escuela primaria en línea acreditada, de kínder a sexto grado: maestros y tamaño de los grupos, admisiones y colegiatura, el día escolar, tecnología y seguridad.",
  "faqs.meta.keywords":
    "preguntas frecuentes escuela en línea, escuela primaria en línea, admisiones escuela en línea, horario escuela en línea, seguridad escuela en línea",

  "faqs.heading.eyebrow": "Preguntas y respuestas",
  "faqs.heading.title": "Preguntas frecuentes",
  "faqs.heading.lead":
    "Respuestas claras a las preguntas que más nos hacen las familias, desde el tamaño de los grupos y las fechas de inicio hasta el día escolar y la seguridad en línea. Pulse una pregunta para leer la respuesta.",

  "faqs.topics.label": "Temas de las preguntas",
  "faqs.topics.title": "Temas",

  "faqs.stillHaveQuestions.title": "¿Tiene más preguntas?",
  "faqs.stillHaveQuestions.lead": "Nuestro equipo de admisiones le ayudará con gusto. El horario de atención es {hours}.",
  "faqs.stillHaveQuestions.contact": "Contáctenos",
  "faqs.stillHaveQuestions.call": "Llame al {phone}",
  "faqs.officeHours": "de lunes a viernes, de 8 a. m. a 6 p. m. (hora del Este)",

  "faqs.category.about": "Sobre la escuela",
  "faqs.category.admissions": "Admisiones y colegiatura",
  "faqs.category.school-day": "El día escolar",
  "faqs.category.technology-safety": "Tecnología y seguridad",

  "faqs.q.grades.question": "¿Qué grados ofrece la escuela?",
  "faqs.q.grades.answer":
    "{school} es una escuela primaria en línea acreditada, de kínder a sexto grado (K-6). Seguimos los estándares estatales de EE. UU.: Common Core para lengua y literatura en inglés y para matemáticas, y NGSS para ciencias.",
  "faqs.q.teachers.question": "¿Quién imparte las clases?",
  "faqs.q.teachers.answer":
    "Maestros expertos, con licencia y certificados en EE. UU. Todas las clases son en vivo, así que su hijo puede hacer preguntas, participar en las conversaciones y recibir comentarios en el momento.",
  "faqs.q.class-size.question": "¿De qué tamaño son los grupos?",
  "faqs.q.class-size.answer": "Los grupos son pequeños, con 12 alumnos por maestro, para que los maestros conozcan a cada niño y adapten el aprendizaje a él.",
  "faqs.q.subjects.question": "¿Qué materias estudiará mi hijo?",
  "faqs.q.subjects.answer":
    "Un plan de estudios completo de kínder a sexto grado: lengua y literatura en inglés (ELA), matemáticas, ciencias, estudios sociales y aprendizaje socioemocional, además de materias especiales: arte, música, educación física y salud, y ciudadanía digital y programación.",
  "faqs.q.subjects.link": "Conozca nuestro plan de estudios",
  "faqs.q.international.question": "¿Pueden inscribirse familias que viven fuera de Estados Unidos?",
  "faqs.q.international.answer":
    "Sí. Damos la bienvenida a familias de todo EE. UU. y a familias de otros países que desean una educación estadounidense. Las clases en vivo siguen la hora del Este (de {start} a {end}), y en nuestra página La vida escolar puede ver el horario en su propia zona horaria.",
  "faqs.q.international.link": "Vea el día escolar en su zona horaria",

  "faqs.q.start-dates.question": "¿Cuándo puede empezar mi hijo?",
  "faqs.q.start-dates.answer": "Las admisiones están abiertas todo el año, con fechas de inicio cada mes y grupos prioritarios en agosto y enero.",
  "faqs.q.application-time.question": "¿Cuánto tarda el proceso de solicitud?",
  "faqs.q.application-time.answer":
    "Es un proceso rápido de 2 semanas. Cuando usted envía una solicitud, la revisamos y nos comunicamos con usted en 2 a 3 días hábiles. Si reserva un recorrido virtual, le contactamos en menos de 24 horas para confirmar el horario que prefiera.",
  "faqs.q.steps.question": "¿Cuáles son los pasos para inscribirse?",
  "faqs.q.steps.answer":
    "Son cuatro pasos: pedir información o reservar un recorrido virtual, enviar la solicitud, tener una conversación de preparación con nuestro equipo y, por último, la ubicación de grado y la orientación. Una evaluación de ubicación puede ayudar a confirmar el grado adecuado.",
  "faqs.q.steps.link": "Lea sobre las admisiones",
  "faqs.q.payment-options.question": "¿Cómo podemos pagar la colegiatura?",
  "faqs.q.payment-options.answer":
    "La colegiatura anual va de {from} a {to}, según el grado. Puede elegir {terms} pagos iguales, uno por período, o pagar el año completo con {fullOff} de descuento en la colegiatura. Los alumnos nuevos pagan una sola vez una cuota de administración e inscripción de {fee} con su primer pago; los alumnos que continúan no la pagan.",
  "faqs.q.payment-options.link": "Vea la colegiatura por grado",
  "faqs.q.siblings.question": "¿Hay descuento para hermanos?",
  "faqs.q.siblings.answer":
    "Sí. Cada hermano adicional inscrito al mismo tiempo recibe {siblingOff} de descuento en la colegiatura, y el niño con la colegiatura más alta paga el precio completo. Primero se aplica el descuento por hermanos y después el descuento de {fullOff} por pago completo sobre el monto ya reducido: {stackedOff} en total. Los descuentos se aplican solo a la colegiatura, nunca a la cuota de inscripción.",

  "faqs.q.typical-day.question": "¿Cómo es un día escolar?",
  "faqs.q.typical-day.answer":
    "Hay clases de lunes a viernes, de {start} a {end}, hora del Este, con {liveBlocks} bloques en vivo ({liveHours} de enseñanza en vivo) y una pausa para almorzar y descansar de la pantalla de {lunchStart} a {lunchEnd}. El día empieza con una reunión de la mañana y un momento para ver cómo se siente cada niño.",
  "faqs.q.typical-day.link": "Vea un día escolar de ejemplo",
  "faqs.q.homework.question": "¿Cuánta tarea hay?",
  "faqs.q.homework.answer": "Unos {homework}: práctica breve que refuerza lo que su hijo aprendió en clase.",
  "faqs.q.clubs.question": "¿Hay clubes y actividades?",
  "faqs.q.clubs.answer": "Sí, {clubs} clubes semanales, entre ellos {someClubs}. Los niños eligen los que van con sus intereses.",
  "faqs.q.clubs.link": "Vea todos nuestros clubes",
  "faqs.q.clubs.listEnd": "{list} y {last}",
  "faqs.q.support.question": "¿Y si mi hijo necesita más apoyo o más reto?",
  "faqs.q.support.answer":
    "Los grupos pequeños por nivel ofrecen más práctica o más reto, y las actividades de enriquecimiento impulsan a los niños que están listos para más. Ofrecemos apoyo multilingüe y trabajamos con las familias en los planes IEP y 504.",
  "faqs.q.parents.question": "¿Cómo participan los padres?",
  "faqs.q.parents.answer":
    "Desde el portal para padres usted puede seguir el progreso, ver el plan de estudios, escribir a los maestros y programar reuniones, todo en un panel familiar. Los alumnos tienen su propio portal con juegos, premios e insignias.",

  "faqs.q.equipment.question": "¿Qué tecnología necesita mi hijo?",
  "faqs.q.equipment.answer":
    "Una conexión a internet de banda ancha de 10 Mbps o más, una cámara web y un micrófono. También recomendamos unos audífonos con micrófono, para que su hijo escuche con claridad y el ruido de la casa no llegue a la clase.",
  "faqs.q.safety.question": "¿Cómo protegen a los niños en línea?",
  "faqs.q.safety.answer":
    "Las sesiones en vivo están moderadas, con sala de espera y verificación de cada alumno. Todos los alumnos siguen un código de conducta contra el acoso escolar, y todo el personal recibe capacitación obligatoria para denunciar casos de maltrato.",
  "faqs.q.privacy.question": "¿Cómo protegen la privacidad de mi hijo?",
  "faqs.q.privacy.answer":
    "Nuestras prácticas de privacidad siguen las leyes de protección de la privacidad infantil, y le pedimos su consentimiento FERPA cuando presenta la solicitud.",
  "faqs.q.accessibility.question": "¿El aprendizaje es accesible para niños con distintas necesidades?",
  "faqs.q.accessibility.answer":
    "Sí. Las clases tienen subtítulos y texto alternativo, y hay tipografías aptas para la dislexia. En este sitio web, el botón “Dyslexia-friendly font” (el ícono del libro), junto al botón del tema, cambia todas las páginas a una de ellas.",
  "faqs.q.contact.question": "¿Cómo puedo comunicarme con la escuela?",
  "faqs.q.contact.answer": "Llame al {phone} o escriba a {email}. Nuestro horario de atención es {hours}. Respondemos a los mensajes en menos de 24 horas.",
  "faqs.q.contact.link": "Envíenos un mensaje",
};
