import { useEffect } from 'react';
import { RemoteRoot, RemoteRoutes, type ElsewhereRenderer } from '@labshop/shared-contracts/web/remote-kit';
import { REMOTE } from '../lib/remote';
import { holdQuizModals } from './quiz-modals';
import { QUIZ_ROUTES } from './routes';

export function QuizRoutes({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  return <RemoteRoutes remote={REMOTE} routes={QUIZ_ROUTES} elsewhere={elsewhere} />;
}

/** The root of the remote: its own router over the page's address, and the bodies of the modals it owns. */
export function App({ elsewhere }: { elsewhere?: ElsewhereRenderer }) {
  useEffect(() => holdQuizModals(), []);
  return (
    <RemoteRoot remote={REMOTE}>
      <QuizRoutes elsewhere={elsewhere} />
    </RemoteRoot>
  );
}
