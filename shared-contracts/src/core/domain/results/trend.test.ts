import { TREND_POINTS, trendNumbers } from './trend';

const POTASSIUM = { loinc: '2823-3', unit: 'mmol/L', isNumber: true };
const inMmol = (value: number) => ({ value, unit: 'mmol/L' });

describe('trendNumbers', () => {
  it('keeps the values oldest first, as measured', () => {
    expect(trendNumbers([inMmol(4.2), inMmol(5.8)], POTASSIUM)).toEqual([4.2, 5.8]);
  });

  it('converts values in another unit of the analyte to the unit measured now', () => {
    const glucose = { loinc: '2345-7', unit: 'mmol/L', isNumber: true };
    expect(trendNumbers([{ value: 90, unit: 'mg/dL' }, inMmol(5.5)], glucose)).toEqual([5, 5.5]);
  });

  it('leaves out answers in words and values in a unit that cannot be converted', () => {
    const lpa = { loinc: '10835-7', unit: 'nmol/L', isNumber: true };
    const history = [
      { value: 30, unit: 'mg/dL' },
      { value: null, unit: null },
      { value: 75, unit: 'nmol/L' },
    ];
    expect(trendNumbers(history, lpa)).toEqual([75]);
  });

  it('draws only the latest values when there are more than a line can show', () => {
    const history = Array.from({ length: TREND_POINTS + 3 }, (_, index) => inMmol(index + 1));
    const trend = trendNumbers(history, POTASSIUM);
    expect(trend).toHaveLength(TREND_POINTS);
    expect(trend.at(0)).toBe(4);
    expect(trend.at(-1)).toBe(TREND_POINTS + 3);
  });

  it('has no trend for an answer in words', () => {
    expect(trendNumbers([inMmol(4.2)], { loinc: '2823-3', unit: null, isNumber: false })).toEqual([]);
  });
});
