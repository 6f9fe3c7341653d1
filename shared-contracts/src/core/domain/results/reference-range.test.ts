import { findKnownAnalyte } from './known-analytes';
import { interpret } from './interpretation';
import { selectReferenceRange, type RangePerson } from './reference-range';

const haemoglobin = findKnownAnalyte('718-7', 'g/dL');
const hdl = findKnownAnalyte('2085-9', 'mg/dL');

const person = (sex: RangePerson['sex'], birthDate: string | null): RangePerson => ({ sex, birthDate });
const lowEnd = (range: ReturnType<typeof selectReferenceRange>) => range?.normal?.low?.value;

describe('choosing the reference range by sex and age', () => {
  it.each<[string, RangePerson, string, number]>([
    ['a girl of 10', person('f', '2016-05-01'), '2026-05-01', 11.5],
    ['a boy the day before his 18th birthday', person('m', '2008-05-02'), '2026-05-01', 11.5],
    ['a man on his 18th birthday', person('m', '2008-05-01'), '2026-05-01', 13.5],
    ['a woman of 40', person('f', '1986-01-01'), '2026-05-01', 12],
  ])('haemoglobin for %s starts at %s', (_who, who, sampledOn, low) => {
    expect(lowEnd(selectReferenceRange(haemoglobin?.ranges ?? [], who, sampledOn))).toBe(low);
  });

  it('uses the age on the day of the sample, not today', () => {
    const boy = person('m', '2008-06-01');
    expect(lowEnd(selectReferenceRange(haemoglobin?.ranges ?? [], boy, '2026-05-31'))).toBe(11.5);
    expect(lowEnd(selectReferenceRange(haemoglobin?.ranges ?? [], boy, '2026-06-01'))).toBe(13.5);
  });

  it('applies no age-bound range when the birth date is unknown', () => {
    expect(selectReferenceRange(haemoglobin?.ranges ?? [], person('f', null), '2026-05-01')).toBeNull();
  });

  it('prefers the range for the person’s sex, and falls back to the one for everyone', () => {
    const sampledOn = '2026-05-01';
    const woman = selectReferenceRange(hdl?.ranges ?? [], person('f', '1980-01-01'), sampledOn);
    const unknown = selectReferenceRange(hdl?.ranges ?? [], person(null, '1980-01-01'), sampledOn);
    expect(lowEnd(woman)).toBe(50);
    expect(lowEnd(unknown)).toBe(40);
    // 45 mg/dL of HDL is low for a woman, fine for a man.
    const value = { kind: 'quantity' as const, value: 45, unit: 'mg/dL' };
    expect(interpret(value, woman)).toBe('L');
    expect(interpret(value, selectReferenceRange(hdl?.ranges ?? [], person('m', '1980-01-01'), sampledOn))).toBe('N');
  });

  it('knows an analyte only in its own unit', () => {
    expect(findKnownAnalyte('2345-7', 'mg/dl')?.unit).toBe('mg/dL');
    expect(findKnownAnalyte('2345-7', 'mmol/L')).toBeNull();
    expect(findKnownAnalyte('0000-0', 'mg/dL')).toBeNull();
  });
});
