import type { DeliveredObservation } from '@labshop/shared-contracts/core';
import { parseEr7 } from './er7';
import { readOruR01 } from './oru-r01';

const HEADER = [
  'MSH|^~\\&|ALAB-LIS|ALAB|LABSHOP|LABSHOP|20260501103000+0200||ORU^R01^ORU_R01|VALUES-1|P|2.5.1',
  'PID|1||85041012345^^^PESEL^NNPOL||Kowalska^Anna||19850410|F',
  'OBR|1|LS-000042|R-VALUES|24326-1^Panel^LN|||202604300815+0200|||||||||||||||202605011000+0200|||F',
];

/** The report read from one OBX (and anything after it) under the usual header. */
function readWith(...segments: string[]) {
  const [report] = readOruR01(parseEr7([...HEADER, ...segments].join('\r')));
  if (report === undefined) throw new Error('no report');
  return report;
}
const valueOf = (obx: string): DeliveredObservation['value'] | undefined => readWith(obx).observations[0]?.value;
const rangeOf = (obx: string) => readWith(obx).observations[0]?.labRange;

describe('reading OBX values of every type a lab sends', () => {
  it.each([
    ['NM with a decimal comma', 'OBX|1|NM|2823-3^Potassium^LN||5,2|mmol/L^^UCUM|||||F', 5.2, undefined],
    ['NM with an exponent', 'OBX|1|NM|6690-2^WBC^LN||6.1E3|/uL^^UCUM|||||F', 6100, undefined],
    ['NM with a comparator', 'OBX|1|NM|1988-5^CRP^LN||<5|mg/L^^UCUM|||||F', 5, '<'],
    ['NM with >=', 'OBX|1|NM|1988-5^CRP^LN||>=100|mg/L^^UCUM|||||F', 100, '>='],
    ['SN with a comparator', 'OBX|1|SN|1988-5^CRP^LN||<^5|mg/L^^UCUM|||||F', 5, '<'],
    ['SN with <=', 'OBX|1|SN|1988-5^CRP^LN||<=^0,5|mg/L^^UCUM|||||F', 0.5, '<='],
    ['SN with =', 'OBX|1|SN|1988-5^CRP^LN||=^5.2|mg/L^^UCUM|||||F', 5.2, undefined],
  ])('reads %s as a number', (_case, obx, value, comparator) => {
    expect(valueOf(obx)).toEqual({
      kind: 'quantity',
      value,
      unit: expect.any(String) as unknown,
      ...(comparator === undefined ? {} : { comparator }),
    });
  });

  it('reads an SN ratio as words, as written', () => {
    expect(valueOf('OBX|1|SN|5048-4^ANA titre^LN||^1^:^128||||||F')).toEqual({ kind: 'text', text: '1:128' });
  });

  it('keeps the code and coding system of a coded answer', () => {
    expect(valueOf('OBX|1|CWE|5802-4^Nitrite^LN||260385009^Negative^SCT||Negative|||F')).toEqual({
      kind: 'text',
      text: 'Negative',
      code: '260385009',
      system: 'http://snomed.info/sct',
    });
    expect(valueOf('OBX|1|CE|882-1^ABO and Rh^LN||A+^A Rh positive^L||||||F')).toEqual({
      kind: 'text',
      text: 'A Rh positive',
      code: 'A+',
      system: 'L',
    });
  });

  it.each([
    ['ST', 'OBX|1|ST|5778-6^Colour^LN||Straw||||||F', 'Straw'],
    ['TX', 'OBX|1|TX|8251-1^Comment^LN||Line one~Line two||||||F', 'Line one\nLine two'],
    ['FT', 'OBX|1|FT|8251-1^Comment^LN||First\\.br\\Second||||||F', 'First\nSecond'],
    ['IS', 'OBX|1|IS|5778-6^Colour^LN||YEL||||||F', 'YEL'],
    ['NA', 'OBX|1|NA|8867-4^Heart rate^LN||72^75^71||||||F', '72, 75, 71'],
    ['DT', 'OBX|1|DT|8665-2^Last period^LN||20260412||||||F', '2026-04-12'],
    [
      'TS without an offset, in the lab’s zone',
      'OBX|1|TS|8665-2^Dose taken^LN||202604120830||||||F',
      '2026-04-12 08:30',
    ],
  ])('reads %s as words', (_type, obx, text) => {
    expect(valueOf(obx)).toEqual({ kind: 'text', text });
  });
});

describe('reading OBX ranges', () => {
  it.each([
    ['<9', { high: { value: 9, inclusive: false } }],
    ['>=40', { low: { value: 40, inclusive: true } }],
    ['0-10 ug/dL', { low: { value: 0, inclusive: true }, high: { value: 10, inclusive: true } }],
    ['3.5^5.1', { low: { value: 3.5, inclusive: true }, high: { value: 5.1, inclusive: true } }],
    ['^^10', { high: { value: 10, inclusive: true } }],
  ])('reads the range %s', (range, normal) => {
    expect(rangeOf(`OBX|1|NM|2823-3^Potassium^LN||4.2|mmol/L^^UCUM|${range}|||F`)?.normal).toEqual(normal);
  });

  it('keeps a range of words as the answer that counts as normal', () => {
    expect(rangeOf('OBX|1|ST|5802-4^Nitrite^LN||Positive||Negative|||F')).toEqual({
      normalTexts: ['Negative'],
      text: 'Negative',
    });
  });

  it('keeps a range it cannot read for a number as text', () => {
    expect(rangeOf('OBX|1|NM|2823-3^Potassium^LN||4.2|mmol/L^^UCUM|see report|||F')).toEqual({ text: 'see report' });
  });

  it('keeps the lab’s flag as printed', () => {
    expect(readWith('OBX|1|NM|2823-3^Potassium^LN||5.6|mmol/L^^UCUM|3.5-5.1|H~A|||F').observations[0]?.labFlag).toBe(
      'H~A',
    );
  });
});

