import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { PatientReferral, ReferralsOverview } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, createItemAttributes } from '@labshop/shared-contracts/testing';
import { ReferralsSection } from './referrals-section';

function createReferral(overrides: Partial<PatientReferral> = {}): PatientReferral {
  return {
    id: 'referral-1',
    issuedAt: '2026-03-02T10:00:00.000Z',
    status: 'awaiting_payment',
    statusWords: 'Awaiting payment',
    doctor: { id: 'doctor-1', name: 'Piotr Nowak' },
    location: {
      kind: 'collection-point',
      facilityId: 'facility-1',
      facilityName: 'Kraków, Karmelicka 12',
      closed: false,
    },
    tests: [
      {
        id: 'test-d',
        name: 'Vitamin D',
        kind: 'test',
        attributes: createItemAttributes(),
        priceMinor: 5000,
        discountMinor: 500,
        available: true,
      },
      {
        id: 'test-fe',
        name: 'Ferritin',
        kind: 'test',
        attributes: createItemAttributes(),
        priceMinor: 2000,
        discountMinor: 200,
        available: true,
      },
      {
        id: 'test-x',
        name: 'Zinc',
        kind: 'test',
        attributes: createItemAttributes(),
        priceMinor: 1500,
        discountMinor: 0,
        available: false,
      },
    ],
    costMinor: 7000,
    discountMinor: 700,
    totalMinor: 6300,
    discountPercent: 10,
    currency: 'GBP',
    canBuy: true,
    ...overrides,
  };
}

const overview = (referrals: PatientReferral[]): ReferralsOverview => ({
  patients: [{ patient: { id: 'account-7', firstName: 'Anna', lastName: 'Nowak' }, referrals }],
});

function recordBus() {
  const items: EventPayload<'cart:item-requested'>[] = [];
  const places: EventPayload<'location:chosen'>[] = [];
  const bus = getEventBus();
  const subscriptions = [
    bus.on('cart:item-requested').subscribe((item) => items.push(item)),
    bus.on('location:chosen').subscribe((place) => places.push(place)),
  ];
  return { items, places, stop: () => subscriptions.forEach((subscription) => subscription.unsubscribe()) };
}

describe('the referrals on the results page', () => {
  it('lists each referral with its date, doctor, tests and status in words', async () => {
    mockApi({
      'GET /api/referrals': {
        body: overview([
          createReferral({ id: 'new', issuedAt: '2026-04-20T10:00:00.000Z' }),
          createReferral({ id: 'paid', status: 'awaiting_salary', statusWords: 'Paid', canBuy: false }),
        ]),
      },
    });
    renderAt('/account/results', <ReferralsSection />);

    const list = await screen.findByRole('list', { name: 'Referrals of Anna Nowak' });
    const [newer, paid] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(screen.getByRole('heading', { name: 'Referrals' })).toBeInTheDocument();
    expect(newer).toHaveTextContent('Referral of 20 Apr 2026 from Dr Piotr Nowak');
    expect(newer).toHaveTextContent('At Kraków, Karmelicka 12');
    expect(newer).toHaveTextContent('Vitamin D: £50');
    expect(newer).toHaveTextContent('Zinc: Not available at this location');
    expect(newer).toHaveTextContent('Total £63 after the doctor discount of 10% (£7 off)');
    expect(newer).toHaveTextContent('Status: Awaiting payment');
    expect(newer).toHaveAttribute('id', 'referral-new');
    expect(paid).toHaveTextContent('Status: Paid');
    // A paid referral cannot be bought again.
    expect(within(paid as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts the referral’s tests in the cart as doctor-added items carrying the referral, where the doctor chose', async () => {
    const bus = recordBus();
    mockApi({ 'GET /api/referrals': { body: overview([createReferral()]) } });
    renderAt('/account/results', <ReferralsSection />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Add to cart: referral of 2 Mar 2026 from Dr Piotr Nowak' }),
    );

    expect(bus.places).toEqual([
      { mode: 'collection-point', facilityId: 'facility-1', facilityName: 'Kraków, Karmelicka 12' },
    ]);
    // The test the place does not offer stays out of the cart.
    expect(bus.items).toEqual([
      {
        serviceId: 'test-d',
        name: 'Vitamin D',
        priceMinor: 5000,
        kind: 'test',
        attributes: createItemAttributes(),
        added_by_doctor: true,
        referral_id: 'referral-1',
        doctor_discount_percent: 10,
      },
      expect.objectContaining({ serviceId: 'test-fe', added_by_doctor: true, referral_id: 'referral-1' }),
    ]);
    bus.stop();
  });

  it('says when there are no referrals, and offers to try again when they cannot be read', async () => {
    mockApi({ 'GET /api/referrals': { body: { patients: [] } } });
    const { unmount } = renderAt('/account/results', <ReferralsSection />);
    expect(screen.getByText('Loading your referrals…')).toBeInTheDocument();
    expect(
      await screen.findByText('You have no referrals. When a doctor refers you for tests, the referral appears here.'),
    ).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/referrals': { status: 500, body: { message: 'Unexpected error occurred' } } });
    renderAt('/account/results', <ReferralsSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unexpected error occurred');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('stays out of the way of a signed-out visitor, whom the page itself asks to log in', async () => {
    const api = mockApi({ 'GET /api/referrals': { status: 401, body: { message: 'Unauthorized access' } } });
    renderAt('/account/results', <ReferralsSection />);
    expect(screen.getByRole('heading', { name: 'Referrals' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Referrals' })).not.toBeInTheDocument());
    expect(api).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
