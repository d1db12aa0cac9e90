/**
 * The school's glossary: words of U.S. schools that a general engine gets wrong ("field trip" as
 * "viaje de campo", "homeroom" left in English, "report card" as "tarjeta de informe"), with the words
 * families read in the school's Spanish pages (Latin American, neutral). Applied to the embedded
 * engine by putting the school's term into the stream already translated (./apertium-format.ts): the
 * engine translates around it. A school with its own engine (TRANSLATE_URL) keeps that engine's words.
 *
 * Each entry works both ways unless `only` says otherwise; plural forms are entries of their own
 * (the terms pass the engine as they are, so nothing inflects them).
 */
import { createHash } from "node:crypto";
import type { Language } from "./translator";
import type { ProtectedTerm } from "./apertium-format";

export interface GlossaryEntry {
  en: string;
  es: string;
  /** The one direction it applies in, as "from-to". */
  only?: "en-es" | "es-en";
  /**
   * The Spanish term's gender and number: an English determiner just before the term ("the field
   * trip") is then translated with it ("la excursión"); the engine, which sees the term as a blank,
   * would make it masculine singular.
   */
  g?: SpanishForm;
  /** The translation when the term opens a sentence, if it differs ("Please sign" -> "Por favor, firme"). */
  atSentenceStart?: string;
}

type SpanishForm = "m" | "f" | "mp" | "fp";

