/**
 * The live class's calls (docs/api/live.md), each in one place: the session's view, the waiting
 * room, the teacher's controls, the single-use join token and the signalling socket's address. The
 * view is replaced by the one each command answers, and by the one the socket pushes on every change.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData } from "~/lib/api";
import type { LiveParticipantAction, LiveSessionView, LiveToken } from "../../../../common/schemas/learning/live";

export const liveKey = (sessionId: string) => ["live-session", sessionId] as const;
const base = (sessionId: string) => `/api/live/sessions/${encodeURIComponent(sessionId)}`;

export function signalUrl(sessionId: string): string {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${window.location.host}${base(sessionId)}/signal`;
}

export function useLiveSession(sessionId: string) {
  return useQuery({ queryKey: liveKey(sessionId), queryFn: () => getData<LiveSessionView>(base(sessionId)), retry: false });
}

export async function fetchToken(sessionId: string): Promise<LiveToken> {
  const res = await apiRequest("POST", `${base(sessionId)}/token`, {});
  return ((await res.json()) as { data: LiveToken }).data;
}

type Command =
  | { path: "open" | "arrive" | "end"; body?: undefined }
  | { path: "admit"; body: { userIds?: string[]; all?: boolean } }
  | { path: "room"; body: { locked?: boolean; classView?: boolean; chatOn?: boolean; muteAll?: true } }
  | { path: "me"; body: { selfMuted?: boolean; cameraOn?: boolean; handRaised?: boolean } }
  | { path: "chat"; body: { body: string } }
  | { path: `participants/${string}`; body: { action: LiveParticipantAction } };

/** One mutation for every command of the page; each answers the new view. */
export function useLiveCommand(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (command: Command) => {
      const res = await apiRequest("POST", `${base(sessionId)}/${command.path}`, command.body ?? {});
      return ((await res.json()) as { data: LiveSessionView }).data;
    },
    onSuccess: (view) => client.setQueryData(liveKey(sessionId), view),
  });
}
