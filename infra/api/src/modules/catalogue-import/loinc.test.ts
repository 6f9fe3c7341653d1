import { isValidLoinc } from './loinc';

describe('isValidLoinc', () => {
  it.each(['2345-7', '4548-4', '3016-3', '62292-8', '57021-8', '94500-6'])('takes the real code %s', (code) => {
    expect(isValidLoinc(code)).toBe(true);
  });

  it.each(['2345-8', '4548-0', '3016', '12345678-9', 'abc-1', '2345-77', ' 2345-7'])('refuses %j', (code) => {
    expect(isValidLoinc(code)).toBe(false);
  });
});
