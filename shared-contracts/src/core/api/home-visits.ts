import { array, boolean, object, string, type Infer } from 'superstruct';

/**
 * A nurse's home visit: the day and the time window the buyer chose for it, from the windows the city offers.
 * `date` is an ISO date; `from` and `to` are the window's local times in the country where samples are taken
 * ('08:00', '10:00').
 */
export const HomeVisit = object({ date: string(), from: string(), to: string() });
export type HomeVisit = Infer<typeof HomeVisit>;

/**
 * A window a nurse visits in. `full` when as many visits are booked in it as the city's nurses can make (its
 * capacity): the checkout shows it, but no order can take it.
 */
export const HomeVisitWindow = object({ from: string(), to: string(), full: boolean() });
export type HomeVisitWindow = Infer<typeof HomeVisitWindow>;

/** One day a nurse can come, with its windows in the order of the day. */
export const HomeVisitDay = object({ date: string(), windows: array(HomeVisitWindow) });
export type HomeVisitDay = Infer<typeof HomeVisitDay>;

/**
 * GET /api/home-visit-windows?city_uuid=: the days and windows nurses visit homes in the city, from tomorrow for
 * the next HOME_VISIT_DAYS_AHEAD days; a window already started is never offered, a fully booked one is marked `full`.
 * 422 on `city_uuid` for a city without home service.
 */
export const HomeVisitDaysAnswer = object({ cityUuid: string(), days: array(HomeVisitDay) });
export type HomeVisitDaysAnswer = Infer<typeof HomeVisitDaysAnswer>;

export const HOME_VISIT_PATHS = { windows: 'home-visit-windows' } as const;

/** How many days ahead a nurse's visit can be booked. */
export const HOME_VISIT_DAYS_AHEAD = 14;

/** The refusals of a visit choice at checkout (422 on `location.visit`), word for word. */
export const HOME_VISIT_MESSAGES = {
  required: "Choose a day and a time for the nurse's visit.",
  notOffered: 'The nurse does not visit at this time. Choose one of the times offered.',
  past: 'This time has passed. Choose a later one.',
  full: 'The nurses are fully booked at this time. Choose another time.',
} as const;

/** Made once: making a formatter costs far more than formatting with it. */
const VISIT_DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A visit's day as people read it, the same in every browser and on the server: 'Tuesday 1 December' (with the year,
 * 'Tuesday 1 December 2026'). Built from its parts, because locales differ on the comma after the weekday.
 */
export function homeVisitDayText(isoDate: string, withYear = false): string {
  const parts = VISIT_DAY_FORMAT.formatToParts(new Date(`${isoDate}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = `${part('weekday')} ${part('day')} ${part('month')}`;
  return withYear ? `${day} ${part('year')}` : day;
}

/** A visit as people read it: 'Tuesday 1 December 2026, 08:00–10:00'. */
export function homeVisitText(visit: HomeVisit): string {
  return `${homeVisitDayText(visit.date, true)}, ${visit.from}–${visit.to}`;
}
