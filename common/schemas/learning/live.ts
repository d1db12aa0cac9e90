/** Live classes (issue 18, docs/api/live.md): the commands of the session page and the answers. */
import { z } from "zod";
import { LIVE_CHAT_MAX, LIVE_WINDOWS } from "../../learning/live";
import { optionalText, text } from "../fields";

const uuid = text().pipe(z.uuid("Choose someone from the list"));

export const liveAdmitSchema = z
  .object({
    userIds: z.array(uuid).max(200).optional(),
    all: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.all === true || (v.userIds?.length ?? 0) > 0, { message: "Choose who to let in", path: ["userIds"] });

export const LIVE_PARTICIPANT_ACTIONS = ["mute", "allow_unmute", "camera_off", "camera_on", "remove", "lower_hand", "allow_share", "stop_share"] as const;
export type LiveParticipantAction = (typeof LIVE_PARTICIPANT_ACTIONS)[number];

export const liveParticipantActionSchema = z.object({ action: z.enum(LIVE_PARTICIPANT_ACTIONS, "Choose an action") }).strict();

export const liveRoomSettingsSchema = z
  .object({
    locked: z.boolean().optional(),
    classView: z.boolean().optional(),
    chatOn: z.boolean().optional(),
    muteAll: z.literal(true).optional(),
  })
  .strict();

export const liveMeSchema = z
  .object({
    selfMuted: z.boolean().optional(),
    cameraOn: z.boolean().optional(),
    handRaised: z.boolean().optional(),
  })
  .strict();

export const liveChatSchema = z
  .object({
    body: text({ multiline: true }).trim().min(1, "Write a message").max(LIVE_CHAT_MAX, `Messages must not exceed ${LIVE_CHAT_MAX} characters`),
  })
  .strict();

/** Quick checks (issue 35): thumbs, a multiple-choice or number question, a word answer. */
export const LIVE_CHECK_KINDS = ["thumbs", "choice", "number", "word"] as const;
export type LiveCheckKind = (typeof LIVE_CHECK_KINDS)[number];
/** A thumbs check's answers, in the order the page shows them. */
export const LIVE_THUMBS = ["up", "sideways", "down"] as const;
export const LIVE_CHECK_QUESTION_MAX = 200;
export const LIVE_CHECK_CHOICE_MAX = 60;
export const LIVE_CHECK_CHOICES_MIN = 2;
export const LIVE_CHECK_CHOICES_MAX = 6;
export const LIVE_CHECK_WORD_MAX = 40;

export const liveCheckOpenSchema = z
  .object({
    kind: z.enum(LIVE_CHECK_KINDS, "Choose a kind of quick check"),
    question: optionalText(LIVE_CHECK_QUESTION_MAX, "Questions must not exceed 200 characters"),
    choices: z
      .array(text().trim().min(1, "Write each answer to choose from").max(LIVE_CHECK_CHOICE_MAX, "Answers to choose from must not exceed 60 characters"))
      .max(LIVE_CHECK_CHOICES_MAX, "Give 2 to 6 answers to choose from")
      .optional(),
    /** The standard the check is evidence of (optional; one of the class's subject and grade, checked on the server). */
    standardId: text().pipe(z.uuid("Choose a standard from the list")).optional(),
    /** The right answer, needed with a standard: one of the choices, a number or a word. */
    correctAnswer: optionalText(LIVE_CHECK_CHOICE_MAX, "Answers must not exceed 60 characters"),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.standardId && v.kind === "thumbs")
      ctx.addIssue({ code: "custom", message: "A thumbs check has no right answer: ask a question to count it for a standard", path: ["standardId"] });
    else if (v.standardId && !v.correctAnswer)
      ctx.addIssue({ code: "custom", message: "Give the right answer to count the check for the standard", path: ["correctAnswer"] });
    if (v.correctAnswer && !v.standardId) ctx.addIssue({ code: "custom", message: "Choose the standard the right answer counts for", path: ["standardId"] });
    if (v.kind !== "thumbs" && !v.question) ctx.addIssue({ code: "custom", message: "Write the question", path: ["question"] });
    const choices = v.choices ?? [];
    if (v.kind === "choice" && choices.length < LIVE_CHECK_CHOICES_MIN)
      ctx.addIssue({ code: "custom", message: "Give 2 to 6 answers to choose from", path: ["choices"] });
    if (v.kind !== "choice" && choices.length > 0)
      ctx.addIssue({ code: "custom", message: "Only a multiple-choice question has answers to choose from", path: ["choices"] });
    if (new Set(choices.map((c) => c.toLocaleLowerCase())).size !== choices.length)
      ctx.addIssue({ code: "custom", message: "Each answer to choose from must be different", path: ["choices"] });
  });

