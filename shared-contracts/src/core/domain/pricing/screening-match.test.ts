import { screeningAudience, screeningMismatch } from './screening-match';
import type { ScreeningService } from './item-attributes';

const WOMEN_40_PLUS: ScreeningService = { target_sex: 'female', age: { from: 40, to: null } };
const ANYONE_18_TO_39: ScreeningService = { target_sex: 'any', age: { from: 18, to: 39 } };
const TODAY = '2026-11-26';

describe('whether a screening programme is meant for a person', () => {
  it.each([
    ['a woman of 45', WOMEN_40_PLUS, { sex: 'f', birth_date: '1981-01-01' }, []],
    ['a man of 45', WOMEN_40_PLUS, { sex: 'm', birth_date: '1981-01-01' }, ['sex']],
    ['a woman turning 40 tomorrow', WOMEN_40_PLUS, { sex: 'f', birth_date: '1986-11-27' }, ['age']],
    ['a woman turning 40 today', WOMEN_40_PLUS, { sex: 'f', birth_date: '1986-11-26' }, []],
    ['a man of 30', WOMEN_40_PLUS, { sex: 'm', birth_date: '1996-05-05' }, ['sex', 'age']],
    ['anyone of 39', ANYONE_18_TO_39, { sex: 'm', birth_date: '1987-01-01' }, []],
    ['anyone of 40', ANYONE_18_TO_39, { sex: 'f', birth_date: '1986-01-01' }, ['age']],
    ['someone whose sex and age are not known', WOMEN_40_PLUS, {}, []],
    ['a man whose age is not known', WOMEN_40_PLUS, { sex: 'm' }, ['sex']],
  ] as const)('%s', (_who, screening, person, reasons) => {
    expect(screeningMismatch(screening, person, TODAY)).toEqual(reasons);
  });

  it('says whom a programme is for in words', () => {
    expect(screeningAudience(WOMEN_40_PLUS)).toBe('women aged 40 and over');
    expect(screeningAudience(ANYONE_18_TO_39)).toBe('anyone aged 18 to 39');
  });
});
