/**
 * Live classes (docs/api/live.md): a class session's page, its waiting room, the teacher's controls,
 * the single-use join tokens and the signalling WebSocket. Who may come is decided by
 * `requireLiveSession` (server/learning/access.ts); what the room's state allows, by
 * server/learning/live/rooms.ts; the WebSocket relays only what server/learning/live/relay.ts allows.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ROLES } from "../../../common/roles";
import {
  liveAdmitSchema,
  liveChatSchema,
  liveMeSchema,
  liveParticipantActionSchema,
  liveRoomSettingsSchema,
  type LiveSessionView,
  type LiveToken,
} from "../../../common/schemas/learning/live";
import { requireRole } from "../../auth/guards";
import { HttpError } from "../../errors";
import { parseForm } from "../../forms";
import { uuidParam } from "../../http/staff-request";
import { LIVE_SESSION_NOT_FOUND, requireLiveSession } from "../../learning/access";
import { LiveRelay } from "../../learning/live/relay";
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

type SessionParams = { Params: { sessionId: string } };

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
  const access = async (request: FastifyRequest<SessionParams>) => {
    const viewer = requireRole(request, ROLES);
    const sessionId = uuidParam(request.params.sessionId, LIVE_SESSION_NOT_FOUND);
    return { viewer, access: await requireLiveSession(app.db, viewer, sessionId) };
  };
  const view = async (a: Awaited<ReturnType<typeof access>>): Promise<{ success: true; data: LiveSessionView }> => ({
    success: true,
    data: await readSessionView(app.db, app.media, app.config.live, a.access, a.viewer.id, app.config.now()),
  });

  app.get<SessionParams>("/live/sessions/:sessionId", async (request) => view(await access(request)));

  app.post<SessionParams>("/live/sessions/:sessionId/open", async (request) => {
    const a = await access(request);
    await openRoom(app.db, app.media, a.access, a.viewer.id, app.config.now());
    return view(a);
  });

  app.post<SessionParams>("/live/sessions/:sessionId/arrive", async (request) => {
    const a = await access(request);
    await arrive(app.db, a.access, a.viewer.id, app.config.now());
    return view(a);
  });

  app.post<SessionParams>("/live/sessions/:sessionId/admit", async (request) => {
    const a = await access(request);
    const body = parseForm(request.body, liveAdmitSchema);
    await admit(app.db, a.access, body, app.config.now());
    return view(a);
  });

  app.post<SessionParams>("/live/sessions/:sessionId/token", async (request) => {
    const a = await access(request);
    const data: LiveToken = await issueToken(app.db, app.media, a.access, a.viewer.id, app.config.now());
    return { success: true, data };
  });

  app.post<{ Params: { sessionId: string; userId: string } }>("/live/sessions/:sessionId/participants/:userId", async (request) => {
    const a = await access(request);
    const userId = uuidParam(request.params.userId, PARTICIPANT_NOT_FOUND);
    const { action } = parseForm(request.body, liveParticipantActionSchema);
    await moderateParticipant(app.db, app.media, a.access, userId, action, app.config.now());
    return view(a);
  });

  app.post<SessionParams>("/live/sessions/:sessionId/room", async (request) => {
    const a = await access(request);
    const settings = parseForm(request.body, liveRoomSettingsSchema);
    await updateRoom(app.db, app.media, a.access, settings, app.config.now());
    return view(a);
  });

  app.post<SessionParams>("/live/sessions/:sessionId/me", async (request) => {
    const a = await access(request);
    const change = parseForm(request.body, liveMeSchema);
    await updateMe(app.db, app.media, a.access, a.viewer.id, change, app.config.now());
    return view(a);
  });

  app.post<SessionParams>("/live/sessions/:sessionId/chat", async (request) => {
    const a = await access(request);
    const { body } = parseForm(request.body, liveChatSchema);
    await postChat(app.db, a.access, a.viewer.id, body, app.config.now());
    return view(a);
  });

  app.post<SessionParams>("/live/sessions/:sessionId/end", async (request) => {
    const a = await access(request);
    await requireEndByHost(app.db, app.media, a.access, app.config.now());
    return view(a);
  });

  // The signalling WebSocket. A plain GET (no upgrade) is answered like any refusal of the page.
  app.get<SessionParams>(
    "/live/sessions/:sessionId/signal",
    {
      websocket: true,
      // Runs before the upgrade: a refused person gets an HTTP error, never a socket.
      preHandler: async (request) => {
        if (!fromThisSite(request.headers.origin, request.headers.host)) throw new HttpError(403, "You do not have permission to do this.");
        const a = await access(request);
        if (a.access.role === "learner" && !app.media.configured) throw new HttpError(503, "Live video is not set up at this school yet.");
        (request as FastifyRequest & { liveAccess?: typeof a }).liveAccess = a;
      },
    },
    (socket, request) => {
      const a = (request as FastifyRequest & { liveAccess?: Awaited<ReturnType<typeof access>> }).liveAccess;
      if (!a) return socket.close(1008, "refused");
      new LiveRelay({ db: app.db, media: app.media, live: app.config.live, hub: app.liveHub, log: request.log, now: app.config.now }, socket, a.access, a.viewer.id);
    },
  );
}
