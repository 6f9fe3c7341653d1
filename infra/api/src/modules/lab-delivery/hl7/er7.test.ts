import fc from 'fast-check';
import { DeliveryError } from '../delivery-errors';
import { escapeEr7, parseEr7, repetitionsOf, unescape, valueAt } from './er7';

const segment = (text: string, index: number) => {
  const found = parseEr7(text).segments[index];
  if (!found) throw new Error(`No segment ${index}`);
  return found;
};

describe('reading HL7 v2 ER7', () => {
  const message = ['MSH|^~\\&|LAB|ALAB|||20260501||ORU^R01|42|P|2.5.1', 'PID|1||111^^^X~222^^^PESEL||Nowak^Jan'].join(
    '\r',
  );

  it('numbers MSH fields from the separator itself, and other segments from their name', () => {
    const msh = segment(message, 0);
    expect(valueAt(msh, 1)).toBe('|');
    expect(valueAt(msh, 2)).toBe('^~\\&');
    expect(valueAt(msh, 9, 2)).toBe('R01');
    expect(valueAt(msh, 10)).toBe('42');
    const pid = segment(message, 1);
    expect(valueAt(pid, 5, 1)).toBe('Nowak');
    expect(valueAt(pid, 5, 2)).toBe('Jan');
  });

  it('reads repetitions', () => {
    const pid = segment(message, 1);
    expect(repetitionsOf(pid, 3).map((repetition) => [repetition[0]?.[0], repetition[3]?.[0]])).toEqual([
      ['111', 'X'],
      ['222', 'PESEL'],
    ]);
    expect(valueAt(pid, 3, 1, 1)).toBe('222');
  });

  it('accepts line feeds between segments as well as carriage returns', () => {
    expect(parseEr7(message.replace('\r', '\r\n')).segments.map((each) => each.name)).toEqual(['MSH', 'PID']);
    expect(parseEr7(message.replace('\r', '\n')).segments).toHaveLength(2);
  });

  it.each([
    ['\\F\\', '|'],
    ['\\S\\', '^'],
    ['\\T\\', '&'],
    ['\\R\\', '~'],
    ['\\E\\', '\\'],
    ['a\\.br\\b', 'a\nb'],
    ['\\H\\bold\\N\\', 'bold'],
    ['\\XC582\\ódź', 'łódź'],
    ['a\\.sp\\b', 'a\nb'],
    ['a\\.sp2\\b', 'a\n\nb'],
    ['\\.in+4\\a\\.ti-2\\b', 'ab'],
    ['\\.fi\\a\\.nf\\\\.ce\\b\\.sk3\\', 'ab'],
    ['\\C2842\\a\\M2442\\b', 'ab'],
    ['\\Zlocal\\text', 'text'],
  ])('decodes the escape %s', (escaped, text) => {
    const nte = segment(`MSH|^~\\&|LAB\rNTE|1||${escaped}`, 1);
    expect(valueAt(nte, 3)).toBe(text);
  });

  it('reads \\Xhh\\ escapes in the charset MSH-18 declares', () => {
    const nte = segment('MSH|^~\\&|LAB|||||||||||||||8859/2\rNTE|1||\\XB3\\\\XF3\\d\\XBC\\', 1);
    expect(valueAt(nte, 3)).toBe('łódź');
    const german = segment('MSH|^~\\&|LAB|||||||||||||||8859/1\rNTE|1||M\\XFC\\ller', 1);
    expect(valueAt(german, 3)).toBe('Müller');
  });

  it('uses the separators the message declares', () => {
    const msh = segment('MSH#@*$%#LAB#ALAB###20260501##ORU@R01', 0);
    expect(valueAt(msh, 9, 1)).toBe('ORU');
    expect(valueAt(msh, 9, 2)).toBe('R01');
  });

  it.each([
    ['', 'The message must start with an MSH segment.'],
    ['PID|1', 'The message must start with an MSH segment.'],
    ['MSH|^~|LAB', 'MSH-1 and MSH-2 must declare five distinct separators.'],
    ['MSH|^^\\&|LAB', 'MSH-1 and MSH-2 must declare five distinct separators.'],
    ['MSH|^~\\&|LAB\rpid|1', 'Segment 2 has no valid segment name.'],
    ['MSH|^~\\&|LAB\rMSH|^~\\&|LAB', 'A message holds one MSH segment only.'],
    ['MSH|^~\\&|LAB\rNTE|1||\\Q\\', 'Unknown escape sequence \\Q\\.'],
    ['MSH|^~\\&|LAB\rNTE|1||open \\F', 'An escape sequence is not closed in "open \\F".'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseEr7(text)).toThrow(message);
    expect(() => parseEr7(text)).toThrow(DeliveryError);
  });
});

describe('escaping HL7 v2 text', () => {
  const encoding = { field: '|', component: '^', repetition: '~', escape: '\\', subcomponent: '&' };

  it('reads back exactly what it wrote, whatever the text holds (line breaks as \\n)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ' ', '|', '^', '~', '\\', '&', '\n', 'ł', 'X', '.') }),
        (text) => {
          const escaped = escapeEr7(text);
          expect(escaped).not.toMatch(/[|^~&\r\n]/u);
          expect(unescape(escaped, encoding)).toBe(text);
        },
      ),
    );
  });

  it('survives a whole segment: an escaped note reads back from the message', () => {
    const note = 'Values | compared ^ with ~ last & year\\s\nsecond line';
    const nte = segment(`MSH|^~\\&|LAB\rNTE|1||${escapeEr7(note)}`, 1);
    expect(valueAt(nte, 3)).toBe(note);
  });
});
