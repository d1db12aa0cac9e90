/**
 * The page's side of the live room: one WebSocket to our server's relay (never to the media server),
 * one RTCPeerConnection publishing the person's own camera and microphone, and one per feed they may
 * watch. ICE gathering completes before an offer or answer is sent (no trickle), which keeps the
 * relay's protocol to the five commands it accepts.
 */
import type { LiveSessionView } from "#common/schemas/learning/live";

export interface LiveMediaEvents {
  onState: (view: LiveSessionView) => void;
  onRemote: (feedId: number, stream: MediaStream | null) => void;
  onClosed: (kind: "removed" | "ended" | "closed", message: string) => void;
  onError: (message: string) => void;
  onJoined: () => void;
  /** The person's screen share stopped from elsewhere (the teacher stopped it, or the room took it back). */
  onShareStopped?: () => void;
  /** The person's place changed (small groups started or ended, or they were moved): join again there. */
  onMoved?: () => void;
  /** A whiteboard message (a stroke, an erasure, a stroke to read): ./board.tsx. */
  onBoard?: (message: Message) => void;
}

export type Message = { type: string; [key: string]: unknown };
type Jsep = { type: "offer" | "answer"; sdp: string };

async function gathered(pc: RTCPeerConnection) {
  if (pc.iceGatheringState === "complete") return;
  await new Promise<void>((resolve) => {
    const done = () => {
      if (pc.iceGatheringState === "complete") {
        pc.removeEventListener("icegatheringstatechange", done);
        resolve();
      }
    };
    pc.addEventListener("icegatheringstatechange", done);
    setTimeout(resolve, 5_000);
  });
}

export class LiveMedia {
  private ws: WebSocket;
  private publisher: RTCPeerConnection | null = null;
  private screen: RTCPeerConnection | null = null;
  private readonly subscribers = new Map<number, RTCPeerConnection>();
  private readonly pending = new Set<number>();
  private waiting = new Map<string, (m: Message) => void>();
  local: MediaStream | null = null;
  joined = false;
  private stopped = false;

  constructor(
    url: string,
    private readonly iceServers: RTCIceServer[],
    private readonly events: LiveMediaEvents,
  ) {
    this.ws = new WebSocket(url);
    this.ws.onmessage = (e) => this.receive(JSON.parse(String(e.data)) as Message);
    this.ws.onclose = () => {
      if (!this.stopped) this.events.onClosed("closed", "The connection to the live class was lost.");
      this.stop();
    };
  }

  private send(m: Record<string, unknown>) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  private expect(type: string): Promise<Message> {
    return new Promise((resolve) => this.waiting.set(type, resolve));
  }

  private receive(m: Message) {
    if (m.type === "state") return this.events.onState(m.view as LiveSessionView);
    if (m.type === "board") return this.events.onBoard?.(m);
    if (m.type === "removed" || m.type === "ended") {
      this.stopped = true;
      this.events.onClosed(m.type, String(m.message ?? ""));
      return this.stop();
    }
    if (m.type === "unsubscribed") return this.dropFeed(Number(m.feedId));
    if (m.type === "moved") {
      this.leaveMedia();
      return this.events.onMoved?.();
    }
    if (m.type === "unshared") {
      this.closeScreen();
      return this.events.onShareStopped?.();
    }
    if (m.type === "offer") return void this.answer(Number(m.feedId), m.jsep as Jsep);
    if (m.type === "error") {
      if (m.request === "subscribe") this.pending.clear();
      const answers: Record<string, string> = { join: "joined", publish: "published", share: "shared" };
      const waiter = typeof m.request === "string" ? this.waiting.get(answers[m.request] ?? "") : undefined;
      if (waiter) waiter(m);
      // A video that could not be watched is asked for again with the next view; the person cannot act on it.
      if (m.request === "subscribe" || m.request === "answer") return;
      return this.events.onError(String(m.message));
    }
    const waiter = this.waiting.get(m.type);
    if (waiter) {
      this.waiting.delete(m.type);
      waiter(m);
    }
  }

