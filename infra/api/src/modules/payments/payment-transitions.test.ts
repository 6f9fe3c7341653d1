import { nextStatuses, type TransitionInput } from './payment-transitions';

describe('what a provider event changes', () => {
  it.each<[string, TransitionInput, ReturnType<typeof nextStatuses>]>([
    [
      'a success pays a pending order',
      { outcome: 'paid', payment: 'started', order: 'pending_payment', latestAttempt: true },
      { payment: 'paid', order: 'paid' },
    ],
    [
      'a failure fails a pending order',
      { outcome: 'failed', payment: 'started', order: 'pending_payment', latestAttempt: true },
      { payment: 'failed', order: 'failed' },
    ],
    [
      'a failure after success changes nothing',
      { outcome: 'failed', payment: 'paid', order: 'paid', latestAttempt: true },
      { payment: 'paid', order: 'paid' },
    ],
    [
      'pending after success changes nothing',
      { outcome: 'pending', payment: 'paid', order: 'paid', latestAttempt: true },
      { payment: 'paid', order: 'paid' },
    ],
    [
      'a late success after a failure still pays',
      { outcome: 'paid', payment: 'failed', order: 'failed', latestAttempt: true },
      { payment: 'paid', order: 'paid' },
    ],
    [
      'an old attempt failing does not fail a retry under way',
      { outcome: 'failed', payment: 'started', order: 'pending_payment', latestAttempt: false },
      { payment: 'failed', order: 'pending_payment' },
    ],
    [
      'a cancelled order stays cancelled when money arrives',
      { outcome: 'paid', payment: 'started', order: 'cancelled', latestAttempt: true },
      { payment: 'paid', order: 'cancelled' },
    ],
    [
      'pending changes nothing',
      { outcome: 'pending', payment: 'started', order: 'pending_payment', latestAttempt: true },
      { payment: 'started', order: 'pending_payment' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(nextStatuses(input)).toEqual(expected);
  });
});
