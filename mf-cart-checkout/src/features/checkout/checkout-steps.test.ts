import { checkoutSteps } from './checkout-steps';

function states(errors: Record<string, unknown> | undefined, placed = false) {
  return checkoutSteps(errors, placed).map((step) => `${step.label}: ${step.state}`);
}

describe('where the buyer stands at checkout', () => {
  it.each([
    [
      'nothing chosen yet',
      { location: 'Choose a city', patients: { a: { pesel: 'Enter' } }, email: 'Enter' },
      ['current', 'upcoming', 'upcoming'],
    ],
    [
      'a home visit without its address',
      { address: { street: 'Street is required.' } },
      ['current', 'done', 'upcoming'],
    ],
    [
      'the place chosen, a PESEL number missing',
      { patients: { a: { pesel: 'Enter' } } },
      ['done', 'current', 'upcoming'],
    ],
    [
      'only the e-mail and consents left',
      { email: 'Enter', consents: { terms: 'Accept' } },
      ['done', 'done', 'current'],
    ],
    ['everything filled in', {}, ['done', 'done', 'current']],
    ['before the form has checked anything', undefined, ['done', 'done', 'current']],
  ])('%s', (_case, errors, [samples, patients, payment]) => {
    expect(states(errors)).toEqual([
      'Cart: done',
      `Sample collection: ${samples}`,
      `Patient details: ${patients}`,
      `Payment: ${payment}`,
    ]);
  });

  it('is at payment once the order is placed, whatever the form still holds', () => {
    expect(states({ location: 'Choose a city' }, true)).toEqual([
      'Cart: done',
      'Sample collection: done',
      'Patient details: done',
      'Payment: current',
    ]);
  });

  it('is the cart and payment alone for the analysis of earlier results', () => {
    expect(checkoutSteps(undefined, false, true).map((step) => `${step.label}: ${step.state}`)).toEqual([
      'Cart: done',
      'Payment: current',
    ]);
  });
});
