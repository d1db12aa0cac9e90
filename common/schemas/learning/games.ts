/**
 * Learning games (issue 34; docs/api/games.md): a child's games home, a round and its answers, a
 * teacher's practice view and assigned games, a guardian's daily limit. The same schemas validate the
 * screens and the server. An item carries what the child sees and hears and the choices' ids, never
 * which one is right: the server keeps the round's seed and checks every answer itself.
 */
import { z } from "zod";
import { DAILY_LIMIT_CHOICES, GAME_KINDS, MAX_LEVEL, MIN_LEVEL, ROUND_ITEMS } from "../../learning/games";
import { optionalText, text } from "../fields";
import { badgeViewSchema } from "./rewards";

export const GAMES_MESSAGES = {
  kind: "Please choose a game.",
  classId: "Please choose a class.",
  studentId: "Please choose a child.",
  note: "Please keep the note under 200 characters.",
  index: "That question is not the one being answered.",
  answer: "Please choose an answer.",
  limit: "Please choose a daily limit from the list.",
} as const;

export const GAME_NOTE_MAX = 200;
/** The most tiles of an order answer (a sentence of at most this many words). */
export const MAX_TILES = 12;
const choiceId = text({ error: GAMES_MESSAGES.answer }).min(1, GAMES_MESSAGES.answer).max(16, GAMES_MESSAGES.answer);

const gameKind = z.enum(GAME_KINDS, { error: GAMES_MESSAGES.kind });

// --- Inputs ---------------------------------------------------------------------------------------

/** Start a round of a game; `assignmentId` when the child starts it from their teacher's list. */
export const startRoundSchema = z.object({
  kind: gameKind,
  assignmentId: z.uuid({ error: GAMES_MESSAGES.kind }).optional(),
});
export type StartRoundInput = z.output<typeof startRoundSchema>;

/**
 * An answer to the round's current item: a tapped choice, or the tiles in the order the child put
 * them (sentence building). `index` is the item answered: an answer to another item is refused.
 */
export const answerSchema = z
  .object({
    index: z
      .number({ error: GAMES_MESSAGES.index })
      .int(GAMES_MESSAGES.index)
      .min(0, GAMES_MESSAGES.index)
      .max(ROUND_ITEMS - 1, GAMES_MESSAGES.index),
    choice: choiceId.optional(),
    order: z.array(choiceId, { error: GAMES_MESSAGES.answer }).min(1, GAMES_MESSAGES.answer).max(MAX_TILES, GAMES_MESSAGES.answer).optional(),
  })
  .refine((v) => (v.choice === undefined) !== (v.order === undefined), { message: GAMES_MESSAGES.answer, path: ["choice"] });
export type AnswerInput = z.output<typeof answerSchema>;

export const practiceQuerySchema = z.object({ classId: z.uuid({ error: GAMES_MESSAGES.classId }) });

/** A teacher assigns a game as practice to a class or to one child of it. */
export const assignGameSchema = z.object({
  classId: z.uuid({ error: GAMES_MESSAGES.classId }),
  kind: gameKind,
  studentId: z.uuid({ error: GAMES_MESSAGES.studentId }).nullable().default(null),
  note: optionalText(GAME_NOTE_MAX, GAMES_MESSAGES.note),
});
export type AssignGameInput = z.output<typeof assignGameSchema>;

export const familyGamesQuerySchema = z.object({ studentId: z.uuid({ error: GAMES_MESSAGES.studentId }) });

/** A guardian's daily limit of a child's games, in minutes; null is no limit. */
export const gameLimitSchema = z.object({
  minutesPerDay: z
    .number({ error: GAMES_MESSAGES.limit })
    .int(GAMES_MESSAGES.limit)
    .refine((m) => (DAILY_LIMIT_CHOICES as readonly number[]).includes(m), GAMES_MESSAGES.limit)
    .nullable(),
});
export type GameLimitInput = z.output<typeof gameLimitSchema>;

// --- Answers (schemas of common/api/learning/games.ts) ---------------------------------------------

