import type { DemoCategorySlug } from '../categories';
import type { PriceStory, SampleType } from '../demo-test';
import { seedBetween, seedNumber } from '../seed-number';
import { GENERATED_FAMILIES, type GeneratedFamily } from './generated-vocabulary';

/**
 * A catalogue entry made up to bring a benchmark database to the scale of a real lab's catalogue; stored with
 * generated = true. Never part of the demo shop patients see.
 */
export interface GeneratedTest {
  slug: string;
  name: string;
  category: DemoCategorySlug;
  sampleType: SampleType;
  turnaroundDays: number;
  requiresFasting: boolean;
  priceMinor: number;
  popularity: number;
  priceStory: PriceStory;
}

/** The most popular generated test stays below most real ones, as the rarely ordered tail of a catalogue does. */
const MAX_GENERATED_POPULARITY = 100;

/**
 * The first `count` entries of a fixed sequence: the families' analytes crossed with their variants, taken in
 * turn from each category so every category fills evenly. Past what the words allow (the 100,000-test database)
 * the sequence goes on with numbered series. The same count always gives the same entries.
 */
export function generateTests(count: number, takenSlugs: ReadonlySet<string> = new Set()): GeneratedTest[] {
  const queues = GENERATED_FAMILIES.map((family) => namesOf(family).map((name) => ({ family, name })));
  const result: GeneratedTest[] = [];
  const slugs = new Set(takenSlugs);
  for (let series = 1; result.length < count; series += 1) {
    const longest = Math.max(...queues.map((queue) => queue.length));
    for (let index = 0; index < longest && result.length < count; index += 1) {
      for (const queue of queues) {
        const entry = queue[index];
        if (!entry || result.length >= count) continue;
        const name = series === 1 ? entry.name : `${entry.name} (series ${series})`;
        const slug = uniqueSlug(slugify(name), slugs);
        result.push(describe(entry.family, name, slug));
      }
    }
  }
  return result;
}

function namesOf(family: GeneratedFamily): string[] {
  return family.analytes.flatMap((analyte) => family.variants.map((variant) => variant.replace('{}', analyte)));
}

function describe(family: GeneratedFamily, name: string, slug: string): GeneratedTest {
  const [minPrice, maxPrice] = family.price;
  const [minDays, maxDays] = family.turnaround;
  return {
    slug,
    name,
    category: family.category,
    sampleType: family.sampleType,
    turnaroundDays: seedBetween(minDays, maxDays, 1, 'turnaround', slug),
    requiresFasting: family.fasting ?? false,
    priceMinor: seedBetween(minPrice, maxPrice, 100, 'price', slug),
    popularity: seedNumber(MAX_GENERATED_POPULARITY, 'popularity', slug),
    priceStory: priceStoryOf(slug),
  };
}

/** Most prices stay put; a few moved lately, as in a real price list. */
function priceStoryOf(slug: string): PriceStory {
  const roll = seedNumber(100, 'price-story', slug);
  if (roll < 6) return 'reduced';
  if (roll < 9) return 'promotion-ended';
  if (roll < 12) return 'raised';
  return 'steady';
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let counter = 2; taken.has(slug); counter += 1) slug = `${base}-${counter}`;
  taken.add(slug);
  return slug;
}
