import { facilities } from '../schema';
import type { DatabaseExecutor } from '../client';
import { cityId, type DemoCitySlug } from './cities';
import { seedId } from './seed-id';
import { upsertChanges } from './upsert';

type Feature =
  | 'prevention40Plus'
  | 'covidNfz'
  | 'covidPrivate'
  | 'gynecology'
  | 'sport'
  | 'swab'
  | 'parking'
  | 'disabledAccess'
  | 'nextToLab';

interface DemoFacility {
  slug: string;
  city: DemoCitySlug;
  street: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  openingHours: string;
  /** Youngest child sampled here; absent where children are not taken. */
  childMinAge?: number;
  features: Feature[];
  additionalInfo?: string;
  /**
   * The weekend's hours ('Sat 8:00–13:00', 'Sat–Sun 9:00–13:00'): the one source of the 'open on Saturday' and 'open
   * on Sunday' features, so the hours shown and the features filtered by never disagree.
   */
  additionalOpeningHours?: string;
  closed?: boolean;
  partnerBrands?: string[];
}

const WEEKDAYS = 'Mon–Fri 7:00–18:00';

export const DEMO_FACILITIES: DemoFacility[] = [
  {
    slug: 'warszawa-marszalkowska',
    city: 'warszawa',
    street: 'ul. Marszałkowska 68',
    postalCode: '00-545',
    latitude: 52.2247,
    longitude: 21.0145,
    openingHours: 'Mon–Fri 6:30–19:00',
    childMinAge: 5,
    features: ['prevention40Plus', 'covidPrivate', 'swab', 'disabledAccess', 'nextToLab'],
    additionalOpeningHours: 'Sat 8:00–13:00',
  },
  {
    slug: 'warszawa-pulawska',
    city: 'warszawa',
    street: 'ul. Puławska 142',
    postalCode: '02-624',
    latitude: 52.1917,
    longitude: 21.0226,
    openingHours: WEEKDAYS,
    features: ['gynecology', 'parking', 'disabledAccess'],
    additionalOpeningHours: 'Sat–Sun 8:00–12:00',
  },
  {
    slug: 'warszawa-grochowska',
    city: 'warszawa',
    street: 'ul. Grochowska 278',
    postalCode: '03-841',
    latitude: 52.2468,
    longitude: 21.0763,
    openingHours: WEEKDAYS,
    childMinAge: 5,
    features: ['covidNfz', 'swab', 'sport'],
    additionalInfo: 'Entrance from the courtyard, first floor.',
  },
  {
    slug: 'krakow-karmelicka',
    city: 'krakow',
    street: 'ul. Karmelicka 45',
    postalCode: '31-128',
    latitude: 50.0676,
    longitude: 19.9282,
    openingHours: WEEKDAYS,
    childMinAge: 5,
    features: ['prevention40Plus', 'disabledAccess', 'nextToLab'],
    additionalOpeningHours: 'Sat 8:00–12:00',
  },
  {
    slug: 'krakow-wielicka',
    city: 'krakow',
    street: 'ul. Wielicka 72',
    postalCode: '30-552',
    latitude: 50.0327,
    longitude: 19.9707,
    openingHours: WEEKDAYS,
    features: ['parking', 'swab', 'covidPrivate'],
    partnerBrands: ['VitaSport'],
  },
  {
    slug: 'wroclaw-legnicka',
    city: 'wroclaw',
    street: 'ul. Legnicka 58',
    postalCode: '54-204',
    latitude: 51.1194,
    longitude: 16.987,
    openingHours: WEEKDAYS,
    childMinAge: 5,
    features: ['parking', 'disabledAccess', 'sport'],
  },
  {
    slug: 'wroclaw-powstancow-slaskich',
    city: 'wroclaw',
    street: 'ul. Powstańców Śląskich 95',
    postalCode: '53-332',
    latitude: 51.0887,
    longitude: 17.0115,
    openingHours: 'Mon–Fri 7:00–15:00',
    features: ['gynecology', 'prevention40Plus'],
    closed: true,
    additionalInfo: 'Closed for renovation; please choose Legnicka 58.',
  },
  {
    slug: 'poznan-glogowska',
    city: 'poznan',
    street: 'ul. Głogowska 74',
    postalCode: '60-263',
    latitude: 52.397,
    longitude: 16.901,
    openingHours: WEEKDAYS,
    childMinAge: 5,
    features: ['covidNfz', 'swab', 'disabledAccess'],
    additionalOpeningHours: 'Sat 8:00–12:00',
  },
  {
    slug: 'gdansk-grunwaldzka',
    city: 'gdansk',
    street: 'al. Grunwaldzka 82',
    postalCode: '80-244',
    latitude: 54.3774,
    longitude: 18.608,
    openingHours: WEEKDAYS,
    features: ['parking', 'disabledAccess', 'nextToLab', 'prevention40Plus'],
  },
  {
    slug: 'lodz-piotrkowska',
    city: 'lodz',
    street: 'ul. Piotrkowska 120',
    postalCode: '90-006',
    latitude: 51.7619,
    longitude: 19.4573,
    openingHours: WEEKDAYS,
    childMinAge: 5,
    features: ['gynecology'],
    additionalOpeningHours: 'Sat–Sun 9:00–13:00',
  },
  {
    slug: 'katowice-mickiewicza',
    city: 'katowice',
    street: 'ul. Mickiewicza 29',
    postalCode: '40-085',
    latitude: 50.261,
    longitude: 19.0175,
    openingHours: WEEKDAYS,
    features: ['covidPrivate', 'swab', 'parking'],
  },
  {
    slug: 'lublin-krakowskie-przedmiescie',
    city: 'lublin',
    street: 'ul. Krakowskie Przedmieście 44',
    postalCode: '20-002',
    latitude: 51.248,
    longitude: 22.56,
    openingHours: WEEKDAYS,
    childMinAge: 5,
    features: ['disabledAccess', 'prevention40Plus'],
  },
];

