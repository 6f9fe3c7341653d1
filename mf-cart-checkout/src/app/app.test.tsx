import { act, render, screen, within } from '@testing-library/react';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, createItemAttributes } from '@labshop/shared-contracts/testing';
import { App } from './app';

describe('the cart remote, once mounted', () => {
  it('publishes the cart summary and counts the items other pages request, before a location too', async () => {
    mockApi({ 'GET /api/services/nursing-services': 'never' });
    window.history.pushState({}, '', '/cart');
    const summaries: EventPayload<'cart:summary'>[] = [];
    getEventBus()
      .on('cart:summary')
      .subscribe((summary) => summaries.push(summary));

    render(<App />);
    expect(summaries.at(-1)).toEqual({ itemCount: 0, totalMinor: 0, currency: 'GBP' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();

    act(() => {
      getEventBus().emit('cart:item-requested', {
        serviceId: 'vit-d',
        name: 'Vitamin D',
        priceMinor: 2500,
        kind: 'test',
        attributes: createItemAttributes(),
      });
    });

    expect(summaries.at(-1)).toEqual({ itemCount: 1, totalMinor: 2500, currency: 'GBP' });
    const items = await screen.findByRole('region', { name: '1 item' });
    expect(within(items).getByText('Vitamin D')).toBeInTheDocument();
    // No location is chosen yet: the test waits in the browser as the temporary item.
    const saved: unknown = JSON.parse(window.localStorage.getItem('labshop.cart') ?? 'null');
    expect(saved).toMatchObject({ items: [], temporaryItems: [{ id: 'vit-d', name: 'Vitamin D' }] });
  });
});