  whenOpen(): Promise<void> {
    if (this.ws.readyState === WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve) => this.ws.addEventListener("open", () => resolve(), { once: true }));
  }

  /** Joins with the person's own single-use token and publishes their camera and microphone. */
  /** True once joined and publishing; false when the relay refused (the page may try again with a new token). */
  async join(token: string, local: MediaStream): Promise<boolean> {
    await this.whenOpen();
    const joined = this.expect("joined");
    this.send({ type: "join", token });
    const reply = await joined;
    if (reply.type !== "joined") return false;
    this.joined = true;
    this.events.onJoined();
    this.local = local;
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.publisher = pc;
    for (const track of local.getTracks()) pc.addTransceiver(track, { direction: "sendonly", streams: [local] });
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const published = this.expect("published");
    this.send({ type: "publish", jsep: { type: "offer", sdp: pc.localDescription!.sdp } });
    const answer = await published;
    if (answer.type === "published" && answer.jsep) await pc.setRemoteDescription(answer.jsep as Jsep);
    return true;
  }

  /** Watches the feeds the server lists for this person (the server refuses any other). */
  watch(feedIds: number[]) {
    if (!this.joined) return;
    for (const feedId of feedIds) {
      if (this.subscribers.has(feedId) || this.pending.has(feedId)) continue;
      this.pending.add(feedId);
      this.send({ type: "subscribe", feedId });
    }
    for (const feedId of [...this.subscribers.keys()]) if (!feedIds.includes(feedId)) this.dropFeed(feedId);
  }

  private async answer(feedId: number, offer: Jsep) {
    this.pending.delete(feedId);
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.subscribers.set(feedId, pc);
    const stream = new MediaStream();
    pc.ontrack = (e) => {
      stream.addTrack(e.track);
      this.events.onRemote(feedId, stream);
    };
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    this.send({ type: "answer", feedId, jsep: { type: "answer", sdp: pc.localDescription!.sdp } });
  }

  /**
   * Shares a screen or a window (one video track) beside the camera; true once the room shows it.
   * The server refuses it when the person may not share or another share is live (onError says why).
   */
  async share(track: MediaStreamTrack): Promise<boolean> {
    if (!this.joined || this.screen) return false;
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.screen = pc;
    pc.addTransceiver(track, { direction: "sendonly" });
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const shared = this.expect("shared");
    this.send({ type: "share", jsep: { type: "offer", sdp: pc.localDescription!.sdp } });
    const answer = await shared;
    this.waiting.delete("shared");
    if (answer.type !== "shared" || !answer.jsep || this.screen !== pc) {
      this.closeScreen();
      return false;
    }
    await pc.setRemoteDescription(answer.jsep as Jsep);
    return true;
  }

  unshare() {
    if (!this.screen) return;
    this.closeScreen();
    this.send({ type: "unshare" });
  }

  private closeScreen() {
    this.screen?.close();
    this.screen = null;
  }

  private dropFeed(feedId: number) {
    this.subscribers.get(feedId)?.close();
    this.subscribers.delete(feedId);
    this.pending.delete(feedId);
    this.events.onRemote(feedId, null);
  }

  /** The person's own microphone and camera, as the room allows (the server enforces the teacher's mute anyway). */
  applyLocal(audioOn: boolean, videoOn: boolean) {
    for (const t of this.local?.getAudioTracks() ?? []) t.enabled = audioOn;
    for (const t of this.local?.getVideoTracks() ?? []) t.enabled = videoOn;
  }

  /** Leaves the media room the relay left (the socket stays): the page then joins where it now belongs. */
  private leaveMedia() {
    this.joined = false;
    this.publisher?.close();
    this.publisher = null;
    if (this.screen) {
      this.closeScreen();
      this.events.onShareStopped?.();
    }
    for (const feedId of [...this.subscribers.keys(), ...this.pending]) this.dropFeed(feedId);
  }

  stop() {
    this.stopped = true;
    this.publisher?.close();
    this.publisher = null;
    this.closeScreen();
    for (const pc of this.subscribers.values()) pc.close();
    this.subscribers.clear();
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
  }
}

/** A short knock made with WebAudio (no sound file): two soft taps. */
export function knock() {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    for (const at of [0, 0.18]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "triangle";
      osc.frequency.value = 180;
      gain.gain.setValueAtTime(0.0001, ctx.currentTime + at);
      gain.gain.exponentialRampToValueAtTime(0.5, ctx.currentTime + at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + at + 0.12);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + at);
      osc.stop(ctx.currentTime + at + 0.15);
    }
    setTimeout(() => void ctx.close(), 600);
  } catch {
    // no sound: the list still shows who is waiting
  }
}
