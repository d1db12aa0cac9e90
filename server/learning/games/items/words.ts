/**
 * The English words of the reading games (issue 34), each picturable one with its emoji: the games
 * teach reading English in every language of the screens. Groups are chosen so that no word fits
 * two groups of one list (a wrong choice is never also right).
 */

/** A word a child can see as a picture. */
export interface PictureWord {
  word: string;
  emoji: string;
}

const w = (word: string, emoji: string): PictureWord => ({ word, emoji });

/** Words by the letter whose sound they start with (a plain consonant sound: no silent letters, no digraphs; no k, whose sound is hard c's). */
export const FIRST_SOUNDS: Readonly<Record<string, readonly PictureWord[]>> = {
  b: [w("bat", "🦇"), w("bus", "🚌"), w("bed", "🛏️"), w("bug", "🐛"), w("bee", "🐝"), w("bear", "🐻")],
  c: [w("cat", "🐱"), w("cup", "🥤"), w("car", "🚗"), w("cow", "🐄"), w("cake", "🎂")],
  d: [w("dog", "🐶"), w("duck", "🦆"), w("door", "🚪"), w("drum", "🥁")],
  f: [w("fox", "🦊"), w("fish", "🐟"), w("frog", "🐸"), w("foot", "🦶")],
  g: [w("goat", "🐐"), w("gift", "🎁"), w("grapes", "🍇"), w("guitar", "🎸")],
  h: [w("hat", "🎩"), w("hen", "🐔"), w("horse", "🐴"), w("house", "🏠")],
  l: [w("lion", "🦁"), w("leaf", "🍃"), w("lemon", "🍋"), w("leg", "🦵")],
  m: [w("moon", "🌙"), w("map", "🗺️"), w("milk", "🥛"), w("mouse", "🐭"), w("monkey", "🐒")],
  n: [w("nut", "🥜"), w("nose", "👃"), w("net", "🥅")],
  p: [w("pig", "🐷"), w("pen", "🖊️"), w("pizza", "🍕"), w("pear", "🍐"), w("pencil", "✏️")],
  r: [w("rat", "🐀"), w("rain", "🌧️"), w("ring", "💍"), w("robot", "🤖"), w("rabbit", "🐰")],
  s: [w("sun", "☀️"), w("sock", "🧦"), w("star", "⭐"), w("snake", "🐍")],
  t: [w("ten", "🔟"), w("tent", "⛺"), w("tiger", "🐯"), w("tree", "🌳"), w("turtle", "🐢")],
  v: [w("van", "🚐"), w("violin", "🎻"), w("volcano", "🌋")],
  w: [w("web", "🕸️"), w("watch", "⌚"), w("wolf", "🐺")],
  z: [w("zebra", "🦓"), w("zero", "0️⃣")],
};

/** Words by the letter whose sound they end with (no final x, whose sound is "ks"). */
export const LAST_SOUNDS: Readonly<Record<string, readonly PictureWord[]>> = {
  t: [w("cat", "🐱"), w("hat", "🎩"), w("bat", "🦇"), w("nut", "🥜"), w("net", "🥅")],
  n: [w("sun", "☀️"), w("hen", "🐔"), w("ten", "🔟"), w("pen", "🖊️"), w("van", "🚐")],
  g: [w("dog", "🐶"), w("bug", "🐛"), w("pig", "🐷"), w("leg", "🦵"), w("frog", "🐸")],
  p: [w("cup", "🥤"), w("map", "🗺️"), w("lip", "👄"), w("ship", "🚢")],
  d: [w("bed", "🛏️"), w("bird", "🐦"), w("hand", "✋"), w("sled", "🛷")],
  m: [w("drum", "🥁"), w("jam", "🍯"), w("broom", "🧹")],
  l: [w("ball", "⚽"), w("doll", "🪆"), w("bell", "🔔"), w("shell", "🐚")],
};

/** Short-vowel words (consonant, vowel, consonant) by their vowel, and a word that names the sound. */
export const SHORT_VOWELS: Readonly<Record<string, { example: string; words: readonly PictureWord[] }>> = {
  a: { example: "apple", words: [w("cat", "🐱"), w("hat", "🎩"), w("bat", "🦇"), w("rat", "🐀"), w("map", "🗺️"), w("van", "🚐")] },
  e: { example: "egg", words: [w("bed", "🛏️"), w("hen", "🐔"), w("ten", "🔟"), w("pen", "🖊️"), w("net", "🥅"), w("web", "🕸️")] },
  i: { example: "itch", words: [w("pig", "🐷"), w("lip", "👄"), w("six", "6️⃣"), w("pin", "📌")] },
  o: { example: "octopus", words: [w("dog", "🐶"), w("fox", "🦊"), w("box", "📦"), w("log", "🪵"), w("pot", "🍲")] },
  u: { example: "umbrella", words: [w("sun", "☀️"), w("bus", "🚌"), w("bug", "🐛"), w("nut", "🥜"), w("cup", "🥤")] },
};

/** Words that start with two letters making one sound, and the single letter a child might confuse it with. */
export const DIGRAPHS: Readonly<Record<string, { lookAlike: string; words: readonly PictureWord[] }>> = {
  sh: { lookAlike: "s", words: [w("sheep", "🐑"), w("shoe", "👟"), w("shell", "🐚"), w("ship", "🚢"), w("shirt", "👕")] },
  ch: { lookAlike: "c", words: [w("chair", "🪑"), w("cheese", "🧀"), w("cherry", "🍒"), w("chick", "🐤")] },
  th: { lookAlike: "t", words: [w("thumb", "👍"), w("thread", "🧵"), w("three", "3️⃣")] },
};

