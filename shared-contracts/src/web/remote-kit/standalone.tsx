import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// Through the package name, not a relative path: the remote's own pages reach the bus through the one
// shared copy of the contracts, so the stand-in must emit on that same bus.
import type { RemoteName, RouteOwner } from '@labshop/shared-contracts/core';
import { getEventBus, useLatestEvent } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from './default-config';
import type { ElsewhereRenderer } from './remote-routes';

/*
 * A remote alone, for its own team: a stand-in for the shell gives it what the shell would (the public
 * configuration, a signed-out session, somewhere to see toasts). The design tokens are the remote's to
 * import in its standalone entry: a stylesheet imported here would reach the site with every remote.
 */

function StandInHeader({ remote }: { remote: RemoteName }) {
  const toast = useLatestEvent('toast:show');
  return (
    <header style={{ padding: '0.75rem 1rem', background: 'var(--ls-color-ink)', color: 'var(--ls-color-on-ink)' }}>
      <strong>Labshop</strong> · {remote} running on its own
      <p role="status" style={{ margin: 0 }}>
        {toast ? `Toast: ${toast.message}` : ''}
      </p>
    </header>
  );
}

function renderServedElsewhere(pathname: string, owner: RouteOwner) {
  return (
    <div style={{ padding: '1.5rem 1rem' }}>
      <h1>Served by {owner}</h1>
      <p>
        In the full site, {pathname} is served by {owner}. Run the whole site (npm start) to see it.
      </p>
    </div>
  );
}

export interface StandaloneOptions {
  remote: RemoteName;
  /** The remote's root component; alone, it is told how to show the paths other parts serve. */
  App: ComponentType<{ elsewhere?: ElsewhereRenderer }>;
  /** Where to mount: the standalone page's #root unless given. */
  container?: Element | null;
}

/** Mounts the remote under a stand-in for the shell. Returns the React root, or null without a container. */
export function renderStandalone({
  remote,
  App,
  container = document.getElementById('root'),
}: StandaloneOptions): Root | null {
  getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  getEventBus().emit('session:changed', { user: null, token: null });
  if (!container) return null;
  const root = createRoot(container);
  root.render(
    <>
      <StandInHeader remote={remote} />
      <main>
        <App elsewhere={renderServedElsewhere} />
      </main>
    </>,
  );
  return root;
}
