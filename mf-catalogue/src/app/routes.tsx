import type { RouteObject } from 'react-router-dom';
import { NotFound } from '@labshop/shared-contracts/web/remote-kit';
import { lazyPage } from '../lib/lazy-page';
import { PACKAGE_CATEGORY_LISTING, PACKAGE_LISTING } from '../features/test-list/paths';
import { TestListPage } from '../features/test-list/test-list-page';

// The lists are where most visits start, so they come with the first load; every other page loads when opened.
const HomePage = lazyPage(() => import('../features/home/home-page').then((module) => module.HomePage));
const RecommendationsPage = lazyPage(() =>
  import('../features/recommendations/recommendations-page').then((module) => module.RecommendationsPage),
);
const SearchPage = lazyPage(() => import('../features/search/search-page').then((module) => module.SearchPage));
const TestDetailPage = lazyPage(() =>
  import('../features/test-detail/test-detail-page').then((module) => module.TestDetailPage),
);
const PackageDetailPage = lazyPage(() =>
  import('../features/packages/package-detail-page').then((module) => module.PackageDetailPage),
);
const ScreeningPackagePage = lazyPage(() =>
  import('../features/packages/screening-package-page').then((module) => module.ScreeningPackagePage),
);
const ScreeningTestPage = lazyPage(() =>
  import('../features/packages/screening-test-page').then((module) => module.ScreeningTestPage),
);
const TestPreviewPage = lazyPage(() =>
  import('../features/test-detail/test-preview-page').then((module) => module.TestPreviewPage),
);
const PackagePreviewPage = lazyPage(() =>
  import('../features/packages/package-preview-page').then((module) => module.PackagePreviewPage),
);
const OffersPage = lazyPage(() => import('../features/offers/offers-page').then((module) => module.OffersPage));
const KnowledgePage = lazyPage(() =>
  import('../features/knowledge/knowledge-page').then((module) => module.KnowledgePage),
);
const OfferPage = lazyPage(() => import('../features/offers/offer-page').then((module) => module.OfferPage));
const WorkforceOfferPage = lazyPage(() =>
  import('../features/offers/workforce-offer-page').then((module) => module.WorkforceOfferPage),
);
const DiscountPage = lazyPage(() =>
  import('../features/discounts/discount-page').then((module) => module.DiscountPage),
);
const InHomeServicePage = lazyPage(() =>
  import('../features/locations/in-home-service-page').then((module) => module.InHomeServicePage),
);
const LocationsPage = lazyPage(() =>
  import('../features/locations/locations-page').then((module) => module.LocationsPage),
);
const CityPage = lazyPage(() => import('../features/locations/city-page').then((module) => module.CityPage));
const PointPage = lazyPage(() => import('../features/locations/point-page').then((module) => module.PointPage));

/** Every page of the catalogue, as data, so a test can check it serves each path the manifest gives it. */
export const CATALOGUE_ROUTES: RouteObject[] = [
  { path: '/lab-test-list/tests/:categorySlug?', element: <TestListPage /> },
  { path: '/', element: <HomePage /> },
  { path: '/lab-test-list/packages/:categorySlug?', element: <TestListPage listing={PACKAGE_LISTING} /> },
  { path: '/lab-test-list/recommendations/:uuid?', element: <RecommendationsPage /> },
  { path: '/lab-test-list/search', element: <SearchPage /> },
  { path: '/lab-test/:slug', element: <TestDetailPage /> },
  { path: '/package/screening/:slug', element: <ScreeningPackagePage /> },
  { path: '/package/:slug', element: <PackageDetailPage /> },
  { path: '/packages/category/:slug?', element: <TestListPage listing={PACKAGE_CATEGORY_LISTING} /> },
  { path: '/screening-test/:slug', element: <ScreeningTestPage /> },
  { path: '/preview/badanie/:id', element: <TestPreviewPage /> },
  { path: '/preview/pakiet/:id', element: <PackagePreviewPage /> },
  { path: '/discounts/:slug', element: <DiscountPage /> },
  { path: '/offers/:slug?', element: <OffersPage /> },
  { path: '/knowledge/:slug?', element: <KnowledgePage /> },
  { path: '/offer/invest-in-the-health-of-your-workforce-today', element: <WorkforceOfferPage /> },
  { path: '/offer/:slug', element: <OfferPage /> },
  { path: '/locations/in-home-service', element: <InHomeServicePage /> },
  { path: '/locations', element: <LocationsPage /> },
  { path: '/locations/:city', element: <CityPage /> },
  { path: '/locations/:city/:slug', element: <PointPage /> },
  { path: '*', element: <NotFound /> },
];
