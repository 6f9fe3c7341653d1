import { screeningAudience } from './screening-audience';

describe('whom a screening programme is for', () => {
  it.each([
    [{ targetSex: 'female', minAge: 40, maxAge: 65 }, 'For women aged 40 to 65.'],
    [{ targetSex: 'male', minAge: 50, maxAge: null }, 'For men aged 50 and over.'],
    [{ targetSex: 'any', minAge: 18, maxAge: 39 }, 'For everyone aged 18 to 39.'],
  ] as const)('%o reads %s', (programme, sentence) => {
    expect(screeningAudience(programme)).toBe(sentence);
  });
});