/** The teacher closes a check (final) and shows or hides its totals to the class. */
export const liveCheckUpdateSchema = z
  .object({
    closed: z.literal(true).optional(),
    totalsShown: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.closed !== undefined || v.totalsShown !== undefined, { message: "Choose what to change" });

/** The teacher's level for one child's answer as evidence (1-4), or null to go back to the level read from the answer. */
export const liveCheckEvidenceInputSchema = z
  .object({ level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], "Choose a level from 1 to 4").nullable() })
  .strict();

/** A child's answer: a thumb (`up`, `sideways`, `down`), one of the choices as written, a number or a word (the kind is checked on the server). */
export const liveCheckAnswerInputSchema = z
  .object({
    answer: text().trim().min(1, "Choose or write an answer").max(LIVE_CHECK_CHOICE_MAX, "Answers must not exceed 60 characters"),
  })
  .strict();

/** Slides (issue 35): a PDF of at most this many pages, one picture per page. */
export const LIVE_SLIDES_MAX_PAGES = 100;

/** The teacher opens one of the PDFs they may read (their files, the library's) as the room's slides. */
export const liveSlidesOpenSchema = z.object({ fileId: text().pipe(z.uuid("Choose a PDF from your files")) }).strict();

/** The teacher turns to a page for everyone (1 to the deck's page count, checked on the server), or closes the slides. */
export const liveSlidesUpdateSchema = z
  .object({
    page: z.number("Choose a slide").int("Choose a slide").min(1, "Choose a slide").max(LIVE_SLIDES_MAX_PAGES, "Choose a slide").optional(),
    closed: z.literal(true).optional(),
  })
  .strict()
  .refine((v) => (v.page === undefined) !== (v.closed === undefined), { message: "Choose a slide, or close the slides" });

/**
 * The whiteboard (issue 35): strokes of points in 0..1 of the board (`[x, y]`, or `[x, y, pressure]`
 * from a pen), a colour and a size from fixed sets, bounded per stroke and per board.
 */
export const LIVE_BOARD_COLOURS = ["black", "blue", "red", "green", "orange", "purple"] as const;
export type LiveBoardColour = (typeof LIVE_BOARD_COLOURS)[number];
export const LIVE_BOARD_SIZES = ["small", "medium", "large"] as const;
export type LiveBoardSize = (typeof LIVE_BOARD_SIZES)[number];
export const LIVE_BOARD_BACKGROUNDS = ["blank", "slide"] as const;
export type LiveBoardBackground = (typeof LIVE_BOARD_BACKGROUNDS)[number];
export const LIVE_BOARD_PENS = ["none", "all", "one"] as const;
export type LiveBoardPen = (typeof LIVE_BOARD_PENS)[number];
export const LIVE_BOARD_MAX_POINTS = 2_000;
export const LIVE_BOARD_MAX_STROKES = 5_000;
/** The board's points together: what a page joining late downloads stays a few megabytes at most. */
export const LIVE_BOARD_MAX_TOTAL_POINTS = 300_000;
/** A stroke's request body: 2,000 points written with a few decimals fit well within it. */
export const LIVE_BOARD_STROKE_BODY_MAX = 128 * 1024;

const boardCoordinate = z.number("Draw on the board").min(0, "Draw on the board").max(1, "Draw on the board");
const boardPoint = z.array(boardCoordinate).min(2, "Draw on the board").max(3, "Draw on the board");

export const liveBoardStrokeInputSchema = z
  .object({
    points: z.array(boardPoint).min(1, "Draw on the board").max(LIVE_BOARD_MAX_POINTS, "A stroke can have at most 2,000 points"),
    colour: z.enum(LIVE_BOARD_COLOURS, "Choose a colour"),
    size: z.enum(LIVE_BOARD_SIZES, "Choose a size"),
  })
  .strict();

