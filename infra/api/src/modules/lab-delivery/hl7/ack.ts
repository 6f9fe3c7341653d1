import type { DeliveryErrorCode } from '../delivery-errors';
import { escapeEr7 } from './er7';
import type { Hl7Header } from './oru-r01';

export type AckCode = 'AA' | 'AE' | 'AR';

/** HL7 table 0357's code for a failure of the receiving application itself, not of the message. */
export const APPLICATION_INTERNAL_ERROR = '207';

export interface AckDetails {
  code: AckCode;
  text: string;
  error?: { code: DeliveryErrorCode | typeof APPLICATION_INTERNAL_ERROR; location: string | null };
}

/**
 * A location as the shop words it ('OBX[2]-5', 'MSH-18', 'OBR[1]-0' for the segment itself) in ERR-2's ERL form:
 * segment ^ sequence ^ field, as 'OBX^2^5'. Anything else (a FHIR path) is left out rather than misread.
 */
export function errorLocation(location: string | null): string {
  const match = location === null ? null : /^([A-Z][A-Z0-9]{2})(?:\[(\d+)\])?-(\d+)$/u.exec(location);
  if (!match) return '';
  const [, segment = '', sequence = '1', field = '0'] = match;
  return field === '0' ? `${segment}^${sequence}` : `${segment}^${sequence}^${field}`;
}

const hl7Now = (now: Date) => `${now.toISOString().replace(/[-:T]/gu, '').slice(0, 14)}+0000`;

/**
 * An original-mode acknowledgement of an ORU^R01 (ACK^R01^ACK): MSA-1 says AA (accepted), AE (error in the
 * content) or AR (rejected), MSA-2 echoes the lab's control id, and an ERR segment says what was wrong.
 */
export function buildAck(header: Hl7Header | null, details: AckDetails, now: Date): string {
  const controlId = header?.controlId ?? '';
  const segments = [
    [
      'MSH',
      '^~\\&',
      'LABSHOP',
      'LABSHOP',
      escapeEr7(header?.sendingApplication ?? ''),
      escapeEr7(header?.sendingFacility ?? ''),
      hl7Now(now),
      '',
      'ACK^R01^ACK',
      escapeEr7(`ACK-${controlId}`),
      'P',
      escapeEr7(header?.version ?? '2.5.1'),
    ].join('|'),
    ['MSA', details.code, escapeEr7(controlId), escapeEr7(details.text)].join('|'),
  ];
  if (details.error) {
    const location = errorLocation(details.error.location);
    segments.push(
      ['ERR', '', location, `${details.error.code}^^HL70357`, 'E', '', '', '', escapeEr7(details.text)].join('|'),
    );
  }
  return `${segments.join('\r')}\r`;
}
