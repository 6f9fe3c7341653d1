import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { InHomeServicePage } from './in-home-service-page';
import { createCity } from './location-factories';

function showPage() {
  mockApi({
    'GET /api/get-cities': {
      body: [
        createCity({ uuid: 'krakow-uuid', name: 'Kraków', slug: 'krakow', homeService: true }),
        createCity({ uuid: 'lodz-uuid', name: 'Łódź', slug: 'lodz', homeService: true }),
        createCity({ uuid: 'opole-uuid', name: 'Opole', slug: 'opole', homeService: false }),
      ],
    },
    'GET /api/services/nursing-services': {
      body: {
        covid_nursing_service: { price: 4000 },
        nursing_service: { price: 1500 },
        mobile_nursing_service: { price: 4999 },
      },
    },
  });
  renderAt('/locations/in-home-service', <InHomeServicePage />);
}

describe('tests at home', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  });

  it('explains the visit, shows its fee and lists only the cities nurses visit', async () => {
    showPage();
    expect(screen.getByRole('heading', { level: 2, name: 'How home visits work' })).toBeInTheDocument();
    expect(
      screen.getByText('All tests are taken in Poland: at our collection points or by a nurse at home.'),
    ).toBeInTheDocument();
    expect(await screen.findByText("The nurse's visit costs £49.99.")).toBeInTheDocument();
    const cities = screen.getByRole('region', { name: 'Cities with home visits' });
    expect(await within(cities).findByRole('button', { name: 'Kraków' })).toBeInTheDocument();
    expect(within(cities).getByRole('button', { name: 'Łódź' })).toBeInTheDocument();
    expect(within(cities).queryByRole('button', { name: 'Opole' })).not.toBeInTheDocument();
  });

  it('puts the chosen city on the bus, tells the visitor and marks it chosen', async () => {
    showPage();
    const chosen: EventPayload<'location:chosen'>[] = [];
    const toasts: EventPayload<'toast:show'>[] = [];
    const subscriptions = [
      getEventBus()
        .on('location:chosen')
        .subscribe((location) => chosen.push(location)),
      getEventBus()
        .on('toast:show')
        .subscribe((toast) => toasts.push(toast)),
    ];
    chosen.length = 0;

    await userEvent.click(await screen.findByRole('button', { name: 'Łódź' }));

    expect(chosen).toEqual([{ mode: 'home-service', cityUuid: 'lodz-uuid', cityName: 'Łódź' }]);
    expect(toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Home service chosen in Łódź' })]);
    expect(screen.getByRole('button', { name: 'Łódź (chosen)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Kraków' })).toHaveAttribute('aria-pressed', 'false');
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
});
