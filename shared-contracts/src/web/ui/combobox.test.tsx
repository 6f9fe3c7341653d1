import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Combobox } from './combobox';

const CITIES = [
  { value: 'gda', label: 'Gdańsk' },
  { value: 'krk', label: 'Kraków' },
  { value: 'lodz', label: 'Łódź' },
  { value: 'waw', label: 'Warsaw' },
];

function City({ initial = null, error }: { initial?: string | null; error?: string }) {
  const [city, setCity] = useState<string | null>(initial);
  return (
    <>
      <Combobox label="City" options={CITIES} value={city} onChange={setCity} error={error} />
      <p>Chosen: {city ?? 'none'}</p>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'City' });
const shownOptions = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('Combobox', () => {
  it('filters the options as the person types, ignoring accents, and chooses one with a click', async () => {
    render(<City />);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field(), 'lod');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(shownOptions()).toEqual(['Łódź']);
    await userEvent.click(screen.getByRole('option', { name: 'Łódź' }));
    expect(screen.getByText('Chosen: lodz')).toBeInTheDocument();
    expect(field()).toHaveValue('Łódź');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the list with the arrow keys, Home and End, and chooses with Enter', async () => {
    render(<City />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Gdańsk' });
    expect(field()).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Kraków' }).id);
    await userEvent.keyboard('{End}');
    expect(field()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Warsaw' }).id);
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowUp}{Home}{ArrowDown}{Enter}');
    expect(screen.getByText('Chosen: krk')).toBeInTheDocument();
    expect(field()).toHaveValue('Kraków');
    expect(field()).toHaveFocus();
  });

  it('says when nothing matches, and closes with Escape', async () => {
    render(<City />);
    await userEvent.type(field(), 'Paris');
    expect(shownOptions()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveValue('');
  });

  it('puts back the chosen name when left with other text, and clears the value when emptied', async () => {
    render(<City initial="waw" />);
    expect(field()).toHaveValue('Warsaw');
    await userEvent.type(field(), 'xyz');
    await userEvent.tab();
    expect(field()).toHaveValue('Warsaw');
    expect(screen.getByText('Chosen: waw')).toBeInTheDocument();
    await userEvent.clear(field());
    await userEvent.tab();
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();
  });

  it('ties its error to the field', () => {
    render(<City error="Choose a city." />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Choose a city.');
  });
});
