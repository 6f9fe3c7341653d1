import { readConfig } from '../../platform/config';
import { providerFromConfig } from './service';

describe('choosing the payment provider (PAYMENT_PROVIDER)', () => {
  it('takes payments in the offline sandbox unless told otherwise', () => {
    expect(providerFromConfig(readConfig({})).name).toBe('sandbox');
  });

  it('uses Stripe Checkout when set up with both of its secrets', () => {
    const config = readConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_labshop',
      STRIPE_WEBHOOK_SECRET: 'whsec_labshop',
    });
    expect(providerFromConfig(config).name).toBe('stripe');
  });

  it('refuses to start with Stripe but without its secrets, or with an unknown provider', () => {
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
    expect(() => readConfig({ PAYMENT_PROVIDER: 'cash' })).toThrow('PAYMENT_PROVIDER must be sandbox or stripe');
  });

  it('keeps the secrets it is given, so several instances agree on signatures and tokens', () => {
    const config = readConfig({ PAYMENT_SANDBOX_SECRET: 'shared-sandbox', ORDER_TOKEN_SECRET: 'shared-orders' });
    expect(config).toMatchObject({ paymentSecret: 'shared-sandbox', orderTokenSecret: 'shared-orders' });
    expect(readConfig({})).toMatchObject({ paymentSecret: '', orderTokenSecret: '' });
  });
});
