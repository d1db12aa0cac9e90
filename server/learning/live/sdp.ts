/**
 * What a page may publish in a live room: one microphone and one camera, nothing else. The teacher's
 * hard mute and camera-off are applied by the media server per stream (its `mid`), and a feed records
 * one audio and one video stream; a second track of a kind would play unmoderated, so an offer with
 * one is refused before it reaches the media server, and the media server's own account of what it
 * accepted is checked again after (server/learning/live/relay.ts).
 */

export const ONE_MICROPHONE_ONE_CAMERA = "You can share one microphone and one camera in a live class.";

/** Kinds a feed may carry, at most one stream of each. */
const ALLOWED_KINDS = new Set(["audio", "video"]);

/** The kinds of an SDP's media sections (its `m=` lines), in order. */
export function mediaKinds(sdp: string): string[] {
  const kinds: string[] = [];
  for (const line of sdp.split(/\r?\n|\r/)) {
    // "m=<media> <port> <proto> <fmt> ...": any case and leading space count, as a lenient parser might read them.
    const match = /^\s*m\s*=\s*(\S*)/i.exec(line);
    if (match) kinds.push(match[1]!.toLowerCase());
  }
  return kinds;
}

/** True when the streams carry at most one audio and one video and nothing else. */
export function oneOfEachKind(kinds: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const kind of kinds) {
    if (!ALLOWED_KINDS.has(kind) || seen.has(kind)) return false;
    seen.add(kind);
  }
  return true;
}

export const ONE_SCREEN = "You can share one screen or window at a time.";

/** A shared screen carries one video stream and nothing else (no sound: the microphone is the person's feed). */
export function oneVideoOnly(kinds: readonly string[]): boolean {
  return kinds.length === 1 && kinds[0] === "video";
}
