import PDFDocument from 'pdfkit';
import { RESULT_STATUS_WORDS, type ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { registerPdfFonts } from '../../platform/pdf-fonts';

export const NOT_A_DIAGNOSIS_NOTE =
  'This summary lists the values the laboratory reported with the ranges they were compared with. ' +
  'It is not a diagnosis: talk to a doctor about what your results mean for you.';

export interface SummaryLine {
  text: string;
  style: 'title' | 'heading' | 'body' | 'small';
}

const day = (iso: string | null) => (iso === null ? 'not given' : iso.slice(0, 10));

/**
 * What the summary says, line by line: who it is for, then every value by the name patients know (and the lab's
 * own name when it differs) with its range and its flag in words (never a colour alone, so it reads the same
 * printed in black and white), and the lab's notes the patient may read.
 */
export function summaryLines(result: ResultDetail): SummaryLine[] {
  const { patient } = result;
  const lines: SummaryLine[] = [
    { style: 'title', text: result.testName },
    {
      style: 'body',
      text: `Patient: ${patient.firstName} ${patient.lastName}, born ${patient.birthDate ?? 'not given'}`,
    },
    { style: 'body', text: `Order: ${result.orderNumber}    Laboratory: ${result.labName}` },
    {
      style: 'body',
      text: `Sample taken: ${day(result.collectedAt)}    Reported: ${day(result.issuedAt ?? result.receivedAt)}`,
    },
    { style: 'body', text: `Status: ${RESULT_STATUS_WORDS[result.status]}` },
  ];
  for (const observation of result.observations) {
    lines.push({ style: 'heading', text: `${observation.name}: ${observation.displayValue}` });
    if (observation.nameFromLab !== observation.name) {
      lines.push({ style: 'small', text: `Laboratory’s name: ${observation.nameFromLab}` });
    }
    lines.push({
      style: 'body',
      text: `Range: ${observation.range?.text ?? 'none given'}    Result: ${observation.flagWords}`,
    });
    for (const note of observation.notes) lines.push({ style: 'body', text: note });
  }
  if (result.notes.length > 0) {
    lines.push({ style: 'heading', text: 'Notes from the laboratory' });
    for (const note of result.notes) lines.push({ style: 'body', text: note });
  }
  lines.push({ style: 'small', text: NOT_A_DIAGNOSIS_NOTE });
  return lines;
}

const STYLES: Record<SummaryLine['style'], { font: 'regular' | 'bold' | 'italic'; size: number; gapBefore: number }> = {
  title: { font: 'bold', size: 18, gapBefore: 0 },
  heading: { font: 'bold', size: 11, gapBefore: 0.8 },
  body: { font: 'regular', size: 10, gapBefore: 0 },
  small: { font: 'italic', size: 9, gapBefore: 1.5 },
};

/** The summary as an A4 PDF in the shop's embedded font, so names and signs print as written ('Wiśniewska', '≤'). */
export function renderSummaryPdf(result: ResultDetail, generatedAt: Date): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: 'en',
    info: { Title: `${result.testName}: results summary`, Author: 'Labshop', CreationDate: generatedAt },
  });
  registerPdfFonts(document);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  for (const line of summaryLines(result)) {
    const style = STYLES[line.style];
    if (style.gapBefore > 0) document.moveDown(style.gapBefore);
    document.font(style.font).fontSize(style.size).text(line.text);
  }
  document.end();
  return finished;
}
