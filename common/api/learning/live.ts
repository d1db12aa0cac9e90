/**
 * Live classes (docs/api/live.md): the contracts of a session's page, its waiting room, the teacher's
 * controls, the single-use join token and the signalling socket. Every command answers the new view.
 */
import { z } from "zod";
import { ROLES } from "../../roles";
import {
  liveAdmitSchema,
  liveBoardSavedSchema,
  liveBoardStrokeInputSchema,
  liveBoardStrokeSchema,
  liveBoardStrokesSchema,
  liveBoardUpdateSchema,
  liveChatSchema,
  liveCheckAnswerInputSchema,
  liveCheckEvidenceInputSchema,
  liveCheckOpenSchema,
  liveCheckSchema,
  liveCheckUpdateSchema,
  liveGroupingSaveSchema,
  liveGroupingSchema,
  liveGroupingsSchema,
  liveGroupsMessageSchema,
  liveGroupsPlaceSchema,
  liveGroupsStartSchema,
  liveMeSchema,
  liveParticipantActionSchema,
  liveRoomSettingsSchema,
  liveSessionViewSchema,
  liveSlidesOpenSchema,
  liveSlidesUpdateSchema,
  liveTokenSchema,
} from "../../schemas/learning/live";
import { defineContract, FILE, ok } from "../contract";

const view = ok(liveSessionViewSchema);

/** The session's page as the viewer sees it (whoever requireLiveSession lets in). */
export const liveSession = defineContract({
  method: "GET",
  path: "/api/live/sessions/:sessionId",
  roles: ROLES,
  output: view,
});

/** The teacher opens the session's room (created on the media server, the teacher admitted). */
export const openLiveRoom = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/open",
  roles: ROLES,
  output: view,
});

/** A child arrives: they wait until the teacher lets them in. */
export const arriveLive = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/arrive",
  roles: ROLES,
  output: view,
});

/** The teacher lets waiting people in (some, or all). */
export const admitLive = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/admit",
  roles: ROLES,
  body: liveAdmitSchema,
  output: view,
});

/** A single-use join token for the media room. */
export const liveToken = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/token",
  roles: ROLES,
  output: ok(liveTokenSchema),
});

/** The teacher mutes, turns off the camera of, removes or lowers the hand of one participant. */
export const moderateLiveParticipant = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/participants/:userId",
  roles: ROLES,
  body: liveParticipantActionSchema,
  output: view,
});

/** The teacher's room settings: locked, class view, chat, mute all. */
export const liveRoomSettings = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/room",
  roles: ROLES,
  body: liveRoomSettingsSchema,
  output: view,
});

/** The viewer's own microphone, camera and raised hand. */
export const liveMe = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/me",
  roles: ROLES,
  body: liveMeSchema,
  output: view,
});

/** A chat message in the room. */
export const liveChat = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/chat",
  roles: ROLES,
  body: liveChatSchema,
  output: view,
});

/** The teacher ends the session for everyone. */
export const endLive = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/end",
  roles: ROLES,
  output: view,
});

/** The teacher asks the room a quick check (the one open before is closed). */
export const openLiveCheck = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/checks",
  roles: ROLES,
  body: liveCheckOpenSchema,
  output: view,
});

/** The teacher closes a quick check, or shows or hides its totals to the class. */
export const updateLiveCheck = defineContract({
  method: "PATCH",
  path: "/api/live/sessions/:sessionId/checks/:checkId",
  roles: ROLES,
  body: liveCheckUpdateSchema,
  output: view,
});

/** A child answers the open quick check (again, to change it, until it closes). */
export const answerLiveCheck = defineContract({
  method: "PUT",
  path: "/api/live/sessions/:sessionId/checks/:checkId/answer",
  roles: ROLES,
  body: liveCheckAnswerInputSchema,
  output: view,
});

/** The teacher reads the session's quick checks with every answer (also after the room ended). */
export const liveChecks = defineContract({
  method: "GET",
  path: "/api/live/sessions/:sessionId/checks",
  roles: ROLES,
  output: ok(z.array(liveCheckSchema)),
});

