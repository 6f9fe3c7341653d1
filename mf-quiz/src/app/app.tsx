import { RemoteRoot, RemoteRoutes, type ElsewhereRenderer } from '@labshop/shared-contracts/web/remote-kit';
import { REMOTE } from '../lib/remote';
import { QUIZ_ROUTES } from './routes';

export function QuizRoutes({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  return <RemoteRoutes remote={REMOTE} routes={QUIZ_ROUTES} elsewhere={elsewhere} />;
}

/** The root of the remote: its own router over the page's address. */
export function App({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  return (
    <RemoteRoot remote={REMOTE}>
      <QuizRoutes elsewhere={elsewhere} />
    </RemoteRoot>
  );
}