describe('reading the segments around the values', () => {
  it('leaves out values the lab withdrew (OBX-11 D and W) and their notes', () => {
    const report = readWith(
      'OBX|1|NM|2823-3^Potassium^LN||4.2|mmol/L^^UCUM|3.5-5.1|||F',
      'OBX|2|NM|2951-2^Sodium^LN||99|mmol/L^^UCUM|136-145||||W',
      'NTE|1|L|Wrong sample',
      'OBX|3|NM|2075-0^Chloride^LN||101|mmol/L^^UCUM|98-107||||D',
    );
    expect(report.observations.map((each) => each.name)).toEqual(['Potassium']);
    expect(report.observations[0]?.notes).toEqual([]);
    expect(report.notes).toEqual([]);
  });

  it('keeps an unreadable value aside with where and why, and reads the others', () => {
    const report = readWith(
      'OBX|1|NM|2823-3^Potassium^LN||4..2|mmol/L^^UCUM|3.5-5.1|||F',
      'OBX|2|RP|2951-2^Sodium^LN||x||||||F',
      'OBX|3|NM|2075-0^Chloride^LN||101|mmol/L^^UCUM|98-107|||F',
    );
    expect(report.observations.map((each) => each.name)).toEqual(['Chloride']);
    expect(report.unreadableValues).toEqual([
      expect.objectContaining({ name: 'Potassium', location: 'OBX[1]-5', reason: 'OBX[1]-5: "4..2" is not a number.' }),
      expect.objectContaining({ name: 'Sodium', location: 'OBX[2]-2' }),
    ]);
  });

  it('puts a note after PID on the patient’s report, after ORC and OBR on the report, and never on another order’s value', () => {
    const message = [
      HEADER[0],
      HEADER[1],
      'NTE|1|L|Patient fasted 12 hours|PI',
      'ORC|RE|LS-000042|R-A',
      'OBR|1|LS-000042|R-A|2823-3^Potassium^LN|||202604300815+0200|||||||||||||||202605011000+0200|||F',
      'OBX|1|NM|2823-3^Potassium^LN||4.2|mmol/L^^UCUM|3.5-5.1|||F',
      'ORC|RE|LS-000042|R-B',
      'NTE|1|L|Second order note',
      'OBR|2|LS-000042|R-B|2951-2^Sodium^LN|||202604300815+0200|||||||||||||||202605011000+0200|||F',
      'NTE|1|L|Report note',
      'OBX|1|NM|2951-2^Sodium^LN||140|mmol/L^^UCUM|136-145|||F',
      'SPM|1|||BLD',
      'NTE|1|L|Specimen slightly lipaemic',
    ].join('\r');
    const [first, second] = readOruR01(parseEr7(message));
    expect(first?.notes).toEqual(['Patient fasted 12 hours']);
    expect(first?.patientNotes).toEqual(['Patient fasted 12 hours']);
    expect(first?.observations[0]?.notes).toEqual([]);
    expect(second?.notes).toEqual([
      'Patient fasted 12 hours',
      'Second order note',
      'Report note',
      'Specimen slightly lipaemic',
    ]);
    expect(second?.observations[0]?.notes).toEqual([]);
  });
});

describe('reading HL7 times', () => {
  const collected = (time: string, timeZone?: string) => {
    const message = [...HEADER, 'OBX|1|NM|2823-3^Potassium^LN||4.2|mmol/L^^UCUM|3.5-5.1|||F']
      .join('\r')
      .replace('202604300815+0200', time);
    const [report] = readOruR01(parseEr7(message), timeZone);
    return { at: report?.collectedAt, dateOnly: report?.collectedDateOnly };
  };

  it('reads a time without an offset in the lab’s zone, Warsaw by default, summer and winter', () => {
    expect(collected('202604300815')).toEqual({ at: '2026-04-30T06:15:00.000Z', dateOnly: false });
    expect(collected('202601150815')).toEqual({ at: '2026-01-15T07:15:00.000Z', dateOnly: false });
    expect(collected('202604300815', 'Europe/London')).toEqual({ at: '2026-04-30T07:15:00.000Z', dateOnly: false });
  });

  it('reads a time with an offset as given', () => {
    expect(collected('202604300815-0500').at).toBe('2026-04-30T13:15:00.000Z');
    expect(collected('20260430081530.25+0000').at).toBe('2026-04-30T08:15:30.250Z');
  });

  it('says when the lab gave the day alone', () => {
    expect(collected('20260430')).toEqual({ at: '2026-04-29T22:00:00.000Z', dateOnly: true });
  });
});
