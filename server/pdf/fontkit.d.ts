/** The little of fontkit (pdfkit's font engine, no types of its own) that server/pdf/fonts.ts uses. */
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): unknown;
  }
  export function create(buffer: Buffer): Font;
}
