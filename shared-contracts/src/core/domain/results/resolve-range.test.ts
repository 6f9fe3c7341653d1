import { exclusiveBound, inclusiveBound } from './interval';
import { judgeValue, type RangeQuestion } from './resolve-range';

const woman = { sex: 'f' as const, birthDate: '1980-03-01' };
const ask = (overrides: Partial<RangeQuestion>): RangeQuestion => ({
  loinc: '2823-3',
  value: { kind: 'quantity', value: 4, unit: 'mmol/L' },
  labRange: null,
  person: woman,
  sampledOn: '2026-05-01',
  ...overrides,
});

describe('judging a value by the lab’s range and the reference table', () => {
  it('uses the lab’s range for low and high, and adds the reference critical limits', () => {
    const labRange = { normal: { low: inclusiveBound(3.6), high: inclusiveBound(5.0) }, text: '3.6-5.0' };
    const answer = judgeValue(ask({ labRange, value: { kind: 'quantity', value: 3.55, unit: 'mmol/L' } }));
    expect(answer.source).toBe('lab');
    expect(answer.flag).toBe('L');
    expect(answer.range?.critical?.low?.value).toBe(2.8);
    expect(judgeValue(ask({ labRange, value: { kind: 'quantity', value: 2.7, unit: 'mmol/L' } })).flag).toBe('LL');
  });

  it('falls back to the reference range for the person when the lab sent none', () => {
    const answer = judgeValue(ask({ loinc: '2085-9', value: { kind: 'quantity', value: 45, unit: 'mg/dL' } }));
    expect(answer).toMatchObject({ source: 'reference', flag: 'L' });
  });

  it('does not compare a value in another unit with the reference table', () => {
    const answer = judgeValue(ask({ value: { kind: 'quantity', value: 40, unit: 'mg/dL' } }));
    expect(answer).toEqual({ range: null, source: null, flag: null });
  });

  it('keeps a range the lab wrote in words, without a flag', () => {
    const answer = judgeValue(ask({ loinc: null, labRange: { text: 'see note' } }));
    expect(answer).toEqual({ range: { text: 'see note' }, source: 'lab', flag: null });
  });

  it('flags a high cholesterol by the lab’s exclusive bound', () => {
    const labRange = { normal: { high: exclusiveBound(200) } };
    const at = (value: number) =>
      judgeValue(ask({ loinc: '2093-3', labRange, value: { kind: 'quantity', value, unit: 'mg/dL' } })).flag;
    expect(at(199)).toBe('N');
    expect(at(200)).toBe('H');
  });

  it('adds no reference critical limit that would flag a value the lab calls normal', () => {
    const wideLab = { normal: { low: inclusiveBound(2.5), high: inclusiveBound(5.5) }, text: '2.5-5.5' };
    const answer = judgeValue(ask({ labRange: wideLab, value: { kind: 'quantity', value: 2.7, unit: 'mmol/L' } }));
    expect(answer.flag).toBe('N');
    expect(answer.range?.critical).toEqual({ high: inclusiveBound(6.2) });
    const openBelow = { normal: { high: exclusiveBound(100) }, text: '<100' };
    const glucose = (value: number) =>
      judgeValue(ask({ loinc: '2345-7', labRange: openBelow, value: { kind: 'quantity', value, unit: 'mg/dL' } }));
    // Open below: the lab said nothing of low values, so a dangerously low one is still critical.
    expect(glucose(35).flag).toBe('LL');
    expect(glucose(80).flag).toBe('N');
    expect(glucose(460).flag).toBe('HH');
  });

  it('never uses or keeps a lab’s range whose low end is above its high end', () => {
    const inverted = { normal: { low: inclusiveBound(5.1), high: inclusiveBound(3.5) }, text: '5.1-3.5' };
    const answer = judgeValue(ask({ labRange: inverted, value: { kind: 'quantity', value: 4, unit: 'mmol/L' } }));
    expect(answer.source).toBe('reference');
    expect(answer.flag).toBe('N');
    expect(answer.range?.text).toBeUndefined();
    expect(judgeValue(ask({ loinc: null, labRange: inverted }))).toEqual({ range: null, source: null, flag: null });
  });
});