/** The teacher opens or closes the board, gives or takes the pen, changes the background, clears it. */
export const liveBoardUpdateSchema = z
  .object({
    open: z.boolean().optional(),
    pen: z.enum(LIVE_BOARD_PENS, "Choose who may draw").optional(),
    penUserId: uuid.optional(),
    background: z.enum(LIVE_BOARD_BACKGROUNDS, "Choose a background").optional(),
    clear: z.literal(true).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.open === undefined && v.pen === undefined && v.background === undefined && v.clear === undefined)
      ctx.addIssue({ code: "custom", message: "Choose what to change" });
    if (v.pen === "one" && !v.penUserId) ctx.addIssue({ code: "custom", message: "Choose who gets the pen", path: ["penUserId"] });
    if (v.pen !== "one" && v.penUserId) ctx.addIssue({ code: "custom", message: "Choose who gets the pen", path: ["penUserId"] });
  });

/** What the relay accepts from a page over the signalling WebSocket; anything else is refused. */
const jsepSchema = z.object({ type: z.enum(["offer", "answer"]), sdp: text({ multiline: true }).max(200_000) }).strict();
export const liveSignalSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("join"), token: text().min(10).max(200) }).strict(),
  z.object({ type: z.literal("publish"), jsep: jsepSchema }).strict(),
  z.object({ type: z.literal("subscribe"), feedId: z.number().int().positive() }).strict(),
  z.object({ type: z.literal("answer"), feedId: z.number().int().positive(), jsep: jsepSchema }).strict(),
  z.object({ type: z.literal("leave") }).strict(),
  /** Share a screen or a window: an offer of one video stream, published beside the camera. */
  z.object({ type: z.literal("share"), jsep: jsepSchema }).strict(),
  z.object({ type: z.literal("unshare") }).strict(),
]);
export type LiveSignal = z.infer<typeof liveSignalSchema>;

/**
 * Small groups (issue 35): the teacher splits the room into 2 to 10 groups (each child in at most one;
 * a co-teacher may be put in a group to host it), for 1 to 90 minutes.
 */
export const LIVE_GROUPS_MIN = 2;
export const LIVE_GROUPS_MAX = 10;
export const LIVE_GROUP_NAME_MAX = 40;
export const LIVE_GROUP_MINUTES_MAX = 90;
export const LIVE_GROUPS_MESSAGE_MAX = 300;
export const LIVE_GROUPING_NAME_MAX = 60;

const groupName = optionalText(LIVE_GROUP_NAME_MAX, "Group names must not exceed 40 characters");
const groupMembers = z.array(uuid).max(200, "Choose who is in each group");

export const liveGroupsStartSchema = z
  .object({
    groups: z
      .array(z.object({ name: groupName, userIds: groupMembers }).strict())
      .min(LIVE_GROUPS_MIN, "Make 2 to 10 groups")
      .max(LIVE_GROUPS_MAX, "Make 2 to 10 groups"),
    minutes: z
      .number("Choose how many minutes")
      .int("Choose how many minutes")
      .min(1, "Choose how many minutes")
      .max(LIVE_GROUP_MINUTES_MAX, "Groups can last at most 90 minutes"),
  })
  .strict()
  .superRefine((v, ctx) => {
    const all = v.groups.flatMap((g) => g.userIds);
    if (new Set(all).size !== all.length) ctx.addIssue({ code: "custom", message: "Put each person in one group only", path: ["groups"] });
    if (v.groups.some((g) => g.userIds.length === 0)) ctx.addIssue({ code: "custom", message: "Put someone in every group", path: ["groups"] });
  });

/** A message to every group (shown in each until the groups end). */
export const liveGroupsMessageSchema = z
  .object({
    body: text({ multiline: true })
      .trim()
      .min(1, "Write a message")
      .max(LIVE_GROUPS_MESSAGE_MAX, `Messages must not exceed ${LIVE_GROUPS_MESSAGE_MAX} characters`),
  })
  .strict();

/** The teacher goes to a group (or the main room: `groupId` null), or puts a child there (`userId`). */
export const liveGroupsPlaceSchema = z
  .object({
    userId: uuid.optional(),
    groupId: uuid.nullable(),
  })
  .strict();

/** The teacher saves groups to use again with the class. */
export const liveGroupingSaveSchema = z
  .object({
    name: text().trim().min(1, "Name the groups").max(LIVE_GROUPING_NAME_MAX, "Names must not exceed 60 characters"),
    groups: z
      .array(z.object({ name: groupName, userIds: groupMembers }).strict())
      .min(LIVE_GROUPS_MIN, "Make 2 to 10 groups")
      .max(LIVE_GROUPS_MAX, "Make 2 to 10 groups"),
  })
  .strict();

