import { assert, type Struct } from 'superstruct';
import { TestListAnswer, type TestSummary } from '@labshop/shared-contracts/core/api/catalogue';
import { PackageDetail, TestDetail } from '@labshop/shared-contracts/core/api/catalogue-detail';
import { CollectionPoint } from '@labshop/shared-contracts/core/api/collection-points';
import { DoctorCard } from '@labshop/shared-contracts/core/api/doctors';

/** Every fixture is checked against the contract the API answers with, so the stand-in never says what it could not. */
function valid<T>(value: T, shape: Struct<T, unknown>): T {
  assert(value, shape);
  return value;
}

const PLAIN_ATTRIBUTES = {
  require_nursing_services: false,
  is_including_nursing: false,
  package: false,
  is_screening: false,
  is_weight_loss_package: false,
  screening_type: null,
  basic_service_id: null,
  extended_service_id: null,
  screening_service: null,
} as const;

export function createTestDetail(overrides: Partial<TestDetail> = {}): TestDetail {
  return valid(
    {
      id: 'c0a80101-0000-4000-8000-000000000001',
      slug: 'vitamin-d3-25-oh',
      name: 'Vitamin D3 (25-OH)',
      kind: 'test',
      category: { slug: 'vitamins', name: 'Vitamins' },
      description: 'Measures the level of vitamin D in the blood, which keeps bones and muscles healthy.',
      synonyms: [],
      sampleType: 'blood',
      turnaroundDays: 2,
      requiresFasting: false,
      preparation: null,
      loincCode: null,
      audience: null,
      faq: [],
      generated: false,
      isWeightLossPackage: false,
      attributes: { ...PLAIN_ATTRIBUTES },
      price: { priceMinor: 12900, lowestPrice30dMinor: null },
      isAvailable: true,
      location: null,
      currency: 'PLN',
      includedIn: [],
      ...overrides,
    },
    TestDetail,
  );
}

export function createPackageDetail(overrides: Partial<PackageDetail> = {}): PackageDetail {
  const { includedIn: _includedIn, ...test } = createTestDetail();
  return valid(
    {
      ...test,
      id: 'c0a80101-0000-4000-8000-000000000002',
      slug: 'thyroid-package',
      name: 'Thyroid package',
      kind: 'package',
      category: { slug: 'hormones', name: 'Hormones' },
      description: 'TSH, FT3 and FT4 together: how well the thyroid works.',
      attributes: { ...PLAIN_ATTRIBUTES, package: true },
      price: { priceMinor: 8950, lowestPrice30dMinor: null },
      contents: [],
      singlyTotalMinor: 10500,
      savingMinor: 1550,
      screening: null,
      ...overrides,
    },
    PackageDetail,
  );
}

export function createTestSummary(overrides: Partial<TestSummary> = {}): TestSummary {
  return {
    id: 'c0a80101-0000-4000-8000-000000000001',
    slug: 'vitamin-d3-25-oh',
    name: 'Vitamin D3 (25-OH)',
    kind: 'test',
    categorySlug: 'vitamins',
    priceMinor: 12900,
    lowestPrice30dMinor: null,
    sampleType: 'blood',
    turnaroundDays: 2,
    requiresFasting: false,
    attributes: { ...PLAIN_ATTRIBUTES },
    ...overrides,
  };
}

export function createTestListAnswer(items: TestSummary[], page = 1, perPage = 100): TestListAnswer {
  return valid(
    {
      items: items.slice((page - 1) * perPage, page * perPage),
      total: items.length,
      page,
      perPage,
      category: null,
      currency: 'PLN',
      location: null,
    },
    TestListAnswer,
  );
}

export function createCollectionPoint(overrides: Partial<CollectionPoint> = {}): CollectionPoint {
  return valid(
    {
      id: 'c0a80101-0000-4000-8000-000000000003',
      slug: 'mokotow',
      name: 'Labshop Mokotów',
      city: { uuid: 'c0a80101-0000-4000-8000-000000000004', slug: 'warszawa', name: 'Warszawa', homeService: true },
      street: 'ul. Puławska 10',
      postalCode: '02-512',
      latitude: 52.2,
      longitude: 21.02,
      openingHours: 'Mon–Fri 7:00–18:00',
      additionalOpeningHours: null,
      additionalInfo: null,
      closed: false,
      partnerBrands: [],
      features: {
        childFriendly: false,
        childMinAge: null,
        prevention40Plus: false,
        covidNfz: false,
        covidPrivate: false,
        gynecology: false,
        sport: false,
        swab: false,
        parking: false,
        disabledAccess: true,
        openSunday: false,
        openSaturday: false,
        nextToLab: false,
      },
      directionsUrl: null,
      ...overrides,
    },
    CollectionPoint,
  );
}

export function createDoctorCard(overrides: Partial<DoctorCard> = {}): DoctorCard {
  return valid(
    {
      slug: 'anna-nowak',
      firstName: 'Anna',
      lastName: 'Nowak',
      title: 'Dr',
      mainCategory: 'Endocrinologist',
      specializations: ['Endocrinology', 'Internal medicine'],
      aboutMe: 'I help patients with thyroid and hormone disorders.',
      treatedDiseases: [],
      education: [],
      internships: [],
      languages: ['Polish', 'English'],
      facility: { id: 'c0a80101-0000-4000-8000-000000000003', name: 'Labshop Mokotów', city: 'Warszawa' },
      services: [],
      offeredServices: [],
      meetingTypes: [],
      currency: 'PLN',
      ...overrides,
    },
    DoctorCard,
  );
}
