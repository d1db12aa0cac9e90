/**
 * Live classes (docs/api/live.md): a class session's page, its waiting room, the teacher's controls,
 * the single-use join tokens and the signalling WebSocket. Who may come is decided by
 * `requireLiveSession` (server/learning/access.ts); what the room's state allows, by
 * server/learning/live/rooms.ts; the WebSocket relays only what server/learning/live/relay.ts allows.
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { WebSocket } from "ws";
import {
  admitLive,
  answerLiveCheck,
  arriveLive,
  drawLiveBoardStroke,
  eraseLiveBoardStroke,
  liveBoard,
  endLive,
  liveChat,
  liveCheckEvidence,
  liveChecks,
  liveMe,
  liveRoomSettings,
  liveSession,
  liveSignal,
  liveToken,
  moderateLiveParticipant,
  openLiveCheck,
  openLiveRoom,
  openLiveSlides,
  liveSlidePage,
  saveLiveBoard,
  endLiveGroups,
  liveGroupings,
  messageLiveGroups,
  placeLiveGroups,
  saveLiveGrouping,
  startLiveGroups,
  updateLiveBoard,
  updateLiveCheck,
  updateLiveSlides,
} from "#common/api/learning/live";
import { formatDateMedium } from "#common/date-formats";
import { LOCALES } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import { school } from "#common/school";
import { ROLES } from "#common/roles";
import { LIVE_BOARD_STROKE_BODY_MAX, type LiveSessionView, type LiveToken } from "#common/schemas/learning/live";
import { requireRole } from "../../http/guards";
import type { SessionUser } from "../../auth/sessions";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { FILE_NOT_FOUND, LIVE_SESSION_NOT_FOUND, requireLiveSession } from "../../learning/access";
import { drawStroke, eraseStroke, readBoardStrokes, saveBoard, STROKE_NOT_FOUND, updateBoard } from "../../learning/live/board";
import { answerCheck, CHECK_NOT_FOUND, NO_ANSWER_FROM_CHILD, openCheck, readSessionChecks, setCheckEvidence, updateCheck } from "../../learning/live/checks";
import { endGroups, messageGroups, placeInGroup, readGroupings, saveGrouping, startGroups } from "../../learning/live/groups";
import { LiveRelay } from "../../learning/live/relay";
import { openSlides, pageParam, readSlidePage, SLIDE_NOT_FOUND, SLIDES_NOT_FOUND, updateSlides } from "../../learning/live/slides";
import { openUpload, uploadExists } from "../../uploads/storage";
import {
  admit,
  arrive,
  issueToken,
  moderateParticipant,
  openRoom,
  PARTICIPANT_NOT_FOUND,
  postChat,
  readSessionView,
  requireEndByHost,
  updateMe,
  updateRoom,
} from "../../learning/live/rooms";
import { forbidden, notFound, unavailable } from "../../domain-errors";

/**
 * May a socket opened with this Origin header speak for the signed-in person? Browsers always send
 * one on a WebSocket: it must be an http(s) origin of this host. `null` (a sandboxed frame, a file),
 * a malformed value or another site is refused; no header at all is not a browser (cookies are the
 * person's own then, so nothing is forged).
 */
function fromThisSite(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (url.protocol === "https:" || url.protocol === "http:") && url.host === host;
}

