import type { DeliveryErrorCode } from '../delivery-errors';
import { escapeEr7 } from './er7';
import type { Hl7Header } from './oru-r01';

export type AckCode = 'AA' | 'AE' | 'AR';

export interface AckDetails {
  code: AckCode;
  text: string;
  error?: { code: DeliveryErrorCode; location: string | null };
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
    const location = details.error.location === null ? '' : escapeEr7(details.error.location);
    segments.push(
      ['ERR', '', location, `${details.error.code}^^HL70357`, 'E', '', '', '', escapeEr7(details.text)].join('|'),
    );
  }
  return `${segments.join('\r')}\r`;
}
