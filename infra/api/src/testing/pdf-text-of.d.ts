/**
 * The text a PDF shows, line by line, as a reader copying it would get it: each text showing operator is decoded
 * through the ToUnicode map of the font it is drawn in (how a PDF with embedded, subset fonts says which letters
 * its glyphs are). Enough for the shop's own pdfkit documents; not a general PDF reader.
 */
export declare function pdfTextOf(pdf: Buffer): string[];
