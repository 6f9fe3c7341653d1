import { UCUM_UNITS } from './ucum-units';
import { findUnit, readableUnit, sameUnit } from './units';

describe('units as patients read them', () => {
  it.each([
    ['10*9/L', '×10⁹/L'],
    ['10*3/uL', '×10³/µL'],
    ['10*12/L', '×10¹²/L'],
    ['ug/dL', 'µg/dL'],
    ['umol/L', 'µmol/L'],
    ['m[IU]/L', 'mIU/L'],
    ['u[IU]/mL', 'µIU/mL'],
    ['mL/min/{1.73_m2}', 'mL/min/1.73 m²'],
    ['mg/dl', 'mg/dL'],
    ['x10^9/L', '×10⁹/L'],
    ['[pH]', ''],
    ['{INR}', ''],
    ['%', '%'],
  ])('writes %j as %j', (code, text) => {
    expect(readableUnit(code)).toBe(text);
  });

  it.each([
    ['10*6/L', '×10⁶/L'],
    ['ug/g', 'µg/g'],
    ['{copies}/mL', 'copies/mL'],
    ['k[IU]/mL', 'kIU/mL'],
    ['mmHg', 'mmHg'],
  ])('makes a unit it does not know, %j, readable the same way: %j', (code, text) => {
    expect(readableUnit(code)).toBe(text);
  });

  it('has no two spellings that differ only by case, so a lab’s lower case never picks another unit', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const unit of UCUM_UNITS) {
      for (const spelling of [unit.code, ...(unit.aliases ?? [])].map((each) => each.toLowerCase())) {
        const earlier = owner.get(spelling);
        if (earlier !== undefined && earlier !== unit.code) clashes.push(`${spelling}: ${earlier} and ${unit.code}`);
        owner.set(spelling, unit.code);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('knows a unit by its UCUM code and by the spellings labs use', () => {
    expect(findUnit('IU/L')?.code).toBe('[IU]/L');
    expect(findUnit(' mmol/l ')?.code).toBe('mmol/L');
    expect(findUnit('furlongs')).toBeNull();
    expect(sameUnit('mg/dl', 'mg/dL')).toBe(true);
    expect(sameUnit('mg/dL', 'mmol/L')).toBe(false);
  });
});