export const SCHOOL_GLOSSARY: readonly GlossaryEntry[] = [
  { en: "reading log", es: "registro de lectura", g: "m" },
  { en: "reading logs", es: "registros de lectura", g: "mp" },
  { en: "homeroom", es: "salón hogar", g: "m" },
  { en: "field trip", es: "excursión", g: "f" },
  { en: "field trips", es: "excursiones", g: "fp" },
  { en: "report card", es: "boleta de calificaciones", g: "f" },
  { en: "report cards", es: "boletas de calificaciones", g: "fp" },
  { en: "parent-teacher conference", es: "reunión de padres y maestros", g: "f" },
  { en: "parent-teacher conferences", es: "reuniones de padres y maestros", g: "fp" },
  { en: "show and tell", es: "mostrar y contar" },
  { en: "sight words", es: "palabras de uso frecuente", g: "fp" },
  { en: "specials", es: "clases especiales", g: "fp" },
  { en: "recess", es: "recreo", g: "m" },
  { en: "permission slip", es: "autorización", g: "f" },
  { en: "picture day", es: "día de fotos", g: "m" },
  { en: "early dismissal", es: "salida temprano", g: "f" },
  { en: "school nurse", es: "enfermera de la escuela", g: "f" },
  { en: "nurse's office", es: "enfermería", g: "f" },
  { en: "lunch box", es: "lonchera", g: "f" },
  { en: "chapter book", es: "libro por capítulos", g: "m" },
  { en: "spelling words", es: "palabras de ortografía", g: "fp" },
  { en: "homework folder", es: "carpeta de tareas", g: "f" },
  { en: "book fair", es: "feria del libro", g: "f" },
  { en: "science fair", es: "feria de ciencias", g: "f" },
  { en: "food drive", es: "colecta de alimentos", g: "f" },
  { en: "school supplies", es: "útiles escolares", g: "mp" },
  { en: "physical education", es: "educación física", g: "f" },
  { en: "backpack", es: "mochila", g: "f" },
  { en: "snack", es: "refrigerio", g: "m" },
  // Teachers' comments on work are mostly a few set phrases, which the engine reads word by word
  // ("Lovely work" -> "Obra preciosa", "you are getting there" -> "estás cogiendo allí"). Said to the
  // child, so in "tú", as a teacher writes to a child in Spanish.
  { en: "lovely work", es: "muy buen trabajo", g: "m", only: "en-es" },
  { en: "great work", es: "excelente trabajo", g: "m", only: "en-es" },
  { en: "great effort", es: "gran esfuerzo", g: "m", only: "en-es" },
  { en: "good start", es: "buen comienzo", g: "m", only: "en-es" },
  { en: "super thinking", es: "excelente razonamiento", g: "m", only: "en-es" },
  { en: "excellent reasoning", es: "excelente razonamiento", g: "m", only: "en-es" },
  { en: "well done", es: "muy bien", only: "en-es" },
  { en: "shows real understanding", es: "demuestra una verdadera comprensión", only: "en-es" },
  { en: "I loved how", es: "me encantó cómo", only: "en-es" },
  { en: "I can see how hard you worked", es: "se nota lo mucho que trabajaste", only: "en-es" },
  { en: "you are getting there", es: "vas por buen camino", only: "en-es" },
  { en: "let's practise this together", es: "practiquemos esto juntos", only: "en-es" },
  { en: "let's practice this together", es: "practiquemos esto juntos", only: "en-es" },
  { en: "next time", es: "la próxima vez", only: "en-es" },
  { en: "next small group", es: "próximo grupo pequeño", g: "m", only: "en-es" },
  { en: "read the question again", es: "vuelve a leer la pregunta", only: "en-es" },
  { en: "check your work again", es: "revisa tu trabajo otra vez", only: "en-es" },
  { en: "check your last step", es: "revisa tu último paso", only: "en-es" },
  { en: "before you hand it in", es: "antes de entregarlo", only: "en-es" },
  { en: "full sentences", es: "oraciones completas", g: "fp", only: "en-es" },
  { en: "remember to use", es: "recuerda usar", only: "en-es" },
  { en: "add one more example", es: "agrega un ejemplo más", only: "en-es" },
  // An assignment's words (issue 32): the kinds of work teachers set ("Math journal" -> "Revista de
  // matemática", "Writing workshop" -> "Escribiendo taller") and the set phrases of instructions,
  // said to the child in "tú" ("Show your thinking" -> "Espectáculo su pensamiento").
  { en: "math journal", es: "diario de matemáticas", g: "m", only: "en-es" },
  { en: "writing workshop", es: "taller de escritura", g: "m", only: "en-es" },
  { en: "word work", es: "trabajo con palabras", g: "m", only: "en-es" },
  { en: "reading response", es: "respuesta a la lectura", g: "f", only: "en-es" },
  { en: "story map", es: "mapa del cuento", g: "m", only: "en-es" },
  { en: "problem of the week", es: "problema de la semana", g: "m", only: "en-es" },
  { en: "exit ticket", es: "boleto de salida", g: "m", only: "en-es" },
  { en: "observation log", es: "registro de observaciones", g: "m", only: "en-es" },
  { en: "science notebook", es: "cuaderno de ciencias", g: "m", only: "en-es" },
  { en: "listen carefully", es: "escucha con atención", only: "en-es" },
  { en: "do your best", es: "haz tu mejor esfuerzo", only: "en-es" },
  { en: "show your thinking", es: "muestra tu razonamiento", only: "en-es" },
  { en: "what we are learning", es: "lo que estamos aprendiendo", only: "en-es" },
  { en: "read the task", es: "lee la tarea", only: "en-es" },
  { en: "answer in full sentences", es: "responde con oraciones completas", only: "en-es" },
  { en: "type your answer", es: "escribir tu respuesta", only: "en-es" },
  { en: "record it with your voice", es: "grabarla con tu voz", only: "en-es" },
  { en: "count aloud", es: "cuenta en voz alta", only: "en-es" },
  { en: "read aloud", es: "lee en voz alta", only: "en-es" },
  { en: "aloud", es: "en voz alta", only: "en-es" },
  { en: "count on", es: "sigue contando", only: "en-es" },
  // The engine reads a leading "Please" as the verb ("Complacer traer...").
  { en: "please", es: "por favor", only: "en-es", atSentenceStart: "por favor," },
  { en: "homework", es: "tarea", g: "f", only: "en-es" },
  { en: "homework", es: "tareas", only: "es-en" },
  { en: "teacher", es: "maestra", only: "es-en" },
  { en: "teacher", es: "maestro", only: "es-en" },
];

