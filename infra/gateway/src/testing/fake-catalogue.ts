import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Category } from '@labshop/shared-contracts/core/api/catalogue';
import type { PackageDetail, TestDetail } from '@labshop/shared-contracts/core/api/catalogue-detail';
import type { CollectionPoint } from '@labshop/shared-contracts/core/api/collection-points';
import type { DoctorCard } from '@labshop/shared-contracts/core/api/doctors';
import {
  createCollectionPoint,
  createDoctorCard,
  createPackageDetail,
  createTestDetail,
  createTestListAnswer,
  createTestSummary,
} from './catalogue-factories';

/** The public data the stand-in API answers; a test changes it as an admin would change the catalogue. */
export interface FakeCatalogue {
  tests: TestDetail[];
  packages: PackageDetail[];
  categories: Category[];
  points: CollectionPoint[];
  doctors: DoctorCard[];
  /** Every public read the API was asked, path and query, in order. */
  readonly asked: string[];
  /** While true, every public read answers 500, as a failing API would. */
  failing: boolean;
}

export function createFakeCatalogue(): FakeCatalogue {
  return {
    tests: [createTestDetail()],
    packages: [createPackageDetail()],
    categories: [
      { slug: 'vitamins', name: 'Vitamins', testCount: 1 },
      { slug: 'hormones', name: 'Hormones', testCount: 1 },
    ],
    points: [createCollectionPoint()],
    doctors: [createDoctorCard()],
    asked: [],
    failing: false,
  };
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not Found' });

/** The API's public reads the gateway makes, answering from `catalogue`. */
export function registerFakeCatalogue(api: FastifyInstance, catalogue: FakeCatalogue): void {
  const publicRead = /^\/api\/(catalogue|doctors|offers|discounts|collection-points)(\/|\?|$)/;
  api.addHook('onRequest', async (request, reply) => {
    if (!publicRead.test(request.url)) return;
    catalogue.asked.push(request.url);
    if (catalogue.failing) await reply.code(500).send({ message: 'Internal Server Error' });
  });
  type Slug = { Params: { slug: string } };
  api.get<Slug>('/api/catalogue/tests/:slug', async (request, reply) => {
    const found = catalogue.tests.find((test) => test.slug === request.params.slug);
    return found ?? notFound(reply);
  });
  api.get<Slug>('/api/catalogue/packages/:slug', async (request, reply) => {
    const found = catalogue.packages.find((item) => item.slug === request.params.slug);
    return found ?? notFound(reply);
  });
  api.get<Slug>('/api/catalogue/screenings/:slug', async (_request, reply) => notFound(reply));
  api.get('/api/catalogue/screenings', async () => []);
  api.get('/api/catalogue/categories', async () => catalogue.categories);
  api.get<{ Querystring: { group?: string; page?: string; perPage?: string } }>(
    '/api/catalogue/tests',
    async (request) => {
      const group = request.query.group ?? 'tests';
      const items = (group === 'tests' ? catalogue.tests : catalogue.packages).map((item) =>
        createTestSummary({
          id: item.id,
          slug: item.slug,
          name: item.name,
          kind: item.kind,
          categorySlug: item.category.slug,
        }),
      );
      return createTestListAnswer(items, Number(request.query.page ?? 1), Number(request.query.perPage ?? 20));
    },
  );
  api.get('/api/collection-points', async () => ({ items: catalogue.points, total: catalogue.points.length }));
  api.get('/api/collection-points/cities', async () => {
    const cities = new Map(catalogue.points.map((point) => [point.city.slug, point.city]));
    return [...cities.values()].map((city) => {
      const points = catalogue.points.filter((point) => point.city.slug === city.slug);
      return {
        ...city,
        collectionPointCount: points.length,
        openCollectionPointCount: points.filter((point) => !point.closed).length,
      };
    });
  });
  api.get<{ Params: { city: string; slug: string } }>('/api/collection-points/:city/:slug', async (request, reply) => {
    const found = catalogue.points.find(
      (point) => point.city.slug === request.params.city && point.slug === request.params.slug,
    );
    return found ?? notFound(reply);
  });
  api.get('/api/doctors', async () => ({
    items: catalogue.doctors.map(({ slug, firstName, lastName, title, mainCategory }) => ({
      slug,
      firstName,
      lastName,
      title,
      mainCategory,
    })),
  }));
  api.get<Slug>('/api/doctors/:slug', async (request, reply) => {
    const found = catalogue.doctors.find((doctor) => doctor.slug === request.params.slug);
    return found ?? notFound(reply);
  });
  api.get('/api/offers', async () => ({ categories: [], category: null, offers: [] }));
  api.get<Slug>('/api/offers/:slug', async (_request, reply) => notFound(reply));
  api.get<Slug>('/api/discounts/:slug', async (_request, reply) => notFound(reply));
}
