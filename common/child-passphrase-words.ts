/**
 * Words for a child's suggested passphrase ("Make one for me" in the child-password dialog): short
 * things and colours a young reader knows and can spell, 3 to 6 letters, no accents (easy to type on
 * any keyboard, so Spanish words that need one are left out), each list without repeats. Three words
 * from a list of 100 give about a million passphrases; a guess at sign-in meets the login throttle.
 */
import type { Language } from "./i18n/languages";
import { CHILD_PASSWORD_MIN_WORDS } from "./schemas/child-password";

const ENGLISH = `
  apple bear bell bird blue boat book bread brick bus
  cake cat cloud coat corn cow cup dog door drum
  duck egg farm fish flag fox frog gold goat grape
  green hat hill horse jam kite lake leaf lemon lion
  map milk moon mouse nest net owl panda park pear
  pig pink plum pond pot rain red ring river road
  robot rock rose sand ship shoe snow sock star sun
  sunny swan table tent tiger toad train tree truck tulip
  van wave whale wind wolf yak zebra zoo ant bee
  hen jet king lamp mango nut pen seal queen happy
`
  .trim()
  .split(/\s+/u);

const SPANISH = `
  abeja agua ala arena azul barco bota burro cabra cama
  campo casa cielo cine cisne coco conejo copa dado dedo
  faro flor foca fresa gato globo gorra gota hada hoja
  huevo isla jugo lago lana lata leche lente lima lobo
  loro luna lupa mango mapa mar mesa miel mono mora
  moto nube oca ola oro oso oveja pala palo pan
  pato pera perro pez pino pollo puente queso rana rata
  rey red roca rojo rosa sal sapo sol sopa taza
  tigre tren uva vaca vela verde yate zorro bici bote
  cebra dulce feliz gallo kiwi llave nido nieve tapa reina
`
  .trim()
  .split(/\s+/u);

export const CHILD_PASSPHRASE_WORDS: Record<Language, readonly string[]> = { en: ENGLISH, es: SPANISH };

/** A random whole number in [0, size) with no bias toward the low numbers (rejection sampling). */
function randomIndex(size: number, fill: (values: Uint32Array) => Uint32Array): number {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const value = new Uint32Array(1);
  do fill(value);
  while (value[0]! >= limit);
  return value[0]! % size;
}

/**
 * Three different words from `language`'s list, separated by spaces ("blue kite sunny"): they meet the
 * children's rule. `fill` is crypto.getRandomValues, given by the caller (the browser's own).
 */
export function suggestChildPassphrase(language: Language, fill: (values: Uint32Array) => Uint32Array): string {
  const remaining = [...CHILD_PASSPHRASE_WORDS[language]];
  const words: string[] = [];
  while (words.length < CHILD_PASSWORD_MIN_WORDS) words.push(...remaining.splice(randomIndex(remaining.length, fill), 1));
  return words.join(" ");
}