/** The teacher sets the level of one child's answer to an ended check with a standard as evidence (null: the level read from the answer); answers the session's checks. */
export const liveCheckEvidence = defineContract({
  method: "PUT",
  path: "/api/live/sessions/:sessionId/checks/:checkId/evidence/:studentId",
  roles: ROLES,
  body: liveCheckEvidenceInputSchema,
  output: ok(z.array(liveCheckSchema)),
});

/** The teacher opens a PDF as the room's slides, rendered into pictures now, at page 1 (the slides open before close). */
export const openLiveSlides = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/slides",
  roles: ROLES,
  body: liveSlidesOpenSchema,
  output: view,
});

/** The teacher turns to a page for everyone, or closes the slides. */
export const updateLiveSlides = defineContract({
  method: "PATCH",
  path: "/api/live/sessions/:sessionId/slides/:deckId",
  roles: ROLES,
  body: liveSlidesUpdateSchema,
  output: view,
});

/** The picture of one page (a JPEG): a child gets the page shown now only, a host any page. */
export const liveSlidePage = defineContract({
  method: "GET",
  path: "/api/live/sessions/:sessionId/slides/:deckId/pages/:page",
  roles: ROLES,
  output: FILE,
});

/** The board's strokes so far (a page joining late, or one that missed a message); hosts also after the room ended. */
export const liveBoard = defineContract({
  method: "GET",
  path: "/api/live/sessions/:sessionId/board",
  roles: ROLES,
  output: ok(liveBoardStrokesSchema),
});

/** A stroke on the board (a host, or a child holding the pen); it reaches the pages on the signalling socket. */
export const drawLiveBoardStroke = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/board/strokes",
  roles: ROLES,
  body: liveBoardStrokeInputSchema,
  output: ok(liveBoardStrokeSchema),
});

/** Erases one stroke: a host any, a child holding the pen their own. */
export const eraseLiveBoardStroke = defineContract({
  method: "DELETE",
  path: "/api/live/sessions/:sessionId/board/strokes/:strokeId",
  roles: ROLES,
  output: ok(z.object({ erased: z.literal(true) })),
});

/** The teacher opens or closes the board, gives or takes back the pen, changes its background or clears it. */
export const updateLiveBoard = defineContract({
  method: "PATCH",
  path: "/api/live/sessions/:sessionId/board",
  roles: ROLES,
  body: liveBoardUpdateSchema,
  output: view,
});

/** The teacher saves the board as a picture (PNG) among their files. */
export const saveLiveBoard = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/board/save",
  roles: ROLES,
  output: ok(liveBoardSavedSchema),
});

/** The teacher splits the room into small groups, each a room of its own, for some minutes. */
export const startLiveGroups = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/groups",
  roles: ROLES,
  body: liveGroupsStartSchema,
  output: view,
});

/** The teacher writes to every group at once. */
export const messageLiveGroups = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/groups/message",
  roles: ROLES,
  body: liveGroupsMessageSchema,
  output: view,
});

/** The teacher goes to a group or the main room, or puts someone there. */
export const placeLiveGroups = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/groups/place",
  roles: ROLES,
  body: liveGroupsPlaceSchema,
  output: view,
});

/** The teacher ends the groups: everyone is back in the main room. */
export const endLiveGroups = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/groups/end",
  roles: ROLES,
  output: view,
});

/** The class's saved groups (hosts of a class session). */
export const liveGroupings = defineContract({
  method: "GET",
  path: "/api/live/sessions/:sessionId/groupings",
  roles: ROLES,
  output: ok(liveGroupingsSchema),
});

/** The teacher saves groups to use again with the class. */
export const saveLiveGrouping = defineContract({
  method: "POST",
  path: "/api/live/sessions/:sessionId/groupings",
  roles: ROLES,
  body: liveGroupingSaveSchema,
  output: ok(liveGroupingSchema),
});

/** The signalling WebSocket (an upgrade; a plain GET is a 404). */
export const liveSignal = defineContract({
  method: "GET",
  path: "/api/live/sessions/:sessionId/signal",
  roles: ROLES,
  output: FILE,
});
