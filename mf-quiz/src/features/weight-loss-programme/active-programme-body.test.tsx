import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActiveWeightLossProgramProps } from '@labshop/shared-contracts/core';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { TestModalHost } from '@labshop/shared-contracts/testing';
import { holdQuizModals } from '../../app/quiz-modals';

const PROPS: ActiveWeightLossProgramProps = {
  programmeName: 'Steady 12 weeks',
  progressHref: '/weight-loss/progress',
};

function record<N extends 'modal:settled' | 'navigate:requested'>(name: N) {
  const seen: EventPayload<N>[] = [];
  const subscription = getEventBus()
    .on(name)
    .subscribe((payload) => seen.push(payload));
  return { seen, stop: () => subscription.unsubscribe() };
}

let release: () => void = () => undefined;
let settled = record('modal:settled');
let navigations = record('navigate:requested');

beforeEach(() => {
  release = holdQuizModals();
  settled = record('modal:settled');
  navigations = record('navigate:requested');
  render(
    <>
      <button type="button">Start the programme</button>
      <TestModalHost />
    </>,
  );
  screen.getByRole('button', { name: 'Start the programme' }).focus();
});

afterEach(() => {
  release();
  settled.stop();
  navigations.stop();
});

function open(props: Record<string, unknown> = PROPS) {
  act(() => getEventBus().emit('modal:open', { name: 'userHasActiveWeightLossProgramModal', props }));
}

describe('the notice of a weight-loss programme already followed', () => {
  it('opens by name through the modal host and names the programme', () => {
    open({ ...PROPS, patientName: 'Anna Nowak' });
    const dialog = screen.getByRole('dialog', { name: 'You already have a weight-loss programme' });
    expect(dialog).toHaveTextContent('Anna Nowak already follows the Steady 12 weeks programme.');
    expect(dialog).toHaveTextContent('One programme is followed at a time');
  });

  it('goes to the progress page from its main action', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Go to my progress' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(settled.seen).toEqual([
      { name: 'userHasActiveWeightLossProgramModal', action: 'confirm', value: { choice: 'progress' } },
    ]);
    expect(navigations.seen).toEqual([{ to: '/weight-loss/progress' }]);
  });

  it('cancels from its button, and with Escape back to where the patient was', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    open();
    await userEvent.keyboard('{Escape}');
    expect(settled.seen).toEqual([
      { name: 'userHasActiveWeightLossProgramModal', action: 'cancel', value: undefined },
      { name: 'userHasActiveWeightLossProgramModal', action: 'cancel', value: undefined },
    ]);
    expect(navigations.seen).toEqual([]);
    expect(screen.getByRole('button', { name: 'Start the programme' })).toHaveFocus();
  });

  it('starts on the safe choice and reaches the other from the keyboard', async () => {
    open();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Go to my progress' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigations.seen).toEqual([{ to: '/weight-loss/progress' }]);
  });

  it('sends the patient only to a page of the site', async () => {
    open({ ...PROPS, progressHref: 'https://elsewhere.example/progress' });
    await userEvent.click(screen.getByRole('button', { name: 'Go to my progress' }));
    expect(navigations.seen).toEqual([{ to: '/weight-loss/progress' }]);
  });
});
