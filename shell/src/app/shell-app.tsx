import { useEffect, useState } from 'react';
import type { ConsentStartup } from '../features/consent/consent-controller';
import { openProviderSettings } from '../features/consent/consent-manager';
import { ErrorBoundary } from '../features/error-page/error-boundary';
import { ErrorPage } from '../features/error-page/error-page';
import { ModalHost } from '../features/modals/modal-host';
import { ToastHost } from '../features/toasts/toast-host';
import { MAIN_CONTENT_ID } from './route-effects';
import { ShellFrame } from './shell-frame';

export interface ShellAppProps {
  consent: ConsentStartup;
  /** Called once the frame (with the remote areas) is on the page. */
  onReady?: () => void;
}

/** The whole page. A render error outside a page (header, footer) shows the error page instead. */
export function ShellApp({ consent, onReady }: ShellAppProps) {
  const [banner, setBanner] = useState<'closed' | 'open' | 'reopened'>(consent.needsChoice ? 'open' : 'closed');
  useEffect(() => onReady?.(), [onReady]);

  const closeBanner = () => {
    setBanner('closed');
    // The banner's buttons leave with it; give focus a sensible place to land.
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  const openCookieSettings = () => {
    if (consent.providerActive && openProviderSettings()) return;
    setBanner('reopened');
  };

  return (
    <ErrorBoundary fallback={<ErrorPage status={500} />}>
      <ShellFrame consentBanner={banner} onConsentBannerClose={closeBanner} onOpenCookieSettings={openCookieSettings} />
      <ToastHost />
      <ModalHost />
    </ErrorBoundary>
  );
}
