/** Small files with real signatures (magic numbers) for upload tests. */
import PDFDocument from "pdfkit";

export const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

export const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR", new Array(17).fill(0));
export const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", new Array(20).fill(0));
export const GIF = bytes("GIF89a", new Array(20).fill(0));
export const PDF = bytes("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n");
export const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(504).fill(0));
export const EXE = bytes("MZ", new Array(100).fill(0x90));

/** A one-entry stored zip holding the [Content_Types].xml of a Word document: how a .docx starts. */
export function docx() {
  const name = Buffer.from("[Content_Types].xml");
  const data = Buffer.from(
    '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

const ebml = (id: number[], data: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
/** The EBML header of a WebM recording (what Chromium's MediaRecorder writes first), then filler. */
export const WEBM = Buffer.concat([
  ebml([0x1a, 0x45, 0xdf, 0xa3], Buffer.concat([ebml([0x42, 0x86], Buffer.from([1])), ebml([0x42, 0x82], Buffer.from("webm"))])),
  Buffer.alloc(64),
]);
/** An Ogg page holding an Opus head (what Firefox's MediaRecorder writes). */
export const OGG_OPUS = bytes("OggS", [0, 2], new Array(20).fill(0), [1, 19], "OpusHead", new Array(30).fill(0));

/** A real PDF of `pages` landscape pages, each saying "Slide N" (a teacher's slides, issue 35). */
export function slidesPdf(pages: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", layout: "landscape" });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    for (let i = 1; i <= pages; i++) {
      if (i > 1) doc.addPage();
      doc.fontSize(48).text(`Slide ${i}`, 60, 60);
    }
    doc.end();
  });
}
