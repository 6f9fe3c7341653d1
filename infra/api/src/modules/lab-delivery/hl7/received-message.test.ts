import { DeliveryError } from '../delivery-errors';
import { singleByteText } from '../testing/single-byte-text';
import { headerOfBytes, hl7TextOf } from './received-message';

const MSH = (charset = '') => `MSH|^~\\&|LIS|ALAB|LABSHOP|LABSHOP|20260501||ORU^R01|CTRL-7|P|2.5.1||||||${charset}`;
const message = (charset: string, name: string) => `${MSH(charset)}\rPID|1||1||${name}^Anna\r`;
const bytesIn = (text: string, encoding: 'latin1' | 'utf8') => Buffer.from(text, encoding);

const latin2 = (text: string) => singleByteText(text, 'iso-8859-2');

function refusal(run: () => unknown): DeliveryError {
  try {
    run();
  } catch (error) {
    if (error instanceof DeliveryError) return error;
    throw error;
  }
  throw new Error('Not refused');
}

describe('an HL7 message as it arrives', () => {
  it('reads UTF-8 when nothing declares a charset, and strips a byte order mark and MLLP framing', () => {
    const text = message('', 'Müller-Żółć');
    const framed = Buffer.concat([
      Buffer.from([0x0b, 0xef, 0xbb, 0xbf]),
      bytesIn(text, 'utf8'),
      Buffer.from([0x1c, 0x0d]),
    ]);
    expect(hl7TextOf({ bytes: framed, httpCharset: null })).toBe(text);
  });

  it('decodes in the charset MSH-18 declares: 8859/2 for Polish, 8859/1 for German', () => {
    expect(hl7TextOf({ bytes: latin2(message('8859/2', 'Żółć')), httpCharset: null })).toContain('|Żółć^Anna');
    expect(hl7TextOf({ bytes: bytesIn(message('8859/1', 'Müßig'), 'latin1'), httpCharset: null })).toContain(
      '|Müßig^Anna',
    );
  });

  it('lets the HTTP charset decide the bytes', () => {
    expect(hl7TextOf({ bytes: latin2(message('', 'Żółć')), httpCharset: 'ISO-8859-2' })).toContain('|Żółć^Anna');
  });

  it.each([
    ['bytes that are not valid UTF-8', { bytes: latin2(message('', 'Żółć')), httpCharset: null }, 'MSH'],
    ['a letter ASCII lacks', { bytes: bytesIn(message('ASCII', 'Müller'), 'utf8'), httpCharset: null }, 'MSH-18'],
    [
      'a character set the shop does not read',
      { bytes: bytesIn(message('JAS2020', 'A'), 'utf8'), httpCharset: null },
      'MSH-18',
    ],
  ])('refuses %s (AR)', (_case, received, where) => {
    const error = refusal(() => hl7TextOf(received));
    expect(error.kind).toBe('rejected');
    if (where === 'MSH-18') expect(error.location).toBe('MSH-18');
  });

  it('refuses an HTTP charset it does not know', () => {
    expect(refusal(() => hl7TextOf({ bytes: Buffer.from(message('', 'A')), httpCharset: 'klingon' })).kind).toBe(
      'rejected',
    );
  });

  it.each([
    ['its last segment has no end', `${MSH()}\rOBX|1|NM|2823-3^Potassium^LN||4.2|mmo`],
    ['its MLLP frame is never closed', `\u000b${MSH()}\rOBX|1|NM|2823-3^Potassium^LN||4.2|mmol/L\r`],
  ])('refuses a message cut off in transit: %s', (_case, text) => {
    expect(refusal(() => hl7TextOf({ bytes: Buffer.from(text), httpCharset: null })).message).toMatch(/cut off/u);
  });

  it('reads the header for the acknowledgement even when nothing else can be read', () => {
    const broken = Buffer.from(`\u000b\ufeff${MSH()}\rOBX|1|N\u0000M`);
    expect(headerOfBytes(broken)?.controlId).toBe('CTRL-7');
    expect(headerOfBytes(Buffer.from('not hl7'))).toBeNull();
  });
});
