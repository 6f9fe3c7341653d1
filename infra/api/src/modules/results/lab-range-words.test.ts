import { labRangeWords } from './lab-range-words';

describe('a range the lab sent, in words', () => {
  const normal = { low: { value: 12, inclusive: true }, high: { value: 15.5, inclusive: true } };

  it('says the interval and whom it is for', () => {
    expect(labRangeWords({ normal, appliesTo: { sex: 'f' } }, 'g/dL')).toBe('12–15.5 g/dL (women)');
    expect(labRangeWords({ normal, appliesTo: { sex: 'm', ageFrom: 18, ageTo: 66 } }, 'g/dL')).toBe(
      '12–15.5 g/dL (men, ages 18–65)',
    );
    expect(labRangeWords({ normal, appliesTo: { ageFrom: 65 } }, 'g/dL')).toBe('12–15.5 g/dL (ages 65 and over)');
    expect(labRangeWords({ normal, appliesTo: { ageTo: 18 } }, 'g/dL')).toBe('12–15.5 g/dL (under 18)');
  });

  it('says a range for everyone, or one in words, as it is', () => {
    expect(labRangeWords({ normal }, 'g/dL')).toBe('12–15.5 g/dL');
    expect(labRangeWords({ normalTexts: ['Negative'] }, null)).toBe('Negative');
  });
});
