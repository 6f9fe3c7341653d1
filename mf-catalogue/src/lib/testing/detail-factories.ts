import type {
  PackageDetail,
  ScreeningProgrammeDetail,
  SearchAnswer,
  TestDetail,
  TestSummary,
} from '@labshop/shared-contracts/core';
import { createItemAttributes } from '@labshop/shared-contracts/testing';

let sequence = 0;

function next(): number {
  sequence += 1;
  return sequence;
}

export function createSummary(overrides: Partial<TestSummary> = {}): TestSummary {
  const n = next();
  return {
    id: `item-${n}`,
    slug: `item-${n}`,
    name: `Item ${n}`,
    kind: 'test',
    categorySlug: 'blood',
    priceMinor: 1000,
    lowestPrice30dMinor: null,
    sampleType: 'Blood',
    turnaroundDays: 1,
    requiresFasting: false,
    attributes: createItemAttributes(),
    ...overrides,
  };
}

export function createTestDetail(overrides: Partial<TestDetail> = {}): TestDetail {
  const n = next();
  return {
    id: `test-${n}`,
    slug: `test-${n}`,
    name: `Test ${n}`,
    kind: 'test',
    category: { slug: 'blood', name: 'Blood' },
    description: null,
    synonyms: [],
    sampleType: 'Blood',
    turnaroundDays: 1,
    requiresFasting: false,
    preparation: null,
    loincCode: null,
    audience: null,
    faq: [],
    generated: false,
    isWeightLossPackage: false,
    attributes: createItemAttributes(),
    price: { priceMinor: 1999, lowestPrice30dMinor: null },
    isAvailable: true,
    location: null,
    currency: 'GBP',
    includedIn: [],
    ...overrides,
  };
}

export function createPackageDetail(overrides: Partial<PackageDetail> = {}): PackageDetail {
  const n = next();
  const contents = overrides.contents ?? [createSummary(), createSummary()];
  return {
    id: `package-${n}`,
    slug: `package-${n}`,
    name: `Package ${n}`,
    kind: 'package',
    category: { slug: 'packages', name: 'Packages' },
    description: null,
    synonyms: [],
    sampleType: 'Blood',
    turnaroundDays: 2,
    requiresFasting: false,
    preparation: null,
    loincCode: null,
    audience: null,
    faq: [],
    generated: false,
    isWeightLossPackage: false,
    attributes: createItemAttributes({ package: true, require_nursing_services: true }),
    price: { priceMinor: 1500, lowestPrice30dMinor: null },
    isAvailable: true,
    location: null,
    currency: 'GBP',
    contents,
    singlyTotalMinor: 2000,
    savingMinor: 500,
    screening: null,
    ...overrides,
  };
}

export function createScreeningProgramme(overrides: Partial<ScreeningProgrammeDetail> = {}): ScreeningProgrammeDetail {
  const basic = overrides.basic ?? createPackageDetail({ kind: 'screening', name: 'Screening basic' });
  const extended = overrides.extended ?? createPackageDetail({ kind: 'screening', name: 'Screening extended' });
  return {
    slug: 'women-40',
    name: 'Screening for women 40+',
    description: null,
    targetSex: 'female',
    minAge: 40,
    maxAge: 65,
    basicServiceId: basic.id,
    extendedServiceId: extended.id,
    ...overrides,
    basic,
    extended,
  };
}

export function createSearchAnswer(overrides: Partial<SearchAnswer> = {}): SearchAnswer {
  return { query: '', items: [], currency: 'GBP', location: null, ...overrides };
}
