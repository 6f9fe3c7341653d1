import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

const CITIES = [
  { value: 'krk', label: 'Kraków' },
  { value: 'waw', label: 'Warsaw' },
];

function City({ error }: { error?: string }) {
  const [city, setCity] = useState('');
  return (
    <Select
      label="City of the home visit"
      hint="The nurse comes from there."
      error={error}
      required
      placeholder="Choose a city"
      options={CITIES}
      value={city}
      onChange={(event) => setCity(event.target.value)}
    />
  );
}

describe('Select', () => {
  it('is a native select named by its label, starting at its placeholder', () => {
    render(<City />);
    const select = screen.getByRole('combobox', { name: /City of the home visit/ });
    expect(select.tagName).toBe('SELECT');
    expect(select).toBeRequired();
    expect(select).toHaveDisplayValue('Choose a city');
    expect(screen.getByRole('option', { name: 'Choose a city' })).toBeDisabled();
    expect(select).toHaveAccessibleDescription('The nurse comes from there.');
  });

  it('is reached with Tab and shows the option chosen', async () => {
    render(<City />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveFocus();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /City/ }), 'Warsaw');
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveDisplayValue('Warsaw');
  });

  it('ties its error to it and marks it invalid', () => {
    render(<City error="Choose the city of the visit." />);
    const select = screen.getByRole('combobox', { name: /City/ });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('The nurse comes from there. Choose the city of the visit.');
  });
});
