import { cities } from '../schema';
import type { DatabaseExecutor } from '../client';
import { seedId } from './seed-id';
import { upsertChanges } from './upsert';

export const DEMO_CITIES = [
  { slug: 'warszawa', name: 'Warszawa', homeService: true },
  { slug: 'krakow', name: 'Kraków', homeService: true },
  { slug: 'wroclaw', name: 'Wrocław', homeService: true },
  { slug: 'poznan', name: 'Poznań', homeService: true },
  { slug: 'gdansk', name: 'Gdańsk', homeService: true },
  { slug: 'lodz', name: 'Łódź', homeService: true },
  // Collection points only: nurses do not visit homes here yet.
  { slug: 'katowice', name: 'Katowice', homeService: false },
  { slug: 'lublin', name: 'Lublin', homeService: false },
] as const;

export type DemoCitySlug = (typeof DEMO_CITIES)[number]['slug'];

export const cityId = (slug: DemoCitySlug) => seedId('city', slug);

export async function seedCities(db: DatabaseExecutor): Promise<void> {
  const rows = DEMO_CITIES.map((city) => ({ id: cityId(city.slug), ...city }));
  await db
    .insert(cities)
    .values(rows)
    .onConflictDoUpdate({ target: cities.id, ...upsertChanges(cities) });
}
