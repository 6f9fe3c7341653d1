import { useEffect } from 'react';
import { RemoteRoot, RemoteRoutes, type ElsewhereRenderer } from '@labshop/shared-contracts/web/remote-kit';
import { useLocationModalBodies } from '../features/choose-location/location-modals';
import { REMOTE } from '../lib/remote';
import { holdCatalogueModals } from './catalogue-modals';
import { CATALOGUE_ROUTES } from './routes';

export function CatalogueRoutes({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  return <RemoteRoutes remote={REMOTE} routes={CATALOGUE_ROUTES} elsewhere={elsewhere} />;
}

/** The root of the remote: its own router over the page's address, and the bodies of the modals it owns. */
export function App({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  useLocationModalBodies();
  useEffect(() => holdCatalogueModals(), []);
  return (
    <RemoteRoot remote={REMOTE}>
      <CatalogueRoutes elsewhere={elsewhere} />
    </RemoteRoot>
  );
}
