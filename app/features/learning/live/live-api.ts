/**
 * The live class's calls (docs/api/live.md, contracts in common/api/learning/live.ts), each in one
 * place: the session's view, the waiting room, the teacher's controls, the single-use join token and
 * the signalling socket's address. The view is replaced by the one each command answers, and by the
 * one the socket pushes on every change.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { href } from "#common/api/contract";
import {
  admitLive,
  answerLiveCheck,
  arriveLive,
  drawLiveBoardStroke,
  endLive,
  endLiveGroups,
  eraseLiveBoardStroke,
  liveGroupings,
  messageLiveGroups,
  placeLiveGroups,
  saveLiveGrouping,
  startLiveGroups,
  liveBoard,
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
  saveLiveBoard,
  updateLiveBoard,
  updateLiveCheck,
  updateLiveSlides,
} from "#common/api/learning/live";
import { ownFiles, uploadFile as uploadFileContract } from "#common/api/learning/files";
import { libraryResources } from "#common/api/learning/library";
import { MAX_PAGE_SIZE } from "#common/schemas/paging";
import type {
  LiveBoardBackground,
  LiveBoardColour,
  LiveBoardPen,
  LiveBoardSaved,
  LiveBoardSize,
  LiveBoardStroke,
  LiveCheck,
  LiveCheckKind,
  LiveGrouping,
  LiveParticipantAction,
  LiveSessionView,
  LiveToken,
} from "#common/schemas/learning/live";
import { call } from "~/lib/api";
import { invalidate, keyOf, queryOptions } from "~/lib/api-queries";
import { uploadFile, type UploadedFile } from "~/lib/upload";

const sessionInput = (sessionId: string) => ({ params: { sessionId } });

export function signalUrl(sessionId: string): string {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${window.location.host}${href(liveSignal, sessionInput(sessionId))}`;
}

export function useLiveSession(sessionId: string) {
  return useQuery({ ...queryOptions(liveSession, sessionInput(sessionId)), retry: false });
}

/** Puts the view the socket pushed (or a command answered) in place of the cached one. */
export function setLiveView(client: QueryClient, sessionId: string, view: LiveSessionView) {
  client.setQueryData(keyOf(liveSession, sessionInput(sessionId)), view);
}

/** Reads the session's view again (the socket closed, the page came back). */
export function refreshLiveView(client: QueryClient, sessionId: string) {
  return invalidate(client, liveSession, sessionInput(sessionId));
}

export function fetchToken(sessionId: string): Promise<LiveToken> {
  return call(liveToken, sessionInput(sessionId));
}

type Command =
  | { path: "open" | "arrive" | "end"; body?: undefined }
  | { path: "admit"; body: { userIds?: string[]; all?: boolean } }
  | { path: "room"; body: { locked?: boolean; classView?: boolean; chatOn?: boolean; muteAll?: true } }
  | { path: "me"; body: { selfMuted?: boolean; cameraOn?: boolean; handRaised?: boolean } }
  | { path: "chat"; body: { body: string } }
  | { path: `participants/${string}`; body: { action: LiveParticipantAction } }
  | { path: "checks"; body: { kind: LiveCheckKind; question?: string; choices?: string[]; standardId?: string; correctAnswer?: string } }
  | { path: "check"; checkId: string; body: { closed?: true; totalsShown?: boolean } }
  | { path: "answer"; checkId: string; body: { answer: string } }
  | { path: "slides"; body: { fileId: string } }
  | { path: "slide"; deckId: string; body: { page?: number; closed?: true } }
  | { path: "board"; body: { open?: boolean; pen?: LiveBoardPen; penUserId?: string; background?: LiveBoardBackground; clear?: true } }
  | { path: "groups"; body: { groups: { name?: string; userIds: string[] }[]; minutes: number } }
  | { path: "groups/message"; body: { body: string } }
  | { path: "groups/place"; body: { userId?: string; groupId: string | null } }
  | { path: "groups/end"; body?: undefined };

const PARTICIPANTS = "participants/";

/** Sends one command of the page through its contract; each answers the new view. */
function send(sessionId: string, command: Command): Promise<LiveSessionView> {
  const params = { sessionId };
  switch (command.path) {
    case "open":
      return call(openLiveRoom, { params });
    case "arrive":
      return call(arriveLive, { params });
    case "end":
      return call(endLive, { params });
    case "admit":
      return call(admitLive, { params, body: command.body });
    case "room":
      return call(liveRoomSettings, { params, body: command.body });
    case "me":
      return call(liveMe, { params, body: command.body });
    case "chat":
      return call(liveChat, { params, body: command.body });
    case "checks":
      return call(openLiveCheck, { params, body: command.body });
    case "check":
      return call(updateLiveCheck, { params: { sessionId, checkId: command.checkId }, body: command.body });
    case "answer":
      return call(answerLiveCheck, { params: { sessionId, checkId: command.checkId }, body: command.body });
    case "slides":
      return call(openLiveSlides, { params, body: command.body });
    case "slide":
      return call(updateLiveSlides, { params: { sessionId, deckId: command.deckId }, body: command.body });
    case "board":
      return call(updateLiveBoard, { params, body: command.body });
    case "groups":
      return call(startLiveGroups, { params, body: command.body });
    case "groups/message":
      return call(messageLiveGroups, { params, body: command.body });
    case "groups/place":
      return call(placeLiveGroups, { params, body: command.body });
    case "groups/end":
      return call(endLiveGroups, { params });
    default:
      return call(moderateLiveParticipant, { params: { sessionId, userId: command.path.slice(PARTICIPANTS.length) }, body: command.body });
  }
}

