import { FORM_ERROR } from 'final-form';
import { array, refine, type } from 'superstruct';
import { validateEmail, validatePassword, validatePesel, validateRequired } from '@labshop/shared-contracts/core';
import { anyField, textRule, valueRule, withFieldRules } from './field-rule';
import { validateWith } from './validate-with';

const Registration = refine(
  type({
    email: textRule(validateEmail),
    password: textRule(validatePassword),
    consent: valueRule<boolean>((ticked) => validateRequired(ticked, 'Consent')),
    patients: array(type({ pesel: textRule((pesel) => validatePesel(pesel)) })),
  }),
  'passwords match',
  (values) => values.password !== 'Forbidden1!' || 'Choose another password.',
);

const validRegistration = {
  email: 'anna@example.com',
  password: 'Strong-pass1',
  consent: true,
  patients: [{ pesel: '44051401359' }],
};

describe('validateWith', () => {
  it.each([
    ['valid values', validRegistration, {}],
    [
      'a field the rule refuses, with the rule’s own message',
      { ...validRegistration, email: 'anna@' },
      { email: validateEmail('anna@') },
    ],
    [
      'a field never typed in, as the rule says of an empty one',
      { ...validRegistration, email: undefined },
      { email: validateEmail('') },
    ],
    ['an unticked consent', { ...validRegistration, consent: false }, { consent: 'Consent is required.' }],
    [
      'a field inside a list, at its path',
      { ...validRegistration, patients: [{ pesel: '44051401359' }, { pesel: '123' }] },
      { patients: [undefined, { pesel: validatePesel('123') }] },
    ],
    [
      'several fields at once',
      { ...validRegistration, email: '', password: 'short' },
      { email: validateEmail(''), password: validatePassword('short') },
    ],
    [
      'a rule about the whole form, as the form’s error',
      { ...validRegistration, password: 'Forbidden1!' },
      { [FORM_ERROR]: 'Choose another password.' },
    ],
    ['values the form does not check, ignored', { ...validRegistration, marketing: 'yes' }, {}],
  ])('%s', (_case, values, errors) => {
    expect(validateWith(Registration)(values)).toEqual(errors);
  });

  it('gives every refused field a message of its own rule, never a type description', () => {
    const errors = validateWith(Registration)({ patients: [] });
    expect(errors).toEqual({
      email: validateEmail(''),
      password: validatePassword(''),
      consent: 'Consent is required.',
    });
  });
});

describe('a shared rule that checks the whole form', () => {
  const Enquiry = withFieldRules(type({ name: anyField(), email: anyField() }), (values) => ({
    ...(values.name ? {} : { name: 'Enter your name.' }),
    ...(values.email ? {} : { email: 'Enter your e-mail.' }),
  }));

  it.each([
    [{ name: 'Jan', email: 'jan@example.com' }, {}],
    [{ name: 'Jan' }, { email: 'Enter your e-mail.' }],
    [{}, { name: 'Enter your name.', email: 'Enter your e-mail.' }],
  ])('%o gives %o', (values, errors) => {
    expect(validateWith(Enquiry)(values)).toEqual(errors);
  });
});