const instant = z.string();
const level = z.number().int().min(MIN_LEVEL).max(MAX_LEVEL);

/** What an item shows besides its words, drawn by the page. */
export const gamePictureSchema = z.discriminatedUnion("kind", [
  /** `count` pictures of one thing (counting). */
  z.object({ kind: z.literal("objects"), emoji: z.string(), count: z.number().int().min(0).max(30) }),
  /** An analogue clock showing a time (telling time). */
  z.object({ kind: z.literal("clock"), hour: z.number().int().min(1).max(12), minute: z.number().int().min(0).max(59) }),
  /** Coins to add up (money). */
  z.object({ kind: z.literal("coins"), coins: z.array(z.enum(["penny", "nickel", "dime", "quarter"])).max(12) }),
  /** Base-ten blocks (place value). */
  z.object({
    kind: z.literal("blocks"),
    hundreds: z.number().int().min(0).max(9),
    tens: z.number().int().min(0).max(9),
    ones: z.number().int().min(0).max(9),
  }),
  /** A number line from 0 to `end` cut in `denominator` equal parts; its points are the choices (fractions). */
  z.object({ kind: z.literal("numberLine"), denominator: z.number().int().min(2).max(12), end: z.number().int().min(1).max(3) }),
  /** A number bond: a whole and its parts, one of them missing (null). */
  z.object({ kind: z.literal("bond"), whole: z.number().int().nullable(), parts: z.array(z.number().int().nullable()).length(2) }),
  /** A word shown big (the word to rhyme with, to find, ...). */
  z.object({ kind: z.literal("word"), text: z.string(), emoji: z.string().nullable() }),
]);
export type GamePicture = z.infer<typeof gamePictureSchema>;

export const gameChoiceSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** A picture beside the word (an emoji), for children who do not read yet. */
  emoji: z.string().nullable(),
  /** What Read to me says for it, when not the label ("seven" for "7" is the label itself). */
  speech: z.string().nullable(),
  /** Where the point stands on a number line (0 to the line's end), for a number-line item. */
  at: z.number().nullable(),
});
export type GameChoice = z.infer<typeof gameChoiceSchema>;

export const gameItemSchema = z.object({
  index: z.number().int(),
  level,
  /** The standard (code as published) the item practises. */
  standardCode: z.string(),
  /** What the child reads. */
  prompt: z.string(),
  /** What Read to me says (the prompt with what the picture shows, in words). */
  speech: z.string(),
  /** The language of the prompt and the speech (ELA games are in English). */
  language: z.enum(["en", "es"]),
  picture: gamePictureSchema.nullable(),
  /** Tap one choice, or put the tiles in order. */
  mode: z.enum(["choose", "order"]),
  choices: z.array(gameChoiceSchema),
});
export type GameItem = z.infer<typeof gameItemSchema>;

export const finishedRoundSchema = z.object({
  stars: z.number().int().min(1).max(3),
  rightFirstTime: z.number().int(),
  items: z.number().int(),
  /** The level the next round of this game starts at. */
  level,
});

