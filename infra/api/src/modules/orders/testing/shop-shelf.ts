import type { FastifyInstance } from 'fastify';
import { ExaminationsDataAnswer, TestListAnswer, type TestSummary } from '@labshop/shared-contracts/core';
import { expectShape } from '../../../testing/expect-shape';

/**
 * Items of the shop's own catalogue sorted by what pricing makes of them, each offered at the location: so a test
 * can build a cart that brings the nursing fee, one that does not, one with a package that includes the nurse,
 * whatever the catalogue holds on the day.
 */
export interface ShopShelf {
  /** Single tests a nurse takes the sample for (blood). */
  nurseTests: TestSummary[];
  /** Single tests with a sample the patient gives (urine, stool, saliva). */
  selfSampleTests: TestSummary[];
  /** Packages whose price does not include the nurse. */
  packages: TestSummary[];
  /** Items whose price pays for the nurse. */
  includingNurse: TestSummary[];
}

export async function shopShelf(
  app: FastifyInstance,
  location: { facility_id: string } | { city_uuid: string },
): Promise<ShopShelf> {
  const list = async (group: 'tests' | 'packages') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/catalogue/tests?${new URLSearchParams({ group, perPage: '100', sort: 'popularity', ...location })}`,
    });
    return expectShape(response.json(), TestListAnswer).items;
  };
  const items = [...(await list('tests')), ...(await list('packages'))];
  const offered = await app.inject({
    method: 'POST',
    url: '/api/updated/examinations-data',
    payload: { examinaitons: items.map((item) => item.id), ...location },
  });
  const here = expectShape(offered.json(), ExaminationsDataAnswer);
  const available = items.filter((item) => here[item.id]?.isAvailable === true);
  const single = available.filter((item) => !item.attributes.package);
  return {
    nurseTests: single.filter((item) => item.attributes.require_nursing_services),
    selfSampleTests: single.filter((item) => !item.attributes.require_nursing_services),
    packages: available.filter((item) => item.attributes.package && !item.attributes.is_including_nursing),
    includingNurse: available.filter((item) => item.attributes.is_including_nursing),
  };
}

/** The first `count` items of a shelf, or a clear failure naming what the catalogue lacks. */
export function take(items: readonly TestSummary[], count: number, what: string): TestSummary[] {
  if (items.length < count)
    throw new Error(`The catalogue offers ${items.length} ${what} here; the test needs ${count}`);
  return items.slice(0, count);
}