/** One mutation for every command of the page; each answers the new view. */
export function useLiveCommand(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: Command) => send(sessionId, command),
    onSuccess: (view) => setLiveView(client, sessionId, view),
  });
}

/** The session's quick checks with every answer, for its teacher (the evidence of ended checks with a standard). */
export function useLiveChecks(sessionId: string, enabled: boolean) {
  return useQuery({ ...queryOptions(liveChecks, sessionInput(sessionId)), enabled });
}

/** The teacher sets one child's answer's level as evidence (null: the level read from the answer); the list is replaced by the answer. */
export function useSetCheckEvidence(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ checkId, studentId, level }: { checkId: string; studentId: string; level: 1 | 2 | 3 | 4 | null }) =>
      call(liveCheckEvidence, { params: { sessionId, checkId, studentId }, body: { level } }),
    onSuccess: (checks: LiveCheck[]) => client.setQueryData(keyOf(liveChecks, sessionInput(sessionId)), checks),
  });
}

/** The teacher's own PDFs to show as slides (the same list, and cache, as My files). */
export function usePdfFiles(enabled: boolean) {
  return useQuery({ ...queryOptions(ownFiles), enabled, select: (data) => data.files.filter((f) => f.contentType === "application/pdf") });
}

/** The resource library's PDFs the teacher may read (the latest 100), to show as slides: each by its file and title. */
export function useLibraryPdfs(enabled: boolean) {
  return useQuery({
    ...queryOptions(libraryResources, { query: { page: 1, pageSize: MAX_PAGE_SIZE } }),
    enabled,
    select: (data) =>
      data.resources.filter((r) => r.kind === "file" && r.fileId && r.contentType === "application/pdf").map((r) => ({ id: r.fileId!, name: r.title })),
  });
}

/** Uploads a PDF as one of the teacher's files (the quota and checks of My files), then refreshes their list. */
export async function uploadPdf(client: QueryClient, file: File): Promise<UploadedFile> {
  const uploaded = await uploadFile(file, { url: uploadFileContract.path });
  await invalidate(client, ownFiles);
  return uploaded;
}

/** The whiteboard's strokes so far (when the board shows, or after a missed message). */
export async function fetchBoardStrokes(sessionId: string): Promise<LiveBoardStroke[]> {
  return (await call(liveBoard, sessionInput(sessionId))).strokes;
}

export function drawBoardStroke(sessionId: string, body: { points: number[][]; colour: LiveBoardColour; size: LiveBoardSize }): Promise<LiveBoardStroke> {
  return call(drawLiveBoardStroke, { ...sessionInput(sessionId), body });
}

export async function eraseBoardStroke(sessionId: string, strokeId: string): Promise<void> {
  await call(eraseLiveBoardStroke, { params: { sessionId, strokeId } });
}

export function saveBoard(sessionId: string): Promise<LiveBoardSaved> {
  return call(saveLiveBoard, sessionInput(sessionId));
}

/** A whiteboard message the signalling socket brought: a stroke, an erasure, or a stroke to read. */
export type BoardMessage = { stroke?: LiveBoardStroke; strokeId?: string; erased?: string };

/** The socket's whiteboard messages, from the room (live-screen.tsx) to the board (board.tsx) of the same session. */
const boardListeners = new Map<string, Set<(message: BoardMessage) => void>>();

export function emitBoardMessage(sessionId: string, message: BoardMessage) {
  for (const listener of boardListeners.get(sessionId) ?? []) listener(message);
}

export function onBoardMessage(sessionId: string, listener: (message: BoardMessage) => void): () => void {
  const set = boardListeners.get(sessionId) ?? new Set();
  boardListeners.set(sessionId, set);
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) boardListeners.delete(sessionId);
  };
}

/** The class's saved small groups (hosts of a class session). */
export function useGroupings(sessionId: string, enabled: boolean) {
  return useQuery({ ...queryOptions(liveGroupings, sessionInput(sessionId)), enabled });
}

export async function saveGrouping(
  client: QueryClient,
  sessionId: string,
  body: { name: string; groups: { name?: string; userIds: string[] }[] },
): Promise<LiveGrouping> {
  const saved = await call(saveLiveGrouping, { params: { sessionId }, body });
  await invalidate(client, liveGroupings, sessionInput(sessionId));
  return saved;
}
