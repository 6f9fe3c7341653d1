import { homeVisitWindows } from '../schema';
import type { DatabaseExecutor } from '../client';
import { DEMO_CITIES, cityId, type DemoCitySlug } from './cities';
import { seedId } from './seed-id';
import { upsertChanges } from './upsert';

/** Two-hour windows nurses keep on weekdays: early for fasting tests, and late afternoon after work. */
const WEEKDAY_WINDOWS = [
  ['07:00', '09:00'],
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['16:00', '18:00'],
] as const;
const SATURDAY_WINDOWS = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
] as const;
/** The largest cities also have a Sunday morning. */
const SUNDAY_CITIES: readonly DemoCitySlug[] = ['warszawa', 'krakow'];
/**
 * Visits a city's nurses can make in one window of a day: three for one nurse in two hours, twice that where two
 * nurses do the rounds (the largest cities).
 */
const ONE_NURSE_VISITS = 3;
const TWO_NURSES_VISITS = 6;

/** The home-visit windows of each demo city with home service; nurses visit no homes where it is not offered. */
export async function seedHomeVisitWindows(db: DatabaseExecutor): Promise<void> {
  const rows = DEMO_CITIES.filter((city) => city.homeService).flatMap((city) => {
    const days: [number, readonly (readonly [string, string])[]][] = [
      [1, WEEKDAY_WINDOWS],
      [2, WEEKDAY_WINDOWS],
      [3, WEEKDAY_WINDOWS],
      [4, WEEKDAY_WINDOWS],
      [5, WEEKDAY_WINDOWS],
      [6, SATURDAY_WINDOWS],
      ...(SUNDAY_CITIES.includes(city.slug) ? [[7, [['09:00', '11:00']]] as [number, [string, string][]]] : []),
    ];
    return days.flatMap(([weekday, windows]) =>
      windows.map(([startsAt, endsAt]) => ({
        id: seedId('home-visit-window', `${city.slug}-${weekday}-${startsAt}`),
        cityId: cityId(city.slug),
        weekday,
        startsAt,
        endsAt,
        capacity: SUNDAY_CITIES.includes(city.slug) ? TWO_NURSES_VISITS : ONE_NURSE_VISITS,
      })),
    );
  });
  await db
    .insert(homeVisitWindows)
    .values(rows)
    .onConflictDoUpdate({ target: homeVisitWindows.id, ...upsertChanges(homeVisitWindows) });
}
