import fc from 'fast-check';
import { KNOWN_ANALYTES } from './known-analytes';
import { selectReferenceRange } from './reference-range';

describe('the reference table', () => {
  it.each(
    KNOWN_ANALYTES.map((analyte) => [`${analyte.name} (${analyte.loinc}, ${analyte.unit || 'no unit'})`, analyte]),
  )(
    '%s has a range for every man, woman, boy and girl, whose critical limits lie outside its normal range',
    (_name, analyte) => {
      fc.assert(
        fc.property(fc.constantFrom('m' as const, 'f' as const), fc.integer({ min: 0, max: 110 }), (sex, age) => {
          const range = selectReferenceRange(analyte.ranges, { sex, birthDate: `${2026 - age}-01-01` }, '2026-06-01');
          expect(range).not.toBeNull();
          const { normal, critical } = range ?? {};
          if (normal?.low && normal.high) expect(normal.low.value).toBeLessThanOrEqual(normal.high.value);
          if (normal?.low && critical?.low) expect(critical.low.value).toBeLessThan(normal.low.value);
          if (normal?.high && critical?.high) expect(critical.high.value).toBeGreaterThan(normal.high.value);
        }),
      );
    },
  );
});