/** English determiners and their Spanish forms, for a glossary term of known gender and number. */
const DETERMINERS: Record<string, Partial<Record<SpanishForm, string>>> = {
  the: { m: "el", f: "la", mp: "los", fp: "las" },
  a: { m: "un", f: "una" },
  an: { m: "un", f: "una" },
  this: { m: "este", f: "esta" },
  these: { mp: "estos", fp: "estas" },
  that: { m: "ese", f: "esa" },
  those: { mp: "esos", fp: "esas" },
  my: { m: "mi", f: "mi", mp: "mis", fp: "mis" },
  your: { m: "su", f: "su", mp: "sus", fp: "sus" },
  his: { m: "su", f: "su", mp: "sus", fp: "sus" },
  her: { m: "su", f: "su", mp: "sus", fp: "sus" },
  their: { m: "su", f: "su", mp: "sus", fp: "sus" },
  our: { m: "nuestro", f: "nuestra", mp: "nuestros", fp: "nuestras" },
};
const DETERMINER_BEFORE = new RegExp(`(?<![\\p{L}\\p{N}'’-])(${Object.keys(DETERMINERS).join("|")})\\s+$`, "iu");

export interface Glossary {
  /** Names its entries (a digest of them): translations made with other entries are made again. */
  readonly version: string;
  /** The terms of `text` to put into the stream already translated, in order and not overlapping. */
  terms(text: string, from: Language, to: Language): ProtectedTerm[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The school's translation of a term keeps the capital of the word it replaces ("Homeroom starts" -> "Salón hogar"). */
function matchCase(found: string, replacement: string): string {
  const first = found[0] ?? "";
  return first !== first.toLowerCase() ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

export function makeGlossary(entries: readonly GlossaryEntry[]): Glossary {
  const byDirection = new Map<string, { pattern: RegExp; lookup: Map<string, GlossaryEntry> }>();
  for (const [from, to] of [
    ["en", "es"],
    ["es", "en"],
  ] as const) {
    const lookup = new Map<string, GlossaryEntry>();
    for (const entry of entries) {
      if (entry.only && entry.only !== `${from}-${to}`) continue;
      const key = entry[from].toLowerCase();
      if (!lookup.has(key)) lookup.set(key, entry);
    }
    if (lookup.size === 0) continue;
    // Longest first, so "report cards" wins over "report card"; whole words only (letters of any script).
    const alternatives = [...lookup.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}-])`, "giu");
    byDirection.set(`${from}-${to}`, { pattern, lookup });
  }
  return {
    version: createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 16),
    terms(text, from, to) {
      const direction = byDirection.get(`${from}-${to}`);
      if (!direction) return [];
      const found: ProtectedTerm[] = [];
      for (const match of text.matchAll(direction.pattern)) {
        const entry = direction.lookup.get(match[0].toLowerCase());
        if (entry === undefined) continue;
        let start = match.index;
        const opensSentence = /(?:^|[.!?:;\n])\s*["“(]?$/u.test(text.slice(Math.max(0, start - 8), start));
        let replacement = matchCase(match[0], opensSentence && entry.atSentenceStart ? entry.atSentenceStart : entry[to]);
        if (from === "en" && to === "es" && entry.g) {
          const windowStart = Math.max(found.at(-1)?.end ?? 0, start - 16);
          const before = DETERMINER_BEFORE.exec(text.slice(windowStart, start));
          const spanish = before && DETERMINERS[before[1]!.toLowerCase()]?.[entry.g];
          // The window may have cut a word ("lathe" read as "the"): the determiner must start one.
          const cut = before && before.index === 0 && windowStart > 0 && /[\p{L}\p{N}'’-]/u.test(text[windowStart - 1]!);
          if (before && spanish && !cut) {
            start -= before[0].length;
            replacement = matchCase(before[1]!, `${spanish} ${entry[to]}`);
          }
        }
        const end = match.index + match[0].length;
        found.push({ start, end, replacement, lowerNext: /^\s+\p{Ll}/u.test(text.slice(end, end + 4)) });
      }
      return found;
    },
  };
}

export const schoolGlossary = makeGlossary(SCHOOL_GLOSSARY);
export const emptyGlossary: Glossary = { version: "empty", terms: () => [] };
