import type { Category, TestFacetsAnswer, TestListAnswer, TestSummary } from '@labshop/shared-contracts/core';
import { createItemAttributes } from '@labshop/shared-contracts/testing';

let sequence = 0;

export function createTestSummary(overrides: Partial<TestSummary> = {}): TestSummary {
  sequence += 1;
  return {
    id: `test-${sequence}`,
    slug: `test-${sequence}`,
    name: `Test ${sequence}`,
    kind: 'test',
    categorySlug: 'blood',
    priceMinor: 1999,
    lowestPrice30dMinor: null,
    sampleType: 'Blood',
    turnaroundDays: 2,
    requiresFasting: false,
    attributes: createItemAttributes(),
    ...overrides,
  };
}

export function createCategory(overrides: Partial<Category> = {}): Category {
  return { slug: 'thyroid', name: 'Thyroid', testCount: 4, ...overrides };
}

export function createTestListAnswer(overrides: Partial<TestListAnswer> = {}): TestListAnswer {
  const items = overrides.items ?? [createTestSummary(), createTestSummary()];
  return { items, total: items.length, page: 1, perPage: 12, category: null, currency: 'GBP', ...overrides };
}

export function createFacets(overrides: Partial<TestFacetsAnswer> = {}): TestFacetsAnswer {
  return {
    sampleTypes: [
      { sampleType: 'blood', count: 180 },
      { sampleType: 'urine', count: 7 },
    ],
    turnaroundDays: [
      { days: 1, count: 71 },
      { days: 3, count: 165 },
    ],
    noFastingCount: 170,
    ...overrides,
  };
}