export const facilityId = (slug: string) => seedId('facility', slug);

/** Whether weekend hours such as 'Sat 8:00–12:00' or 'Sat–Sun 9:00–13:00' open the point on that day. */
export function opensOn(day: 'Sat' | 'Sun', weekendHours: string | undefined): boolean {
  if (!weekendHours) return false;
  return new RegExp(`\\b${day}\\b`).test(weekendHours);
}

export async function seedFacilities(db: DatabaseExecutor): Promise<void> {
  const rows = DEMO_FACILITIES.map((facility) => {
    const has = (feature: Feature) => facility.features.includes(feature);
    return {
      id: facilityId(facility.slug),
      slug: facility.slug,
      name: `Collection point ${facility.street.replace(/^(ul\.|al\.) /, '')}`,
      cityId: cityId(facility.city),
      street: facility.street,
      postalCode: facility.postalCode,
      latitude: facility.latitude,
      longitude: facility.longitude,
      openingHours: facility.openingHours,
      childFriendly: facility.childMinAge !== undefined,
      childMinAge: facility.childMinAge ?? null,
      prevention40Plus: has('prevention40Plus'),
      covidNfz: has('covidNfz'),
      covidPrivate: has('covidPrivate'),
      gynecology: has('gynecology'),
      sport: has('sport'),
      swab: has('swab'),
      parking: has('parking'),
      disabledAccess: has('disabledAccess'),
      openSunday: opensOn('Sun', facility.additionalOpeningHours),
      openSaturday: opensOn('Sat', facility.additionalOpeningHours),
      nextToLab: has('nextToLab'),
      additionalInfo: facility.additionalInfo ?? null,
      additionalOpeningHours: facility.additionalOpeningHours ?? null,
      closed: facility.closed ?? false,
      partnerBrands: facility.partnerBrands ?? [],
    };
  });
  await db
    .insert(facilities)
    .values(rows)
    .onConflictDoUpdate({ target: facilities.id, ...upsertChanges(facilities) });
}
