import type { City, CityWithCollectionPoints, CollectionPoint } from '@labshop/shared-contracts/core';

let sequence = 0;

const NO_FEATURES: CollectionPoint['features'] = {
  childFriendly: false,
  childMinAge: null,
  prevention40Plus: false,
  covidNfz: false,
  covidPrivate: false,
  gynecology: false,
  sport: false,
  swab: false,
  parking: false,
  disabledAccess: false,
  openSunday: false,
  openSaturday: false,
  nextToLab: false,
};

export const KRAKOW: CollectionPoint['city'] = {
  uuid: 'city-krakow',
  slug: 'krakow',
  name: 'Kraków',
  homeService: true,
};
export const WARSAW: CollectionPoint['city'] = {
  uuid: 'city-warsaw',
  slug: 'warszawa',
  name: 'Warszawa',
  homeService: false,
};

type PointOverrides = Partial<Omit<CollectionPoint, 'features'>> & { features?: Partial<CollectionPoint['features']> };

export function createCollectionPoint(overrides: PointOverrides = {}): CollectionPoint {
  sequence += 1;
  const { features, ...rest } = overrides;
  return {
    id: `point-${sequence}`,
    slug: `point-${sequence}`,
    name: `Point ${sequence}`,
    city: KRAKOW,
    street: `ul. Długa ${sequence}`,
    postalCode: '31-147',
    latitude: 50.07,
    longitude: 19.94,
    openingHours: 'Mon–Fri 7:00–18:00',
    additionalOpeningHours: null,
    additionalInfo: null,
    closed: false,
    partnerBrands: [],
    directionsUrl: null,
    ...rest,
    features: { ...NO_FEATURES, ...features },
  };
}

export function createCity(overrides: Partial<City> = {}): City {
  return { ...KRAKOW, ...overrides };
}

export function createCityWithCounts(overrides: Partial<CityWithCollectionPoints> = {}): CityWithCollectionPoints {
  return { ...KRAKOW, collectionPointCount: 2, openCollectionPointCount: 2, ...overrides };
}
