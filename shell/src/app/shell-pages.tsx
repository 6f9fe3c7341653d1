import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteMatch } from '@labshop/shared-contracts/core';
import { ErrorPage } from '../features/error-page/error-page';
import { parseErrorStatus } from '../features/error-page/error-texts';
import styles from './shell-frame.module.css';

// Each page is its own chunk, so the first load carries only the frame.
const AboutUsPage = lazy(
  () => import(/* webpackChunkName: "page-about-us" */ '../features/pages/about-us/about-us-page'),
);
const ContactPage = lazy(() => import(/* webpackChunkName: "page-contact" */ '../features/pages/contact/contact-page'));
const FaqPage = lazy(() => import(/* webpackChunkName: "page-faq" */ '../features/pages/faq/faq-page'));
const PricingPage = lazy(() => import(/* webpackChunkName: "page-pricing" */ '../features/pages/pricing/pricing-page'));
const PartnersPage = lazy(
  () => import(/* webpackChunkName: "page-partners" */ '../features/pages/partners/partners-page'),
);
const NewsListPage = lazy(() => import(/* webpackChunkName: "page-news" */ '../features/pages/news/news-list-page'));
const NewsPostPage = lazy(() => import(/* webpackChunkName: "page-news" */ '../features/pages/news/news-post-page'));
const DesignSystemPage = lazy(
  () => import(/* webpackChunkName: "page-design-system" */ '../features/pages/design-system/design-system-page'),
);

function legal(
  name: 'PrivacyPolicyPage' | 'PatientTermsPage' | 'ProvidersTermsPage',
): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    import(/* webpackChunkName: "page-legal" */ '../features/pages/legal/legal-pages').then((module) => ({
      default: module[name],
    })),
  );
}
const PrivacyPolicyPage = legal('PrivacyPolicyPage');
const PatientTermsPage = legal('PatientTermsPage');
const ProvidersTermsPage = legal('ProvidersTermsPage');

function page(match: RouteMatch) {
  switch (match.route.path) {
    case '/about-us':
      return <AboutUsPage />;
    case '/contact':
      return <ContactPage />;
    case '/faq':
      return <FaqPage />;
    case '/pricing':
      return <PricingPage />;
    case '/privacy-policy':
      return <PrivacyPolicyPage />;
    case '/patient-terms-of-use':
      return <PatientTermsPage />;
    case '/providers-terms-of-use':
      return <ProvidersTermsPage />;
    case '/news/:slug?':
      return <NewsListPage categorySlug={match.params.slug} />;
    case '/news/post/:slug?':
      return <NewsPostPage slug={match.params.slug} />;
    case '/partners':
      return <PartnersPage />;
    case '/design-system':
      return <DesignSystemPage />;
    case '/error/:code':
      return <ErrorPage status={parseErrorStatus(match.params.code)} />;
    default:
      return <ErrorPage status={404} />;
  }
}

function PageLoading() {
  return (
    <p role="status" className={styles.pageLoading}>
      Loading…
    </p>
  );
}

/** The page for a path the manifest gives to the shell. */
export function ShellPage({ match }: { match: RouteMatch }) {
  return <Suspense fallback={<PageLoading />}>{page(match)}</Suspense>;
}
