import { screen } from '@testing-library/react';
import { currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { Route, Routes } from 'react-router-dom';
import { createEnrolment, PATIENT, sessionOf } from '../../lib/testing/weight-loss-factories';
import { WeightLossOfferRedirect } from './offer-redirect';

function visitOffer() {
  renderAt(
    '/offer/weight-loss',
    <Routes>
      <Route path="/offer/weight-loss" element={<WeightLossOfferRedirect />} />
      <Route path="*" element={<p>Arrived</p>} />
    </Routes>,
  );
}

describe('/offer/weight-loss', () => {
  it('sends a patient who follows a programme to their progress', async () => {
    sessionOf(PATIENT);
    mockApi({ 'GET /api/weight-loss/active': { body: { programme: createEnrolment() } } });
    visitOffer();
    await screen.findByText('Arrived');
    expect(currentLocation()).toBe('/weight-loss/progress');
  });

  it('sends a signed-in patient without a programme to the programme page', async () => {
    sessionOf(PATIENT);
    mockApi({ 'GET /api/weight-loss/active': { body: { programme: null } } });
    visitOffer();
    await screen.findByText('Arrived');
    expect(currentLocation()).toBe('/offer/weight-loss-programme-essential');
  });

  it('sends a guest to the programme page without asking the API', async () => {
    sessionOf(null);
    const api = mockApi({});
    visitOffer();
    await screen.findByText('Arrived');
    expect(currentLocation()).toBe('/offer/weight-loss-programme-essential');
    expect(api).not.toHaveBeenCalled();
  });
});
