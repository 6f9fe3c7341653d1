import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { createCollectionPoint } from './location-factories';
import { PointPage } from './point-page';

const FLORIANSKA = createCollectionPoint({
  id: 'florianska',
  slug: 'florianska',
  name: 'Floriańska',
  street: 'ul. Floriańska 1',
  postalCode: '31-019',
  openingHours: 'Mon–Fri 7:00–15:00',
  additionalOpeningHours: 'Sat 8:00–12:00',
  additionalInfo: 'Entrance from the courtyard.',
  partnerBrands: ['Medicover', 'Diagnostyka'],
  features: { childFriendly: true, childMinAge: 2, parking: true, openSaturday: true },
});

function showPoint(path: string) {
  mockApi({
    'GET /api/collection-points/krakow/florianska': { body: FLORIANSKA },
    'GET /api/collection-points/krakow/closed-one': {
      body: createCollectionPoint({ slug: 'closed-one', name: 'Kazimierz', closed: true }),
    },
  });
  renderAt(
    path,
    <Routes>
      <Route path="/locations/:city/:slug" element={<PointPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
}

describe('one collection point', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
    getEventBus().emit('session:changed', { user: null, token: null });
  });

  it('shows its address, hours, partner brands and every feature with a yes or no', async () => {
    showPoint('/locations/krakow/florianska');
    expect(await screen.findByRole('heading', { level: 1, name: 'Floriańska' })).toBeInTheDocument();
    expect(screen.getByText('ul. Floriańska 1, 31-019 Kraków, Poland')).toBeInTheDocument();
    expect(screen.getByText('Mon–Fri 7:00–15:00')).toBeInTheDocument();
    expect(screen.getByText('Sat 8:00–12:00')).toBeInTheDocument();
    expect(screen.getByText('Entrance from the courtyard.')).toBeInTheDocument();
    expect(screen.getByText('Medicover')).toBeInTheDocument();
    expect(screen.getByText('Diagnostyka')).toBeInTheDocument();
    const features = screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(features).toEqual([
      'Child-friendly (from age 2): Yes',
      '40+ prevention: No',
      'COVID test (NFZ): No',
      'COVID test (private): No',
      'Gynecology: No',
      'Sport tests: No',
      'Swabs: No',
      'Parking: Yes',
      'Disabled access: No',
      'Open on Sunday: No',
      'Open on Saturday: Yes',
      'Next to a lab: No',
    ]);
    expect(screen.queryByText(/temporarily closed/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Collection points in Kraków' })).toHaveAttribute(
      'href',
      '/locations/krakow',
    );
  });

  it('can be chosen from its page', async () => {
    showPoint('/locations/krakow/florianska');
    const chosen: EventPayload<'location:chosen'>[] = [];
    const subscription = getEventBus()
      .on('location:chosen')
      .subscribe((location) => chosen.push(location));
    chosen.length = 0;

    await userEvent.click(await screen.findByRole('button', { name: 'Choose this point: Floriańska' }));

    expect(chosen).toEqual([{ mode: 'collection-point', facilityId: 'florianska', facilityName: 'Floriańska' }]);
    subscription.unsubscribe();
  });

  it('says when the point is closed and does not offer it', async () => {
    showPoint('/locations/krakow/closed-one');
    expect(await screen.findByText(/This collection point is temporarily closed/)).toHaveTextContent(
      'please choose another point',
    );
    expect(screen.queryByRole('button', { name: 'Choose this point: Kazimierz' })).not.toBeInTheDocument();
  });

  it('sends an unknown point to the 404 page', async () => {
    showPoint('/locations/krakow/no-such-point');
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });
});
