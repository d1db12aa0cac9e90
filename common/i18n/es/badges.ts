/**
 * The Spanish words of the badges (see ../en/badges.ts). A child's words address the child as "tú";
 * the rules, read by families and teachers, are said in the infinitive.
 */
import type { CatalogueOf } from "../catalogue";
import type { badges as english } from "../en/badges";

export const badges: CatalogueOf<typeof english> = {
  "badges.firstWork.name": "Primer trabajo enviado",
  "badges.firstWork.childWords": "¡Enviaste tu primer trabajo!",
  "badges.firstWork.rule": "Entregar un primer trabajo.",
  "badges.stars.name": "{n} estrellas",
  "badges.stars.childWords": "¡Tus maestros te dieron {n} estrellas!",
  "badges.stars.rule": "Ganar {n} puntos sumando todas las habilidades.",
  "badges.onTime.name": "{n} veces seguidas a tiempo",
  "badges.onTime.childWords": "¡Enviaste {n} trabajos a tiempo, uno tras otro!",
  "badges.onTime.rule":
    "Entregar {n} trabajos seguidos antes de su fecha de entrega (los trabajos justificados no cuentan; un trabajo tarde o sin entregar vuelve a empezar la cuenta).",
  "badges.monthNoMissing.name": "Un mes con todo entregado",
  "badges.monthNoMissing.childWords": "¡Enviaste todos tus trabajos durante un mes entero!",
  "badges.monthNoMissing.rule": "Ningún trabajo sin entregar, entre al menos {work} trabajos con fecha de entrega en los últimos {days} días.",
  "badges.firstVoice.name": "Primera respuesta de voz",
  "badges.firstVoice.childWords": "¡Enviaste tu primera respuesta de voz!",
  "badges.firstVoice.rule": "Entregar una primera respuesta grabada con la voz.",
  "badges.firstPortfolio.name": "Primer trabajo en el portafolio",
  "badges.firstPortfolio.childWords": "¡Tu maestro o maestra agregó tu trabajo a tu portafolio!",
  "badges.firstPortfolio.rule": "Tener un primer trabajo del portafolio aprobado por un maestro o una maestra.",
  "badges.firstGame.name": "Primer juego",
  "badges.firstGame.childWords": "¡Terminaste tu primer juego para aprender!",
  "badges.firstGame.rule": "Terminar una primera ronda de los juegos para aprender.",
  "badges.games.name": "{n} juegos",
  "badges.games.childWords": "¡Terminaste {n} juegos para aprender!",
  "badges.games.rule": "Terminar {n} rondas de los juegos para aprender.",
  "badges.skill.name": "{skill}: {n} estrellas",
  "badges.skill.childWords": "¡Recibiste {n} estrellas en {skill}!",
  "badges.skill.rule": "Ganar {n} puntos en {skill}.",

  "badges.progress.stars": "¡{left, plural, one {Te falta # estrella} other {Te faltan # estrellas}}!",
  "badges.progress.onTime.start": "Envía {target} trabajos a tiempo, uno tras otro.",
  "badges.progress.onTime.running": "Llevas {current} a tiempo seguidos. ¡{left, plural, one {Te falta # más} other {Te faltan # más}}!",
  "badges.progress.monthNoMissing": "Envía todos tus trabajos durante {days} días.",
  "badges.progress.firstVoice": "Envía una respuesta con tu voz.",
  "badges.progress.firstPortfolio": "Elige tu mejor trabajo para tu portafolio.",
  "badges.progress.firstGame": "Juega un juego para aprender hasta el final.",
  "badges.progress.games": "¡{left, plural, one {Te falta # juego} other {Te faltan # juegos}}!",
  "badges.progress.firstWork": "Envía tu primer trabajo.",
};
