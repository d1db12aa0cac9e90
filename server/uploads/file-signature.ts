/**
 * A file's bytes must match its extension (DIRECTION.md section 4): a renamed executable or a script
 * saved as ".pdf" is refused even though its name passes the rules in common/uploads.ts.
 * Binary formats are recognised by their magic numbers (file-type); text must be valid UTF-8
 * without control bytes, since plain text has no signature.
 */
import { fileTypeFromBuffer } from "file-type";
import { fileExtension } from "../../common/uploads";

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
};

function isPlainText(bytes: Uint8Array) {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    // Tabs, line feeds and carriage returns are text; other C0 controls and NUL are not.
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

export async function contentMatchesName(name: string, bytes: Uint8Array): Promise<boolean> {
  const extension = fileExtension(name);
  if (extension === ".txt") return (await fileTypeFromBuffer(bytes)) === undefined && isPlainText(bytes);
  const expected = EXPECTED[extension];
  if (!expected) return false;
  const detected = await fileTypeFromBuffer(bytes);
  return detected !== undefined && expected.includes(detected.ext);
}

export function mismatchMessage(name: string) {
  return `The contents of '${name}' do not match its file type`;
}
