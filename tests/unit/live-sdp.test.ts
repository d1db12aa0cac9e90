/**
 * What a page may publish in a live room (server/learning/live/sdp.ts): one microphone and one camera.
 * The teacher's hard mute and camera-off hold per stream, so a second audio or video track (or a data
 * channel) in an offer would escape them: such an offer is refused, however its lines are written.
 */
import { describe, expect, it } from "vitest";
import { mediaKinds, oneOfEachKind } from "../../server/learning/live/sdp";

const section = (kind: string, mid: number) => [`m=${kind} 9 UDP/TLS/RTP/SAVPF 111`, "c=IN IP4 0.0.0.0", `a=mid:${mid}`, "a=sendonly"];
const offer = (...kinds: string[]) => ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", ...kinds.flatMap((k, i) => section(k, i))].join("\r\n") + "\r\n";

describe("a live publisher's offer", () => {
  it("may carry a microphone and a camera, or either alone", () => {
    expect(mediaKinds(offer("audio", "video"))).toEqual(["audio", "video"]);
    for (const kinds of [["audio", "video"], ["video", "audio"], ["audio"], ["video"], []]) expect(oneOfEachKind(mediaKinds(offer(...kinds)))).toBe(true);
  });

  it("may not carry a second microphone or camera, nor anything else", () => {
    for (const kinds of [["audio", "audio"], ["audio", "video", "video"], ["video", "audio", "audio"], ["audio", "application"], ["text"]]) {
      expect(oneOfEachKind(mediaKinds(offer(...kinds))), kinds.join(",")).toBe(false);
    }
  });

  it("is read line by line whatever its line endings and the case of its kinds", () => {
    expect(mediaKinds(offer("audio", "AUDIO").replaceAll("\r\n", "\n"))).toEqual(["audio", "audio"]);
    expect(mediaKinds("v=0\rm=audio 9 RTP/AVP 0\rm=audio 9 RTP/AVP 0\r")).toEqual(["audio", "audio"]);
    expect(oneOfEachKind(mediaKinds("v=0\nm=audio 9 RTP/AVP 0\n m=audio 9 RTP/AVP 0\n"))).toBe(false);
    // An attribute that mentions a media line is not one.
    expect(mediaKinds("v=0\nm=audio 9 RTP/AVP 0\na=x-note:m=audio\n")).toEqual(["audio"]);
  });
});
