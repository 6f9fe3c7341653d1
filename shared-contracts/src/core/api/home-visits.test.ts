import { homeVisitDayText, homeVisitText } from './home-visits';

describe("a nurse's visit in words", () => {
  it.each([
    ['2026-12-01', 'Tuesday 1 December'],
    ['2026-12-06', 'Sunday 6 December'],
    ['2027-01-04', 'Monday 4 January'],
  ])('names the day %s as %s, with no comma whatever the locale data', (date, text) => {
    expect(homeVisitDayText(date)).toBe(text);
  });

  it('names the day with its year and the window', () => {
    expect(homeVisitText({ date: '2026-12-03', from: '16:00', to: '18:00' })).toBe(
      'Thursday 3 December 2026, 16:00–18:00',
    );
  });
});
