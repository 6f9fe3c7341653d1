import { sampleNeedsNurse } from '../../../modules/catalogue/nursing-need';
import type { DemoCatalogueItem } from '../demo-catalogue';
import { generateTests } from './generated-tests';

const GENERATED_DESCRIPTION =
  'A generated entry that fills a benchmark catalogue to the size of a real one. It is not a real test.';

/**
 * `count` generated single tests for a benchmark database, on top of the demo shop: the scale of a full lab catalogue
 * (3,500 tests, or 100,000 for a stress test) without putting made-up tests in front of patients.
 */
export function buildBenchmarkTests(count: number, takenSlugs: ReadonlySet<string>): DemoCatalogueItem[] {
  return generateTests(count, takenSlugs).map((test) => ({
    ...test,
    kind: 'test',
    requiresNursing: sampleNeedsNurse(test.sampleType),
    includesNursing: false,
    description: GENERATED_DESCRIPTION,
    preparation: null,
    loincCode: null,
    audience: null,
    faq: [],
    synonyms: [],
    generated: true,
    contents: [],
  }));
}