/** Rhyming families: every word of a family rhymes with the others and with no word of another family. */
export const RHYMES: readonly (readonly PictureWord[])[] = [
  [w("cat", "🐱"), w("hat", "🎩"), w("bat", "🦇"), w("rat", "🐀")],
  [w("dog", "🐶"), w("frog", "🐸"), w("log", "🪵")],
  [w("bug", "🐛"), w("hug", "🤗"), w("mug", "☕")],
  [w("hen", "🐔"), w("pen", "🖊️"), w("ten", "🔟")],
  [w("ring", "💍"), w("king", "🤴"), w("sing", "🎤")],
  [w("cake", "🎂"), w("snake", "🐍"), w("lake", "🏞️")],
  [w("bee", "🐝"), w("tree", "🌳"), w("key", "🔑"), w("three", "3️⃣")],
  [w("car", "🚗"), w("star", "⭐"), w("jar", "🫙")],
  [w("sock", "🧦"), w("rock", "🪨"), w("lock", "🔒"), w("clock", "🕰️")],
  [w("goat", "🐐"), w("boat", "⛵"), w("coat", "🧥")],
  [w("fish", "🐟"), w("dish", "🍽️")],
  [w("sun", "☀️"), w("bun", "🍞"), w("run", "🏃")],
  [w("fox", "🦊"), w("box", "📦")],
  [w("house", "🏠"), w("mouse", "🐭")],
  [w("moon", "🌙"), w("spoon", "🥄"), w("balloon", "🎈")],
  [w("bear", "🐻"), w("pear", "🍐"), w("chair", "🪑")],
  [w("bed", "🛏️"), w("sled", "🛷")],
  [w("ship", "🚢"), w("lip", "👄")],
];

/** The Dolch sight words, by list: pre-primer, primer, first grade, second grade. */
export const SIGHT_WORDS: readonly (readonly string[])[] = [
  // prettier-ignore
  ["a", "and", "away", "big", "blue", "can", "come", "down", "find", "for", "funny", "go", "help", "here", "I", "in", "is", "it", "jump", "little",
    "look", "make", "me", "my", "not", "one", "play", "red", "run", "said", "see", "the", "three", "to", "two", "up", "we", "where", "yellow", "you"],
  // prettier-ignore
  ["all", "am", "are", "at", "ate", "be", "black", "brown", "but", "came", "did", "do", "eat", "four", "get", "good", "have", "he", "into", "like",
    "must", "new", "no", "now", "on", "our", "out", "please", "pretty", "ran", "ride", "saw", "say", "she", "so", "soon", "that", "there", "they",
    "this", "too", "under", "want", "was", "well", "went", "what", "white", "who", "will", "with", "yes"],
  // prettier-ignore
  ["after", "again", "an", "any", "as", "ask", "by", "could", "every", "fly", "from", "give", "going", "had", "has", "her", "him", "his", "how",
    "just", "know", "let", "live", "may", "of", "old", "once", "open", "over", "put", "round", "some", "stop", "take", "thank", "them", "then",
    "think", "walk", "were", "when"],
  // prettier-ignore
  ["always", "around", "because", "been", "before", "best", "both", "buy", "call", "cold", "does", "don't", "fast", "first", "five", "found",
    "gave", "goes", "green", "its", "made", "many", "off", "or", "pull", "read", "right", "sing", "sit", "sleep", "tell", "their", "these", "those",
    "upon", "us", "use", "very", "wash", "which", "why", "wish", "work", "would", "write", "your"],
];

/** Sight words that sound alike: Read to me could not tell them apart, so they are never choices together. */
export const HOMOPHONES: readonly (readonly string[])[] = [
  ["to", "two", "too"],
  ["there", "their"],
  ["right", "write"],
  ["know", "no"],
  ["for", "four"],
  ["by", "buy"],
  ["red", "read"],
];

/**
 * Sentences to build, by how long they are (three words at level 1 to seven at level 5). Each has one
 * right order: no word could move without breaking it (the capital and the period pin the ends), and
 * no tile is there twice ("The" and "the" are told apart by the capital).
 */
export const SENTENCES: readonly (readonly string[])[] = [
  ["I can run.", "We like cats.", "The dog ran.", "I see you.", "Mom is here.", "Sam can jump.", "We play ball.", "Birds can fly.", "Fish can swim."],
  [
    "The cat is big.",
    "I like red apples.",
    "We go to school.",
    "My dog can run.",
    "She has a hat.",
    "He sees the moon.",
    "The sun is hot.",
    "I can read books.",
  ],
  [
    "The children ran to school.",
    "My feet are very cold.",
    "We made a big snowman.",
    "She taught herself to swim.",
    "The mice hid in holes.",
    "He wrote a long letter.",
    "Our team won the game.",
  ],
  [
    "My class saw two tall giraffes.",
    "We sat on the soft grass.",
    "She quietly closed the heavy door.",
    "The little boy hurt himself today.",
    "A flock of geese flew south.",
    "The geese flew over the lake.",
  ],
  [
    "My sister is taller than my brother.",
    "The happiest puppy wagged its long tail.",
    "He runs faster than his older cousin.",
    "Yesterday our class planted seeds in pots.",
    "Tomorrow we will visit the science museum.",
    "Her kite flew higher than the clouds.",
  ],
];
