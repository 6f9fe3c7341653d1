import { sampleNeedsNurse } from '../../modules/catalogue/nursing-need';
import type { DemoCategorySlug } from './categories';
import type { DemoTest, PriceStory } from './demo-test';
import { DEMO_PACKAGES, packageShare, type DemoPackage } from './packages';
import { REAL_TEST_DETAILS } from './real-test-details';
import { DEMO_SCREENING_PACKAGES } from './screening-programmes';
import { DEMO_TESTS } from './tests';

/** One catalogue row of the demo shop, whatever it was written from. */
export interface DemoCatalogueItem {
  slug: string;
  name: string;
  kind: 'test' | 'package' | 'screening' | 'weight-loss-package';
  category: DemoCategorySlug;
  description: string | null;
  sampleType: string | null;
  turnaroundDays: number | null;
  requiresFasting: boolean;
  /** A nurse takes the sample; at a collection point that brings the nursing fee (unless another item includes it). */
  requiresNursing: boolean;
  /** The price already pays for the nurse. */
  includesNursing: boolean;
  preparation: string | null;
  loincCode: string | null;
  /** Whom the item is for; null where the catalogue does not say. */
  audience: string | null;
  /** Questions about this item with their answers. */
  faq: { question: string; answer: string }[];
  synonyms: string[];
  popularity: number;
  /** Made up to fill a benchmark database; never true in the demo shop. */
  generated: boolean;
  /** Default price now, in minor units, and how it got there. */
  priceMinor: number;
  priceStory: PriceStory;
  /** Slugs of the tests inside a package; empty for a single test. */
  contents: string[];
}

/** Every item of the demo shop: real single tests, the packages made of them and the screening variants. */
export function buildDemoCatalogue(): DemoCatalogueItem[] {
  const real = DEMO_TESTS.map(realTestItem);
  const packages = [...DEMO_PACKAGES, ...DEMO_SCREENING_PACKAGES].map(packageItem);
  return [...real, ...packages];
}

function realTestItem(test: DemoTest): DemoCatalogueItem {
  const details = REAL_TEST_DETAILS[test.slug];
  if (!details) throw new Error(`A real demo test has no description: ${test.slug}`);
  return {
    ...test,
    kind: 'test',
    requiresNursing: sampleNeedsNurse(test.sampleType),
    includesNursing: false,
    description: details.measures,
    preparation: details.preparation ?? null,
    audience: details.audience ?? null,
    faq: details.faq ?? [],
    synonyms: details.synonyms,
    generated: false,
    contents: [],
  };
}

/** A package needs what its most demanding test needs, and costs less than its tests bought singly. */
function packageItem(item: DemoPackage): DemoCatalogueItem {
  const contents = item.tests.map(findTest);
  const singly = contents.reduce((sum, test) => sum + test.priceMinor, 0);
  return {
    slug: item.slug,
    name: item.name,
    kind: item.kind,
    category: item.category,
    description: item.description,
    sampleType: [...new Set(contents.map((test) => test.sampleType))].sort().join(', '),
    turnaroundDays: Math.max(...contents.map((test) => test.turnaroundDays)),
    requiresFasting: contents.some((test) => test.requiresFasting),
    requiresNursing: contents.some((test) => sampleNeedsNurse(test.sampleType)),
    includesNursing: item.includesNursing ?? false,
    preparation: contents.some((test) => test.requiresFasting)
      ? 'Some tests in this package need fasting: no food for 8–12 hours before; plain water is allowed.'
      : null,
    loincCode: null,
    audience: item.audience ?? null,
    faq: [],
    synonyms: item.synonyms ?? [],
    popularity: item.popularity,
    generated: false,
    priceMinor: item.priceMinor ?? Math.floor((singly * packageShare(contents.length)) / 100) * 100,
    priceStory: item.priceStory,
    contents: item.tests,
  };
}

function findTest(slug: string): DemoTest {
  const found = DEMO_TESTS.find((test) => test.slug === slug);
  if (!found) throw new Error(`A demo package refers to an unknown test: ${slug}`);
  return found;
}
