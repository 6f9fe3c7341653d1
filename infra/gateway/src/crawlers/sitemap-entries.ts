import { array, type Struct } from 'superstruct';
import { ROUTES } from '@labshop/shared-contracts/core';
import { Category, TEST_LIST_MAX_PER_PAGE, TestListAnswer } from '@labshop/shared-contracts/core/api/catalogue';
import { ScreeningListAnswer } from '@labshop/shared-contracts/core/api/catalogue-detail';
import {
  CityWithCollectionPoints,
  CollectionPointListAnswer,
} from '@labshop/shared-contracts/core/api/collection-points';
import { DoctorCardList } from '@labshop/shared-contracts/core/api/doctors';
import { OffersAnswer, WORKFORCE_OFFER_SLUG } from '@labshop/shared-contracts/core/api/offers';
import { INDEXABLE_ROUTES } from '../page-head/indexable-pages';
import { PUBLIC_API } from '../page-head/public-api-paths';
import type { PublicAnswer, PublicDataReader } from '../page-head/public-data';
import type { SitemapEntry } from './sitemap-xml';

/** Listed once under another address: the packages' list is /lab-test-list/packages; a post needs its slug. */
const NOT_LISTED_AS_SUCH = new Set(['/packages/category/:slug?', '/news/post/:slug?']);

/**
 * The indexable pages that need no data to be named: each pattern without a required parameter, its optional
 * one left out (/offers/:slug? is /offers). The shell's own pages change with the shell's release, so they carry
 * its day; the others change with the catalogue, which keeps no such day.
 */
export function staticEntries(origin: string, shellReleasedOn: string | null): SitemapEntry[] {
  return ROUTES.flatMap((route) => {
    const path = route.path.replace(/\/:\w+\?$/, '') || '/';
    if (!INDEXABLE_ROUTES.has(route.path) || NOT_LISTED_AS_SUCH.has(route.path) || path.includes(':')) return [];
    const lastmod = route.owner === 'shell' && shellReleasedOn ? { lastmod: shellReleasedOn } : {};
    return [{ loc: `${origin}${path}`, ...lastmod }];
  });
}

function valueOf<T>(answer: PublicAnswer<T>, path: string): T {
  if (!answer.found) throw new Error(`the API answered 404 to /api/${path}`);
  return answer.value;
}

/** Every item of a group on sale, a page of the largest size at a time. */
async function allItems(data: PublicDataReader, group: 'tests' | 'packages') {
  const items: TestListAnswer['items'] = [];
  for (let page = 1; ; page += 1) {
    const path = PUBLIC_API.itemPage(group, page, TEST_LIST_MAX_PER_PAGE);
    const answer = valueOf(await data.read(path, TestListAnswer), path);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}

const seg = (value: string) => encodeURIComponent(value);

function itemPath(kind: TestListAnswer['items'][number]['kind'], slug: string): string {
  if (kind === 'test') return `/lab-test/${seg(slug)}`;
  if (kind === 'screening') return `/package/screening/${seg(slug)}`;
  return `/package/${seg(slug)}`;
}

/** Every page the API's data names: categories, tests, packages, screenings, offers, places and doctor cards. */
export async function dataEntries(data: PublicDataReader, origin: string): Promise<SitemapEntry[]> {
  const read = async <T>(path: string, shape: Struct<T, unknown>) => valueOf(await data.read(path, shape), path);
  const [testCategories, packageCategories, tests, packages, screenings, offers, cities, points, doctors] =
    await Promise.all([
      read(PUBLIC_API.categoriesOf('tests'), array(Category)),
      read(PUBLIC_API.categoriesOf('packages'), array(Category)),
      allItems(data, 'tests'),
      allItems(data, 'packages'),
      read(PUBLIC_API.screenings, ScreeningListAnswer),
      read(PUBLIC_API.offers, OffersAnswer),
      read(PUBLIC_API.cities, array(CityWithCollectionPoints)),
      read(PUBLIC_API.collectionPoints, CollectionPointListAnswer),
      read(PUBLIC_API.doctors, DoctorCardList),
    ]);
  const paths = [
    ...testCategories.map((category) => `/lab-test-list/tests/${seg(category.slug)}`),
    ...packageCategories.map((category) => `/lab-test-list/packages/${seg(category.slug)}`),
    ...[...tests, ...packages].map((item) => itemPath(item.kind, item.slug)),
    ...screenings.map((programme) => `/screening-test/${seg(programme.slug)}`),
    ...offers.categories.map((group) => `/offers/${seg(group.slug)}`),
    ...offers.offers.filter((offer) => offer.slug !== WORKFORCE_OFFER_SLUG).map((offer) => `/offer/${seg(offer.slug)}`),
    ...cities.filter((city) => city.collectionPointCount > 0).map((city) => `/locations/${seg(city.slug)}`),
    ...points.items.map((point) => `/locations/${seg(point.city.slug)}/${seg(point.slug)}`),
    ...doctors.items.map((doctor) => `/doctor/${seg(doctor.slug)}`),
  ];
  return [...new Set(paths)].map((path) => ({ loc: `${origin}${path}` }));
}
