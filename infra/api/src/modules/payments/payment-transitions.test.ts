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
      'money for a cancelled order goes back, and the order stays cancelled',
      { outcome: 'paid', payment: 'started', order: 'cancelled', latestAttempt: true },
      { payment: 'refund_pending', order: 'cancelled' },
    ],
    [
      'money for an order another attempt paid goes back: an order is paid once',
      { outcome: 'paid', payment: 'failed', order: 'paid', latestAttempt: false },
      { payment: 'refund_pending', order: 'paid' },
    ],
    [
      'money for an expired order goes back',
      { outcome: 'paid', payment: 'started', order: 'expired', latestAttempt: true },
      { payment: 'refund_pending', order: 'expired' },
    ],
    [
      'a refunded attempt stays refunded whatever arrives',
      { outcome: 'paid', payment: 'refunded', order: 'paid', latestAttempt: false },
      { payment: 'refunded', order: 'paid' },
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
