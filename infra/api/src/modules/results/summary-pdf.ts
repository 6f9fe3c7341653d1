import { RESULT_STATUS_WORDS, type ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { startLine, writePdf, type PdfLineStyle } from '../../platform/pdf-document';

export const NOT_A_DIAGNOSIS_NOTE =
  'This summary lists the values the laboratory reported with the ranges they were compared with. ' +
  'It is not a diagnosis: talk to a doctor about what your results mean for you.';

export interface SummaryLine {
  text: string;
  style: Exclude<PdfLineStyle, 'total'>;
}

const day = (iso: string | null) => (iso === null ? 'not given' : iso.slice(0, 10));

/**
 * What the summary says, line by line: who it is for, then every value by the name patients know (and the lab's
 * own name when it differs) with its range and its flag in words (never a colour alone, so it reads the same
 * printed in black and white), every range the lab sent when it sent several (`labRanges`, in words by value id,
 * each with whom it is for), and the lab's notes the patient may read.
 */
export function summaryLines(
  result: ResultDetail,
  labRanges: ReadonlyMap<string, readonly string[]> = new Map(),
): SummaryLine[] {
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
    const sent = labRanges.get(observation.id) ?? [];
    if (sent.length > 0) lines.push({ style: 'small', text: 'Ranges the laboratory gave:' });
    for (const range of sent) lines.push({ style: 'small', text: `• ${range}` });
    for (const note of observation.notes) lines.push({ style: 'body', text: note });
  }
  if (result.notes.length > 0) {
    lines.push({ style: 'heading', text: 'Notes from the laboratory' });
    for (const note of result.notes) lines.push({ style: 'body', text: note });
  }
  lines.push({ style: 'small', text: NOT_A_DIAGNOSIS_NOTE });
  return lines;
}

/** The summary as an A4 PDF in the shop's embedded font, so names and signs print as written ('Wiśniewska', '≤'). */
export function renderSummaryPdf(
  result: ResultDetail,
  generatedAt: Date,
  labRanges?: ReadonlyMap<string, readonly string[]>,
): Promise<Buffer> {
  return writePdf({ Title: `${result.testName}: results summary`, CreationDate: generatedAt }, (document) => {
    for (const line of summaryLines(result, labRanges)) {
      startLine(document, line.style);
      document.text(line.text);
    }
  });
}
