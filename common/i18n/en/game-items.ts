/**
 * The English instructions of the games' items (issue 34, ids `gameItems.*`), written by the server
 * when it makes an item (server/learning/games/items/). The reading games' words stay English in every
 * language: they teach reading English. `speech` texts are what Read to me says: numbers in digits
 * (speech engines read them), signs in words.
 */
export const gameItems = {
  // Reading games (their faces are English in every language today: server/learning/games/items/letter-sounds.ts ...)
  "gameItems.letterSounds.first": "Which one starts with the sound of {letter}?",
  "gameItems.letterSounds.last": "Which one ends with the sound of {letter}?",
  "gameItems.letterSounds.vowel": "Which one has the short {vowel} sound, as in {example}?",
  "gameItems.rhyming.prompt": "Which word rhymes with {word}?",
  "gameItems.sightWords.prompt": "Tap the word: {word}",
  "gameItems.sentenceBuilding.prompt": "Put the words in order to make a sentence.",

  "gameItems.counting.howMany.apple": "How many apples?",
  "gameItems.counting.howMany.star": "How many stars?",
  "gameItems.counting.howMany.fish": "How many fish?",
  "gameItems.counting.howMany.duck": "How many ducks?",
  "gameItems.counting.howMany.ball": "How many balls?",
  "gameItems.counting.howMany.flower": "How many flowers?",
  "gameItems.counting.howMany.car": "How many cars?",
  "gameItems.counting.howMany.cookie": "How many cookies?",

  "gameItems.numberBonds.prompt": "What number is missing?",
  "gameItems.numberBonds.partSpeech": "What number is missing? {part} and what number make {whole}?",
  "gameItems.numberBonds.wholeSpeech": "What number is missing? {first} and {second} make what number?",

  /** `sign` is "+" or "−" (shown); `op` is `plus` or `minus` (said). */
  "gameItems.addSubtract.whatIs": "What is {a} {sign} {b}?",
  "gameItems.addSubtract.whatIsSpeech": "What is {a} {op, select, plus {plus} other {minus}} {b}?",
  "gameItems.addSubtract.missing": "What number is missing? {a} {sign} ? = {c}",
  "gameItems.addSubtract.missingSpeech": "What number is missing? {a} {op, select, plus {plus} other {minus}} what number is {c}?",

  "gameItems.placeValue.blocks": "What number do the blocks show?",
  "gameItems.placeValue.tens": "How many tens are in {number}?",
  "gameItems.placeValue.valueOf": "What is the value of the {digit} in {number}?",

  "gameItems.timesTables.whatIs": "What is {a} × {b}?",
  "gameItems.timesTables.whatIsSpeech": "What is {a} times {b}?",

  /** `fraction` is written "3/4"; `name` is `gameItems.fractions.name` ("3 fourths"). */
  "gameItems.fractions.tap": "Tap {fraction} on the number line.",
  "gameItems.fractions.tapSpeech": "Tap {name} on the number line.",
  "gameItems.fractions.name":
    "{numerator} {unit, select, halves {{numerator, plural, one {half} other {halves}}} thirds {{numerator, plural, one {third} other {thirds}}} fourths {{numerator, plural, one {fourth} other {fourths}}} sixths {{numerator, plural, one {sixth} other {sixths}}} other {{numerator, plural, one {eighth} other {eighths}}}}",

  "gameItems.tellingTime.prompt": "What time does the clock show?",

  "gameItems.money.prompt": "How much money is this?",
  "gameItems.money.cents": "{cents, plural, one {# cent} other {# cents}}",
} as const;
