import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { currentLocation, mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createSummary } from '../../lib/testing/detail-factories';
import { createDiscountCampaign } from '../../lib/offer-factories';
import { DiscountPage } from './discount-page';

function showCampaign(slug: string, answer: ApiHandler) {
  mockApi({ [`GET /api/discounts/${slug}`]: answer });
  renderAt(
    `/discounts/${slug}`,
    <Routes>
      <Route path="/discounts/:slug" element={<DiscountPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
}

describe('a discount campaign page', () => {
  beforeEach(() => getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG));

  it('shows each reduced price with the lowest price of the last 30 days beside it', async () => {
    showCampaign('winter-savings', {
      body: createDiscountCampaign({
        slug: 'winter-savings',
        title: 'Winter savings',
        items: [
          createSummary({ slug: 'tsh', name: 'TSH', priceMinor: 2400, lowestPrice30dMinor: 3000 }),
          createSummary({ slug: 'hba1c', name: 'HbA1c', priceMinor: 3550, lowestPrice30dMinor: 4400 }),
        ],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter savings' })).toBeInTheDocument();
    const tsh = screen.getByRole('article', { name: 'TSH' });
    expect(within(tsh).getByText('£24')).toBeInTheDocument();
    expect(within(tsh).getByText('Lowest price in the last 30 days: £30')).toBeInTheDocument();
    const hba1c = screen.getByRole('article', { name: 'HbA1c' });
    expect(within(hba1c).getByText('£35.50')).toBeInTheDocument();
    expect(within(hba1c).getByText('Lowest price in the last 30 days: £44')).toBeInTheDocument();
  });

  it('says so when none of the reduced items is on sale', async () => {
    showCampaign('quiet', { body: createDiscountCampaign({ slug: 'quiet', items: [] }) });
    expect(await screen.findByText('None of the reduced tests is on sale at the moment.')).toBeInTheDocument();
  });

  it('sends an unknown or ended campaign to the 404 page', async () => {
    showCampaign('spring', { status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });
});
