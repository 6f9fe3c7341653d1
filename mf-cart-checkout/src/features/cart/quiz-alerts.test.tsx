import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getEventBus } from '@labshop/shared-contracts/web';
import { EMPTY_CART, loadClosedQuizAlerts, saveClosedQuizAlerts } from './cart-storage';
import { CartStore } from './cart-store';
import { QuizAlerts } from './quiz-alerts';
import { createCartItem } from './testing/cart-test-data';

const QUIZ = {
  uuid: '0b8a3c1e-1f2a-4c3b-9d4e-5f6a7b8c9d0e',
  items: [
    { serviceId: 'ferritin', name: 'Ferritin' },
    { serviceId: 'vit-d', name: 'Vitamin D' },
    { serviceId: 'tsh', name: 'TSH' },
  ],
};

function pageCart() {
  return new CartStore({
    saved: { ...EMPTY_CART, items: [createCartItem({ id: 'vit-d' })] },
    closedQuizAlerts: loadClosedQuizAlerts(),
    onQuizAlertsChange: (ids) => saveClosedQuizAlerts(ids),
  });
}

function showAlerts(cart: CartStore) {
  return render(
    <MemoryRouter>
      <QuizAlerts cart={cart} />
    </MemoryRouter>,
  );
}

const alertTitles = () =>
  within(screen.getByRole('list', { name: 'Suggested by your health quiz' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('quiz alerts in the cart', () => {
  it('says nothing before any quiz suggested a test', () => {
    window.sessionStorage.clear();
    showAlerts(pageCart());
    expect(screen.queryByRole('list', { name: 'Suggested by your health quiz' })).not.toBeInTheDocument();
  });

  it('names each suggested test missing from the cart, and a closed alert stays closed for the session', async () => {
    window.sessionStorage.clear();
    act(() => getEventBus().emit('quiz:recommended', QUIZ));
    const first = showAlerts(pageCart());

    expect(alertTitles()).toEqual(['Your health quiz suggested Ferritin', 'Your health quiz suggested TSH']);
    expect(screen.getAllByRole('link', { name: 'See the suggested tests' })[0]).toHaveAttribute(
      'href',
      `/lab-test-list/recommendations/${QUIZ.uuid}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Close the suggestion of Ferritin' }));
    expect(alertTitles()).toEqual(['Your health quiz suggested TSH']);
    first.unmount();

    // Another page of the same session: a new cart store from what the session kept.
    showAlerts(pageCart());
    expect(alertTitles()).toEqual(['Your health quiz suggested TSH']);
  });

  it('drops the alert of a suggested test once it is in the cart', () => {
    window.sessionStorage.clear();
    act(() => getEventBus().emit('quiz:recommended', QUIZ));
    const cart = pageCart();
    showAlerts(cart);
    act(() => {
      cart.add(createCartItem({ id: 'tsh', name: 'TSH' }));
    });
    expect(alertTitles()).toEqual(['Your health quiz suggested Ferritin']);
  });
});
