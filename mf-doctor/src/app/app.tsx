import { RemoteRoot, RemoteRoutes, type ElsewhereRenderer } from '@labshop/shared-contracts/web/remote-kit';
import { REMOTE } from '../lib/remote';
import { DOCTOR_ROUTES } from './routes';

export function DoctorRoutes({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  return <RemoteRoutes remote={REMOTE} routes={DOCTOR_ROUTES} elsewhere={elsewhere} />;
}

/** The root of the remote: its own router over the page's address. */
export function App({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  return (
    <RemoteRoot remote={REMOTE}>
      <DoctorRoutes elsewhere={elsewhere} />
    </RemoteRoot>
  );
}
