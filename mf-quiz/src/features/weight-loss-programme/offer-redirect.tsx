import { Navigate } from 'react-router-dom';
import { ActiveWeightLossProgramme, WEIGHT_LOSS_PATHS } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { WEIGHT_LOSS_PAGES } from './programme-paths';

/**
 * /offer/weight-loss (spec §2): a signed-in patient who follows a programme goes to their progress, everyone else
 * to the programme page. A failed look-up sends them to the programme page too: it links on to the rest.
 */
export function WeightLossOfferRedirect() {
  const session = useLatestEvent('session:changed');
  const signedIn = Boolean(session?.user && session.token);
  const active = useApiQuery(signedIn ? WEIGHT_LOSS_PATHS.active : null, { answer: ActiveWeightLossProgramme });
  if (session === undefined || (signedIn && active.status === 'loading')) {
    return (
      <Page aria-busy>
        <h1>Weight loss</h1>
        <Loading label="Finding your programme…" />
      </Page>
    );
  }
  const follows = signedIn && active.status === 'success' && active.data.programme !== null;
  return <Navigate replace to={follows ? WEIGHT_LOSS_PAGES.progress : WEIGHT_LOSS_PAGES.defaultProgramme} />;
}
