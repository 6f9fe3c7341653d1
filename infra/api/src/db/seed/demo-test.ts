import type { DemoCategorySlug } from './categories';

/** How the default price moved lately, so the 30-day lowest price has something to show in the demo. */
export type PriceStory = 'steady' | 'reduced' | 'promotion-ended' | 'raised';

/** What the patient gives or has taken: a cervical or throat sample is a swab. */
export type SampleType = 'blood' | 'urine' | 'stool' | 'swab' | 'saliva';

export interface DemoTest {
  slug: string;
  name: string;
  category: DemoCategorySlug;
  priceMinor: number;
  popularity: number;
  /** Set only where the code is certain. */
  loincCode: string | null;
  sampleType: SampleType;
  turnaroundDays: number;
  requiresFasting: boolean;
  priceStory: PriceStory;
}

/** What a patient reads about a real test, and the other names they may search it by. */
export interface RealTestDetails {
  /** What the test measures and why it is ordered. */
  measures: string;
  /** Abbreviations, Polish names and other spellings ('vit d', 'witamina d', 'hemoglobin'). */
  synonyms: string[];
  /** Preparation beyond plain fasting; fasting itself is the test's requiresFasting flag. */
  preparation?: string;
  /** Whom the test is for, only where its description says so. */
  audience?: string;
  /** Questions about this test that its own facts answer. */
  faq?: { question: string; answer: string }[];
}

/** A test together with what the patient reads about it, for the lists written in one place. */
export interface DescribedTest {
  test: DemoTest;
  details: RealTestDetails;
}

type Extra = Partial<Pick<DemoTest, 'sampleType' | 'turnaroundDays' | 'requiresFasting' | 'priceStory'>>;

/** A blood test with its result next day and a steady price, unless `extra` says otherwise. */
export function test(
  slug: string,
  name: string,
  category: DemoCategorySlug,
  loincCode: string | null,
  priceMinor: number,
  popularity: number,
  extra: Extra = {},
): DemoTest {
  return {
    slug,
    name,
    category,
    loincCode,
    priceMinor,
    popularity,
    sampleType: 'blood',
    turnaroundDays: 1,
    requiresFasting: false,
    priceStory: 'steady',
    ...extra,
  };
}

export function described(demoTest: DemoTest, details: RealTestDetails): DescribedTest {
  return { test: demoTest, details };
}

export const FASTING = { requiresFasting: true };
