import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The font every PDF of the shop is written in: DejaVu Sans (a TrueType font with every Latin letter, Polish ones
 * included, and the signs results use: ≤, ≥, −, ×10⁹), embedded and subset by pdfkit, so a name such as
 * 'Łukasz Żółć' prints as it is written. The standard PDF fonts know only Windows-1252 letters.
 */
export const PDF_FONTS = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italic: 'DejaVuSans-Oblique.ttf' };
export type PdfFont = keyof typeof PDF_FONTS;

const fontDirectory = join(dirname(createRequire(__filename).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const loaded = new Map<PdfFont, Buffer>();

/** The font file's bytes, read once per process. */
export function pdfFont(font: PdfFont): Buffer {
  let bytes = loaded.get(font);
  if (!bytes) {
    bytes = readFileSync(join(fontDirectory, PDF_FONTS[font]));
    loaded.set(font, bytes);
  }
  return bytes;
}

/** Registers the shop's fonts in a pdfkit document under their names ('regular', 'bold', 'italic'). */
export function registerPdfFonts(document: PDFKit.PDFDocument): void {
  for (const font of Object.keys(PDF_FONTS) as PdfFont[]) document.registerFont(font, pdfFont(font));
}
