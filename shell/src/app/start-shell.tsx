import '@labshop/shared-contracts/web/ui/tokens.css';
import { createRoot, type Root } from 'react-dom/client';
import { addErrorHandler, start } from 'single-spa';
import { getApiClient, getEventBus, pageStorage } from '@labshop/shared-contracts/web';
import { createReloadOnNextNavigation, startBuildPolling } from '../features/build-updates/build-polling';
import { loadPublicConfig } from '../features/config/public-config';
import { startConsent } from '../features/consent/consent-controller';
import { ErrorPage } from '../features/error-page/error-page';
import { startRemotes } from '../features/remotes/remote-applications';
import { confirmSession } from '../features/session/confirm-session';
import { watchSessionEnd } from '../features/session/session-end';
import { holdSession, restoreSession } from '../features/session/session-store';
import { listenForChunkLoadErrors } from '../lib/chunk-load-error';
import { watchPageAddress } from '../lib/location';
import { listenForNavigationRequests } from '../lib/navigate';
import { reloadWithGuard } from '../lib/reload-guard';
import { installWebviewHistory } from '../lib/webview-history';
import { ShellApp } from './shell-app';

function renderShell(root: Root, consent: Parameters<typeof ShellApp>[0]['consent']): Promise<void> {
  return new Promise((resolve) => root.render(<ShellApp consent={consent} onReady={resolve} />));
}

/**
 * Start-up, in order: keep webview=1 on every navigation; read /config.json and /remotes.json (in
 * parallel); publish config, session and consent on the bus; watch for new builds and failed chunks;
 * draw the frame; register the remotes; then let single-spa mount the one that owns the path.
 */
export async function startShell(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    installWebviewHistory();
    const bus = getEventBus();
    listenForChunkLoadErrors((error) => {
      console.error('A part of the site failed to load; reloading to pick up the latest build.', error);
      reloadWithGuard();
    });
    addErrorHandler((error) => console.error(`The ${error.appOrParcelName} part of the site failed.`, error));

    const remotesRegistered = startRemotes();
    const config = await loadPublicConfig();
    bus.emit('config:loaded', config);
    // Inside a partner's page the browser may refuse this site its storage; the session then lives in memory.
    const storage = pageStorage('localStorage');
    holdSession(bus, storage);
    // A token refused at start is cleared quietly; one refused later, mid-use, is told about.
    void confirmSession(bus, restoreSession(storage), getApiClient()).finally(() =>
      watchSessionEnd(bus, { reloadPage: () => window.location.reload() }),
    );
    const consent = startConsent(bus, config.consent, config.analytics);
    listenForNavigationRequests(bus);

    const reloader = createReloadOnNextNavigation();
    startBuildPolling({ runningId: __SHELL_BUILD_ID__, onNewBuild: reloader.newBuildAvailable });
    watchPageAddress(() => reloader.navigated());

    await renderShell(root, consent);
    await remotesRegistered;
    start({ urlRerouteOnly: true });
  } catch (error) {
    // A fatal error renders the error page.
    console.error('The site could not start.', error);
    root.render(<ErrorPage status={500} />);
  }
}