export async function liveRoutes(app: FastifyInstance) {
  const access = async (viewer: SessionUser, sessionId: string) => ({
    viewer,
    access: await requireLiveSession(app.db, viewer, uuidParam(sessionId, LIVE_SESSION_NOT_FOUND)),
  });
  const view = async (a: Awaited<ReturnType<typeof access>>): Promise<{ success: true; data: LiveSessionView }> => ({
    success: true,
    data: await readSessionView(app.db, app.media, app.config.live, a.access, a.viewer.id, app.config.now()),
  });

  route(app, liveSession, async ({ actor, params }) => view(await access(actor, params.sessionId)));

  route(app, openLiveRoom, async ({ actor, params }) => {
    const a = await access(actor, params.sessionId);
    await openRoom(app.db, app.media, a.access, a.viewer.id, app.config.now());
    return view(a);
  });

  route(app, arriveLive, async ({ actor, params }) => {
    const a = await access(actor, params.sessionId);
    await arrive(app.db, a.access, a.viewer.id, app.config.now());
    return view(a);
  });

  route(app, admitLive, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await admit(app.db, a.access, body, app.config.now());
    return view(a);
  });

  route(app, liveToken, async ({ actor, params }) => {
    const a = await access(actor, params.sessionId);
    const data: LiveToken = await issueToken(app.db, app.media, a.access, a.viewer.id, app.config.now());
    return { success: true, data };
  });

  route(app, moderateLiveParticipant, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    const userId = uuidParam(params.userId, PARTICIPANT_NOT_FOUND);
    await moderateParticipant(app.db, app.media, a.access, userId, body.action, app.config.now());
    return view(a);
  });

  route(app, liveRoomSettings, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await updateRoom(app.db, app.media, a.access, body, app.config.now());
    return view(a);
  });

  route(app, liveMe, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await updateMe(app.db, app.media, a.access, a.viewer.id, body, app.config.now());
    return view(a);
  });

  route(app, liveChat, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await postChat(app.db, a.access, a.viewer.id, body.body, app.config.now());
    return view(a);
  });

  route(app, openLiveCheck, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await openCheck(app.db, a.access, a.viewer.id, body, app.config.now());
    return view(a);
  });

  route(app, updateLiveCheck, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await updateCheck(app.db, a.access, uuidParam(params.checkId, CHECK_NOT_FOUND), body, app.config.now());
    return view(a);
  });

  route(app, answerLiveCheck, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await answerCheck(app.db, a.access, a.viewer.id, uuidParam(params.checkId, CHECK_NOT_FOUND), body.answer, app.config.now());
    return view(a);
  });

  route(app, liveChecks, async ({ actor, params }) => {
    const a = await access(actor, params.sessionId);
    return { success: true, data: await readSessionChecks(app.db, a.access, a.viewer.id) };
  });

  route(app, liveCheckEvidence, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    const target = { checkId: uuidParam(params.checkId, CHECK_NOT_FOUND), studentId: uuidParam(params.studentId, NO_ANSWER_FROM_CHILD) };
    await setCheckEvidence(app.db, a.access, actor, target, body.level, app.config.now());
    return { success: true, data: await readSessionChecks(app.db, a.access, a.viewer.id) };
  });

  route(app, openLiveSlides, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await openSlides(app.db, app.config.uploadsDir, a.access, a.viewer, uuidParam(body.fileId, FILE_NOT_FOUND), app.config.now());
    return view(a);
  });

  route(app, updateLiveSlides, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await updateSlides(app.db, app.config.uploadsDir, a.access, uuidParam(params.deckId, SLIDES_NOT_FOUND), body, app.config.now());
    return view(a);
  });

  route(app, liveSlidePage, async ({ actor, params, request, reply }) => {
    const a = await access(actor, params.sessionId);
    const picture = await readSlidePage(app.db, a.access, a.viewer.id, uuidParam(params.deckId, SLIDES_NOT_FOUND), pageParam(params.page));
    if (!(await uploadExists(app.config.uploadsDir, picture.storedName))) {
      request.log.error({ deckId: params.deckId, page: picture.page }, "a slide's picture is missing from the uploads directory");
      throw notFound(SLIDE_NOT_FOUND);
    }
    // A page's picture never changes (opening a PDF again makes a new deck), and a child is only ever
    // served the page shown to them: the browser may keep it (never a shared cache). Refusals are no-store.
    reply
      .header("Content-Type", picture.contentType)
      .header("Content-Length", String(picture.size))
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .header("Cache-Control", "private, max-age=86400, immutable");
    return reply.send(openUpload(app.config.uploadsDir, picture.storedName));
  });

  route(app, liveBoard, async ({ actor, params }) => {
    const a = await access(actor, params.sessionId);
    return { success: true, data: { strokes: await readBoardStrokes(app.db, a.access, a.viewer.id) } };
  });

  route(
    app,
    drawLiveBoardStroke,
    async ({ actor, params, body }) => {
      const a = await access(actor, params.sessionId);
      return { success: true, data: await drawStroke(app.db, a.access, a.viewer.id, body, app.config.now()) };
    },
    { bodyLimit: LIVE_BOARD_STROKE_BODY_MAX },
  );

  route(app, eraseLiveBoardStroke, async ({ actor, params }) => {
    const a = await access(actor, params.sessionId);
    await eraseStroke(app.db, a.access, a.viewer.id, uuidParam(params.strokeId, STROKE_NOT_FOUND), app.config.now());
    return { success: true, data: { erased: true as const } };
  });

  route(app, updateLiveBoard, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await updateBoard(app.db, a.access, body, app.config.now());
    return view(a);
  });

  route(app, saveLiveBoard, async ({ actor, params }) => {
    const a = await access(actor, params.sessionId);
    const day = formatDateMedium(a.access.startsAt, school.timeZone, LOCALES[actor.language]);
    const name = `${t(actor.language, "live.board.fileName", { className: a.access.className, day })}.png`.replace(/[^\p{L}\p{M}\p{N} .,'-]/gu, "");
    return { success: true, data: await saveBoard(app.db, app.config.uploadsDir, a.access, a.viewer, name) };
  });

  route(app, startLiveGroups, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await startGroups(app.db, app.media, a.access, body, app.config.now());
    return view(a);
  });

  route(app, messageLiveGroups, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await messageGroups(app.db, a.access, body.body, app.config.now());
    return view(a);
  });

  route(app, placeLiveGroups, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    await placeInGroup(app.db, a.access, a.viewer.id, body, app.config.now());
    return view(a);
  });

  route(app, endLiveGroups, async ({ actor, params }) => {
    const a = await access(actor, params.sessionId);
    await endGroups(app.db, app.media, a.access, app.config.now());
    return view(a);
  });

  route(app, liveGroupings, async ({ actor, params }) => {
    const a = await access(actor, params.sessionId);
    return { success: true, data: { groupings: await readGroupings(app.db, a.access) } };
  });

  route(app, saveLiveGrouping, async ({ actor, params, body }) => {
    const a = await access(actor, params.sessionId);
    return { success: true, data: await saveGrouping(app.db, a.access, a.viewer.id, body) };
  });

  route(app, endLive, async ({ actor, params }) => {
    const a = await access(actor, params.sessionId);
    await requireEndByHost(app.db, app.media, a.access, app.config.now());
    return view(a);
  });

  // The signalling WebSocket: an upgrade goes to `wsHandler`; a plain GET (no upgrade) that passes the
  // checks is the 404 it always was.
  type Admitted = Awaited<ReturnType<typeof access>>;
  const socketOptions: Omit<RouteShorthandOptions, "schema" | "handler"> & { wsHandler: (socket: WebSocket, request: FastifyRequest) => void } = {
    // Runs before the upgrade: a refused person gets an HTTP error, never a socket.
    preHandler: async (request) => {
      if (!fromThisSite(request.headers.origin, request.headers.host)) throw forbidden("You do not have permission to do this.");
      const a = await access(requireRole(request, ROLES), (request.params as { sessionId: string }).sessionId);
      if (a.access.role === "learner" && !app.media.configured) throw unavailable("Live video is not set up at this school yet.");
      (request as FastifyRequest & { liveAccess?: Admitted }).liveAccess = a;
    },
    wsHandler: (socket, request) => {
      const a = (request as FastifyRequest & { liveAccess?: Admitted }).liveAccess;
      if (!a) return socket.close(1008, "refused");
      new LiveRelay(
        { db: app.db, media: app.media, live: app.config.live, hub: app.liveHub, log: request.log, now: app.config.now },
        socket,
        a.access,
        a.viewer.id,
      );
    },
  };
  route(app, liveSignal, async ({ reply }) => reply.code(404).send(), socketOptions);
}