/** A round as the child plays it: the item to answer now, or how it ended. */
export const gameRoundSchema = z.object({
  id: z.string(),
  kind: gameKind,
  assignmentId: z.string().nullable(),
  /** The item answered next (0-based), ROUND_ITEMS when finished. */
  index: z.number().int(),
  items: z.number().int(),
  rightFirstTime: z.number().int(),
  item: gameItemSchema.nullable(),
  /** The current item's choices already tried and wrong (shown greyed, not chosen again). */
  tried: z.array(z.string()),
  finished: finishedRoundSchema.nullable(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;

/** The answer to an answer: right or not, the right one after the last try, and the round after it. */
export const answerResultSchema = z.object({
  right: z.boolean(),
  /** Wrong at the first try: the same item again. */
  tryAgain: z.boolean(),
  /** After the last try: the right choice (or the tiles in the right order), shown before going on. */
  shown: z.object({ choice: z.string().nullable(), order: z.array(z.string()).nullable() }).nullable(),
  round: gameRoundSchema,
  /** Badges the answer that finished the round earned (the first game, 10 games ...), in the child's words. */
  newBadges: z.array(badgeViewSchema),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

/** Today's playing time against the family's limit. */
export const gameTimeSchema = z.object({
  minutesPlayed: z.number().int(),
  limitMinutes: z.number().int().nullable(),
  /** False once the limit is reached: the child comes back tomorrow. */
  canPlay: z.boolean(),
});
export type GameTime = z.infer<typeof gameTimeSchema>;

export const gameKindSummarySchema = z.object({
  kind: gameKind,
  /** Made for the child's grade (shown first). */
  forGrade: z.boolean(),
  level,
  rounds: z.number().int(),
  stars: z.number().int(),
  lastPlayedAt: instant.nullable(),
  standards: z.array(z.object({ code: z.string(), description: z.string() })),
});
export type GameKindSummary = z.infer<typeof gameKindSummarySchema>;

/** A game a teacher assigned to the child (or their class), newest first. */
export const assignedGameSchema = z.object({
  id: z.string(),
  kind: gameKind,
  note: z.string().nullable(),
  teacherName: z.string(),
  className: z.string(),
  /** The child has finished a round of it since it was assigned. */
  done: z.boolean(),
  assignedAt: instant,
});
export type AssignedGame = z.infer<typeof assignedGameSchema>;

export const gamesHomeSchema = z.object({
  /** Null for a signed-in adult with no child record (an admin looking at the student portal). */
  student: z.object({ id: z.string(), name: z.string(), grade: z.string() }).nullable(),
  time: gameTimeSchema,
  assigned: z.array(assignedGameSchema),
  kinds: z.array(gameKindSummarySchema),
  /** A round left unfinished today, to go on with. */
  open: z.object({ id: z.string(), kind: gameKind }).nullable(),
  totalStars: z.number().int(),
});
export type GamesHome = z.infer<typeof gamesHomeSchema>;

/** A child's practice of one standard: items answered and right at the first try (practice, not a mark). */
export const practiceCellSchema = z.object({
  studentId: z.string(),
  standardCode: z.string(),
  items: z.number().int(),
  rightFirstTime: z.number().int(),
  lastAt: instant,
});
export type PracticeCell = z.infer<typeof practiceCellSchema>;

export const practiceAssignmentSchema = z.object({
  id: z.string(),
  kind: gameKind,
  studentId: z.string().nullable(),
  studentName: z.string().nullable(),
  note: z.string().nullable(),
  teacherName: z.string(),
  assignedAt: instant,
  /** Children (of those it is for) who finished a round of it since. */
  playedBy: z.number().int(),
  /** Children it is for. */
  assignedTo: z.number().int(),
});
export type PracticeAssignment = z.infer<typeof practiceAssignmentSchema>;

/** A teacher's view of a class's practice: each child's rounds and, per standard, what they practised. */
export const classPracticeSchema = z.object({
  classId: z.string(),
  children: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      grade: z.string(),
      rounds: z.number().int(),
      minutesThisWeek: z.number().int(),
      lastPlayedAt: instant.nullable(),
    }),
  ),
  standards: z.array(z.object({ code: z.string(), description: z.string(), kinds: z.array(gameKind) })),
  cells: z.array(practiceCellSchema),
  assignments: z.array(practiceAssignmentSchema),
});
export type ClassPractice = z.infer<typeof classPracticeSchema>;

export const assignedSchema = z.object({ id: z.string() });

/** A family's view of a child's games: the limit, today's time and what they played. */
export const familyGamesSchema = z.object({
  student: z.object({ id: z.string(), name: z.string() }),
  time: gameTimeSchema,
  kinds: z.array(z.object({ kind: gameKind, rounds: z.number().int(), stars: z.number().int(), lastPlayedAt: instant })),
});
export type FamilyGames = z.infer<typeof familyGamesSchema>;

export const savedGameLimitSchema = z.object({ minutesPerDay: z.number().int().nullable() });
