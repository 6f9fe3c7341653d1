import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type } from 'superstruct';
import { Form } from 'react-final-form';
import { ApiError, validateEmail, validateRequired } from '@labshop/shared-contracts/core';
import { textRule, valueRule } from './field-rule';
import { FocusFirstInvalid } from './focus-first-invalid';
import { FormAlert, FormCheckbox, FormPhoneField, FormTextField } from './form-fields';
import { formMessages, submitErrorsFrom } from './submit-errors';
import { validateWith } from './validate-with';

const Newsletter = type({
  name: textRule((name) => validateRequired(name, 'Name')),
  email: textRule(validateEmail),
  consent: valueRule<boolean>((ticked) => validateRequired(ticked, 'Consent')),
});

function NewsletterForm({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
  return (
    <Form
      validate={validateWith(Newsletter)}
      onSubmit={async () => {
        try {
          await onSubmit();
          return undefined;
        } catch (error) {
          return submitErrorsFrom(error, { failure: 'Failed.', fields: ['name', 'email'] });
        }
      }}
      render={({ handleSubmit, submitError }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Newsletter">
          <FocusFirstInvalid />
          <FormTextField name="name" label="Name" required />
          <FormTextField name="email" label="E-mail" type="email" required />
          <FormPhoneField name="phone" label="Phone" />
          <FormCheckbox name="consent" label="I agree" required />
          <FormAlert messages={formMessages(submitError)} />
          <button type="submit">Sign up</button>
        </form>
      )}
    />
  );
}

describe('form fields bound to a form', () => {
  it('says nothing before the person leaves a field or submits', () => {
    render(<NewsletterForm onSubmit={() => Promise.resolve()} />);
    expect(screen.getByRole('textbox', { name: /Name/ })).not.toHaveAttribute('aria-invalid');
  });

  it('ties each rule’s message to its field and focuses the first field in error after a refused submit', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm onSubmit={() => Promise.resolve()} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(validateEmail('') ?? '');
    expect(email).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('Consent is required.');
    expect(screen.getByRole('textbox', { name: /Name/ })).not.toHaveAttribute('aria-invalid');
  });

  it('shows the API’s refusal next to its field and the form’s failure above the button', async () => {
    const user = userEvent.setup();
    render(
      <NewsletterForm
        onSubmit={() =>
          Promise.reject(new ApiError(422, { message: 'Invalid data', errors: { email: ['is already signed up'] } }))
        }
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const email = await screen.findByRole('textbox', { name: /E-mail/, description: 'is already signed up' });
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.');

    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
