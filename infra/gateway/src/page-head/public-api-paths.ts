/** The API's public reads the gateway makes (under /api), each slug encoded as one path segment. */
const segment = (value: string) => encodeURIComponent(value);

export const PUBLIC_API = {
  test: (slug: string) => `catalogue/tests/${segment(slug)}`,
  package: (slug: string) => `catalogue/packages/${segment(slug)}`,
  screening: (slug: string) => `catalogue/screenings/${segment(slug)}`,
  screenings: 'catalogue/screenings',
  categories: 'catalogue/categories',
  categoriesOf: (group: 'tests' | 'packages') => `catalogue/categories?group=${group}`,
  itemPage: (group: 'tests' | 'packages', page: number, perPage: number) =>
    `catalogue/tests?group=${group}&sort=name&page=${page}&perPage=${perPage}`,
  doctor: (slug: string) => `doctors/${segment(slug)}`,
  doctors: 'doctors',
  offers: 'offers',
  offerGroup: (slug: string) => `offers?category=${segment(slug)}`,
  offer: (slug: string) => `offers/${segment(slug)}`,
  discount: (slug: string) => `discounts/${segment(slug)}`,
  cities: 'collection-points/cities',
  collectionPoints: 'collection-points',
  collectionPoint: (city: string, slug: string) => `collection-points/${segment(city)}/${segment(slug)}`,
} as const;
