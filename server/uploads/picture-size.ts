/**
 * A picture's pixels are bounded as well as its bytes (issue 30): a PNG of a few hundred kilobytes can
 * say 6000 × 6000 pixels and decode to 144 MB, an 8 MB one to gigabytes. sharp reads only the header
 * here (width and height), so the check costs nothing like a decode. A picture whose header sharp
 * cannot read passes: its bytes already matched its name (file-signature.ts), and the PDFs list
 * such a picture by name rather than printing it (server/pdf/images.ts).
 */
import sharp from "sharp";

/**
 * The most pixels (width × height) a stored picture may have: 50 megapixels, e.g. 8000 × 6000. A phone's
 * photo of paper work must pass as it comes: today's phones save 12 to 24 megapixels by default (an
 * iPhone 15's 5712 × 4284 is 24.5) and 48 to 50 in their full-resolution modes (8160 × 6120).
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

const PICTURE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

export const tooManyPixelsMessage = (width: number, height: number) =>
  `This picture is ${width} × ${height} pixels, more than the ${MAX_PICTURE_PIXELS / 1_000_000} megapixels a picture may have (for example 8000 × 6000). Please send a smaller copy.`;

/** Why a stored picture is refused (too many pixels), or undefined when it may be kept. */
export async function pictureProblem(contentType: string, filePath: string): Promise<string | undefined> {
  if (!PICTURE_TYPES.has(contentType)) return undefined;
  const meta = await sharp(filePath)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return undefined;
  // An animation's frames all count (sharp gives the height of one page).
  const height = (meta.pageHeight ?? meta.height) * (meta.pages ?? 1);
  return meta.width * height > MAX_PICTURE_PIXELS ? tooManyPixelsMessage(meta.width, height) : undefined;
}

export const tooLongSideMessage = (width: number, height: number, maxSide: number) =>
  `This picture is ${width} × ${height} pixels; a drawing or photo answer may be at most ${maxSide} pixels on its longer side. Please send a smaller copy.`;

export const UNREADABLE_PICTURE = "This picture could not be read. Please take it again or send another copy.";

/**
 * Why a drawing or a photo answer is refused: a picture whose header cannot be read (here the pixels
 * must be known), or one longer than `maxSide` on either side. Only the header is read.
 */
export async function answerPictureProblem(filePath: string, maxSide: number): Promise<string | undefined> {
  const meta = await sharp(filePath)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return UNREADABLE_PICTURE;
  const height = (meta.pageHeight ?? meta.height) * (meta.pages ?? 1);
  return Math.max(meta.width, height) > maxSide ? tooLongSideMessage(meta.width, height, maxSide) : undefined;
}
