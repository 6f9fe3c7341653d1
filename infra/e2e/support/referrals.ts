import { expect } from '@playwright/test';
import { withDatabase } from './database';

export interface OfferedTests {
  facility: { id: string; name: string };
  tests: { id: string; name: string }[];
}

/**
 * A demo collection point and the shop's most popular single tests it offers today at a current price, as a
 * doctor would pick them for a referral there.
 */
export async function testsOfferedAt(facilitySlug: string, count: number): Promise<OfferedTests> {
  return withDatabase(async (client) => {
    const facility = await client.query<{ id: string; name: string }>(
      'SELECT id, name FROM facilities WHERE slug = $1 AND NOT closed',
      [facilitySlug],
    );
    expect(facility.rowCount).toBe(1);
    const { id, name } = facility.rows[0] ?? { id: '', name: '' };
    const tests = await client.query<{ id: string; name: string }>(
      `SELECT t.id, t.name FROM tests t
        WHERE t.kind = 'test' AND t.published AND NOT t.generated
          AND NOT EXISTS (SELECT 1 FROM unavailable_tests u WHERE u.test_id = t.id AND u.facility_id = $1)
          AND EXISTS (SELECT 1 FROM test_prices p WHERE p.test_id = t.id AND p.valid_from <= now())
        ORDER BY t.popularity DESC, t.name
        LIMIT $2`,
      [id, count],
    );
    expect(tests.rowCount).toBe(count);
    return { facility: { id, name }, tests: tests.rows };
  });
}