// --- Answers (schemas of common/api/learning/live.ts) -----------------------------------------------

const instant = z.string();

export const LIVE_ROLES = ["host", "learner"] as const;
export type LiveRole = (typeof LIVE_ROLES)[number];
export const LIVE_PARTICIPANT_STATES = ["waiting", "admitted", "removed"] as const;
export type LiveParticipantState = (typeof LIVE_PARTICIPANT_STATES)[number];

export const liveParticipantSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(LIVE_ROLES),
  state: z.enum(LIVE_PARTICIPANT_STATES),
  hardMuted: z.boolean(),
  selfMuted: z.boolean(),
  /** Turned off by the teacher (the person cannot turn it back on). */
  cameraOff: z.boolean(),
  /** Turned off by the person themselves. */
  selfCameraOff: z.boolean(),
  handRaised: z.boolean(),
  /** The person's video feed in the room, when the viewer may watch it and it is live. */
  feedId: z.number().nullable(),
  /** The person may share their screen (teachers always; a child when the teacher allows it). */
  mayShare: z.boolean(),
  /** The person's shared screen in the room, while it is live (everyone let in may watch it). */
  screenFeedId: z.number().nullable(),
  /** The small group the person is in while groups run (null: the main room). */
  groupId: z.string().nullable(),
  arrivedAt: instant,
});
export type LiveParticipant = z.infer<typeof liveParticipantSchema>;

export const liveChatMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  at: instant,
  mine: z.boolean(),
});
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

export const liveCheckTotalSchema = z.object({ answer: z.string(), count: z.number().int() });
export type LiveCheckTotal = z.infer<typeof liveCheckTotalSchema>;

/**
 * A child's answer, for the teacher. With a standard: `level` is the answer as evidence once the check
 * has ended (3 Meets when right, 2 Approaching when not; the teacher's own level when `overridden`),
 * null while it is open or without a standard.
 */
export const liveCheckAnswerSchema = z.object({
  userId: z.string(),
  studentId: z.string().nullable(),
  name: z.string(),
  answer: z.string(),
  at: instant,
  correct: z.boolean().nullable(),
  level: z.number().int().min(1).max(4).nullable(),
  overridden: z.boolean(),
});
export type LiveCheckAnswer = z.infer<typeof liveCheckAnswerSchema>;

/**
 * A quick check as the viewer may see it. A child: the question, the choices and their own answer,
 * and the totals only while the teacher shows them (counts, never who answered what). A host: every
 * child's answer with their name, and the totals.
 */
export const liveCheckSchema = z.object({
  id: z.string(),
  kind: z.enum(LIVE_CHECK_KINDS),
  question: z.string().nullable(),
  choices: z.array(z.string()),
  open: z.boolean(),
  totalsShown: z.boolean(),
  openedAt: instant,
  closedAt: instant.nullable(),
  /** The viewer's own answer (children). */
  mine: z.string().nullable(),
  /** Counts per answer: hosts always; children only while the teacher shows them. */
  totals: z.array(liveCheckTotalSchema).nullable(),
  /** Hosts only: each child's answer with their name. */
  answers: z.array(liveCheckAnswerSchema).nullable(),
  /** Hosts only: the standard the check is evidence of, and its right answer. */
  standard: z.object({ id: z.string(), code: z.string(), description: z.string() }).nullable(),
  correctAnswer: z.string().nullable(),
});
export type LiveCheck = z.infer<typeof liveCheckSchema>;

/**
 * The room's open slides as the viewer may see them: the current page's picture (its address), and
 * for a host every page's (a child is served the current page only).
 */
export const liveSlidesSchema = z.object({
  id: z.string(),
  title: z.string(),
  pageCount: z.number().int(),
  currentPage: z.number().int(),
  currentImage: z.string(),
  /** Hosts only: every page's picture, in order. */
  pages: z.array(z.string()).nullable(),
});
export type LiveSlides = z.infer<typeof liveSlidesSchema>;

