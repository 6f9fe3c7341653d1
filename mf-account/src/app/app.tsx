import { useEffect } from 'react';
import { RemoteRoot, RemoteRoutes, type ElsewhereRenderer } from '@labshop/shared-contracts/web/remote-kit';
import { REMOTE } from '../lib/remote';
import { holdAccountModals } from './account-modals';
import { ACCOUNT_ROUTES } from './routes';

export function AccountRoutes({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  return <RemoteRoutes remote={REMOTE} routes={ACCOUNT_ROUTES} elsewhere={elsewhere} />;
}

/** The root of the remote: its own router over the page's address. */
export function App({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  // The shell's modal host shows this remote's modal bodies while it is mounted.
  useEffect(() => holdAccountModals(), []);
  return (
    <RemoteRoot remote={REMOTE}>
      <AccountRoutes elsewhere={elsewhere} />
    </RemoteRoot>
  );
}
