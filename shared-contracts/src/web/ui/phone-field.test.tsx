import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { normalisePhone } from '@labshop/shared-contracts/core';
import { PhoneField } from './phone-field';

function TypedPhone({ onSubmit }: { onSubmit: (national: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(normalisePhone(value));
      }}
    >
      <PhoneField label="Phone number" required value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('the phone field', () => {
  it('shows the +48 prefix before the field and reads it, with the hint, as its description', () => {
    render(<PhoneField label="Phone number" required />);
    const input = screen.getByRole('textbox', { name: /Phone number/ });

    expect(screen.getByText('+48')).toBeVisible();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAccessibleDescription(
      'Country code +48 9 digits, for example 600 100 200. With or without +48.',
    );
  });

  it('ties an error to the field after the prefix and hint', () => {
    render(<PhoneField label="Phone number" error="The phone number must have 9 digits." />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/\+48 .* The phone number must have 9 digits\.$/);
  });

  it.each([['+48 600 100 200'], ['600 100 200'], ['600-100-200'], ['600100200']])(
    'takes %s as the nine digits 600100200',
    async (typed) => {
      const onSubmit = jest.fn();
      render(<TypedPhone onSubmit={onSubmit} />);
      await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), typed);
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));

      expect(onSubmit).toHaveBeenCalledWith('600100200');
    },
  );
});
