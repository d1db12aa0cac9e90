/** Live classes (issue 18, docs/api/live.md): the commands of the session page and the answers. */
import { z } from "zod";
import { LIVE_CHAT_MAX, type LiveWindow } from "../../learning/live";
import { text } from "../fields";

const uuid = text().pipe(z.uuid("Choose someone from the list"));

export const liveAdmitSchema = z
  .object({
    userIds: z.array(uuid).max(200).optional(),
    all: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.all === true || (v.userIds?.length ?? 0) > 0, { message: "Choose who to let in", path: ["userIds"] });

export const LIVE_PARTICIPANT_ACTIONS = ["mute", "allow_unmute", "camera_off", "camera_on", "remove", "lower_hand"] as const;
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

/** What the relay accepts from a page over the signalling WebSocket; anything else is refused. */
const jsepSchema = z.object({ type: z.enum(["offer", "answer"]), sdp: text({ multiline: true }).max(200_000) }).strict();
export const liveSignalSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("join"), token: text().min(10).max(200) }).strict(),
  z.object({ type: z.literal("publish"), jsep: jsepSchema }).strict(),
  z.object({ type: z.literal("subscribe"), feedId: z.number().int().positive() }).strict(),
  z.object({ type: z.literal("answer"), feedId: z.number().int().positive(), jsep: jsepSchema }).strict(),
  z.object({ type: z.literal("leave") }).strict(),
]);
export type LiveSignal = z.infer<typeof liveSignalSchema>;

export type LiveRole = "host" | "learner";
export type LiveParticipantState = "waiting" | "admitted" | "removed";

export interface LiveParticipant {
  userId: string;
  name: string;
  role: LiveRole;
  state: LiveParticipantState;
  hardMuted: boolean;
  selfMuted: boolean;
  /** Turned off by the teacher (the person cannot turn it back on). */
  cameraOff: boolean;
  /** Turned off by the person themselves. */
  selfCameraOff: boolean;
  handRaised: boolean;
  /** The person's video feed in the room, when the viewer may watch it and it is live. */
  feedId: number | null;
  arrivedAt: string;
}

export interface LiveChatMessage {
  id: string;
  name: string;
  body: string;
  at: string;
  mine: boolean;
}

export interface LiveSessionView {
  /** `kind`: a class's session, or a video conference (then `className` reads "Conference about <child>"). */
  session: { id: string; kind: "class" | "conference"; className: string; startsAt: string; endsAt: string; opensAt: string };
  role: LiveRole;
  window: LiveWindow;
  video: { configured: boolean; iceServers: { urls: string | string[]; username?: string; credential?: string }[] };
  /** Null until someone arrives; `open` once the teacher opened it on the media server. */
  room: null | { open: boolean; ended: boolean; locked: boolean; classView: boolean; chatOn: boolean };
  /** The viewer's own place in the room, once they arrived (hosts: once they opened it). */
  me: LiveParticipant | null;
  /** Hosts: everyone (waiting ones too); children: the teachers, and classmates while the class view is shared. */
  participants: LiveParticipant[];
  chat: LiveChatMessage[];
}

export interface LiveToken {
  token: string;
  expiresAt: string;
}
