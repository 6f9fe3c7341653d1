import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { createOffer, sessionOf } from '../../lib/testing/weight-loss-factories';
import { ProgrammePage } from './programme-page';

const COMPLETE = createOffer({ product: 'complete', name: 'Complete-care weight-loss programme' });

function showProgramme(product = 'essential') {
  mockApi({
    'GET /api/weight-loss/programmes/essential': { body: createOffer() },
    'GET /api/weight-loss/programmes': { body: { programmes: [createOffer(), COMPLETE] } },
  });
  renderAt(
    `/offer/weight-loss-programme-${product}`,
    <Routes>
      <Route path="/offer/:slug" element={<ProgrammePage product={product} />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
  );
}

describe('a weight-loss programme page', () => {
  beforeEach(() => sessionOf(null));

  it('says what the programme includes, what it costs, and leads into the weight-loss quiz', async () => {
    showProgramme();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Essential weight-loss programme' }),
    ).toBeInTheDocument();
    const tests = screen.getByRole('region', { name: 'Tests' });
    expect(
      within(tests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Glucose', 'HbA1c']);
    expect(screen.getByRole('region', { name: 'Consultations' })).toHaveTextContent('One video consultation');
    expect(screen.getByRole('region', { name: 'Follow-up' })).toHaveTextContent('A monthly online check-in');
    expect(screen.getByText('£149')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the weight-loss quiz' })).toHaveAttribute(
      'href',
      '/quiz/weight-loss?programme=essential',
    );
    expect(screen.getByRole('link', { name: 'Complete-care weight-loss programme' })).toHaveAttribute(
      'href',
      '/offer/weight-loss-programme-complete',
    );
  });

  it('is not found for a programme the shop does not sell', async () => {
    showProgramme('platinum');
    await screen.findByText('Elsewhere');
    expect(currentLocation()).toBe('/error/404');
  });

  it("says 'Something went wrong' with a way to try again when the programme cannot be read", async () => {
    mockApi({
      'GET /api/weight-loss/programmes/essential': { status: 500, body: { message: 'Unexpected error occurred' } },
    });
    renderAt('/offer/weight-loss-programme-essential', <ProgrammePage product="essential" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
