/** The files of each language's signed-in texts, from the build's Vite manifest (server/plugins/text-files.ts). */
import { describe, expect, it } from "vitest";
import { signedInTextFiles } from "../../server/plugins/text-files";

describe("the signed-in texts' files", () => {
  it("names, for each language but English, its shell and signed-in parts and the files they import, once each", () => {
    const manifest = {
      "_texts-es-shell-A1.js": { file: "assets/texts-es-shell-A1.js", name: "texts-es-shell", imports: ["_rolldown-runtime-C3.js"] },
      "_texts-es-signed-in-B2.js": { file: "assets/texts-es-signed-in-B2.js", name: "texts-es-signed-in", imports: ["_rolldown-runtime-C3.js"] },
      "_rolldown-runtime-C3.js": { file: "assets/rolldown-runtime-C3.js", name: "rolldown-runtime" },
      "_texts-en-signed-in-D4.js": { file: "assets/texts-en-signed-in-D4.js", name: "texts-en-signed-in" },
      "_texts-es-staff-E5.js": { file: "assets/texts-es-staff-E5.js", name: "texts-es-staff" },
    };
    expect(signedInTextFiles(manifest)).toEqual({
      es: ["/assets/texts-es-shell-A1.js", "/assets/rolldown-runtime-C3.js", "/assets/texts-es-signed-in-B2.js"],
    });
  });

  it("names none when the build has no manifest entry for them", () => {
    expect(signedInTextFiles({})).toEqual({});
  });
});
