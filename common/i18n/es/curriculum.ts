import type { CatalogueOf } from "../catalogue";
import type { curriculum as english } from "../en/curriculum";

/** The Spanish texts of the area "curriculum", written for families. */
export const curriculum: CatalogueOf<typeof english> = {
  "curriculum.meta.title": "Programa académico",
  "curriculum.meta.description":
    "Un plan de estudios completo de kínder a sexto grado, alineado con los estándares estatales de EE. UU., Common Core en inglés y matemáticas y NGSS en ciencias, con materias especiales, aprendizaje socioemocional y apoyo para cada alumno.",
  "curriculum.meta.keywords":
    "plan de estudios K-6, plan de estudios de primaria en línea, Common Core, NGSS, aprendizaje socioemocional, escuela en línea IEP 504",

  "curriculum.heading.eyebrow": "Programa académico",
  "curriculum.heading.title": "Programa académico",
  "curriculum.heading.lead":
    "Un plan de estudios completo de kínder a sexto grado, alineado con los estándares estatales de EE. UU., Common Core en inglés y matemáticas, y NGSS en ciencias, impartido en vivo por maestros certificados en EE. UU. en grupos pequeños.",

  "curriculum.subjects.eyebrow": "Materias",
  "curriculum.subjects.title": "Seis materias, una educación completa",
  "curriculum.subjects.lead": "Materias básicas todos los días, con materias especiales y aprendizaje socioemocional a lo largo de la semana.",
  "curriculum.subjects.ela.title": "Lengua y literatura en inglés (ELA)",
  "curriculum.subjects.ela.body":
    "La fonética y la lectura inicial se convierten en lectura, escritura, expresión oral y comprensión auditiva con confianza. Los niños leen cuentos y textos informativos, escriben con distintos propósitos y amplían su vocabulario, siguiendo Common Core de inglés.",
  "curriculum.subjects.math.title": "Matemáticas",
  "curriculum.subjects.math.body":
    "Desde contar y el sentido numérico hasta fracciones, decimales, razones y álgebra inicial, los niños construyen su comprensión paso a paso y aprenden a explicar su razonamiento, siguiendo Common Core de matemáticas.",
  "curriculum.subjects.science.title": "Ciencias",
  "curriculum.subjects.science.body":
    "Los niños hacen preguntas, investigan y explican lo que observan en ciencias de la vida, ciencias físicas y ciencias de la Tierra y el espacio, siguiendo los Next Generation Science Standards (NGSS).",
  "curriculum.subjects.socialStudies.title": "Estudios sociales",
  "curriculum.subjects.socialStudies.body":
    "Comunidades, geografía, civismo, economía e historia, desde el propio barrio del niño hasta Estados Unidos y el resto del mundo.",
  "curriculum.subjects.specials.title": "Materias especiales",
  "curriculum.subjects.specials.body":
    "Arte, música, educación física y salud, ciudadanía digital y programación: habilidades creativas, físicas y digitales que completan la semana y ayudan a los niños a usar la tecnología de forma segura y responsable.",
  "curriculum.subjects.sel.title": "Aprendizaje socioemocional",
  "curriculum.subjects.sel.body":
    "Entender los sentimientos, hacer amigos, resolver desacuerdos y tomar decisiones responsables, algo que se practica durante toda la semana escolar para que los niños se sientan seguros al aprender juntos.",

  "curriculum.standards.eyebrow": "Estándares",
  "curriculum.standards.title": "Basado en los estándares de EE. UU.",
  "curriculum.standards.lead":
    "Las familias en Estados Unidos y en el extranjero pueden tener la confianza de que su hijo aprende lo mismo que los alumnos de primaria de EE. UU. en cada grado.",
  "curriculum.standards.state.name": "Estándares estatales de EE. UU.",
  "curriculum.standards.state.detail": "Lo que se espera en cada grado y que da forma a todas las materias que enseñamos.",
  "curriculum.standards.commonCore.name": "Common Core en inglés y matemáticas",
  "curriculum.standards.commonCore.detail": "Lectura, escritura, expresión oral y comprensión auditiva, y matemáticas.",
  "curriculum.standards.ngss.name": "NGSS en ciencias",
  "curriculum.standards.ngss.detail": "Los Next Generation Science Standards (estándares de ciencias), basados en hacer preguntas e investigar.",

  "curriculum.gradeBands.eyebrow": "Etapas por grado",
  "curriculum.gradeBands.title": "Cómo es el aprendizaje en cada etapa",
  "curriculum.gradeBands.lead":
    "Las clases crecen con su hijo, desde los primeros pasos con juegos en la lectura y los números hasta la independencia del último año de primaria.",
  "curriculum.gradeBands.gradePrefix": "Grado ",
  "curriculum.gradeBands.gradesPrefix": "Grados ",
  "curriculum.gradeBands.k1.grades": "Kínder y primer grado",
  "curriculum.gradeBands.k1.text":
    "Se aprende con cuentos, canciones, movimiento y juego. Clases cortas en vivo desarrollan la fonética, la lectura y la escritura iniciales, el conteo y el sentido numérico, y las rutinas de una clase en línea amigable. Un padre, una madre o un cuidador cerca ayuda a los más pequeños a adaptarse.",
  "curriculum.gradeBands.g23.grades": "Segundo y tercer grado",
  "curriculum.gradeBands.g23.text":
    "Los niños pasan de aprender a leer a leer para aprender. Leen libros más largos, escriben párrafos organizados, suman y restan con soltura y comienzan con la multiplicación, la división y las fracciones, participando más en las conversaciones de la clase.",
  "curriculum.gradeBands.g45.grades": "Cuarto y quinto grado",
  "curriculum.gradeBands.g45.text":
    "Los alumnos investigan temas y escriben informes y textos de opinión, trabajan con números de varias cifras, fracciones y decimales, hacen investigaciones científicas y emprenden proyectos más largos, ganando independencia en cada período.",
  "curriculum.gradeBands.g6.grades": "Sexto grado",
  "curriculum.gradeBands.g6.text":
    "Nuestros alumnos mayores trabajan con razones, expresiones y ecuaciones, escriben ensayos bien argumentados y profundizan en ciencias y estudios sociales, formando los hábitos de estudio que necesitan para dar el paso a la escuela intermedia (middle school).",

  "curriculum.support.eyebrow": "Cada alumno",
  "curriculum.support.title": "Atención a la diversidad y apoyo",
  "curriculum.support.lead": "Cada niño llega con fortalezas y necesidades distintas. Los grupos pequeños permiten que nuestros maestros atiendan a cada uno.",
  "curriculum.support.tiered.title": "Grupos pequeños por nivel",
  "curriculum.support.tiered.body":
    "Los maestros agrupan a los niños según sus habilidades para una enseñanza enfocada: el niño que necesita más práctica la recibe y el que está listo sigue avanzando. Los grupos cambian a medida que los niños crecen.",
  "curriculum.support.enrichment.title": "Enriquecimiento",
  "curriculum.support.enrichment.body":
    "Actividades de ampliación y retos para los niños listos para ir más allá, para que los alumnos curiosos y de ritmo rápido sigan motivados y con desafíos.",
  "curriculum.support.multilingual.title": "Apoyo multilingüe",
  "curriculum.support.multilingual.body":
    "Apoyo para los alumnos multilingües y sus familias, para que los niños participen plenamente en clase mientras mejoran su inglés.",
  "curriculum.support.iep.title": "Colaboración en planes IEP/504",
  "curriculum.support.iep.body":
    "Si su hijo tiene un plan IEP o 504, nuestros maestros trabajan con usted para aplicar sus adaptaciones en el salón de clases en línea.",

  "curriculum.cta.title": "Vea cómo encaja todo en un día de clases",
  "curriculum.cta.lead": "Explore un día de semana de ejemplo, los clubes y la tecnología que necesita, o comience la solicitud de su hijo.",
  "curriculum.cta.apply": "Comenzar la solicitud",
  "curriculum.cta.dailyLife": "Explore la vida diaria",
};
