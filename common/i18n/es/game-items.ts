import type { CatalogueOf } from "../catalogue";
import type { gameItems as english } from "../en/game-items";

/** The Spanish texts of the instructions of the games' items, to the child as "tú" (ids `gameItems.*`). */
export const gameItems: CatalogueOf<typeof english> = {
  "gameItems.letterSounds.first": "¿Cuál empieza con el sonido de {letter}?",
  "gameItems.letterSounds.last": "¿Cuál termina con el sonido de {letter}?",
  "gameItems.letterSounds.vowel": "¿Cuál tiene el sonido corto de la {vowel}, como en {example}?",
  "gameItems.rhyming.prompt": "¿Qué palabra rima con {word}?",
  "gameItems.sightWords.prompt": "Toca la palabra: {word}",
  "gameItems.sentenceBuilding.prompt": "Pon las palabras en orden para formar una oración.",

  "gameItems.counting.howMany.apple": "¿Cuántas manzanas hay?",
  "gameItems.counting.howMany.star": "¿Cuántas estrellas hay?",
  "gameItems.counting.howMany.fish": "¿Cuántos peces hay?",
  "gameItems.counting.howMany.duck": "¿Cuántos patos hay?",
  "gameItems.counting.howMany.ball": "¿Cuántas pelotas hay?",
  "gameItems.counting.howMany.flower": "¿Cuántas flores hay?",
  "gameItems.counting.howMany.car": "¿Cuántos carros hay?",
  "gameItems.counting.howMany.cookie": "¿Cuántas galletas hay?",

  "gameItems.numberBonds.prompt": "¿Qué número falta?",
  "gameItems.numberBonds.partSpeech": "¿Qué número falta? ¿{part} y qué número hacen {whole}?",
  "gameItems.numberBonds.wholeSpeech": "¿Qué número falta? ¿{first} y {second} hacen qué número?",

  "gameItems.addSubtract.whatIs": "¿Cuánto es {a} {sign} {b}?",
  "gameItems.addSubtract.whatIsSpeech": "¿Cuánto es {a} {op, select, plus {más} other {menos}} {b}?",
  "gameItems.addSubtract.missing": "¿Qué número falta? {a} {sign} ? = {c}",
  "gameItems.addSubtract.missingSpeech": "¿Qué número falta? ¿{a} {op, select, plus {más} other {menos}} qué número es igual a {c}?",

  "gameItems.placeValue.blocks": "¿Qué número muestran los bloques?",
  "gameItems.placeValue.tens": "¿Cuántas decenas hay en {number}?",
  "gameItems.placeValue.valueOf": "¿Cuál es el valor del {digit} en {number}?",

  "gameItems.timesTables.whatIs": "¿Cuánto es {a} × {b}?",
  "gameItems.timesTables.whatIsSpeech": "¿Cuánto es {a} por {b}?",

  "gameItems.fractions.tap": "Toca {fraction} en la recta numérica.",
  "gameItems.fractions.tapSpeech": "Toca {name} en la recta numérica.",
  "gameItems.fractions.name":
    "{numerator} {unit, select, halves {{numerator, plural, one {medio} other {medios}}} thirds {{numerator, plural, one {tercio} other {tercios}}} fourths {{numerator, plural, one {cuarto} other {cuartos}}} sixths {{numerator, plural, one {sexto} other {sextos}}} other {{numerator, plural, one {octavo} other {octavos}}}}",

  "gameItems.tellingTime.prompt": "¿Qué hora marca el reloj?",

  "gameItems.money.prompt": "¿Cuánto dinero hay?",
  "gameItems.money.cents": "{cents, plural, one {# centavo} other {# centavos}}",
};
