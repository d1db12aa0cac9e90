import type { CatalogueOf } from "../catalogue";
import type { child as english } from "../en/child";

/**
 * The Spanish texts of the area "child": written for a child of 5 to 10 in a U.S. school, who is
 * addressed as "tú"; the family and teacher block as "usted", like the rest of the portal.
 */
export const child: CatalogueOf<typeof english> = {
  "child.home.greeting": "{time, select, morning {¡Buenos días} afternoon {¡Buenas tardes} other {¡Buenas noches}}, {name}!",
  "child.home.today": "Hoy es {day}.",
  "child.home.myClasses": "Mis clases de hoy",
  "child.home.state.now": "Ahora",
  "child.home.state.next": "Siguiente",
  "child.home.state.done": "Terminada",
  "child.home.state.later": "Más tarde",
  "child.home.state.cancelled": "Hoy no hay clase",
  "child.home.withTeacher": "con {teacher}",
  "child.home.schoolTime": "{time} en la escuela",
  "child.home.timesAreSchoolTime": "Las horas son las de la escuela.",
  "child.home.timesAreYourTime": "Las horas son las de tu casa. La hora de la escuela ({zone}) está en letra pequeña.",
  "child.home.noClasses": "Hoy no hay clases. {why}",
  "child.home.dayOff": "Hoy es {title}.",
  "child.home.weekend": "Es fin de semana.",
  "child.home.noSchool": "Hoy no hay escuela.",
  "child.home.lovelyDay": "¡Que tengas un día muy bonito!",
  "child.home.nextSchoolDay": "Tu próximo día de escuela es el {day}.",
  "child.home.allDone": "¡Terminaste por hoy!",
  "child.home.coursesLink": "Mis cursos y maestros",
  "child.home.loadError": "No pudimos abrir tu día.",
  "child.askGrownUp": "Pídele a un adulto que vuelva a cargar la página.",
  "child.loading": "Cargando...",
  "child.home.read.noClasses": "Hoy no hay clases.",
  // No final period: the Spanish time ends in one ("9:00 a.m."); no "a las" either, which 1:30 would need as "a la".
  "child.home.read.class": "{subject}: {time}",
  "child.home.read.now": "Es ahora.",
  "child.home.read.next": "Es la siguiente.",

  "child.noRecord.title": "Esta es la página de un niño",
  "child.noRecord.text":
    "Muestra a un estudiante sus propias clases. Su cuenta no es la cuenta de un estudiante vinculada a un niño, así que aquí no hay nada que mostrar. El personal ve las clases y las listas en las páginas de los maestros y en Cursos.",

  "child.subject.homeroom": "Mi salón",
  "child.subject.ela": "Lectura",
  "child.subject.math": "Matemáticas",
  "child.subject.science": "Ciencias",
  "child.subject.socialStudies": "Nuestro mundo",
  "child.subject.art": "Arte",
  "child.subject.music": "Música",
  "child.subject.peHealth": "A moverse",
  "child.subject.digitalCitizenship": "Computadoras",
  "child.subject.sel": "Sentimientos",

  "child.listen.listen": "Escuchar",
  "child.listen.stop": "Parar",
  "child.listen.readToMe": "Léeme",
  "child.listen.stopReading": "Parar de leer",
  "child.listen.word": "Escuchar: {word}",

  "child.due.title": "Para entregar pronto",
  "child.due.loadError": "No pudimos abrir tus tareas.",
  "child.due.nothing": "¡No tienes nada para entregar pronto!",
  "child.due.allWork": "Todas mis tareas",

  // The "Missing" card of /student: work past its due time, not sent in yet.
  "child.missing.title": "Atrasadas",
  "child.missing.lead": "Ya pasó la fecha de entrega. Todavía puedes entregarlas.",
  "child.missing.seeAll": "{count, plural, one {Ver la # tarea atrasada} other {Ver las # tareas atrasadas}}",

  "child.live.join": "Entrar a la clase en vivo",

  "child.courses.loadError": "No pudimos abrir tus cursos.",
  "child.courses.none": "Todavía no estás en una clase. ¡Tu maestro te verá pronto!",
  "child.courses.teachers": "Maestro: {names}",
  "child.courses.noTeacher": "Maestro: pronto sabrás quién es",
  "child.courses.noTimes": "Todavía no hay horario de clase.",
  "child.portfolio.lead": "Guarda los trabajos de los que estás orgulloso. Tu maestro los mira y después tu familia los puede ver.",
  "child.profile.lead": "Tu dibujo y las ayudas que hacen fáciles para ti las pantallas de la escuela.",

  "child.stars.count": "{count, plural, one {# estrella} other {# estrellas}}",
  "child.stars.loadError": "No pudimos abrir tus estrellas.",
  "child.stars.title": "Mis estrellas",
  "child.stars.total": "¡Tienes {stars}!",
  "child.stars.skillsTitle": "Estrellas de mis habilidades",
  "child.stars.badgesTitle": "Mis insignias",
  "child.stars.noBadges": "Todavía no tienes insignias. ¡La primera ya viene!",
  "child.stars.nextTitle": "Insignias que puedes ganar",
  "child.stars.progress": "{name}: {current} de {target}",
  "child.stars.read.total": "Tienes {stars}.",
  "child.stars.read.skill": "{skill}: {stars}.",
  "child.stars.read.badges": "Tus insignias: {badges}.",
  "child.stars.read.next": "Próxima insignia: {name}. {progress}",

  "portal.homes.openLiveClass": "Abrir la clase en vivo",
  "portal.homes.liveClassOf": ": {className}",
  "portal.rewards.loadError": "No se pudieron cargar los puntos de sus hijos.",
  "portal.rewards.childLoadError": "No se pudieron cargar los puntos de este niño.",
  "portal.rewards.title": "Puntos e insignias",
  "portal.rewards.lead": "Los maestros dan puntos por habilidades; los puntos solo se suman. Solo usted y su hijo los ven; no hay clasificación de la clase.",
  "portal.rewards.childTotal": "{name}: {stars}",
  "portal.rewards.noPoints": "Todavía no hay puntos este año.",
  "portal.rewards.bySkill": "Puntos por habilidad",
  "portal.rewards.badges": "Insignias",
  "portal.rewards.noBadges": "Todavía no hay insignias.",
  "portal.rewards.earned": "{rule} Obtenida el {date}.",
  "portal.rewards.next": "Próximas insignias",

  "portal.times.zoneName": "hora del Este",
  "portal.times.atSchool": "{time}, hora del Este",
  "portal.times.yourTime": "{time}, hora local",
  "portal.times.shifted": "{time} ({shift, select, later {el día siguiente} other {el día anterior}})",
  "portal.times.withSchool": "{time} ({school})",
  "portal.times.span": "de {start} a {end}",
  "portal.times.weekly": "{weekday, select, 1 {Los lunes} 2 {Los martes} 3 {Los miércoles} 4 {Los jueves} 5 {Los viernes} other {Entre semana}}, {times}",
};
