import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What a fixture is filled in with: the order it answers, its patient and report. */
export interface FixtureValues {
  orderNumber: string;
  reportId: string;
  testCode: string;
  pesel: string;
  controlId?: string;
}

/**
 * A realistic message a lab's system would send, written for the tests (every value type, segments in the order
 * labs send them), with the order, report and patient filled in.
 */
export function labFixture(file: 'every-value-type.oru.hl7' | 'every-value-type.bundle.json', values: FixtureValues) {
  const text = readFileSync(path.join(__dirname, 'fixtures', file), 'utf8');
  return text
    .replaceAll('{{ORDER_NUMBER}}', values.orderNumber)
    .replaceAll('{{REPORT_ID}}', values.reportId)
    .replaceAll('{{TEST_CODE}}', values.testCode)
    .replaceAll('{{PESEL}}', values.pesel)
    .replaceAll('{{CONTROL_ID}}', values.controlId ?? values.reportId);
}
