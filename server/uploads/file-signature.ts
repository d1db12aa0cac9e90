/**
 * A file's bytes must match its extension (DIRECTION.md section 4): a renamed executable or a script
 * saved as ".pdf" is refused even though its name passes the rules in common/uploads.ts.
 * Binary formats are recognised by their magic numbers (file-type, which reads only the bytes it
 * needs); text must be valid UTF-8 without control bytes, since plain text has no signature. The
 * file is read from disk a chunk at a time: an upload is never held whole in memory.
 */
import { createReadStream } from "node:fs";
import { fileTypeFromFile } from "file-type";
import { fileExtension } from "#common/uploads";

/** What file-type reports for each accepted extension. */
const EXPECTED: Record<string, readonly string[]> = {
  ".jpg": ["jpg"],
  ".jpeg": ["jpg"],
  ".png": ["png"],
  ".gif": ["gif"],
  ".webp": ["webp"],
  ".pdf": ["pdf"],
  // Word 97-2003 documents are OLE compound files.
  ".doc": ["cfb"],
  ".docx": ["docx"],
  ".pptx": ["pptx"],
  ".xlsx": ["xlsx"],
  // Voice answers recorded in the browser (common/learning/files.ts VOICE_FILE_POLICY).
  ".webm": ["webm"],
  ".ogg": ["ogg", "opus", "oga"],
  ".m4a": ["m4a", "mp4"],
};

/** Recordings are served as audio whatever container type the signature names. */
const AUDIO_TYPES: Record<string, string> = { ".webm": "audio/webm", ".ogg": "audio/ogg", ".m4a": "audio/mp4" };

// Tabs, line feeds and carriage returns are text; other C0 controls and NUL are not.
// eslint-disable-next-line no-control-regex -- finding control characters is how binary content is told from text
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

async function isPlainText(filePath: string) {
  // In stream mode the decoder keeps a character split across two chunks for the next one.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath)) {
      if (CONTROL_CHARACTER.test(decoder.decode(chunk as Buffer, { stream: true }))) return false;
    }
    return !CONTROL_CHARACTER.test(decoder.decode());
  } catch (err) {
    // Not UTF-8 (a read error is not an answer about the file, so it goes on).
    if (err instanceof TypeError) return false;
    throw err;
  }
}

/** The file's content type when its bytes are what its name says; undefined when they are not. */
export async function matchingContentType(name: string, filePath: string): Promise<string | undefined> {
  const extension = fileExtension(name);
  const detected = await fileTypeFromFile(filePath);
  if (extension === ".txt") return detected === undefined && (await isPlainText(filePath)) ? "text/plain" : undefined;
  if (!detected || !EXPECTED[extension]?.includes(detected.ext)) return undefined;
  return AUDIO_TYPES[extension] ?? detected.mime;
}

export function mismatchMessage(name: string) {
  return `The contents of '${name}' do not match its file type`;
}
