import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { RecommendationsAnswer } from '@labshop/shared-contracts/core';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import {
  currentLocation,
  mockApi,
  renderAt,
  type ApiHandler,
  createItemAttributes,
} from '@labshop/shared-contracts/testing';
import { createTestSummary } from '../test-list/testing/test-factories';
import { RecommendationsPage } from './recommendations-page';

const UUID = '6f1c2a1e-0000-4000-8000-000000000001';

function createSet(overrides: Partial<RecommendationsAnswer> = {}): RecommendationsAnswer {
  return {
    uuid: UUID,
    title: 'Your recommended tests',
    note: 'Based on your health quiz.',
    createdAt: '2026-11-01T10:00:00.000Z',
    items: [
      {
        ...createTestSummary({ id: 'vit-d', name: 'Vitamin D', priceMinor: 2500 }),
        reason: 'You spend little time outdoors.',
      },
      { ...createTestSummary({ id: 'tsh', name: 'TSH', priceMinor: 1250 }), reason: null },
    ],
    currency: 'GBP',
    location: null,
    ...overrides,
  };
}

function showAt(path: string, answer: ApiHandler = { body: createSet() }) {
  mockApi({ [`GET /api/catalogue/recommendations/${UUID}`]: answer });
  renderAt(
    path,
    <Routes>
      <Route path="/lab-test-list/recommendations/:uuid?" element={<RecommendationsPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
}

describe('recommendations', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  });

  it('lists the saved set with prices and reasons, and adds one or all of them to the cart', async () => {
    showAt(`/lab-test-list/recommendations/${UUID}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your recommendations…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your recommended tests' })).toBeVisible();
    expect(screen.getByText('Based on your health quiz.')).toBeVisible();
    const vitaminD = screen.getByRole('article', { name: 'Vitamin D' });
    expect(within(vitaminD).getByText('£25')).toBeVisible();
    expect(screen.getByText('Why: You spend little time outdoors.')).toBeVisible();
    expect(screen.getByText('2 recommended tests')).toBeVisible();
    const requested: EventPayload<'cart:item-requested'>[] = [];
    getEventBus()
      .on('cart:item-requested')
      .subscribe((item) => requested.push(item));

    await userEvent.click(within(vitaminD).getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));

    expect(requested.map((item) => item.serviceId)).toEqual(['vit-d', 'vit-d', 'tsh']);
    expect(requested[2]).toEqual({
      serviceId: 'tsh',
      name: 'TSH',
      priceMinor: 1250,
      kind: 'test',
      attributes: createItemAttributes(),
    });
  });

  it('sends an unknown set to the 404 page', async () => {
    showAt(`/lab-test-list/recommendations/${UUID}`, { status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeVisible();
    expect(currentLocation()).toBe('/error/404');
  });

  it('reports a failure with a retry', async () => {
    let calls = 0;
    showAt(`/lab-test-list/recommendations/${UUID}`, () => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: 'Unexpected error occurred' } } : { body: createSet() };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The recommendations could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'TSH' })).toBeVisible();
  });

  it('says so when the set is empty', async () => {
    showAt(`/lab-test-list/recommendations/${UUID}`, { body: createSet({ items: [] }) });
    expect(await screen.findByText(/This set has no tests/)).toBeVisible();
  });

  it('points to the health quiz without a saved set', () => {
    showAt('/lab-test-list/recommendations');
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended tests' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take the health quiz' })).toHaveAttribute('href', '/quiz');
  });
});
