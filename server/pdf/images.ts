/**
 * A picture as the PDFs print it (issue 30): decoded by sharp (libvips) with a pixel limit and a
 * time limit, read in one pass (sequential: memory stays at a few rows, not the whole bitmap), and
 * re-encoded as a JPEG at most PRINT_EDGE pixels on its longest side. pdfkit then embeds a small,
 * known-good file instead of decoding whatever was stored. The limit here is above the upload limit
 * (server/uploads/picture-size.ts) so that pictures stored before it still print, bounded.
 */
import sharp from "sharp";
import { MAX_PICTURE_PIXELS } from "../uploads/picture-size";

/** Longest side of a printed picture: 1600 px is 300 dpi over the 5.3 inches the PDFs give it. */
export const PRINT_EDGE = 1600;
/** The most pixels a picture being printed may decode to; larger ones are listed by name. */
export const MAX_PRINT_INPUT_PIXELS = 3 * MAX_PICTURE_PIXELS;
const DECODE_SECONDS = 10;

// libvips' operation cache would keep decoded pictures of children's work in memory after use, and
// one thread per picture is plenty inside the PDF pool's bounded workers.
sharp.cache(false);
sharp.concurrency(1);

/** The picture re-encoded small, or null when it cannot be read within the limits. */
export async function printableCopy(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PRINT_INPUT_PIXELS, sequentialRead: true, failOn: "error" })
      .rotate()
      .resize({ width: PRINT_EDGE, height: PRINT_EDGE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82 })
      .timeout({ seconds: DECODE_SECONDS })
      .toBuffer();
  } catch {
    return null;
  }
}