/** One stroke as a page draws it; `mine`: the viewer drew it (a child may erase their own while holding the pen). */
export const liveBoardStrokeSchema = z.object({
  id: z.string(),
  points: z.array(z.array(z.number())),
  colour: z.enum(LIVE_BOARD_COLOURS),
  size: z.enum(LIVE_BOARD_SIZES),
  mine: z.boolean(),
});
export type LiveBoardStroke = z.infer<typeof liveBoardStrokeSchema>;

/**
 * The board's state in the room's view (its strokes come by GET .../board and as `board` messages
 * on the signalling socket): `strokeCount` lets a page that missed a message see it and read again.
 */
export const liveBoardSchema = z.object({
  open: z.boolean(),
  background: z.enum(LIVE_BOARD_BACKGROUNDS),
  pen: z.enum(LIVE_BOARD_PENS),
  /** Hosts only: the child holding the pen when `pen` is `one`. */
  penUserId: z.string().nullable(),
  /** The viewer may draw now (hosts always; a child holding the pen). */
  mayDraw: z.boolean(),
  strokeCount: z.number().int(),
});
export type LiveBoard = z.infer<typeof liveBoardSchema>;

export const liveBoardStrokesSchema = z.object({ strokes: z.array(liveBoardStrokeSchema) });
export type LiveBoardStrokes = z.infer<typeof liveBoardStrokesSchema>;

export const liveBoardSavedSchema = z.object({ fileId: z.string(), name: z.string() });
export type LiveBoardSaved = z.infer<typeof liveBoardSavedSchema>;

/** A small group as the viewer may see it: hosts every group with who is in it; a child their own group only. */
export const liveGroupSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  /** The teacher's name for it, or null ("Group 2" in the reader's language). */
  name: z.string().nullable(),
  /** Hosts only: who is in it (user ids). */
  userIds: z.array(z.string()).nullable(),
});
export type LiveGroup = z.infer<typeof liveGroupSchema>;

export const liveGroupsSchema = z.object({
  endsAt: instant,
  message: z.object({ body: z.string(), at: instant }).nullable(),
  groups: z.array(liveGroupSchema),
});
export type LiveGroups = z.infer<typeof liveGroupsSchema>;

export const liveGroupingSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The class's children only, as they are now (a child who left the class is dropped). */
  groups: z.array(z.object({ name: z.string().nullable(), userIds: z.array(z.string()) })),
});
export type LiveGrouping = z.infer<typeof liveGroupingSchema>;
export const liveGroupingsSchema = z.object({ groupings: z.array(liveGroupingSchema) });

export const liveSessionViewSchema = z.object({
  /** `kind`: a class's session, or a video conference (then `className` reads "Conference about <child>"). */
  session: z.object({
    id: z.string(),
    kind: z.enum(["class", "conference"]),
    className: z.string(),
    /** A class's subject code and grade, where the quick check's standard picker starts; null for a conference. */
    subjectCode: z.string().nullable(),
    grade: z.string().nullable(),
    startsAt: instant,
    endsAt: instant,
    opensAt: instant,
  }),
  role: z.enum(LIVE_ROLES),
  window: z.enum(LIVE_WINDOWS),
  video: z.object({
    configured: z.boolean(),
    iceServers: z.array(z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() })),
  }),
  /** Null until someone arrives; `open` once the teacher opened it on the media server. */
  room: z.object({ open: z.boolean(), ended: z.boolean(), locked: z.boolean(), classView: z.boolean(), chatOn: z.boolean() }).nullable(),
  /** The viewer's own place in the room, once they arrived (hosts: once they opened it). */
  me: liveParticipantSchema.nullable(),
  /** Hosts: everyone (waiting ones too); children: the teachers, and classmates while the class view is shared. */
  participants: z.array(liveParticipantSchema),
  chat: z.array(liveChatMessageSchema),
  /** The room's quick check: the open one, or the last one while its totals are shown (children: once admitted). */
  check: liveCheckSchema.nullable(),
  /** The room's open slides (children: once admitted). */
  slides: liveSlidesSchema.nullable(),
  /** The room's whiteboard: hosts always (closed until opened); children while it is open, once admitted. */
  board: liveBoardSchema.nullable(),
  /** Small groups while they run (children: once admitted). */
  groups: liveGroupsSchema.nullable(),
});
export type LiveSessionView = z.infer<typeof liveSessionViewSchema>;

export const liveTokenSchema = z.object({ token: z.string(), expiresAt: instant });
export type LiveToken = z.infer<typeof liveTokenSchema>;
