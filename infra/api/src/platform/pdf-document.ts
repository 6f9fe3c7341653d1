import PDFDocument from 'pdfkit';
import { registerPdfFonts, type PdfFont } from './pdf-fonts';

/** The page margin of every PDF of the shop, in points. */
export const PDF_MARGIN = 50;

/** The line styles the shop's documents are written in: one look for receipts and result summaries alike. */
export const PDF_LINE_STYLES = {
  title: { font: 'bold', size: 18, gapBefore: 0 },
  heading: { font: 'bold', size: 11, gapBefore: 0.8 },
  body: { font: 'regular', size: 10, gapBefore: 0 },
  total: { font: 'bold', size: 10, gapBefore: 0.3 },
  small: { font: 'italic', size: 9, gapBefore: 1.5 },
} as const satisfies Record<string, { font: PdfFont; size: number; gapBefore: number }>;
export type PdfLineStyle = keyof typeof PDF_LINE_STYLES;

/** Puts the space before a line of this style and sets its font and size. */
export function startLine(document: PDFKit.PDFDocument, style: PdfLineStyle): void {
  const { font, size, gapBefore } = PDF_LINE_STYLES[style];
  if (gapBefore > 0) document.moveDown(gapBefore);
  document.font(font).fontSize(size);
}

/**
 * An A4 document in the shop's embedded font (so every name prints as written), drawn by `draw`; resolves with
 * its bytes once pdfkit has finished writing it.
 */
export function writePdf(
  info: { Title: string; CreationDate: Date },
  draw: (document: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    lang: 'en',
    info: { ...info, Author: 'Labshop' },
  });
  registerPdfFonts(document);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  draw(document);
  document.end();
  return finished;
}
