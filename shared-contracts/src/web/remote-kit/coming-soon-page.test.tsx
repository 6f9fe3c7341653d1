import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { renderAt } from '@labshop/shared-contracts/testing';
import { comingSoon, manifestTitle } from './coming-soon-page';

function Pages() {
  return useRoutes([comingSoon('/locations/:city')]);
}

describe('pages of a later release', () => {
  it('tell the visitor the page opens soon, under the title the manifest gives it', () => {
    renderAt('/locations/krakow', <Pages />);
    expect(screen.getByRole('heading', { level: 1, name: 'Collection points' })).toBeInTheDocument();
    expect(screen.getByText(/opens soon/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'tests catalogue' })).toHaveAttribute('href', '/lab-test-list/tests');
  });

  it('cannot be made for a path the manifest does not know', () => {
    expect(manifestTitle('/offer/weight-loss-programme-:product')).toBe('Weight-loss programme');
    expect(() => comingSoon('/locations/:city/:slug/:extra')).toThrow(
      'The route manifest has no path /locations/:city/:slug/:extra',
    );
  });
});
