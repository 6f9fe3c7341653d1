import { lazy, Suspense, useMemo } from 'react';
import { matchRoute } from '@labshop/shared-contracts/core';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import { ConsentBanner } from '../features/consent/consent-banner';
import { ErrorBoundary } from '../features/error-page/error-boundary';
import { ErrorPage } from '../features/error-page/error-page';
import { SiteFooter } from '../features/footer/site-footer';
import { SiteHeader } from '../features/header/site-header';
import { DoctorAreaRefused } from '../features/session/doctor-area-refused';
import { mayOpen } from '../features/session/route-access';
import { isChunkLoadError } from '../lib/chunk-load-error';
import { useLocation } from '../lib/location';
import { reloadWithGuard } from '../lib/reload-guard';
import { pageChrome } from './page-chrome';
import { RemoteAreas } from './remote-areas';
import { MAIN_CONTENT_ID, useRouteEffects } from './route-effects';
import { ShellPage } from './shell-pages';
import styles from './shell-frame.module.css';

// Only one page shows the newsletter, so its code loads with that page.
const NewsletterBlock = lazy(() =>
  import(/* webpackChunkName: "newsletter" */ '../features/newsletter/newsletter-block').then((module) => ({
    default: module.NewsletterBlock,
  })),
);

export interface ShellFrameProps {
  /** Closed, open at start (no choice stored yet), or reopened from Cookie settings (takes focus). */
  consentBanner: 'closed' | 'open' | 'reopened';
  onConsentBannerClose: () => void;
  onOpenCookieSettings: () => void;
}

/** A shell page whose code failed to load is most likely from an old build: reload (guarded). */
function onPageError(error: unknown): void {
  if (isChunkLoadError(error)) reloadWithGuard();
}

/**
 * The page frame: skip link, cookie banner, header, main content (a shell page and the remote areas),
 * newsletter and footer, arranged by the layout of the current route. Every slot keeps its place in the
 * tree (absent ones render null), so <main> and the remote areas are never remounted.
 */
export function ShellFrame({ consentBanner, onConsentBannerClose, onOpenCookieSettings }: ShellFrameProps) {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const chrome = pageChrome(match?.route ?? null);
  const user = useLatestEvent('session:changed')?.user ?? null;
  // The remote of a page the visitor may not open is never mounted (see remote-applications), so the
  // 403 page stands alone in <main>.
  const forbidden = match !== null && !mayOpen(match.route, user);
  useRouteEffects(pathname, match);

  return (
    <div className={`${styles.frame} ${styles[`layout-${chrome.layout}`] ?? ''}`} data-layout={chrome.layout}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      {consentBanner === 'closed' ? null : (
        <ConsentBanner onClose={onConsentBannerClose} takeFocus={consentBanner === 'reopened'} />
      )}
      <SiteHeader variant={chrome.header} tone={chrome.headerTone} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <ErrorBoundary fallback={<ErrorPage status={500} />} resetKey={pathname} onError={onPageError}>
          {forbidden ? <ErrorPage status={403} /> : null}
          {forbidden && user !== null && match.route.forDoctor ? <DoctorAreaRefused /> : null}
          {!forbidden && match?.route.owner === 'shell' ? <ShellPage match={match} /> : null}
        </ErrorBoundary>
        <RemoteAreas />
      </main>
      {chrome.newsletter ? (
        <Suspense fallback={null}>
          <NewsletterBlock />
        </Suspense>
      ) : null}
      <SiteFooter
        variant={chrome.footer}
        hideOnMobile={chrome.hideFooterOnMobile}
        onOpenCookieSettings={onOpenCookieSettings}
      />
    </div>
  );
}
