import { visitWhen } from './visit-words';

describe("a visit's time on the patient's clock", () => {
  it.each([
    ['a winter morning in Warsaw', '2026-12-04T09:00:00.000Z', 'Europe/Warsaw', 'Friday, 4 December 2026', '10:00'],
    ['the Sunday clocks go forward', '2027-03-28T08:30:00.000Z', 'Europe/Warsaw', 'Sunday, 28 March 2027', '10:30'],
    ['the Sunday clocks go back', '2027-10-31T08:30:00.000Z', 'Europe/Warsaw', 'Sunday, 31 October 2027', '09:30'],
    ['an afternoon, 24-hour', '2026-12-04T16:05:00.000Z', 'Europe/Warsaw', 'Friday, 4 December 2026', '17:05'],
    [
      'a patient abroad, a day earlier',
      '2026-12-04T03:00:00.000Z',
      'America/New_York',
      'Thursday, 3 December 2026',
      '22:00',
    ],
  ])('%s', (_case, startsAt, zone, day, time) => {
    expect(visitWhen(startsAt, zone)).toEqual({ day, time });
  });
});
