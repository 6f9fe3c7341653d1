import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizRecord, RecommendationsAnswer } from '@labshop/shared-contracts/core';
import { getEventBus } from '@labshop/shared-contracts/web';
import { createItemAttributes, currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { QuizRoutes } from '../../app/app';
import { NOT_A_DIAGNOSIS } from './quiz-thanks-page';

const UUID = '0b8a3c1e-1f2a-4c3b-9d4e-5f6a7b8c9d0e';

const RECORD: QuizRecord = {
  uuid: UUID,
  kind: 'health',
  date: '2026-11-26',
  patientId: null,
  answers: {},
  weightKg: 71.7,
  heightCm: 180.3,
  bmi: { value: 22.1, category: 'healthy' },
  recommendations: [],
};

const SET: RecommendationsAnswer = {
  uuid: UUID,
  title: 'Recommended after your health quiz',
  note: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  currency: 'GBP',
  location: null,
  items: [
    {
      id: 'ferritin-id',
      slug: 'ferritin',
      name: 'Ferritin',
      kind: 'test',
      categorySlug: 'blood',
      priceMinor: 1900,
      lowestPrice30dMinor: null,
      sampleType: null,
      turnaroundDays: 1,
      requiresFasting: false,
      attributes: createItemAttributes(),
      reason: 'You said you often feel tired: ferritin checks your iron stores.',
    },
  ],
};

beforeEach(() => {
  window.sessionStorage.clear();
  mockApi({ [`GET /api/catalogue/recommendations/${UUID}`]: { body: SET } });
});

describe('the health quiz thanks page', () => {
  it('shows the BMI with its category, says it is no diagnosis, and adds a suggested test to the cart', async () => {
    window.sessionStorage.setItem(`labshop.quiz-record.${UUID}`, JSON.stringify(RECORD));
    const requested: string[] = [];
    const subscription = getEventBus()
      .on('cart:item-requested')
      .subscribe((item) => requested.push(item.serviceId));
    renderAt(`/quiz/thanks/${UUID}`, <QuizRoutes />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you');
    expect(screen.getByRole('note')).toHaveTextContent(NOT_A_DIAGNOSIS);
    expect(screen.getByText('22.1').closest('p')).toHaveTextContent('22.1: Healthy weight');

    const item = (await screen.findByRole('heading', { level: 3, name: 'Ferritin' })).closest('li');
    expect(item).toHaveTextContent('ferritin checks your iron stores');
    await userEvent.click(within(item as HTMLElement).getByRole('button', { name: 'Add Ferritin to cart' }));
    expect(requested).toEqual(['ferritin-id']);
    subscription.unsubscribe();
  });

  it('shows a guest nothing of a record this browser did not send', () => {
    renderAt(`/quiz/thanks/${UUID}`, <QuizRoutes />);
    expect(currentLocation()).toBe('/error/404');
  });
});
